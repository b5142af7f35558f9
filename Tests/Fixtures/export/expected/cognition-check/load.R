# Reads the export of study cognition-check (study file version 1.0.0).
# Run it from the export's folder: source("load.R"). The codes below are missing values;
# the codebook (codebook.md) says which is which. Keep them apart with na.strings = NULL.
missing_codes <- c("-91", "-92", "-93", "-94", "-95", "-96", "-97")

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

