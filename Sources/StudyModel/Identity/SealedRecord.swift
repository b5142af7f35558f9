import Crypto
import Foundation

/// A file encrypted to the study team's public key with HPKE (RFC 9180, base mode:
/// DHKEM(X25519, HKDF-SHA256), HKDF-SHA256, ChaCha20-Poly1305). Only the holder of the
/// private key can open it; the collecting machine, which has the public key alone, cannot
/// read back what it wrote. The participant id and the file's name are bound in as
/// associated data, so a record moved to another participant or renamed does not open.
///
/// On disk it is one JSON object: `format`, `suite`, `participant`, `file`, and the
/// base64 `encapsulated-key` and `ciphertext`.
public struct SealedRecord: Sendable, Equatable, Codable {
    public static let format = "study-sealed-record/1"
    public static let suite = "DHKEM(X25519, HKDF-SHA256), HKDF-SHA256, ChaCha20-Poly1305"
    /// HPKE's `info`: says what the key is used for, so a ciphertext made for another use of
    /// the same key does not open as a record.
    static let info = Data("study identity record".utf8)

    public var format: String
    public var suite: String
    public var participant: String
    public var file: String
    public var encapsulatedKey: Data
    public var ciphertext: Data

    enum CodingKeys: String, CodingKey {
        case format, suite, participant, file
        case encapsulatedKey = "encapsulated-key"
        case ciphertext
    }

    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Encrypts `plaintext` for the holder of the private half of `key`.
    public static func seal(
        _ plaintext: Data, to key: Curve25519.KeyAgreement.PublicKey, participant: String, file: String
    ) throws -> SealedRecord {
        var sender = try HPKE.Sender(recipientKey: key, ciphersuite: .Curve25519_SHA256_ChachaPoly, info: info)
        let ciphertext = try sender.seal(plaintext, authenticating: associatedData(participant, file))
        return SealedRecord(
            format: format, suite: suite, participant: participant, file: file,
            encapsulatedKey: sender.encapsulatedKey, ciphertext: ciphertext)
    }

    /// The plaintext, or why it cannot be had: another key, or a file edited after it was written.
    public func open(with key: Curve25519.KeyAgreement.PrivateKey) throws(Problem) -> Data {
        guard format == Self.format, suite == Self.suite else {
            throw Problem(description: "it is in a form this version cannot read ('\(format)', '\(suite)')")
        }
        do {
            var recipient = try HPKE.Recipient(
                privateKey: key, ciphersuite: .Curve25519_SHA256_ChachaPoly, info: Self.info,
                encapsulatedKey: encapsulatedKey)
            return try recipient.open(ciphertext, authenticating: Self.associatedData(participant, file))
        } catch {
            throw Problem(
                description: "it does not open with this private key: the key is not the study's, "
                    + "or the record was changed")
        }
    }

    /// The file's bytes: sorted keys, a newline at the end.
    public func bytes() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    public static func read(_ bytes: Data) throws(Problem) -> SealedRecord {
        do {
            return try JSONDecoder().decode(SealedRecord.self, from: bytes)
        } catch {
            throw Problem(description: "it is not a sealed record (JSON with 'encapsulated-key' and 'ciphertext')")
        }
    }

    private static func associatedData(_ participant: String, _ file: String) -> Data {
        Data("\(participant)\n\(file)".utf8)
    }
}

extension SealedRecord {
    /// The SHA-256 the journal holds for a sealed file, in hex: of its exact bytes.
    public static func sha256(_ bytes: some DataProtocol) -> String {
        SHA256.hash(data: Data(bytes)).map { NumberText.hex($0, width: 2) }.joined()
    }

    /// Sealed files are named so: `identity-<line>.sealed`, `consent.md.sealed`.
    public static let suffix = ".sealed"

    /// The sealed copy of the signed consent kept in the folder when the study has a key.
    public static let consentFile = "consent.md" + suffix

    /// The identity record of the journal line `sequence`.
    public static func identityFile(line sequence: Int) -> String { "identity-\(sequence)\(suffix)" }
}
