/// Asked for by `validate --strict`: a study that says nothing about identities stores the
/// signer's name, signature and contact details in plain text beside the answers. Saying
/// `identity-key: none` keeps that on purpose and silences the warning.
enum IdentityProtectionCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        guard context.options.strict, context.study.identityKey == nil else { return [] }
        return [
            .warning(
                .plainIdentities,
                "the study declares no 'identity-key': names, signatures and email addresses will be stored "
                    + "in plain text beside the answers",
                at: context.study.consent.signature.location,
                hint:
                    "make a key pair with 'study keygen --to DIR' and add 'identity-key:' with the public key, "
                    + "or write 'identity-key: none' to keep them in plain text on purpose")
        ]
    }
}
