/// The field tables of the study file's constructs (answer options are in `+Answers`).
extension StudyFormatDefinition {
    static let studyFields: [FieldDefinition] = [
        .init("format", .integer(1...1), "The version of the study file format; 1 is the only one so far."),
        .init(
            "id", .studyID, required: true,
            "The study's id: names its folder under Output/. Never change it once running."),
        .init("title", .text, required: true, "The study's name as participants see it."),
        .init(
            "version", .string, required: true,
            "The study's own version, e.g. \"1.0.0\"; recorded with every result."),
        .init("organisation", .text, required: true, "Who runs the study."),
        .init("contact", .construct(.contact), required: true, "Whom participants can ask about the study."),
        .init("estimated-minutes", .integer(1...240), "How long taking part takes, in minutes."),
        .init(
            "languages", .list(.languageCode, nonEmpty: true),
            "The languages every text is written in (BCP 47 codes); the default is [en]."),
        .init("introduction", .construct(.introduction), required: true, "The first screens a participant sees."),
        .init(
            "eligibility", .construct(.eligibility),
            "Questions that decide who may take part, asked before consent."),
        .init(
            "consent", .construct(.consent), required: true,
            "The informed consent: sections, an optional quiz, the signature."),
        .init(
            "withdrawal", .word(WithdrawalPolicy.allCases.map(\.rawValue)),
            "What happens to the answers of someone who leaves: keep-data (the default) keeps them, "
                + "participant-chooses lets them have their answers deleted."),
        .init(
            "identity-key", .string,
            "The study team's X25519 public key (PEM, from 'study keygen'): names, signatures, email "
                + "addresses and identifier answers are then kept only encrypted to it. 'none' stores them "
                + "in plain text on purpose."),
        .init(
            "privacy-notice", .text,
            "How the study keeps and protects personal data; participants read it in their profile."),
        .init(
            "daily-encouragement", .text,
            "A line shown on the home screen when the participant has just done the last task due today."),
        .init(
            "weekly-encouragement", .text,
            "A line shown with the summary of last week, on the participant's first start of a new week."),
        .init(
            "permissions", .list(.construct(.permission)),
            "Data the study asks to use, each granted or refused by the participant."),
        .init(
            "tasks", .list(.construct(.task), nonEmpty: true), required: true,
            "The surveys and active tasks of the study."),
    ]

    static let contactFields: [FieldDefinition] = [
        .init("name", .string, required: true, "The contact person's name."),
        .init("email", .string, required: true, "The contact's email address, e.g. study@example.org."),
        .init("phone", .string, "A telephone number, written as participants should dial it."),
    ]

    static let introductionFields: [FieldDefinition] = [
        .init("title", .text, required: true, "The heading of the introduction."),
        .init("text", .text, required: true, "What the study is about, in a few plain sentences."),
        .init("learn-more", .text, "Longer text shown when the participant asks to learn more."),
        .init("call-to-action", .text, "The label of the button that starts joining, e.g. \"Join the study\"."),
    ]

    static let eligibilityFields: [FieldDefinition] = [
        .init(
            "questions", .list(.construct(.eligibilityStep), nonEmpty: true), required: true,
            "The questions that decide eligibility."),
        .init("criteria", .expression, required: true, "An expression over the answers; true means eligible."),
        .init("ineligible", .text, required: true, "What an ineligible participant reads, kindly worded."),
        .init("eligible", .text, "What an eligible participant reads before consent."),
    ]

    static let consentFields: [FieldDefinition] = [
        .init(
            "version", .string, required: true,
            "The consent's version; a new version asks participants to consent again."),
        .init(
            "versions", .list(.construct(.consentVersion)),
            "The versions participants may have signed, oldest first, ending with 'version'; "
                + "each says whether it asks those who signed the one before to consent again."),
        .init(
            "document", .fileNamePerLanguage,
            "The full consent text: a Markdown file in Consent/, or one per language."),
        .init(
            "sections", .list(.construct(.consentSection), nonEmpty: true), required: true,
            "One section per aspect of taking part."),
        .init("quiz", .construct(.quiz), "Questions that check the consent was understood."),
        .init("review", .text, "The text shown above the whole document for a last review."),
        .init("signature", .construct(.signature), required: true, "What signing collects and means."),
    ]

    static let consentVersionFields: [FieldDefinition] = [
        .init("version", .string, required: true, "A version of the consent, as written in 'version'."),
        .init(
            "reconsent", .word([ConsentVersion.required, ConsentVersion.notRequired]),
            "Whether those who signed the version before must consent again ('required', the default)."),
    ]

