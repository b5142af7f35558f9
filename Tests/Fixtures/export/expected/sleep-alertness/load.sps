* Reads the export of study sleep-alertness (study file version 1.0.0).
* Open it from the export's folder (CD to it first); codebook.md explains every code.

DATASET DECLARE sleep_diary.
DATASET ACTIVATE sleep_diary.
GET DATA /TYPE=TXT /FILE="survey-sleep_diary.csv" /ENCODING='UTF8' /ARRANGEMENT=DELIMITED
  /DELIMITERS="," /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  participant A64
  run A64
  run_number F8.0
  study_version A64
  language A64
  status A64
  started_at A64
  ended_at A64
  bedtime A2000
  lights_out A2000
  sleep_latency F12.3
  woke_at_night F12.3
  night_wakings F12.3
  awake_time F12.3
  final_wake A2000
  sleep_quality F12.3
  rested A2000
  before_bed___caffeine F12.3
  before_bed___alcohol F12.3
  before_bed___big_meal F12.3
  before_bed___exercise F12.3
  before_bed___screens F12.3
  before_bed___none F12.3
  latency_minutes F12.3
  awake_minutes F12.3.
VARIABLE LABELS
  bedtime "What time did you get into bed last night?"
  lights_out "What time did you start trying to fall asleep?"
  sleep_latency "After that, how long did it take you to fall asleep?"
  woke_at_night "Did you wake up during the night?"
  night_wakings "How many times did you wake up?"
  awake_time "In total, how long were you awake during the night?"
  final_wake "What time did you wake up for the last time this morning?"
  sleep_quality "How would you rate the quality of last night's sleep?"
  rested "How rested did you feel when you got up?"
  before_bed___caffeine "In the 3 hours before bed, did you have or do any of these?"
  before_bed___alcohol "In the 3 hours before bed, did you have or do any of these?"
  before_bed___big_meal "In the 3 hours before bed, did you have or do any of these?"
  before_bed___exercise "In the 3 hours before bed, did you have or do any of these?"
  before_bed___screens "In the 3 hours before bed, did you have or do any of these?"
  before_bed___none "In the 3 hours before bed, did you have or do any of these?"
  latency_minutes "Minutes taken to fall asleep"
  awake_minutes "Minutes awake during the night".
VALUE LABELS
  woke_at_night
    1 "Yes, I woke up"
    0 "No, I slept through"
  /sleep_quality
    0 "Very poor"
    1 "1"
    2 "2"
    3 "3"
    4 "4"
    5 "5"
    6 "6"
    7 "7"
    8 "8"
    9 "9"
    10 "Very good"
  /rested
    "not_at_all" "Not at all rested"
    "not_very" "Not very rested"
    "fairly" "Fairly well rested"
    "very" "Very well rested".
MISSING VALUES sleep_latency woke_at_night night_wakings awake_time sleep_quality before_bed___caffeine before_bed___alcohol before_bed___big_meal before_bed___exercise before_bed___screens before_bed___none latency_minutes awake_minutes (-97 THRU -91).
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

