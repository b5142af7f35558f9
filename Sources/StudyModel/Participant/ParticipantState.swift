/// Everything known about one participant, derived by folding their journal. Nothing here
/// is stored on its own: after a crash the same journal gives the same state.
public struct ParticipantState: Sendable, Equatable {
    public var participant: String?
    public var language: String?
    public var joinedAt: Timestamp?

    public var eligibilityAnswers: [StepID: AnswerOutcome] = [:]
    public var eligible: Bool?

    /// When each consent section was first shown.
    public var sectionsShown: [ConsentSectionID: Timestamp] = [:]
    public var learnMoreShown: Set<ConsentSectionID> = []
    public var quizAttempts: [QuizAttempt] = []
    public var reviewShown = false
    public var consentAgreed: Bool?
    public var signature: JournalEvent.Signed?
    public var signedAt: Timestamp?
    /// The journal line of the signature, to name it when a document disagrees.
    public var signatureSequence: Int?
    /// Permission id → granted.
    public var permissions: [PermissionID: Bool] = [:]
    public var onboardingCompleted = false
    /// Documents kept in the folder (`consent.md`) → the SHA-256 last journalled for each.
    public var savedDocuments: [String: SavedDocument] = [:]
    /// Set once they left the study: from then on nothing is collected and no task offered.
    public var withdrawal: Withdrawal?
    /// The contact details last given in the profile (the signature keeps those signed).
    public var contactUpdate: ContactDetails?
    /// Each time the participant was asked to consent again to a new version, in order.
    public var consentRounds: [ConsentRound] = []
    /// The study versions whose changed-study notice the participant has seen.
    public var studyChangesShown: Set<String> = []

    public var runs: [TaskRun] = []
    /// When each session began, in order (the weekly summary looks at the one before this).
    public var sessionStarts: [Timestamp] = []
    /// The last sequence number seen, so the next event continues the count.
    public var lastSequence = 0

    public init() {}

    /// Studies allow at most 10 attempts; a journal claiming more is damaged.
    static let maximumQuizAttempts = 10

    /// Room made at the first entry of the onboarding's tables (eligibility answers, consent
    /// sections, quiz answers, permissions): a study has a handful of each, and each table
    /// grown one entry at a time was rebuilt at 2, 3 and 6 entries.
    static let expectedOnboardingEntries = 12

    public static func folding(_ events: [JournalEvent]) -> ParticipantState {
        var state = ParticipantState()
        for event in events { state.apply(event) }
        return state
    }

    /// The permissions granted now: each one's latest decision, so a later withdrawal wins
    /// over the grant at onboarding, and a permission never asked is not granted.
    public var grantedPermissions: Set<PermissionID> {
        Set(permissions.filter(\.value).keys)
    }

    /// The contact details to use now: the last given in the profile, else those signed.
    public var contactDetails: ContactDetails {
        contactUpdate
            ?? ContactDetails(
                email: currentSignature?.email, phone: currentSignature?.phone, sealedIn: currentSignature?.identity)
    }

    /// The run of a task that was started and neither completed nor stopped.
    public func openRun(of task: TaskID? = nil) -> TaskRun? {
        runs.last { $0.status == .inProgress && (task == nil || $0.task == task) }
    }

    public func completions(of task: TaskID) -> [Timestamp] {
        runs.filter { $0.task == task && $0.status == .completed }.compactMap(\.endedAt)
    }

