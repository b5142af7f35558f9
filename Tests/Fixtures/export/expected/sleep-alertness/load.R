# Reads the export of study sleep-alertness (study file version 1.0.0).
# Run it from the export's folder: source("load.R"). The codes below are missing values;
# the codebook (codebook.md) says which is which. Keep them apart with na.strings = NULL.
missing_codes <- c("-91", "-92", "-93", "-94", "-95", "-96", "-97")

sleep_diary <- read.csv("survey-sleep_diary.csv", na.strings = missing_codes, encoding = "UTF-8",
  check.names = FALSE, colClasses = c("participant" = "character", "run" = "character", "run_number" = "integer", "study_version" = "character", "language" = "character", "status" = "character", "started_at" = "character", "ended_at" = "character", "bedtime" = "character", "lights_out" = "character", "sleep_latency" = "numeric", "woke_at_night" = "numeric", "night_wakings" = "numeric", "awake_time" = "numeric", "final_wake" = "character", "sleep_quality" = "numeric", "rested" = "character", "before_bed___caffeine" = "numeric", "before_bed___alcohol" = "numeric", "before_bed___big_meal" = "numeric", "before_bed___exercise" = "numeric", "before_bed___screens" = "numeric", "before_bed___none" = "numeric", "latency_minutes" = "numeric", "awake_minutes" = "numeric"))
attr(sleep_diary$bedtime, "label") <- "What time did you get into bed last night?"
attr(sleep_diary$lights_out, "label") <- "What time did you start trying to fall asleep?"
attr(sleep_diary$sleep_latency, "label") <- "After that, how long did it take you to fall asleep?"
sleep_diary$woke_at_night <- factor(sleep_diary$woke_at_night, levels = c(1, 0), labels = c("Yes, I woke up", "No, I slept through"))
attr(sleep_diary$woke_at_night, "label") <- "Did you wake up during the night?"
attr(sleep_diary$night_wakings, "label") <- "How many times did you wake up?"
attr(sleep_diary$awake_time, "label") <- "In total, how long were you awake during the night?"
attr(sleep_diary$final_wake, "label") <- "What time did you wake up for the last time this morning?"
sleep_diary$sleep_quality <- factor(sleep_diary$sleep_quality, levels = c(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10), labels = c("Very poor", "1", "2", "3", "4", "5", "6", "7", "8", "9", "Very good"))
attr(sleep_diary$sleep_quality, "label") <- "How would you rate the quality of last night's sleep?"
sleep_diary$rested <- factor(sleep_diary$rested, levels = c("not_at_all", "not_very", "fairly", "very"), labels = c("Not at all rested", "Not very rested", "Fairly well rested", "Very well rested"))
attr(sleep_diary$rested, "label") <- "How rested did you feel when you got up?"
attr(sleep_diary$before_bed___caffeine, "label") <- "In the 3 hours before bed, did you have or do any of these?"
attr(sleep_diary$before_bed___alcohol, "label") <- "In the 3 hours before bed, did you have or do any of these?"
attr(sleep_diary$before_bed___big_meal, "label") <- "In the 3 hours before bed, did you have or do any of these?"
attr(sleep_diary$before_bed___exercise, "label") <- "In the 3 hours before bed, did you have or do any of these?"
attr(sleep_diary$before_bed___screens, "label") <- "In the 3 hours before bed, did you have or do any of these?"
attr(sleep_diary$before_bed___none, "label") <- "In the 3 hours before bed, did you have or do any of these?"
attr(sleep_diary$latency_minutes, "label") <- "Minutes taken to fall asleep"
attr(sleep_diary$awake_minutes, "label") <- "Minutes awake during the night"

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

