/// The signed document of a re-consent (`consent-v2.md`), kept beside the first one: the
/// same record, with this round's sections, times and signature, and the consent it replaces.
extension SignedConsentDocument {
    public static func render(study: Study, state: ParticipantState, round: ConsentRound, text: ConsentText)
        -> String
    {
        var signing = state
        // Unchanged sections were last shown at the earlier signing; changed ones now.
        signing.sectionsShown.merge(round.sectionsShown) { _, now in now }
        signing.signature = round.signature
        signing.signedAt = round.signedAt
        let w = SignedConsentWording.forLanguage(text.language)
        // The signature this one replaces: the last re-consent signed before it, or the first.
        let previous = state.consentRounds.prefix { $0.startedAt != round.startedAt }.last { $0.signature != nil }
        let earlier = previous?.signature ?? state.signature
        let when = (previous?.signedAt ?? state.signedAt)?.iso8601 ?? w.notSigned
        let replaced = "\(w.replaces)\(w.separator)\(w.version) \(earlier?.consentVersion ?? "?"), \(when)\n"
        var out = content(study: study, state: signing, text: text)
        // After the header's consent-version line, before the participant line.
        let marker = "\(w.participant)\(w.separator)"
        if let range = out.range(of: "\n" + marker) {
            out.insert(contentsOf: replaced, at: out.index(after: range.lowerBound))
        }
        out += hashLabel + sha256(out) + "\n"
        return out
    }
}
