/// What happens to the answers a participant has given when they leave the study. The
/// study file sets it (`withdrawal:`); the consent's `withdrawing` section must say the
/// same, and the confirmation in the profile says exactly this before anyone leaves.
public enum WithdrawalPolicy: String, Sendable, CaseIterable {
    /// The answers given so far are kept and may be used; nothing more is collected.
    case keepData = "keep-data"
    /// On leaving, the participant chooses: keep their answers, or have them deleted.
    case participantChooses = "participant-chooses"
}

/// What a participant chose for their answers when they left, as the journal records it.
public enum WithdrawalChoice: String, Sendable, Codable, CaseIterable {
    case kept
    /// Answers and every file derived from them are removed; only a minimal record that
    /// they left and asked for deletion stays (`outcome.json`).
    case deleted
}
