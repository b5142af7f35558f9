# Reads the export of study phq9-mood-check (study file version 1.0.0).
# Run it from the export's folder: source("load.R"). The codes below are missing values;
# the codebook (codebook.md) says which is which. Keep them apart with na.strings = NULL.
missing_codes <- c("-91", "-92", "-93", "-94", "-95", "-96", "-97")

phq9 <- read.csv("survey-phq9.csv", na.strings = missing_codes, encoding = "UTF-8",
  check.names = FALSE, colClasses = c("participant" = "character", "run" = "character", "run_number" = "integer", "study_version" = "character", "language" = "character", "status" = "character", "started_at" = "character", "ended_at" = "character", "phq9_1" = "numeric", "phq9_2" = "numeric", "phq9_3" = "numeric", "phq9_4" = "numeric", "phq9_5" = "numeric", "phq9_6" = "numeric", "phq9_7" = "numeric", "phq9_8" = "numeric", "phq9_9" = "numeric", "phq9_difficulty" = "character", "phq9_total" = "numeric", "phq9_severity" = "numeric", "phq9_severity_band" = "character"))
phq9$phq9_1 <- factor(phq9$phq9_1, levels = c(0, 1, 2, 3), labels = c("Not at all", "Several days", "More than half the days", "Nearly every day"))
attr(phq9$phq9_1, "label") <- "Little interest or pleasure in doing things"
phq9$phq9_2 <- factor(phq9$phq9_2, levels = c(0, 1, 2, 3), labels = c("Not at all", "Several days", "More than half the days", "Nearly every day"))
attr(phq9$phq9_2, "label") <- "Feeling down, depressed, or hopeless"
phq9$phq9_3 <- factor(phq9$phq9_3, levels = c(0, 1, 2, 3), labels = c("Not at all", "Several days", "More than half the days", "Nearly every day"))
attr(phq9$phq9_3, "label") <- "Trouble falling or staying asleep, or sleeping too much"
phq9$phq9_4 <- factor(phq9$phq9_4, levels = c(0, 1, 2, 3), labels = c("Not at all", "Several days", "More than half the days", "Nearly every day"))
attr(phq9$phq9_4, "label") <- "Feeling tired or having little energy"
phq9$phq9_5 <- factor(phq9$phq9_5, levels = c(0, 1, 2, 3), labels = c("Not at all", "Several days", "More than half the days", "Nearly every day"))
attr(phq9$phq9_5, "label") <- "Poor appetite or overeating"
phq9$phq9_6 <- factor(phq9$phq9_6, levels = c(0, 1, 2, 3), labels = c("Not at all", "Several days", "More than half the days", "Nearly every day"))
attr(phq9$phq9_6, "label") <- "Feeling bad about yourself — or that you are a failure or have let yourself or your family down"
phq9$phq9_7 <- factor(phq9$phq9_7, levels = c(0, 1, 2, 3), labels = c("Not at all", "Several days", "More than half the days", "Nearly every day"))
attr(phq9$phq9_7, "label") <- "Trouble concentrating on things, such as reading the newspaper or watching television"
phq9$phq9_8 <- factor(phq9$phq9_8, levels = c(0, 1, 2, 3), labels = c("Not at all", "Several days", "More than half the days", "Nearly every day"))
attr(phq9$phq9_8, "label") <- "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual"
phq9$phq9_9 <- factor(phq9$phq9_9, levels = c(0, 1, 2, 3), labels = c("Not at all", "Several days", "More than half the days", "Nearly every day"))
attr(phq9$phq9_9, "label") <- "Thoughts that you would be better off dead or of hurting yourself in some way"
phq9$phq9_difficulty <- factor(phq9$phq9_difficulty, levels = c("not_difficult", "somewhat_difficult", "very_difficult", "extremely_difficult"), labels = c("Not difficult at all", "Somewhat difficult", "Very difficult", "Extremely difficult"))
attr(phq9$phq9_difficulty, "label") <- "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?"
attr(phq9$phq9_total, "label") <- "Your PHQ-9 score (0 to 27)"
attr(phq9$phq9_severity, "label") <- "What this score usually means"
attr(phq9$phq9_severity_band, "label") <- "What this score usually means"

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

