import Foundation

/// `refusal.json`: all that is kept of someone who read the consent and did not agree.
public struct RefusalRecord: Encodable, Sendable {
    public var study: TaskResult.StudyInfo
    public var consentVersion: String
    public var participant: String
    public var decision = "declined"
    public var time: Timestamp

    public init(study: Study, participant: String, time: Timestamp) {
        self.study = TaskResult.StudyInfo(id: study.id.value, version: study.version)
        consentVersion = study.consent.version
        self.participant = participant
        self.time = time
    }

    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
