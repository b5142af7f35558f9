* Reads the export of study living-with-diabetes (study file version 1.0.0).
* Open it from the export's folder (CD to it first); codebook.md explains every code.

DATASET DECLARE baseline.
DATASET ACTIVATE baseline.
GET DATA /TYPE=TXT /FILE="survey-baseline.csv" /ENCODING='UTF8' /ARRANGEMENT=DELIMITED
  /DELIMITERS="," /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  participant A64
  run A64
  run_number F8.0
  study_version A64
  language A64
  status A64
  started_at A64
  ended_at A64
  diagnosis_date A2000
  monitoring_method A2000
  monitoring_method_other A2000
  time_in_range F12.3
  hba1c_known F12.3
  hba1c_value F12.3
  uses_insulin F12.3
  insulin_regimen A2000
  daily_insulin_units F12.3
  basal_time A2000
  other_medicines___metformin F12.3
  other_medicines___sulfonylurea F12.3
  other_medicines___sglt2 F12.3
  other_medicines___glp1 F12.3
  other_medicines___dpp4 F12.3
  other_medicines___pioglitazone F12.3
  other_medicines___other F12.3
  other_medicines___none F12.3
  other_medicines_other A2000
  last_hypo A2000
  care_time F12.3
  challenges___remembering F12.3
  challenges___food F12.3
  challenges___being_active F12.3
  challenges___hypo_fear F12.3
  challenges___cost F12.3
  challenges___schedule F12.3
  challenges___mood F12.3
  challenges___support F12.3
  challenges___other F12.3
  challenges___nothing F12.3
  challenges_other A2000
  overwhelmed F12.3
  hypo_worry F12.3
  confidence F12.3
  height F12.3
  weight F12.3
  ethnicity A2000
  postcode_district A2000
  results_email A2000
  anything_else A2000
  years_with_diabetes F12.3
  distress_score F12.3
  distress_level F12.3
  distress_level_band A2000
  bmi F12.3
  bmi_category F12.3
  bmi_category_band A2000.
VARIABLE LABELS
  diagnosis_date "When were you diagnosed with diabetes?"
  monitoring_method "How do you usually check your glucose levels?"
  monitoring_method_other "How do you usually check your glucose levels?"
  time_in_range "What was your time in range over the last 14 days?"
  hba1c_known "Do you know the result of your most recent HbA1c blood test?"
  hba1c_value "What was your most recent HbA1c result?"
  uses_insulin "Do you take insulin?"
  insulin_regimen "How do you take your insulin?"
  daily_insulin_units "In a typical day, about how many units of insulin do you take in total?"
  basal_time "At what time of day do you usually take your long-acting insulin?"
  other_medicines___metformin "Which other medicines do you take for your diabetes?"
  other_medicines___sulfonylurea "Which other medicines do you take for your diabetes?"
  other_medicines___sglt2 "Which other medicines do you take for your diabetes?"
  other_medicines___glp1 "Which other medicines do you take for your diabetes?"
  other_medicines___dpp4 "Which other medicines do you take for your diabetes?"
  other_medicines___pioglitazone "Which other medicines do you take for your diabetes?"
  other_medicines___other "Which other medicines do you take for your diabetes?"
  other_medicines___none "Which other medicines do you take for your diabetes?"
  other_medicines_other "Which other medicines do you take for your diabetes?"
  last_hypo "When did you last have a hypo?"
  care_time "On a typical day, how much time do you spend looking after your diabetes?"
  challenges___remembering "What makes managing your diabetes hardest at the moment?"
  challenges___food "What makes managing your diabetes hardest at the moment?"
  challenges___being_active "What makes managing your diabetes hardest at the moment?"
  challenges___hypo_fear "What makes managing your diabetes hardest at the moment?"
  challenges___cost "What makes managing your diabetes hardest at the moment?"
  challenges___schedule "What makes managing your diabetes hardest at the moment?"
  challenges___mood "What makes managing your diabetes hardest at the moment?"
  challenges___support "What makes managing your diabetes hardest at the moment?"
  challenges___other "What makes managing your diabetes hardest at the moment?"
  challenges___nothing "What makes managing your diabetes hardest at the moment?"
  challenges_other "What makes managing your diabetes hardest at the moment?"
  overwhelmed "In the past month, how often have you felt overwhelmed by looking after your diabetes?"
  hypo_worry "In the past month, how often have you worried about having a hypo?"
  confidence "How confident do you feel about managing your diabetes day to day?"
  height "How tall are you?"
  weight "How much do you weigh?"
  ethnicity "Which best describes your ethnic group or background?"
  postcode_district "What is the first part of your postcode?"
  results_email "Where should we email a summary of the results when the study ends?"
  anything_else "Is there anything else you would like to tell us about living with diabetes?"
  years_with_diabetes "Years since diagnosis"
  distress_score "Diabetes distress (2 to 10)"
  distress_level "Diabetes distress level"
  distress_level_band "Diabetes distress level"
  bmi "Body mass index (BMI)"
  bmi_category "BMI category"
  bmi_category_band "BMI category".
