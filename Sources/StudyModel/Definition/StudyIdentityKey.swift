import Crypto

/// What a study says about identities (`identity-key:`): the study team's public key, to
/// which names, signatures, email addresses and identifier answers are encrypted, or
/// `none`, which keeps them in plain text on purpose.
public enum StudyIdentityKey: Sendable, Equatable {
    /// The key's 32 raw bytes (X25519).
    case publicKey(raw: [UInt8])
    case none

    /// The word that stores identities in plain text.
    public static let noneWord = "none"

    /// The key to seal records to; nil when the study keeps identities in plain text.
    public var sealingKey: Curve25519.KeyAgreement.PublicKey? {
        guard case let .publicKey(raw) = self else { return nil }
        return try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: raw)
    }
}

extension Study {
    /// The key identities are sealed to, when the study declares one.
    public var sealingKey: Curve25519.KeyAgreement.PublicKey? { identityKey?.value.sealingKey }
}
