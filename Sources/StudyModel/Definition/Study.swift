/// A whole study, as declared in one `.study` file: who runs it, the onboarding
/// (introduction → eligibility → consent → permissions) and the tasks.
public struct Study: Sendable {
    public var format: Int
    public var id: Located<String>
    public var title: LocalizedText
    public var version: String
    public var organisation: LocalizedText
    public var contact: Contact
    public var estimatedMinutes: Int?
    /// The languages every text must be written in; the first is the default.
    public var languages: [Located<String>]
    public var introduction: Introduction
    public var eligibility: Eligibility?
    public var consent: Consent
    public var permissions: [Permission]
    public var tasks: [StudyTask]
    /// Where the study file is, for finding consent documents beside it.
    public var sourcePath: String
    /// `withdrawal:` as written; a study that sets it must say the same in its consent.
    public var declaredWithdrawal: Located<WithdrawalPolicy>? = nil
    /// How the study handles personal data, for the profile; the consent covers the rest.
    public var privacyNotice: LocalizedText? = nil

    public var defaultLanguage: String { languages.first?.value ?? "en" }

    /// What happens to the answers of someone who leaves the study; keeping them unless
    /// the study says otherwise.
    public var withdrawal: WithdrawalPolicy { declaredWithdrawal?.value ?? .keepData }
}

public struct Contact: Sendable, Equatable {
    public var name: String
    public var email: String
    public var phone: String?
    public var location: SourceLocation
}

public struct Introduction: Sendable {
    public var title: LocalizedText
    public var text: LocalizedText
    public var learnMore: LocalizedText?
    public var callToAction: LocalizedText?
    public var location: SourceLocation
}

public struct Eligibility: Sendable {
    public var questions: [Step]
    public var criteria: ExpressionSource?
    public var ineligibleText: LocalizedText
    public var eligibleText: LocalizedText?
    public var location: SourceLocation
}

public struct Permission: Sendable {
    public var id: Located<String>
    public var title: LocalizedText
    public var reason: LocalizedText?
    /// Whether the study cannot go on without it.
    public var required: Bool
    public var location: SourceLocation
}
