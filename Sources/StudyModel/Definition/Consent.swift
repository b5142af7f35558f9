/// The informed consent: short sections, an optional comprehension quiz, a review
/// and the signature, following ResearchKit's consent document.
public struct Consent: Sendable {
    public var version: String
    /// The versions participants may have signed, oldest first, the last being `version`;
    /// which of them ask for consent again (`versions:`). Empty: every new version does.
    public var versions: [ConsentVersion] = []
    /// File names in `Consent/` (one for all languages, or one per language).
    public var document: DocumentReference?
    public var sections: [ConsentSection]
    public var quiz: Quiz?
    public var review: LocalizedText?
    public var signature: Signature
    public var location: SourceLocation

    public enum DocumentReference: Sendable, Equatable {
        case same(Located<String>)
        case perLanguage([(language: String, file: Located<String>)])

        public static func == (lhs: DocumentReference, rhs: DocumentReference) -> Bool {
            lhs.files.map(\.file.value) == rhs.files.map(\.file.value)
        }

        /// Each file with the language it serves (nil: every language).
        public var files: [(language: String?, file: Located<String>)] {
            switch self {
            case let .same(file): return [(nil, file)]
            case let .perLanguage(entries): return entries.map { ($0.language, $0.file) }
            }
        }
    }
}

/// One released version of the consent, and whether a participant who signed the version
/// before it must consent again (a typo fix need not; new wording does).
public struct ConsentVersion: Sendable {
    public var version: Located<String>
    public var reconsentRequired: Bool
    public var location: SourceLocation

    public init(version: Located<String>, reconsentRequired: Bool, location: SourceLocation) {
        self.version = version
        self.reconsentRequired = reconsentRequired
        self.location = location
    }

    /// The words of `reconsent:`.
    public static let required = "required"
    public static let notRequired = "not-required"
}

public struct ConsentSection: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case overview
        case dataGathering = "data-gathering"
        case privacy
        case dataUse = "data-use"
        case timeCommitment = "time-commitment"
        case studySurvey = "study-survey"
        case studyTasks = "study-tasks"
        case withdrawing, custom
    }

    public var id: Located<ConsentSectionID>
    public var kind: Kind
    public var title: LocalizedText
    public var summary: LocalizedText
    /// The full text written in the study file; otherwise it comes from the document.
    public var learnMore: LocalizedText?
    public var location: SourceLocation
}

public struct Quiz: Sendable {
    public var passMark: Located<Int>
    public var attempts: Located<Int>
    public var questions: [QuizQuestion]
    public var location: SourceLocation
}

public struct QuizQuestion: Sendable {
    public var id: Located<QuizQuestionID>
    public var question: LocalizedText
    public var answer: AnswerFormat
    /// The correct answer as written: one value, or several for multiple choice.
    public var correct: [Located<String>]
    public var explanation: LocalizedText?
    public var location: SourceLocation
}

public struct Signature: Sendable {
    public enum Field: String, Sendable, CaseIterable { case email, phone }
    /// Contact fields to collect besides the full name, which is always collected.
    public var fields: [Field]
    public var meaning: LocalizedText?
    public var location: SourceLocation
}

extension QuizQuestion {
    /// The quiz question as a question screen asks it: required, no detail, no opt-out.
    public var asQuestion: Question {
        Question(
            id: id.map { StepID($0.rawValue) }, text: question, detail: nil, optional: false, preferNotToAnswer: false,
            answer: answer,
            location: location)
    }
}
