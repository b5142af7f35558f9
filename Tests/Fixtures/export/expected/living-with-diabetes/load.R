# Reads the export of study living-with-diabetes (study file version 1.0.0).
# Run it from the export's folder: source("load.R"). The codes below are missing values;
# the codebook (codebook.md) says which is which. Keep them apart with na.strings = NULL.
missing_codes <- c("-91", "-92", "-93", "-94", "-95", "-96", "-97")

baseline <- read.csv("survey-baseline.csv", na.strings = missing_codes, encoding = "UTF-8",
  check.names = FALSE, colClasses = c("participant" = "character", "run" = "character", "run_number" = "integer", "study_version" = "character", "language" = "character", "status" = "character", "started_at" = "character", "ended_at" = "character", "diagnosis_date" = "character", "monitoring_method" = "character", "monitoring_method_other" = "character", "time_in_range" = "numeric", "hba1c_known" = "numeric", "hba1c_value" = "numeric", "uses_insulin" = "numeric", "insulin_regimen" = "character", "daily_insulin_units" = "numeric", "basal_time" = "character", "other_medicines___metformin" = "numeric", "other_medicines___sulfonylurea" = "numeric", "other_medicines___sglt2" = "numeric", "other_medicines___glp1" = "numeric", "other_medicines___dpp4" = "numeric", "other_medicines___pioglitazone" = "numeric", "other_medicines___other" = "numeric", "other_medicines___none" = "numeric", "other_medicines_other" = "character", "last_hypo" = "character", "care_time" = "numeric", "challenges___remembering" = "numeric", "challenges___food" = "numeric", "challenges___being_active" = "numeric", "challenges___hypo_fear" = "numeric", "challenges___cost" = "numeric", "challenges___schedule" = "numeric", "challenges___mood" = "numeric", "challenges___support" = "numeric", "challenges___other" = "numeric", "challenges___nothing" = "numeric", "challenges_other" = "character", "overwhelmed" = "numeric", "hypo_worry" = "numeric", "confidence" = "numeric", "height" = "numeric", "weight" = "numeric", "ethnicity" = "character", "postcode_district" = "character", "results_email" = "character", "anything_else" = "character", "years_with_diabetes" = "numeric", "distress_score" = "numeric", "distress_level" = "numeric", "distress_level_band" = "character", "bmi" = "numeric", "bmi_category" = "numeric", "bmi_category_band" = "character"))
