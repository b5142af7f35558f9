/// Participants must read how to leave the study and what then happens to their answers
/// before they agree: a study that sets a `withdrawal:` policy needs a consent section of
/// kind `withdrawing` saying the same (the profile's "Leave the study" keeps that promise).
/// A study without `withdrawal:` keeps answers, and is not held to it, so that studies
/// written before the field existed stay valid.
enum WithdrawalCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        let consent = context.study.consent
        // A consent that could not be read at all is reported by the parser already.
        guard let policy = context.study.declaredWithdrawal?.value, !consent.sections.isEmpty,
            !consent.sections.contains(where: { $0.kind == .withdrawing })
        else { return [] }
        let promise =
            policy == .keepData
            ? "that the answers already given are kept"
            : "that they may choose to have their answers deleted"
        return [
            .error(
                .consentNoWithdrawal, "the consent has no section about leaving the study", at: consent.location,
                hint:
                    "add a section with 'kind: withdrawing' saying how to leave (\"Leave the study\" in the profile) "
                    + "and, as 'withdrawal: \(policy.rawValue)' says, \(promise)")
        ]
    }
}