    /// `event` is consumed: its texts move into the state, where the switch over a lent
    /// event copied the whole event to take its payload and then dropped the copy, for
    /// every line of every journal an export folds (ninth round in BENCHMARKS.md).
    public mutating func apply(_ event: consuming JournalEvent) {
        lastSequence = max(lastSequence, event.sequence)
        if applyToOpenRound(event) { return }
        // The closures below take the time alone: capturing `event` copied the whole event.
        let (time, sequence) = (event.time, event.sequence)
        let kind = (consume event).kind
        switch consume kind {
        case let .joined(_, _, participant, language):
            self.participant = participant
            self.language = language
            joinedAt = time
        case .sessionStarted:
            sessionStarts.append(time)
        case .sessionEnded, .introductionShown:
            break
        case let .eligibilityAnswered(step, outcome):
            eligibilityAnswers.makeRoom(Self.expectedOnboardingEntries)
            eligibilityAnswers[step] = outcome
        case let .eligibilityDecided(value):
            eligible = value
        case let .consentSectionShown(section):
            sectionsShown.makeRoom(Self.expectedOnboardingEntries)
            if sectionsShown[section] == nil { sectionsShown[section] = time }
        case let .consentLearnMoreShown(section):
            learnMoreShown.insert(section)
        case let .quizAnswered(attempt, _, _, _) where !(1...Self.maximumQuizAttempts).contains(attempt),
            let .quizFinished(attempt, _, _) where !(1...Self.maximumQuizAttempts).contains(attempt):
            break // a damaged journal line: never crash, never invent attempts
        case let .quizAnswered(attempt, question, outcome, correct):
            while quizAttempts.count < attempt { quizAttempts.append(QuizAttempt(number: quizAttempts.count + 1)) }
            quizAttempts[attempt - 1].answers.makeRoom(Self.expectedOnboardingEntries)
            quizAttempts[attempt - 1].answers[question] = QuizAttempt.Answer(
                outcome: outcome, correct: correct, time: time)
        case let .quizFinished(attempt, correct, passed):
            while quizAttempts.count < attempt { quizAttempts.append(QuizAttempt(number: quizAttempts.count + 1)) }
            quizAttempts[attempt - 1].result = QuizAttempt.Result(correct: correct, passed: passed)
        case .consentReviewShown:
            reviewShown = true
        case let .consentDecided(agreed):
            consentAgreed = agreed
        case let .signed(signed):
            signature = signed
            signedAt = time
            signatureSequence = sequence
        case let .permissionDecided(permission, granted):
            permissions.makeRoom(Self.expectedOnboardingEntries)
            permissions[permission] = granted
        case .onboardingCompleted:
            onboardingCompleted = true
        case let .taskStarted(task, run):
            runs.append(TaskRun(task: task, run: run, startedAt: time))
        case let .stepShown(_, run, step):
            updateRun(run) { $0.show(step, at: time) }
        case let .answered(_, run, step, outcome):
            updateRun(run) { $0.answer(step, outcome, at: time) }
        case let .wentBack(_, run, _, to):
            updateRun(run) { $0.show(to, at: time) }
        case let .taskFinished(_, run, status):
            updateRun(run) {
                $0.status = status
                // A run closed later as stopped ended when the participant last worked on it.
                $0.endedAt =
                    status == .stopped ? ($0.answeredAt.values.max() ?? $0.savedAt ?? $0.startedAt) : time
            }
        case let .resultSaved(_, run, sha256):
            updateRun(run) {
                $0.savedAt = time
                $0.resultSHA256 = sha256
            }
        case let .documentSaved(file, sha256):
            savedDocuments[file] = SavedDocument(sha256: sha256, sequence: sequence)
        case let .withdrew(answers):
            if withdrawal == nil { withdrawal = Withdrawal(time: time, answers: answers) }
        case let .contactUpdated(email, phone, identity):
            contactUpdate = ContactDetails(email: email, phone: phone, sealedIn: identity)
        case .reconsentStarted:
            break // taken by `applyToOpenRound`
        case let .repeating(repeatEvent):
            updateRun(repeatEvent.run) { $0.apply(repeatEvent, at: time) }
        case let .studyChangeShown(version):
            studyChangesShown.insert(version)
        }
    }

    private mutating func updateRun(_ run: String, _ change: (inout TaskRun) -> Void) {
        guard let index = runs.lastIndex(where: { $0.run == run }) else { return }
        change(&runs[index])
    }
}

/// A document's SHA-256 as journalled, and the journal line that holds it.
public struct SavedDocument: Sendable, Equatable {
    public var sha256: String
    public var sequence: Int
}

/// When a participant left the study and what they chose for their answers.
public struct Withdrawal: Sendable, Equatable {
    public var time: Timestamp
    public var answers: WithdrawalChoice

    public init(time: Timestamp, answers: WithdrawalChoice) {
        self.time = time
        self.answers = answers
    }
}