VALUE LABELS
  monitoring_method
    "fingerprick" "Finger-prick blood glucose meter"
    "cgm" "Continuous glucose monitor (a sensor that sends readings by itself)"
    "flash" "Flash glucose monitor (a sensor you scan)"
    "rarely" "I don't usually check my glucose"
    "other" "Another way"
  /hba1c_known
    1 "Yes"
    0 "No"
  /uses_insulin
    1 "Yes"
    0 "No"
  /insulin_regimen
    "basal_only" "Long-acting (background) insulin only"
    "basal_bolus" "Long-acting insulin and mealtime insulin injections"
    "premixed" "Mixed insulin (a premixed pen or vial)"
    "pump" "Insulin pump, including closed-loop systems"
    "not_sure" "I'm not sure"
  /overwhelmed
    1 "Never"
    2 "Rarely"
    3 "Sometimes"
    4 "Often"
    5 "Always"
  /hypo_worry
    1 "Never"
    2 "Rarely"
    3 "Sometimes"
    4 "Often"
    5 "Always"
  /confidence
    0 "Not at all confident"
    1 "1"
    2 "2"
    3 "3"
    4 "4"
    5 "5"
    6 "6"
    7 "7"
    8 "8"
    9 "9"
    10 "Completely confident"
  /ethnicity
    "asian_bangladeshi" "Asian or Asian British: Bangladeshi"
    "asian_chinese" "Asian or Asian British: Chinese"
    "asian_indian" "Asian or Asian British: Indian"
    "asian_pakistani" "Asian or Asian British: Pakistani"
    "asian_other" "Asian or Asian British: any other Asian background"
    "black_african" "Black, Black British, Caribbean or African: African"
    "black_caribbean" "Black, Black British, Caribbean or African: Caribbean"
    "black_other" "Black, Black British, Caribbean or African: any other Black background"
    "mixed_white_asian" "Mixed or multiple ethnic groups: White and Asian"
    "mixed_white_black_african" "Mixed or multiple ethnic groups: White and Black African"
    "mixed_white_black_caribbean" "Mixed or multiple ethnic groups: White and Black Caribbean"
    "mixed_other" "Mixed or multiple ethnic groups: any other mixed background"
    "white_british" "White: English, Welsh, Scottish, Northern Irish or British"
    "white_irish" "White: Irish"
    "white_gypsy_traveller" "White: Gypsy or Irish Traveller"
    "white_roma" "White: Roma"
    "white_other" "White: any other White background"
    "other_arab" "Other ethnic group: Arab"
    "other_any" "Other ethnic group: any other ethnic group".