    static let consentSectionFields: [FieldDefinition] = [
        .init("id", .id, required: true, "The section's id; links it to a '{#id}' heading of the consent document."),
        .init(
            "kind", .word(ConsentSection.Kind.allCases.map(\.rawValue)), required: true,
            "What the section is about; sets its icon and its place in the record."),
        .init("title", .text, required: true, "The section's heading."),
        .init("summary", .text, required: true, "A short summary shown first."),
        .init("learn-more", .text, "The full text, when it is not in the consent document."),
    ]

    static let quizFields: [FieldDefinition] = [
        .init("pass-mark", .integer(1...1000), required: true, "How many questions must be answered correctly."),
        .init("attempts", .integer(1...10), required: true, "How many tries a participant has."),
        .init("questions", .list(.construct(.quizQuestion), nonEmpty: true), required: true, "The quiz questions."),
    ]

    static let quizQuestionFields: [FieldDefinition] = [
        .init("id", .id, required: true, "The question's id."),
        .init("question", .text, required: true, "The question as the participant reads it."),
        .init("answer", .answer, required: true, "yes-no, single-choice or multiple-choice."),
        .init(
            "correct", .oneOrList(.string), required: true,
            "The right answer's value, or a list of the right values."),
        .init("explanation", .text, required: true, "Why the right answer is right; shown after answering."),
    ]

    static let signatureFields: [FieldDefinition] = [
        .init(
            "fields", .list(.word(Signature.Field.allCases.map(\.rawValue))),
            "Contact details collected besides the full name, which is always collected."),
        .init(
            "meaning", .text, required: true,
            "What signing means, e.g. \"I agree to take part in this research study.\""),
    ]

    static let permissionFields: [FieldDefinition] = [
        .init("id", .id, required: true, "The permission's id; usable in expressions."),
        .init("title", .text, required: true, "What data the study asks for."),
        .init("reason", .text, required: true, "Why the study needs it, in one polite sentence."),
        .init("required", .boolean, "Whether taking part needs this permission (default false)."),
        .init(
            "kind", .word(PermissionKind.allCases.map(\.rawValue)),
            "data (the default): access to a kind of data; reminders: leave to remind the participant (study calendar)."
        ),
    ]

    static let taskFields: [FieldDefinition] = [
        .init("id", .id, required: true, "The task's id; names its results file."),
        .init("title", .text, required: true, "The task's name on the home screen."),
        .init(
            "kind", .word(["survey"] + ActiveTaskKind.allCases.map(\.rawValue)), required: true,
            "survey, or one of the active tasks."),
        .init("estimated-minutes", .integer(1...240), "How long the task takes, in minutes."),
        .init(
            "schedule", .schedule,
            "How often the task is due (default once): a word such as weekly, or a map with repeat, start, an end and a window."
        ),
        .init("description", .text, "A line under the title on the home screen."),
        .init("completion", .text, "What the participant reads on finishing the task."),
        .init(
            "needs", .list(.id),
            "The permissions whose data the task collects; it is offered only while all are granted."),
    ]

    static let surveyTaskFields: [FieldDefinition] = [
        .init(
            "steps", .list(.construct(.step), nonEmpty: true), required: true,
            "The survey's questions and instructions, in order."),
        .init("scores", .list(.construct(.score)), "Scores computed from the answers."),
    ]

    static let activeTaskFields: [FieldDefinition] = [
        .init("instructions", .text, "What the participant reads before the task starts."),
        .init("when", .text, "When to do the task, e.g. \"after your morning coffee\"."),
        .init("parameters", .taskParameters, "The task's settings; each has a default (docs/active-tasks.md)."),
        .init(
            "chart", .boolean,
            "Chart a figure of each run on the participant's \"My results\" screen (default false)."),
        .init(
            "chart-figure", .word(ResultFigure.allNames),
            "Which figure to chart; each kind has its own and a default (docs/study-format.md)."),
    ]