attr(baseline$diagnosis_date, "label") <- "When were you diagnosed with diabetes?"
baseline$monitoring_method <- factor(baseline$monitoring_method, levels = c("fingerprick", "cgm", "flash", "rarely", "other"), labels = c("Finger-prick blood glucose meter", "Continuous glucose monitor (a sensor that sends readings by itself)", "Flash glucose monitor (a sensor you scan)", "I don't usually check my glucose", "Another way"))
attr(baseline$monitoring_method, "label") <- "How do you usually check your glucose levels?"
attr(baseline$monitoring_method_other, "label") <- "How do you usually check your glucose levels?"
attr(baseline$time_in_range, "label") <- "What was your time in range over the last 14 days?"
baseline$hba1c_known <- factor(baseline$hba1c_known, levels = c(1, 0), labels = c("Yes", "No"))
attr(baseline$hba1c_known, "label") <- "Do you know the result of your most recent HbA1c blood test?"
attr(baseline$hba1c_value, "label") <- "What was your most recent HbA1c result?"
baseline$uses_insulin <- factor(baseline$uses_insulin, levels = c(1, 0), labels = c("Yes", "No"))
attr(baseline$uses_insulin, "label") <- "Do you take insulin?"
baseline$insulin_regimen <- factor(baseline$insulin_regimen, levels = c("basal_only", "basal_bolus", "premixed", "pump", "not_sure"), labels = c("Long-acting (background) insulin only", "Long-acting insulin and mealtime insulin injections", "Mixed insulin (a premixed pen or vial)", "Insulin pump, including closed-loop systems", "I'm not sure"))
attr(baseline$insulin_regimen, "label") <- "How do you take your insulin?"
attr(baseline$daily_insulin_units, "label") <- "In a typical day, about how many units of insulin do you take in total?"
attr(baseline$basal_time, "label") <- "At what time of day do you usually take your long-acting insulin?"
attr(baseline$other_medicines___metformin, "label") <- "Which other medicines do you take for your diabetes?"
attr(baseline$other_medicines___sulfonylurea, "label") <- "Which other medicines do you take for your diabetes?"
attr(baseline$other_medicines___sglt2, "label") <- "Which other medicines do you take for your diabetes?"
attr(baseline$other_medicines___glp1, "label") <- "Which other medicines do you take for your diabetes?"
attr(baseline$other_medicines___dpp4, "label") <- "Which other medicines do you take for your diabetes?"
attr(baseline$other_medicines___pioglitazone, "label") <- "Which other medicines do you take for your diabetes?"
attr(baseline$other_medicines___other, "label") <- "Which other medicines do you take for your diabetes?"
attr(baseline$other_medicines___none, "label") <- "Which other medicines do you take for your diabetes?"
attr(baseline$other_medicines_other, "label") <- "Which other medicines do you take for your diabetes?"
attr(baseline$last_hypo, "label") <- "When did you last have a hypo?"
attr(baseline$care_time, "label") <- "On a typical day, how much time do you spend looking after your diabetes?"
attr(baseline$challenges___remembering, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges___food, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges___being_active, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges___hypo_fear, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges___cost, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges___schedule, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges___mood, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges___support, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges___other, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges___nothing, "label") <- "What makes managing your diabetes hardest at the moment?"
attr(baseline$challenges_other, "label") <- "What makes managing your diabetes hardest at the moment?"
baseline$overwhelmed <- factor(baseline$overwhelmed, levels = c(1, 2, 3, 4, 5), labels = c("Never", "Rarely", "Sometimes", "Often", "Always"))
attr(baseline$overwhelmed, "label") <- "In the past month, how often have you felt overwhelmed by looking after your diabetes?"
baseline$hypo_worry <- factor(baseline$hypo_worry, levels = c(1, 2, 3, 4, 5), labels = c("Never", "Rarely", "Sometimes", "Often", "Always"))
attr(baseline$hypo_worry, "label") <- "In the past month, how often have you worried about having a hypo?"
baseline$confidence <- factor(baseline$confidence, levels = c(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10), labels = c("Not at all confident", "1", "2", "3", "4", "5", "6", "7", "8", "9", "Completely confident"))
attr(baseline$confidence, "label") <- "How confident do you feel about managing your diabetes day to day?"
attr(baseline$height, "label") <- "How tall are you?"
attr(baseline$weight, "label") <- "How much do you weigh?"
baseline$ethnicity <- factor(baseline$ethnicity, levels = c("asian_bangladeshi", "asian_chinese", "asian_indian", "asian_pakistani", "asian_other", "black_african", "black_caribbean", "black_other", "mixed_white_asian", "mixed_white_black_african", "mixed_white_black_caribbean", "mixed_other", "white_british", "white_irish", "white_gypsy_traveller", "white_roma", "white_other", "other_arab", "other_any"), labels = c("Asian or Asian British: Bangladeshi", "Asian or Asian British: Chinese", "Asian or Asian British: Indian", "Asian or Asian British: Pakistani", "Asian or Asian British: any other Asian background", "Black, Black British, Caribbean or African: African", "Black, Black British, Caribbean or African: Caribbean", "Black, Black British, Caribbean or African: any other Black background", "Mixed or multiple ethnic groups: White and Asian", "Mixed or multiple ethnic groups: White and Black African", "Mixed or multiple ethnic groups: White and Black Caribbean", "Mixed or multiple ethnic groups: any other mixed background", "White: English, Welsh, Scottish, Northern Irish or British", "White: Irish", "White: Gypsy or Irish Traveller", "White: Roma", "White: any other White background", "Other ethnic group: Arab", "Other ethnic group: any other ethnic group"))
attr(baseline$ethnicity, "label") <- "Which best describes your ethnic group or background?"
attr(baseline$postcode_district, "label") <- "What is the first part of your postcode?"
attr(baseline$results_email, "label") <- "Where should we email a summary of the results when the study ends?"
attr(baseline$anything_else, "label") <- "Is there anything else you would like to tell us about living with diabetes?"
attr(baseline$years_with_diabetes, "label") <- "Years since diagnosis"
attr(baseline$distress_score, "label") <- "Diabetes distress (2 to 10)"
attr(baseline$distress_level, "label") <- "Diabetes distress level"
attr(baseline$distress_level_band, "label") <- "Diabetes distress level"
attr(baseline$bmi, "label") <- "Body mass index (BMI)"
attr(baseline$bmi_category, "label") <- "BMI category"
attr(baseline$bmi_category_band, "label") <- "BMI category"

