import Foundation

/// What a sealed identity record holds once opened: who it is about, what it came from (the
/// signature, a contact update, an answer to an `identifier: true` question) and its fields
/// by name (`full-name`, `signature`, `email`, `phone`; `task`, `step`, `answer`). It is only ever written encrypted (`SealedRecord`); `study export
/// --identities` opens it with the study team's private key.
public struct IdentityRecord: Sendable, Equatable, Codable {
    public var participant: String
    public var source: Source
    public var time: Timestamp
    public var fields: [String: String]

    public enum Source: String, Sendable, Equatable, Codable {
        case signature
        case contactUpdate = "contact-update"
        case answer
    }

    public init(participant: String, source: Source, time: Timestamp, fields: [String: String]) {
        self.participant = participant
        self.source = source
        self.time = time
        self.fields = fields
    }

    /// The record of a signature: every identifying field it holds, none left in the journal.
    public init(participant: String, time: Timestamp, signed: JournalEvent.Signed) {
        var fields = ["full-name": signed.fullName, "signature": signed.signature]
        fields["email"] = signed.email
        fields["phone"] = signed.phone
        self.init(participant: participant, source: .signature, time: time, fields: fields)
    }

    /// The record of an answer to an `identifier: true` question, as the export writes answers.
    public init(participant: String, time: Timestamp, task: TaskID, step: StepID, answer: AnswerValue) {
        let fields = ["task": task.rawValue, "step": step.rawValue, "answer": AnswerCells.single(answer)]
        self.init(participant: participant, source: .answer, time: time, fields: fields)
    }

    /// The identity columns of the linking file, in this order.
    public static let columns = ["full-name", "signature", "email", "phone", "task", "step", "answer"]

    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    public static func read(_ data: Data) throws -> IdentityRecord {
        try JSONDecoder().decode(IdentityRecord.self, from: data)
    }
}
