import Foundation

/// `outcome.json`: all that is kept of someone who did not join: not eligible, did not
/// pass the quiz within the attempts allowed, or did not agree. Without consent nothing
/// else they typed is kept (data minimisation); the outcome itself is the record.
public struct OutcomeRecord: Encodable, Sendable {
    public enum Decision: String, Encodable, Sendable {
        case ineligible
        case quizNotPassed = "quiz-not-passed"
        case declined
    }

    public var study: TaskResult.StudyInfo
    public var consentVersion: String
    public var participant: String
    public var decision: Decision
    public var decidedAt: Timestamp

    public init(study: Study, participant: String, decision: Decision, time: Timestamp) {
        self.study = TaskResult.StudyInfo(id: study.id.value, version: study.version)
        consentVersion = study.consent.version
        self.participant = participant
        self.decision = decision
        decidedAt = time
    }

    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