MISSING VALUES time_in_range hba1c_known hba1c_value uses_insulin daily_insulin_units other_medicines___metformin other_medicines___sulfonylurea other_medicines___sglt2 other_medicines___glp1 other_medicines___dpp4 other_medicines___pioglitazone other_medicines___other other_medicines___none care_time challenges___remembering challenges___food challenges___being_active challenges___hypo_fear challenges___cost challenges___schedule challenges___mood challenges___support challenges___other challenges___nothing overwhelmed hypo_worry confidence height weight years_with_diabetes distress_score distress_level bmi bmi_category (-97 THRU -91).
EXECUTE.

DATASET DECLARE weekly_checkin.
DATASET ACTIVATE weekly_checkin.
GET DATA /TYPE=TXT /FILE="survey-weekly_checkin.csv" /ENCODING='UTF8' /ARRANGEMENT=DELIMITED
  /DELIMITERS="," /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  participant A64
  run A64
  run_number F8.0
  study_version A64
  language A64
  status A64
  started_at A64
  ended_at A64
  week_wellbeing F12.3
  week_glucose A2000
  missed_doses F12.3
  had_hypo F12.3
  hypo_count F12.3
  hypo_needed_help F12.3.
VARIABLE LABELS
  week_wellbeing "Overall, how has the past week been for you?"
  week_glucose "How have your glucose levels been this week, compared with usual?"
  missed_doses "In the past 7 days, how many doses of your diabetes medicines did you miss?"
  had_hypo "Did you have any hypos in the past 7 days?"
  hypo_count "How many hypos did you have?"
  hypo_needed_help "Did you need help from another person to treat any of them?".
VALUE LABELS
  week_wellbeing
    0 "Very bad"
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
  /week_glucose
    "better" "Better than usual"
    "same" "About the same"
    "worse" "Worse than usual"
    "not_sure" "I'm not sure"
  /had_hypo
    1 "Yes"
    0 "No"
  /hypo_needed_help
    1 "Yes"
    0 "No".
MISSING VALUES week_wellbeing missed_doses had_hypo hypo_count hypo_needed_help (-97 THRU -91).
EXECUTE.

DATASET DECLARE glucose_readings.
DATASET ACTIVATE glucose_readings.
GET DATA /TYPE=TXT /FILE="survey-glucose_readings.csv" /ENCODING='UTF8' /ARRANGEMENT=DELIMITED
  /DELIMITERS="," /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  participant A64
  run A64
  run_number F8.0
  study_version A64
  language A64
  status A64
  started_at A64
  ended_at A64
  average_glucose F12.3
  low_readings F12.3
  week_time_in_range F12.3.
VARIABLE LABELS
  average_glucose "What was your average glucose over the past 7 days?"
  low_readings "How many of your readings in the past 7 days were below 4 mmol/L?"
  week_time_in_range "What was your time in range (3.9 to 10 mmol/L) over the past 7 days?".
MISSING VALUES average_glucose low_readings week_time_in_range (-97 THRU -91).
EXECUTE.

DATASET DECLARE step_counts.
DATASET ACTIVATE step_counts.
GET DATA /TYPE=TXT /FILE="survey-step_counts.csv" /ENCODING='UTF8' /ARRANGEMENT=DELIMITED
  /DELIMITERS="," /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  participant A64
  run A64
  run_number F8.0
  study_version A64
  language A64
  status A64
  started_at A64
  ended_at A64
  average_steps F12.3.
VARIABLE LABELS
  average_steps "About how many steps a day did you take over the past 7 days, on average?".
MISSING VALUES average_steps (-97 THRU -91).
EXECUTE.

DATASET DECLARE medicines_list.
DATASET ACTIVATE medicines_list.
GET DATA /TYPE=TXT /FILE="survey-medicines_list.csv" /ENCODING='UTF8' /ARRANGEMENT=DELIMITED
  /DELIMITERS="," /QUALIFIER='"' /FIRSTCASE=2 /VARIABLES=
  participant A64
  run A64
  run_number F8.0
  study_version A64
  language A64
  status A64
  started_at A64
  ended_at A64
  medicines A2000.
VARIABLE LABELS
  medicines "Which medicines do you take at the moment?".
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

