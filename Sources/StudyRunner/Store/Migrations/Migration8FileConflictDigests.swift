extension StoreMigration {
    /// The SHA-256 of the other bytes the store has recorded for a participant's files
    /// (`file_conflicts`, migration 7), for whoever presents their secret. Before this a
    /// machine whose file the store keeps in other bytes sent that file again at every sync
    /// (`store_file` answered `conflict` each time, and recorded nothing new): a sync now
    /// asks this when the kept bytes are not its own, and sends nothing the store has
    /// recorded already. The conflict is still reported by every sync
    /// (`participant_progress` counts it) and listed by `study status --store`.
    static let fileConflictDigests = StoreMigration(
        version: 8, name: "the digests of the file conflicts recorded, so a known one is not sent again",
        sql: """
            CREATE FUNCTION study_store.participant_file_conflict_digests(
                p_study text, p_participant text, p_secret text)
            RETURNS TABLE (name text, content_sha256 bytea)
            LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                PERFORM check_secret(p_study, p_participant, p_secret);
                RETURN QUERY SELECT f.name, f.content_sha256 FROM file_conflicts f
                    WHERE f.study_id = p_study AND f.participant_id = p_participant ORDER BY f.name, f.content_sha256;
            END $$;

            REVOKE ALL ON FUNCTION study_store.participant_file_conflict_digests(text, text, text) FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.participant_file_conflict_digests(text, text, text)
                TO study_collector;
            """)
}