    static let stepFields: [FieldDefinition] = [
        .init(
            "id", .id, required: true,
            "The step's id; a question's answer is named by it in expressions and results."),
        .init("title", .text, "The heading of an instruction step."),
        .init("instruction", .text, "Makes the step an instruction: the text to read."),
        .init("question", .text, "Makes the step a question: the question as the participant reads it."),
        .init("detail", .text, "More words under a question."),
        .init("optional", .boolean, "Whether the question may be skipped (default false)."),
        .init("prefer-not-to-answer", .boolean, "Offer \"Prefer not to answer\" (default false)."),
        .init(
            "identifier", .boolean,
            "The answer identifies the participant (a name, an address): left out of de-identified exports."),
        .init("answer", .answer, "The kind of answer a question takes."),
        .init(
            "codes", .list(.construct(.coding)),
            "What the question asks in standard terms: one or more codes, e.g. LOINC's."),
        .init(
            "constraint", .expression,
            "A rule the answer must keep with earlier answers, e.g. end_date > start_date; checked when answered."),
        .init("constraint-message", .text, "What the participant reads when the constraint does not hold."),
        .init("show-if", .expression, "Show the step only when this expression is true."),
        .init("branches", .list(.construct(.branch)), "Where to go next, by condition; the first that holds wins."),
        .init(
            "group", .text,
            "Makes the step a repeating group (a medicine list, a household roster): the heading of its screens."),
        .init("label", .text, "What one instance of a repeating group is called, {n} its number: \"Medicine {n}\"."),
        .init("repeat", .construct(.repeatCount), "How many instances a repeating group takes: min and max."),
        .init(
            "steps", .list(.construct(.groupStep), nonEmpty: true),
            "The questions (and instructions) of one instance of a repeating group, in order."),
    ]

    /// The most instances a repeating group may allow.
    public static let repeatMaximum = 100

    static let repeatCountFields: [FieldDefinition] = [
        .init("min", .integer(0...repeatMaximum), "The fewest instances the participant must give (default 0)."),
        .init(
            "max", .integer(1...repeatMaximum), required: true,
            "The most instances; the participant is not offered another once there are this many."),
    ]

    static let branchFields: [FieldDefinition] = [
        .init("if", .expression, "The condition; a branch without one always holds."),
        .init("go-to", .string, required: true, "The id of a later step, or end."),
    ]

    static let scoreFields: [FieldDefinition] = [
        .init("id", .id, required: true, "The score's id; usable in later expressions."),
        .init("label", .text, "The score's name when shown."),
        .init("value", .expression, required: true, "An expression over the answers, e.g. sum(q1, q2)."),
        .init("show", .boolean, "Show the score to the participant at the end (default false)."),
        .init(
            "chart", .boolean,
            "Show the score over time, as a chart, on the participant's \"My results\" screen (default false)."),
        .init(
            "chart-bands", .id,
            "The id of another score of this survey, computed from this one, whose bands say each charted value in words."
        ),
        .init("bands", .list(.construct(.band)), "Labels for ranges of the score, e.g. mild, moderate."),
    ]

    static let bandFields: [FieldDefinition] = [
        .init("min", .number, required: true, "The lowest score in the band."),
        .init("max", .number, required: true, "The highest score in the band."),
        .init("label", .text, required: true, "The band's label."),
    ]

    static let scheduleFields: [FieldDefinition] = [
        .init(
            "repeat", .formatted("once, daily, weekly, monthly, every N days or every N weeks"), required: true,
            "How often the task comes back."),
        .init(
            "start", .formatted("enrolment, enrolment + N days (or weeks), or YYYY-MM-DD"),
            "When the first occurrence begins (default: the day the participant joined)."),
        .init("for", .formatted("N days, N weeks or N months"), "How long the schedule runs from its start."),
        .init("times", .integer(1...10_000), "How many occurrences the schedule has."),
        .init("until", .formatted("YYYY-MM-DD"), "The schedule's last day."),
        .init(
            "window", .formatted("HH:MM-HH:MM"),
            "The local times of day the task may be done; a window past midnight is allowed (22:00-02:00)."),
    ]

    static let choiceFields: [FieldDefinition] = [
        .init("value", .string, required: true, "What is recorded when this choice is chosen."),
        .init("label", .text, "What the participant reads (default: the value)."),
        .init("exclusive", .boolean, "\"None of these\": clears every other choice (default false)."),
        .init("other", .boolean, "\"Other, please specify\": asks for a text (default false)."),
        .init("code", .construct(.coding), "The choice as a code from a terminology, e.g. LOINC's answer codes."),
        .init("score", .number, "What the choice counts in a score: score(question) gives it."),
    ]

    static let codingFields: [FieldDefinition] = [
        .init("system", .string, required: true, "The terminology, as a URI, e.g. http://loinc.org."),
        .init("code", .string, required: true, "The code in that terminology."),
        .init("display", .string, "How the terminology words the code; not shown to participants."),
    ]
}