public struct ContactDetails: Sendable, Equatable {
    public var email: String?
    public var phone: String?
    /// The sealed identity record that holds them, when the study seals identities: the
    /// journal then has no plaintext, and only the sitting that recorded them knows it.
    public var sealedIn: String?

    public init(email: String?, phone: String?, sealedIn: String? = nil) {
        self.email = email
        self.phone = phone
        self.sealedIn = sealedIn
    }

    /// Sealed for the study team and not known here: "none given" would be untrue, since
    /// what the participant gave (if anything) is in the sealed record.
    public var isSealedAway: Bool {
        sealedIn != nil && (email ?? "").isEmpty && (phone ?? "").isEmpty
    }
}

public struct QuizAttempt: Sendable, Equatable {
    public struct Answer: Sendable, Equatable {
        public var outcome: AnswerOutcome
        public var correct: Bool
        public var time: Timestamp
    }

    public struct Result: Sendable, Equatable {
        public var correct: Int
        public var passed: Bool
    }

    public var number: Int
    public var answers: [QuizQuestionID: Answer] = [:]
    public var result: Result?
}

/// One time through a task. Answers keep every earlier value in `history`; `answers` holds
/// the latest, which results report.
public struct TaskRun: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        public var step: StepID
        public var outcome: AnswerOutcome
        public var time: Timestamp
    }

    public var task: TaskID
    public var run: String
    public var startedAt: Timestamp
    public var endedAt: Timestamp?
    public var status: TaskRunStatus = .inProgress
    /// For an active task: when its results file was last written, and that file's SHA-256.
    public var savedAt: Timestamp?
    public var resultSHA256: String?
    /// Steps shown, in order; going back cuts it after the step returned to.
    public var trail: [StepID] = []
    public var answers: [StepID: AnswerOutcome] = [:]
    /// When each step was first shown and last answered.
    public var firstShownAt: [StepID: Timestamp] = [:]
    public var answeredAt: [StepID: Timestamp] = [:]
    /// Every answer ever given, in order, corrections included.
    public var history: [Change] = []
    /// The repeating groups' instances, by the group's step id (Repeats/RepeatingGroupRun).
    public var groups: [StepID: RepeatingGroupRun] = [:]

    public init(task: TaskID, run: String, startedAt: Timestamp) {
        self.task = task
        self.run = run
        self.startedAt = startedAt
        // Room for a survey's usual length: grown one insertion at a time, each table was
        // rebuilt (every key hashed again) at 2, 3, 6, 12 and 24 entries, most of what
        // folding a journal cost for the export of thousands of participants. Made with
        // room (`init(minimumCapacity:)`), not given room afterwards: `reserveCapacity`
        // runs the library's general code, which looks up the table's type for every call.
        answers = Dictionary(minimumCapacity: Self.expectedSteps)
        firstShownAt = Dictionary(minimumCapacity: Self.expectedSteps)
        answeredAt = Dictionary(minimumCapacity: Self.expectedSteps)
    }

    static let expectedSteps = 32

    public var currentStep: StepID? { trail.last }
    /// The current step was answered and the next one not yet shown: the program stopped
    /// (killed, power cut) in between. A resumed run goes on after it, not back to it.
    public var currentStepAnswered = false

    mutating func show(_ step: StepID, at time: Timestamp) {
        // Kept if already there, else added: one look-up (`== nil`, then a store, was two).
        let shownBefore = firstShownAt.count
        firstShownAt[step, default: time].keep()
        // A step shown for the first time is in no trail: appended without searching the
        // trail for it (a comparison with every step before it, for every step of a run).
        if firstShownAt.count == shownBefore, let index = trail.lastIndex(of: step) {
            trail.removeSubrange((index + 1)...)
        } else {
            trail.append(step)
        }
        currentStepAnswered = false
    }

    mutating func answer(_ step: StepID, _ outcome: AnswerOutcome, at time: Timestamp) {
        answers[step] = outcome
        answeredAt[step] = time
        history.append(Change(step: step, outcome: outcome, time: time))
        currentStepAnswered = step == trail.last
    }
}

extension Timestamp {
    /// Does nothing: reached through a dictionary's `[key, default:]`, it adds the default
    /// when the key is missing and keeps the value that is there, in one look-up.
    fileprivate mutating func keep() {}
}
