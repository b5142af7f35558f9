/// The consent's `versions:` list is the history the re-consent decision reads
/// (`Consent.signatureStillValid`): it must end with the current version, name each
/// version once, and the first entry has no version before it to need consent again from.
enum ReconsentCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        let consent = context.study.consent
        guard let last = consent.versions.last else { return [] }
        var diagnostics: [Diagnostic] = []
        var seen: [String: SourceLocation] = [:]
        for entry in consent.versions {
            if let first = seen[entry.version.value] {
                diagnostics.append(
                    .error(
                        .consentVersions, "the consent version '\(entry.version.value)' is listed twice",
                        at: entry.version.location,
                        hint: "list each version once, oldest first; the first is at line \(first.line)"))
            } else {
                seen[entry.version.value] = entry.version.location
            }
        }
        if last.version.value != consent.version {
            diagnostics.append(
                .error(
                    .consentVersions,
                    "the consent's versions end with '\(last.version.value)', not the current version "
                        + "'\(consent.version)'",
                    at: last.version.location,
                    hint: "add '- version: \"\(consent.version)\"' at the end of 'versions:' (oldest first), "
                        + "with 'reconsent: not-required' if those who signed '\(last.version.value)' need not sign again"
                ))
        }
        if let first = consent.versions.first, !first.reconsentRequired {
            diagnostics.append(
                .warning(
                    .consentVersions,
                    "'reconsent: not-required' on the first listed version '\(first.version.value)' has no effect",
                    at: first.location,
                    hint: "it says whether those who signed the version before it must sign again; "
                        + "list that earlier version above it, or remove 'reconsent:'"))
        }
        return diagnostics
    }
}
