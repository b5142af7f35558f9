extension StudyParser {
    /// `identity-key:`: a PEM public key (usually a `|` block) or the word `none`.
    static func readIdentityKey(_ text: Located<String>, _ reader: StudyReader) -> Located<StudyIdentityKey>? {
        if text.value.trimmingWhitespace == StudyIdentityKey.noneWord { return text.map { _ in .none } }
        do {
            let key = try StudyTeamKey.publicKey(pem: text.value)
            return text.map { _ in .publicKey(raw: Array(key.rawRepresentation)) }
        } catch {
            reader.report(
                .error(
                    .identityKey, "'identity-key' is not usable: \(error.description)", at: text.location,
                    hint: "paste study-team.pub from 'study keygen --to DIR' as a '|' block, or write 'none'"))
            return nil
        }
    }
}
