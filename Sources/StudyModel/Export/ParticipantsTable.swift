/// `participants.csv`: one row per participant exported, whoever they are (still taking
/// part, withdrawn with their answers kept, withdrawn with them deleted), so an analyst can
/// tell the rows of a withdrawn participant in the survey files from the others with one
/// join on `participant`: the survey files' rows say how each run ended, not whether the
/// person later left the study.
public enum ParticipantsTable {
    public static let file = "participants.csv"

    public static let header = [
        "participant", "study_version", "consent_version", "language", "joined_at", "withdrawn", "withdrawn_at",
        "answers_deleted",
    ]

    /// What each column holds, for the codebook and the syntax files; the 0/1 columns are
    /// numbers with "no"/"yes" labels, the rest text.
    public static let meanings: [(column: String, meaning: String)] = [
        ("participant", "the participant id, the key to every other file"),
        ("study_version", "the study version they joined under"),
        ("consent_version", "the consent version they signed last (empty when unknown or not signed)"),
        ("language", "the language they took part in (empty when unknown)"),
        ("joined_at", "when they joined (ISO 8601 with their UTC offset)"),
        ("withdrawn", "1 when they left the study from their profile, else 0"),
        ("withdrawn_at", "when they left (empty when they did not)"),
        ("answers_deleted", "1 when they left and asked for their answers to be deleted (their rows say -95), else 0"),
    ]

    /// The columns holding 0 (no) or 1 (yes).
    public static let yesNoColumns: Set<String> = ["withdrawn", "answers_deleted"]

    static func row(of participant: ExportParticipant) -> [String] {
        let withdrawal = participant.state.withdrawal
        let leftAt = participant.deletion?.leftAt ?? withdrawal?.time
        let withdrawn = participant.deletion != nil || withdrawal != nil
        // A journal that still ends in a `withdrew` with deletion (a crash before the
        // deletion finished) counts as deleted: none of its answers is exported.
        let deleted = participant.deletion != nil || withdrawal?.answers == .deleted
        let joined = participant.deletion.map { $0.joinedAt } ?? participant.state.joinedAt
        return [
            participant.id, participant.studyVersion, participant.consentVersion ?? "",
            participant.state.language ?? "", joined?.iso8601 ?? "", withdrawn ? "1" : "0",
            withdrawn ? leftAt?.iso8601 ?? "" : "", deleted ? "1" : "0",
        ]
    }
}
