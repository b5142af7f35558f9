extension StoreMigration {
    /// The deletion record keeps what the participant's folder keeps: their `outcome.json`
    /// (study version, consent version, the decision, when they joined and when they left),
    /// so `study status --store` and `study export --store` say of a deleted participant what
    /// the folders say. The record holds ids, versions and times, never a name; the store
    /// keeps it as opaque text, as it keeps journal lines. Older rows (from migration 3) have
    /// none and keep the decision and the time the store deleted the answers.
    static let outcomeRecords = StoreMigration(
        version: 4, name: "the deletion record keeps the participant's outcome record",
        sql: """
            ALTER TABLE study_store.deletions
                ADD COLUMN outcome text CHECK (length(outcome) BETWEEN 2 AND 10000);

            -- delete_participant with the folder's outcome record. The first record sent is
            -- kept: a second machine's copy, or a later sync, never changes it.
            CREATE FUNCTION study_store.delete_participant(
                p_study text, p_participant text, p_secret text, p_decision text, p_outcome text)
            RETURNS bigint
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            DECLARE
                v_deleted bigint;
            BEGIN
                v_deleted := delete_participant(p_study, p_participant, p_secret, p_decision);
                UPDATE deletions d SET outcome = p_outcome
                WHERE d.study_id = p_study AND d.participant_id = p_participant AND d.outcome IS NULL;
                RETURN v_deleted;
            END $$;

            REVOKE ALL ON FUNCTION study_store.delete_participant(text, text, text, text, text) FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.delete_participant(text, text, text, text, text)
                TO study_collector;
            """)
}
