* Reads the export of study phq9-mood-check (study file version 1.0.0).
* Open it from the export's folder (CD to it first); codebook.md explains every code.

DATASET DECLARE phq9.
DATASET ACTIVATE phq9.
GET DATA /TYPE=TXT /FILE="survey-phq9.csv" /ENCODING='UTF8' /ARRANGEMENT=DELIMITED
  /DELIMITERS="," /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  participant A64
  run A64
  run_number F8.0
  study_version A64
  language A64
  status A64
  started_at A64
  ended_at A64
  phq9_1 F12.3
  phq9_2 F12.3
  phq9_3 F12.3
  phq9_4 F12.3
  phq9_5 F12.3
  phq9_6 F12.3
  phq9_7 F12.3
  phq9_8 F12.3
  phq9_9 F12.3
  phq9_difficulty A2000
  phq9_total F12.3
  phq9_severity F12.3
  phq9_severity_band A2000.
VARIABLE LABELS
  phq9_1 "Little interest or pleasure in doing things"
  phq9_2 "Feeling down, depressed, or hopeless"
  phq9_3 "Trouble falling or staying asleep, or sleeping too much"
  phq9_4 "Feeling tired or having little energy"
  phq9_5 "Poor appetite or overeating"
  phq9_6 "Feeling bad about yourself — or that you are a failure or have let yourself or your family down"
  phq9_7 "Trouble concentrating on things, such as reading the newspaper or watching television"
  phq9_8 "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual"
  phq9_9 "Thoughts that you would be better off dead or of hurting yourself in some way"
  phq9_difficulty "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?"
  phq9_total "Your PHQ-9 score (0 to 27)"
  phq9_severity "What this score usually means"
  phq9_severity_band "What this score usually means".
VALUE LABELS
  phq9_1
    0 "Not at all"
    1 "Several days"
    2 "More than half the days"
    3 "Nearly every day"
  /phq9_2
    0 "Not at all"
    1 "Several days"
    2 "More than half the days"
    3 "Nearly every day"
  /phq9_3
    0 "Not at all"
    1 "Several days"
    2 "More than half the days"
    3 "Nearly every day"
  /phq9_4
    0 "Not at all"
    1 "Several days"
    2 "More than half the days"
    3 "Nearly every day"
  /phq9_5
    0 "Not at all"
    1 "Several days"
    2 "More than half the days"
    3 "Nearly every day"
  /phq9_6
    0 "Not at all"
    1 "Several days"
    2 "More than half the days"
    3 "Nearly every day"
  /phq9_7
    0 "Not at all"
    1 "Several days"
    2 "More than half the days"
    3 "Nearly every day"
  /phq9_8
    0 "Not at all"
    1 "Several days"
    2 "More than half the days"
    3 "Nearly every day"
  /phq9_9
    0 "Not at all"
    1 "Several days"
    2 "More than half the days"
    3 "Nearly every day"
  /phq9_difficulty
    "not_difficult" "Not difficult at all"
    "somewhat_difficult" "Somewhat difficult"
    "very_difficult" "Very difficult"
    "extremely_difficult" "Extremely difficult".
MISSING VALUES phq9_1 phq9_2 phq9_3 phq9_4 phq9_5 phq9_6 phq9_7 phq9_8 phq9_9 phq9_total phq9_severity (-97 THRU -91).
EXECUTE.

DATASET DECLARE participants.
DATASET ACTIVATE participants.
GET DATA /TYPE=TXT /FILE="participants.csv" /ENCODING='UTF8' /ARRANGEMENT=DELIMITED
  /DELIMITERS="," /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  participant A64
  study_version A64
  consent_version A64
  language A64
  joined_at A64
  withdrawn F1.0
  withdrawn_at A64
  answers_deleted F1.0.
VARIABLE LABELS
  participant "the participant id, the key to every other file"
  study_version "the study version they joined under"
  consent_version "the consent version they signed last (empty when unknown or not signed)"
  language "the language they took part in (empty when unknown)"
  joined_at "when they joined (ISO 8601 with their UTC offset)"
  withdrawn "1 when they left the study from their profile, else 0"
  withdrawn_at "when they left (empty when they did not)"
  answers_deleted "1 when they left and asked for their answers to be deleted (their rows say -95), else 0".
VALUE LABELS withdrawn answers_deleted 0 "no" 1 "yes".
EXECUTE.

