/// The study format as data: every construct's fields, what each holds, which are required,
/// and a sentence for editors. The parser takes its allowed keys and ranges from here and
/// `study schema` writes its JSON Schema from here, so the two cannot disagree.
public enum StudyFormatDefinition {
    /// The fields of a construct, in the order the documentation lists them.
    public static func fields(of construct: StudyConstruct) -> [FieldDefinition] {
        switch construct {
        case .study: return studyFields
        case .contact: return contactFields
        case .introduction: return introductionFields
        case .eligibility: return eligibilityFields
        case .consent: return consentFields
        case .consentSection: return consentSectionFields
        case .consentVersion: return consentVersionFields
        case .quiz: return quizFields
        case .quizQuestion: return quizQuestionFields
        case .signature: return signatureFields
        case .permission: return permissionFields
        case .task: return taskFields
        case .surveyTask: return surveyTaskFields
        case .activeTask: return activeTaskFields
        case .step: return stepFields
        case .eligibilityStep:
            return stepFields.filter { $0.key != "branches" && !groupOnlyKeys.contains($0.key) && $0.key != "group" }
        case .groupStep:
            return stepFields.filter { $0.key != "branches" && !groupOnlyKeys.contains($0.key) && $0.key != "group" }
        case .repeatCount: return repeatCountFields
        case .branch: return branchFields
        case .score: return scoreFields
        case .band: return bandFields
        case .choice: return choiceFields
        case .schedule: return scheduleFields
        case .coding: return codingFields
        }
    }

    /// The keys a construct allows, for the parser's unknown-key check.
    public static func keys(of construct: StudyConstruct) -> [String] {
        fields(of: construct).map(\.key)
    }

    /// The keys that only a question step may have; an instruction step with one is an error.
    public static let questionOnlyKeys = [
        "detail", "answer", "optional", "prefer-not-to-answer", "codes", "identifier", "constraint",
        "constraint-message",
    ]
    /// The key that only an instruction step may have.
    public static let instructionOnlyKeys = ["title"]
    /// The keys that only a repeating group (a step with `group:`) may have.
    public static let groupOnlyKeys = ["label", "repeat", "steps"]
}

/// The maps a study file is made of.
public enum StudyConstruct: String, CaseIterable, Sendable {
    case study, contact, introduction, eligibility, consent
    case consentSection = "consent-section"
    /// One entry of the consent's `versions:` list.
    case consentVersion = "consent-version"
    case quiz
    case quizQuestion = "quiz-question"
    case signature, permission
    /// The fields every task has; a survey adds `surveyTask`'s, an active task `activeTask`'s.
    case task
    case surveyTask = "survey-task"
    case activeTask = "active-task"
    case step
    /// A step of the eligibility check: as a survey step, without branches.
    case eligibilityStep = "eligibility-step"
    case branch, score, band, choice
    /// A step inside a repeating group: as a survey step, without branches or groups.
    case groupStep = "group-step"
    /// A repeating group's `repeat:` map: `min` and `max` instances.
    case repeatCount = "repeat-count"
    /// A task's schedule written out as a map (`repeat:`, `start:`, an end, `window:`).
    case schedule
    /// A code from a terminology: `system`, `code`, `display`.
    case coding
}

/// One key of a construct.
public struct FieldDefinition: Sendable {
    public var key: String
    public var value: FieldValue
    public var required: Bool
    /// What the field means, in a researcher's words: shown by editors on hover.
    public var description: String

    init(_ key: String, _ value: FieldValue, required: Bool = false, _ description: String) {
        self.key = key
        self.value = value
        self.required = required
        self.description = description
    }

    /// The allowed range of a whole-number field.
    public var integerRange: ClosedRange<Int>? {
        if case let .integer(range) = value { return range }
        return nil
    }
}

/// What a field holds, as the parser reads it.
public indirect enum FieldValue: Sendable {
    /// A text the participant reads: one string, or a map from language code to string.
    case text
    /// A single plain value (a version, a name, a file name).
    case string
    /// An id: lower-case letters, digits and '_', starting with a letter.
    case id
    /// The study's id, which may also hold '-' and start with a digit.
    case studyID
    case integer(ClosedRange<Int>?)
    case number
    case boolean
    /// One of a fixed set of words.
    case word([String])
    /// An expression over the answers (docs/study-format.md §19).
    case expression
    /// A value written in a fixed form, such as a date; the text says the form.
    case formatted(String)
    case languageCode
    /// A list; `nonEmpty` when the parser reports an empty one.
    case list(FieldValue, nonEmpty: Bool = false)
    case construct(StudyConstruct)
    /// A choice: its value alone, or a map with `value:` and `label:`.
    case choice
    /// An answer type's name, or a map with `type:` and that type's options.
    case answer
    /// The consent document: one file name, or a map from language code to file name.
    case fileNamePerLanguage
    /// One value, or a list of them.
    case oneOrList(FieldValue)
    /// A schedule: one of `Schedule.repeatWords` or `every N days`, or a `schedule` map.
    case schedule
    /// The parameters of an active task, which depend on its kind (`ActiveTaskKind.parameterSpecs`).
    case taskParameters
}
