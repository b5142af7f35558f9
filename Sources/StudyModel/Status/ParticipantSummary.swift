import Foundation

/// Where a participant stands in the enrolment funnel: one stage each, the furthest reached.
public enum EnrolmentStage: String, Sendable, Codable, CaseIterable {
    /// Joined and still in the onboarding (eligibility, consent, quiz, signature, permissions).
    case inOnboarding = "in-onboarding"
    case ineligible
    case quizFailed = "quiz-failed"
    case declined
    case consented
    /// Left the study from their profile (`withdrew`), answers kept or deleted.
    case withdrawn
}

/// What `study status` keeps of one participant once their folder has been read: a few
/// numbers, never their answers, so thousands fit in memory while folders are read one at
/// a time.
public struct ParticipantSummary: Sendable, Equatable {
    public var participant: String
    public var studyVersion: String?
    public var stage: EnrolmentStage
    /// The time of their last journal line (or of the decision, for someone who did not join).
    public var lastActivity: Timestamp?
    /// Every run of every task, in journal order.
    public var runs: [RunSummary]
    /// The consent version they last signed (a re-consent's, else the onboarding's); nil
    /// when they have not signed, or their journal predates recording it.
    public var consentVersion: String?

    public struct RunSummary: Sendable, Equatable {
        public var task: String
        public var run: String
        public var status: TaskRunStatus
        /// The scores its results file holds (completed survey runs).
        public var scores: [ScoreObservation] = []

        public init(task: String, run: String, status: TaskRunStatus, scores: [ScoreObservation] = []) {
            self.task = task
            self.run = run
            self.status = status
            self.scores = scores
        }
    }

    public struct ScoreObservation: Sendable, Equatable {
        public var id: String
        /// Nil when an answer it needs was missing.
        public var value: Double?
        public var band: String?

        public init(id: String, value: Double?, band: String?) {
            self.id = id
            self.value = value
            self.band = band
        }
    }

    public init(
        participant: String, studyVersion: String?, stage: EnrolmentStage, lastActivity: Timestamp?,
        runs: [RunSummary]
    ) {
        self.participant = participant
        self.studyVersion = studyVersion
        self.stage = stage
        self.lastActivity = lastActivity
        self.runs = runs
    }

    /// A participant from their journal's events (possibly none: an outcome alone) and the
    /// decision in `outcome.json` if there is one.
    /// `outcomeVersion` is the study version `outcome.json` names: someone who did not join
    /// may have no journal left to say it.
    public init(
        participant: String, events: [JournalEvent], outcome: OutcomeRecord.Decision?, decidedAt: Timestamp?,
        outcomeVersion: String? = nil
    ) {
        let state = ParticipantState.folding(events)
        var version = outcomeVersion
        for event in events {
            if case let .joined(_, studyVersion, _, _) = event.kind { version = studyVersion }
        }
        let times = [events.last?.time, decidedAt].compactMap { $0 }
        self.init(
            participant: state.participant ?? participant, studyVersion: version,
            stage: Self.stage(state, outcome: outcome), lastActivity: times.max { $0.date < $1.date },
            runs: state.runs.map { RunSummary(task: $0.task.rawValue, run: $0.run, status: $0.status) })
        consentVersion = state.signedConsentVersion
    }

    /// The furthest stage the journal and the outcome show.
    static func stage(_ state: ParticipantState, outcome: OutcomeRecord.Decision?) -> EnrolmentStage {
        switch outcome {
        case .ineligible?: return .ineligible
        case .quizNotPassed?: return .quizFailed
        case .declined?: return .declined
        case .withdrewAnswersDeleted?: return .withdrawn
        case nil: break
        }
        if state.withdrawal != nil { return .withdrawn }
        if state.signature != nil { return .consented }
        if state.eligible == false { return .ineligible }
        if state.consentAgreed == false { return .declined }
        return .inOnboarding
    }
}
