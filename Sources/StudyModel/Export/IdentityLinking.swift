import Crypto
import Foundation

/// `study export --identities`: the linking file, one row per identity a participant gave
/// (at the signature, and each contact update), with the participant id that links it to
/// the de-identified data. Sealed records are opened with the study team's private key;
/// identities a study without a key kept in the journal are read from there. It is always
/// a file of its own, never columns of the data files.
public struct IdentityLinking {
    public static let header = ["participant", "source", "time"] + IdentityRecord.columns + ["record"]

    public private(set) var table = CSVTable(header: IdentityLinking.header)
    public private(set) var problems: [ExportProblem] = []
    private let key: Curve25519.KeyAgreement.PrivateKey

    public init(key: Curve25519.KeyAgreement.PrivateKey) {
        self.key = key
    }

    /// Adds one participant's identities. `sealed` gives a sealed file's bytes by name
    /// (nil when missing); `place` is the participant's folder as messages name it.
    public mutating func add(_ participant: ExportParticipant, place: String, sealed: (String) -> Data?) {
        for event in participant.events {
            switch event.kind {
            case let .signed(signed) where signed.identity == nil:
                var fields = ["full-name": signed.fullName, "signature": signed.signature]
                fields["email"] = signed.email
                fields["phone"] = signed.phone
                append(participant.id, .signature, event.time, fields, record: "journal.jsonl:\(event.sequence)")
            case let .contactUpdated(email, phone, identity) where identity == nil:
                var fields: [String: String] = [:]
                fields["email"] = email
                fields["phone"] = phone
                append(participant.id, .contactUpdate, event.time, fields, record: "journal.jsonl:\(event.sequence)")
            case let .documentSaved(file, _)
            where file.hasSuffix(SealedRecord.suffix) && file != SealedRecord.consentFile:
                open(file, of: participant.id, place: place, line: event.sequence, bytes: sealed(file))
            default:
                break
            }
        }
    }

    private mutating func open(_ file: String, of participant: String, place: String, line: Int, bytes: Data?) {
        let located = place + "/" + file
        guard let bytes else {
            problems.append(
                ExportProblem(
                    file: located, problem: "missing, though journal.jsonl:\(line) holds its SHA-256", leftOut: true))
            return
        }
        do {
            let record = try IdentityRecord.read(try SealedRecord.read(bytes).open(with: key))
            guard record.participant == participant else {
                problems.append(
                    ExportProblem(file: located, problem: "names participant \(record.participant)", leftOut: true))
                return
            }
            append(participant, record.source, record.time, record.fields, record: file)
        } catch {
            problems.append(ExportProblem(file: located, problem: "cannot be opened: \(error)", leftOut: true))
        }
    }

    private mutating func append(
        _ participant: String, _ source: IdentityRecord.Source, _ time: Timestamp, _ fields: [String: String],
        record: String
    ) {
        let columns = IdentityRecord.columns.map { fields[$0] ?? "" }
        table.rows.append([participant, source.rawValue, time.iso8601] + columns + [record])
    }
}

extension IdentityLinking {
    /// The folder of the export that holds the linking files, apart from every study's data.
    public static let folder = "identities"

    /// The linking file of one study: `identities/<study-id>.csv`.
    public func file(study: String) -> ExportFiles.File {
        ExportFiles.File(name: study + ".csv", data: Data(table.text.utf8), rows: table.rows.count)
    }

    /// Whether `key` is the private half of the study's `identity-key` (true when the study
    /// declares none: its identities are in its journals).
    public static func opens(_ study: Study, with key: Curve25519.KeyAgreement.PrivateKey) -> Bool {
        guard let declared = study.sealingKey else { return true }
        return declared.rawRepresentation == key.publicKey.rawRepresentation
    }
}
