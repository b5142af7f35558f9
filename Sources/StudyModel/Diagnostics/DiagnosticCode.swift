/// The kind of every problem `study validate` reports. The raw values are the stable codes
/// printed in JSON output and documented one by one in docs/diagnostics.md (a test keeps
/// the two in step), so tools may match on them.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, Codable {
    // Reading the file as YAML
    case fileTooLarge = "file-too-large"
    case emptyFile = "empty-file"
    case yaml
    case yamlSyntax = "yaml-syntax"
    case yamlEncoding = "yaml-encoding"
    case yamlTooDeep = "yaml-too-deep"
    case yamlAliasLimit = "yaml-alias-limit"
    case duplicateKey = "duplicate-key"

    // Reading fields and values
    case unknownKey = "unknown-key"
    case missingField = "missing-field"
    case wrongType = "wrong-type"
    case emptyValue = "empty-value"
    case emptyList = "empty-list"
    case unknownValue = "unknown-value"
    case outOfRange = "out-of-range"
    case malformedID = "malformed-id"
    case malformedEmail = "malformed-email"
    case malformedLanguage = "malformed-language"
    case redundantField = "redundant-field"
    case questionField = "question-field"
    case instructionField = "instruction-field"
    case stepKind = "step-kind"
    case missingChoices = "missing-choices"
    case scaleForm = "scale-form"
    case missingParameter = "missing-parameter"
    case parameterRange = "parameter-range"
    case parameterOrder = "parameter-order"
    case missingReason = "missing-reason"
    case missingSignatureMeaning = "missing-signature-meaning"
    case quizAnswerType = "quiz-answer-type"
    case quizNoCorrectAnswer = "quiz-no-correct-answer"
    case scheduleValue = "schedule-value"
    case scheduleEnd = "schedule-end"

    // Consent documents
    case identityKey = "identity-key"
    case identifierQuestion = "identifier-question"
    case consentPath = "consent-path"
    case consentFileMissing = "consent-file-missing"
    case consentFileUnreadable = "consent-file-unreadable"
    case consentHeadingID = "consent-heading-id"
    case consentHeadingUnused = "consent-heading-unused"
    case consentSectionMissing = "consent-section-missing"
    case consentSectionText = "consent-section-text"
    case consentNoWithdrawal = "consent-no-withdrawal"
    case consentVersions = "consent-versions"
    case passMark = "pass-mark"
    case quizCorrect = "quiz-correct"

    // Permissions
    case unknownPermission = "unknown-permission"
    case remindersPermission = "reminders-permission"

    // A study changed under existing participants (`study validate --against`)
    case removedTask = "removed-task"
    case removedQuestion = "removed-question"
    case changedAnswerType = "changed-answer-type"
    case removedChoice = "removed-choice"

    // Ids and languages
    case duplicateID = "duplicate-id"
    case missingLanguage = "missing-language"
    case unknownLanguage = "unknown-language"
    case runnerLanguage = "runner-language"

    // Answers
    case emptyChoices = "empty-choices"
    case oneChoice = "one-choice"
    case duplicateChoice = "duplicate-choice"
    case severalOther = "several-other"
    case minAboveMax = "min-above-max"
    case badStep = "bad-step"
    case stepDoesNotDivide = "step-does-not-divide"
    case scaleTooLong = "scale-too-long"
    case scaleLabels = "scale-labels"
    case badPattern = "bad-pattern"
    case codingSystem = "coding-system"
    case partialScores = "partial-scores"

    // Expressions, branches and scores
    case expression
    case typeMismatch = "type-mismatch"
    case unknownTarget = "unknown-target"
    case unreachableStep = "unreachable-step"
    case endlessLoop = "endless-loop"
    case branchNeverChecked = "branch-never-checked"
    case overlappingBands = "overlapping-bands"
    /// `chart-bands` names no score with bands worked out from the charted one.
    case chartBands = "chart-bands"
    /// A `{id}` in a text that names no answer or score known when the text is shown.
    case pipedAnswer = "piped-answer"

    // Repeating groups
    case repeatGroup = "repeat-group"
    case repeatRange = "repeat-range"

    // Guidelines (warnings)
    case noEstimatedTime = "no-estimated-time"
    case longSurvey = "long-survey"
    case longQuestion = "long-question"
    case plainIdentities = "plain-identities"
}
