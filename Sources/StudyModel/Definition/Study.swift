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
    public var tasks: [StudyTask] {
        didSet { taskPositions = IDPositions(tasks.lazy.map(\.id.value)) }
    }
    /// Where the study file is, for finding consent documents beside it.
    public var sourcePath: String
    /// `withdrawal:` as written; a study that sets it must say the same in its consent.
    public var declaredWithdrawal: Located<WithdrawalPolicy>?
    /// How the study handles personal data, for the profile; the consent covers the rest.
    public var privacyNotice: LocalizedText?
    /// `identity-key:` as written: the study team's public key, or `none`; nil when absent.
    public var identityKey: Located<StudyIdentityKey>?
    /// The study's own words of encouragement (`daily-encouragement`, `weekly-encouragement`).
    public var encouragement = Encouragement()
    private var taskPositions: IDPositions<TaskID>

    public var defaultLanguage: String { languages.first?.value ?? "en" }

    /// What happens to the answers of someone who leaves the study; keeping them unless
    /// the study says otherwise.
    public var withdrawal: WithdrawalPolicy { declaredWithdrawal?.value ?? .keepData }

    init(
        format: Int, id: Located<String>, title: LocalizedText, version: String, organisation: LocalizedText,
        contact: Contact, estimatedMinutes: Int?, languages: [Located<String>], introduction: Introduction,
        eligibility: Eligibility?, consent: Consent, permissions: [Permission], tasks: [StudyTask],
        sourcePath: String, declaredWithdrawal: Located<WithdrawalPolicy>? = nil,
        privacyNotice: LocalizedText? = nil, identityKey: Located<StudyIdentityKey>? = nil
    ) {
        self.format = format
        self.id = id
        self.title = title
        self.version = version
        self.organisation = organisation
        self.contact = contact
        self.estimatedMinutes = estimatedMinutes
        self.languages = languages
        self.introduction = introduction
        self.eligibility = eligibility
        self.consent = consent
        self.permissions = permissions
        self.tasks = tasks
        self.sourcePath = sourcePath
        self.declaredWithdrawal = declaredWithdrawal
        self.privacyNotice = privacyNotice
        self.identityKey = identityKey
        self.taskPositions = IDPositions(tasks.lazy.map(\.id.value))
    }

    /// The task with this id (the first, if validation would report it repeated).
    public func task(_ id: TaskID) -> StudyTask? {
        taskPositions[id].map { tasks[$0] }
    }
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
    public var questions: [Step] {
        didSet { stepPositions = IDPositions(questions.lazy.map(\.id.value)) }
    }
    public var criteria: ExpressionSource?
    public var ineligibleText: LocalizedText
    public var eligibleText: LocalizedText?
    public var location: SourceLocation
    private var stepPositions: IDPositions<StepID>

    init(
        questions: [Step], criteria: ExpressionSource?, ineligibleText: LocalizedText, eligibleText: LocalizedText?,
        location: SourceLocation
    ) {
        self.questions = questions
        self.criteria = criteria
        self.ineligibleText = ineligibleText
        self.eligibleText = eligibleText
        self.location = location
        self.stepPositions = IDPositions(questions.lazy.map(\.id.value))
    }

    /// The eligibility step with this id (the first, if repeated).
    public func step(_ id: StepID) -> Step? {
        stepPositions[id].map { questions[$0] }
    }
}

public struct Permission: Sendable {
    public var id: Located<PermissionID>
    public var title: LocalizedText
    public var reason: LocalizedText?
    /// Whether the study cannot go on without it.
    public var required: Bool
    /// Data the study reads, or the participant's leave to be reminded (`study calendar`).
    public var kind: PermissionKind = .data
    public var location: SourceLocation
}

/// What a permission is for: access to a kind of data (tasks that collect it name it in
/// `needs:`), or reminders, without which nothing reminds the participant of anything.
public enum PermissionKind: String, Sendable, CaseIterable {
    case data
    case reminders
}

extension Study {
    /// The study's reminders permission, if it asks for one.
    public var remindersPermission: Permission? { permissions.first { $0.kind == .reminders } }

    /// The permission with this id, if the study declares one.
    public func permission(_ id: PermissionID) -> Permission? { permissions.first { $0.id.value == id } }

    /// The permissions `task` needs that are not in `granted`, in the order the task names
    /// them; a name the study does not declare (a validation error) withholds nothing.
    public func withheldPermissions(of task: StudyTask, granted: Set<PermissionID>) -> [Permission] {
        task.needs.compactMap { need in granted.contains(need.value) ? nil : permission(need.value) }
    }
}