weekly_checkin <- read.csv("survey-weekly_checkin.csv", na.strings = missing_codes, encoding = "UTF-8",
  check.names = FALSE, colClasses = c("participant" = "character", "run" = "character", "run_number" = "integer", "study_version" = "character", "language" = "character", "status" = "character", "started_at" = "character", "ended_at" = "character", "week_wellbeing" = "numeric", "week_glucose" = "character", "missed_doses" = "numeric", "had_hypo" = "numeric", "hypo_count" = "numeric", "hypo_needed_help" = "numeric"))
weekly_checkin$week_wellbeing <- factor(weekly_checkin$week_wellbeing, levels = c(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10), labels = c("Very bad", "1", "2", "3", "4", "5", "6", "7", "8", "9", "Very good"))
attr(weekly_checkin$week_wellbeing, "label") <- "Overall, how has the past week been for you?"
weekly_checkin$week_glucose <- factor(weekly_checkin$week_glucose, levels = c("better", "same", "worse", "not_sure"), labels = c("Better than usual", "About the same", "Worse than usual", "I'm not sure"))
attr(weekly_checkin$week_glucose, "label") <- "How have your glucose levels been this week, compared with usual?"
attr(weekly_checkin$missed_doses, "label") <- "In the past 7 days, how many doses of your diabetes medicines did you miss?"
weekly_checkin$had_hypo <- factor(weekly_checkin$had_hypo, levels = c(1, 0), labels = c("Yes", "No"))
attr(weekly_checkin$had_hypo, "label") <- "Did you have any hypos in the past 7 days?"
attr(weekly_checkin$hypo_count, "label") <- "How many hypos did you have?"
weekly_checkin$hypo_needed_help <- factor(weekly_checkin$hypo_needed_help, levels = c(1, 0), labels = c("Yes", "No"))
attr(weekly_checkin$hypo_needed_help, "label") <- "Did you need help from another person to treat any of them?"

glucose_readings <- read.csv("survey-glucose_readings.csv", na.strings = missing_codes, encoding = "UTF-8",
  check.names = FALSE, colClasses = c("participant" = "character", "run" = "character", "run_number" = "integer", "study_version" = "character", "language" = "character", "status" = "character", "started_at" = "character", "ended_at" = "character", "average_glucose" = "numeric", "low_readings" = "numeric", "week_time_in_range" = "numeric"))
attr(glucose_readings$average_glucose, "label") <- "What was your average glucose over the past 7 days?"
attr(glucose_readings$low_readings, "label") <- "How many of your readings in the past 7 days were below 4 mmol/L?"
attr(glucose_readings$week_time_in_range, "label") <- "What was your time in range (3.9 to 10 mmol/L) over the past 7 days?"

step_counts <- read.csv("survey-step_counts.csv", na.strings = missing_codes, encoding = "UTF-8",
  check.names = FALSE, colClasses = c("participant" = "character", "run" = "character", "run_number" = "integer", "study_version" = "character", "language" = "character", "status" = "character", "started_at" = "character", "ended_at" = "character", "average_steps" = "numeric"))
attr(step_counts$average_steps, "label") <- "About how many steps a day did you take over the past 7 days, on average?"

medicines_list <- read.csv("survey-medicines_list.csv", na.strings = missing_codes, encoding = "UTF-8",
  check.names = FALSE, colClasses = c("participant" = "character", "run" = "character", "run_number" = "integer", "study_version" = "character", "language" = "character", "status" = "character", "started_at" = "character", "ended_at" = "character", "medicines" = "character"))
attr(medicines_list$medicines, "label") <- "Which medicines do you take at the moment?"

participants <- read.csv("participants.csv", na.strings = "", encoding = "UTF-8",
  check.names = FALSE, colClasses = c("participant" = "character", "study_version" = "character", "consent_version" = "character", "language" = "character", "joined_at" = "character", "withdrawn" = "integer", "withdrawn_at" = "character", "answers_deleted" = "integer"))
participants$withdrawn <- factor(participants$withdrawn, levels = c(0, 1), labels = c("no", "yes"))
participants$answers_deleted <- factor(participants$answers_deleted, levels = c(0, 1), labels = c("no", "yes"))
attr(participants$participant, "label") <- "the participant id, the key to every other file"
attr(participants$study_version, "label") <- "the study version they joined under"
attr(participants$consent_version, "label") <- "the consent version they signed last (empty when unknown or not signed)"
attr(participants$language, "label") <- "the language they took part in (empty when unknown)"
attr(participants$joined_at, "label") <- "when they joined (ISO 8601 with their UTC offset)"
attr(participants$withdrawn, "label") <- "1 when they left the study from their profile, else 0"
attr(participants$withdrawn_at, "label") <- "when they left (empty when they did not)"
attr(participants$answers_deleted, "label") <- "1 when they left and asked for their answers to be deleted (their rows say -95), else 0"

