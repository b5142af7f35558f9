import Foundation

/// `outcome.json`: all that is kept of someone who did not join (not eligible, did not
/// pass the quiz within the attempts allowed, or did not agree), or who left the study and
/// asked for their answers to be deleted. Nothing else they typed is kept (data
/// minimisation); the outcome itself is the record.
public struct OutcomeRecord: Encodable, Sendable {
    public enum Decision: String, Encodable, Sendable {
        case ineligible
        case quizNotPassed = "quiz-not-passed"
        case declined
        /// Left the study and asked for their answers to be deleted: this record is all
        /// that is kept, so the study can show it honoured the request.
        case withdrewAnswersDeleted = "withdrew-answers-deleted"
    }

    public var study: TaskResult.StudyInfo
    public var consentVersion: String
    public var participant: String
    public var decision: Decision
    public var decidedAt: Timestamp
    /// For a withdrawal: when they joined (before it, they were a participant).
    public var joinedAt: Timestamp?

    public init(
        study: Study, participant: String, decision: Decision, time: Timestamp, joinedAt: Timestamp? = nil
    ) {
        self.study = TaskResult.StudyInfo(id: study.id.value, version: study.version)
        consentVersion = study.consent.version
        self.participant = participant
        self.decision = decision
        decidedAt = time
        self.joinedAt = joinedAt
    }

    /// The withdrawal an `outcome.json` records, when it is one with deletion.
    public static func deletedWithdrawal(in data: Data) -> Withdrawal? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["decision"] as? String == Decision.withdrewAnswersDeleted.rawValue,
            let time = (object["decidedAt"] as? String).flatMap(Timestamp.init(iso8601:))
        else { return nil }
        return Withdrawal(time: time, answers: .deleted)
    }

    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
