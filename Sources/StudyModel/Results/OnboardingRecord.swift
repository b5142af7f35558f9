import Foundation

/// `onboarding.json`: what happened before the tasks: eligibility answers and outcome, the
/// consent sections seen, each quiz attempt, the decision, the signature time and each
/// permission choice. A refusal records only the refusal, as the guidelines ask.
public struct OnboardingRecord: Encodable, Sendable {
    public struct QuizAnswer: Encodable, Sendable {
        public var question: QuizQuestionID
        public var outcome: AnswerOutcome
        public var correct: Bool
        public var answeredAt: Timestamp
    }

    public struct QuizAttemptRecord: Encodable, Sendable {
        public var attempt: Int
        public var answers: [QuizAnswer]
        public var correct: Int?
        public var passed: Bool?
    }

    public var study: TaskResult.StudyInfo
    public var consentVersion: String
    public var participant: String
    public var language: String
    public var joinedAt: Timestamp?
    public var eligibilityAnswers: [StepID: AnswerOutcome]
    public var eligible: Bool?
    public var consentSectionsShown: [ConsentSectionID: Timestamp]
    public var quizAttempts: [QuizAttemptRecord]
    public var consentAgreed: Bool?
    public var signedAt: Timestamp?
    public var permissions: [PermissionID: Bool]
    public var completed: Bool

    public init(study: Study, state: ParticipantState) {
        self.study = TaskResult.StudyInfo(id: study.id.value, version: study.version)
        // The version the onboarding's signature names: a later re-consent has its own document.
        consentVersion = state.signature?.consentVersion ?? study.consent.version
        participant = state.participant ?? ""
        language = state.language ?? study.defaultLanguage
        joinedAt = state.joinedAt
        eligibilityAnswers = state.eligibilityAnswers
        eligible = state.eligible
        consentSectionsShown = state.sectionsShown
        let order = study.consent.quiz?.questions.map(\.id.value) ?? []
        quizAttempts = state.quizAttempts.map { attempt in
            QuizAttemptRecord(
                attempt: attempt.number,
                answers: order.compactMap { id in
                    attempt.answers[id].map {
                        QuizAnswer(question: id, outcome: $0.outcome, correct: $0.correct, answeredAt: $0.time)
                    }
                },
                correct: attempt.result?.correct, passed: attempt.result?.passed)
        }
        consentAgreed = state.consentAgreed
        signedAt = state.signedAt
        permissions = state.permissions
        completed = state.onboardingCompleted
    }

    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
