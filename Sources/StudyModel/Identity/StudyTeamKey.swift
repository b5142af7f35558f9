import Crypto
import Foundation

/// The study team's X25519 key pair in the PEM forms OpenSSL reads and writes (RFC 8410):
/// the public half as a SubjectPublicKeyInfo (`-----BEGIN PUBLIC KEY-----`), the private
/// half as PKCS#8 (`-----BEGIN PRIVATE KEY-----`). For X25519 both DER encodings are a fixed
/// prefix followed by the 32 key bytes, so no ASN.1 parser is needed: anything else (another
/// algorithm, a changed length, trailing bytes) is refused with a message saying what it is.
public enum StudyTeamKey {
    /// SEQUENCE { SEQUENCE { OID 1.3.101.110 (X25519) } BIT STRING (33 bytes, 0 unused bits) }
    static let publicPrefix: [UInt8] = [0x30, 0x2A, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x6E, 0x03, 0x21, 0x00]
    /// SEQUENCE { INTEGER 0, SEQUENCE { OID 1.3.101.110 }, OCTET STRING { OCTET STRING (32) } }
    static let privatePrefix: [UInt8] = [
        0x30, 0x2E, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x6E, 0x04, 0x22, 0x04, 0x20,
    ]
    static let publicLabel = "PUBLIC KEY"
    static let privateLabel = "PRIVATE KEY"

    /// Why a text is not a usable key, in words for the person who pasted or chose it.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public static func pem(_ key: Curve25519.KeyAgreement.PublicKey) -> String {
        armour(publicPrefix + key.rawRepresentation, label: publicLabel)
    }

    public static func pem(_ key: Curve25519.KeyAgreement.PrivateKey) -> String {
        armour(privatePrefix + key.rawRepresentation, label: privateLabel)
    }

    public static func publicKey(pem text: String) throws(Problem) -> Curve25519.KeyAgreement.PublicKey {
        let raw = try keyBytes(pem: text, label: publicLabel, prefix: publicPrefix, half: "public")
        guard let key = try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: raw) else {
            throw Problem(description: "the public key's 32 bytes are not an X25519 key")
        }
        return key
    }

    public static func privateKey(pem text: String) throws(Problem) -> Curve25519.KeyAgreement.PrivateKey {
        let raw = try keyBytes(pem: text, label: privateLabel, prefix: privatePrefix, half: "private")
        guard let key = try? Curve25519.KeyAgreement.PrivateKey(rawRepresentation: raw) else {
            throw Problem(description: "the private key's 32 bytes are not an X25519 key")
        }
        return key
    }

    /// A short fingerprint of a public key (SHA-256 of its raw bytes, first 16 hex digits),
    /// so a person can tell two keys apart at a glance.
    public static func fingerprint(_ key: Curve25519.KeyAgreement.PublicKey) -> String {
        SHA256.hash(data: key.rawRepresentation).prefix(8).map { NumberText.hex($0, width: 2) }.joined()
    }

    private static func armour(_ der: some Collection<UInt8>, label: String) -> String {
        let base64 = Data(der).base64EncodedString()
        var lines = ["-----BEGIN \(label)-----"]
        var rest = Substring(base64)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(64)))
            rest = rest.dropFirst(64)
        }
        lines.append("-----END \(label)-----")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func keyBytes(pem text: String, label: String, prefix: [UInt8], half: String) throws(Problem)
        -> Data
    {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let begin = "-----BEGIN \(label)-----"
        let end = "-----END \(label)-----"
        guard let first = lines.firstIndex(of: begin), let last = lines.lastIndex(of: end), first < last else {
            let other = half == "public" ? privateLabel : publicLabel
            if text.contains("-----BEGIN \(other)-----") {
                throw Problem(
                    description:
                        "this is the \(half == "public" ? "private" : "public") half of the key pair, not the \(half) one"
                )
            }
            throw Problem(description: "not a PEM \(half) key: no '\(begin)' … '\(end)' block")
        }
        guard let der = Data(base64Encoded: lines[(first + 1)..<last].joined()) else {
            throw Problem(description: "the lines between '\(begin)' and '\(end)' are not base64")
        }
        guard der.count == prefix.count + 32, der.prefix(prefix.count).elementsEqual(prefix) else {
            throw Problem(description: "the \(half) key is not an X25519 key (make one with 'study keygen')")
        }
        return der.dropFirst(prefix.count)
    }
}
