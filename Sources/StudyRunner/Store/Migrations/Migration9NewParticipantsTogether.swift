extension StoreMigration {
    /// The first events of several participants in one call and one transaction. A `study
    /// sync` of a folder sent each participant with two calls (`participant_progress`, then
    /// `store_events`), each its own transaction, and so one commit, one flush of the WAL to
    /// disk and two round trips per participant: about a millisecond of the server's CPU
    /// each, measured (BENCHMARKS.md, "Central store"), beside a few microseconds a row. For a
    /// participant the sync has never sent (their folder had no `.store-secret` yet, so the
    /// store can hold no event of theirs under the secret just made) there is nothing to ask:
    /// their journal is sent from its first line.
    ///
    /// `store_events_of_many` runs `store_events` itself for each participant, so every rule
    /// (registering, the secret, a deletion, the primary key keeping each event once, the
    /// fallback that records conflicts) is the same code as for one participant. Each runs in
    /// its own subtransaction: a participant the store refuses (`SS403`, `SS409`, `SS410`) is
    /// answered with that refusal and the others are stored; any other error undoes the whole
    /// call, and the client then sends those participants one by one as before. It is
    /// `SECURITY INVOKER`: a collector calling it can do nothing it could not do by calling
    /// `store_events` once per participant.
    static let newParticipantsTogether = StoreMigration(
        version: 9, name: "the first events of several participants stored in one call",
        sql: """
            CREATE FUNCTION study_store.store_events_of_many(
                p_studies text[], p_participants text[], p_secrets text[], p_counts integer[], p_lines text[])
            RETURNS TABLE (stored integer, duplicates integer, conflict_places integer[], refusal_state text,
                refusal text)
            LANGUAGE plpgsql SET search_path = study_store, pg_temp AS $$
            DECLARE
                v_index integer;
                v_first integer := 1;
                v_count integer := coalesce(cardinality(p_participants), 0);
            BEGIN
                IF coalesce(cardinality(p_studies), 0) <> v_count OR coalesce(cardinality(p_secrets), 0) <> v_count
                    OR coalesce(cardinality(p_counts), 0) <> v_count
                    OR (SELECT coalesce(sum(c), 0) FROM unnest(p_counts) AS c) <> coalesce(cardinality(p_lines), 0)
                    OR EXISTS (SELECT FROM unnest(p_counts) AS c WHERE c IS NULL OR c < 1)
                THEN
                    RAISE EXCEPTION 'store_events_of_many needs one study, secret and count of lines (at least 1) '
                        'per participant, and the counts adding up to the lines sent' USING ERRCODE = '22023';
                END IF;
                FOR v_index IN 1 .. v_count LOOP
                    stored := NULL;
                    duplicates := NULL;
                    conflict_places := NULL;
                    refusal_state := NULL;
                    refusal := NULL;
                    BEGIN
                        SELECT s.stored, s.duplicates, s.conflict_places INTO stored, duplicates, conflict_places
                        FROM store_events(p_studies[v_index], p_participants[v_index], p_secrets[v_index], 1,
                            p_lines[v_first : v_first + p_counts[v_index] - 1]) AS s;
                    EXCEPTION WHEN SQLSTATE 'SS403' OR SQLSTATE 'SS409' OR SQLSTATE 'SS410' THEN
                        -- The store's own refusals, for this participant alone (undone with
                        -- the subtransaction); the others go on.
                        GET STACKED DIAGNOSTICS refusal_state = RETURNED_SQLSTATE, refusal = MESSAGE_TEXT;
                    END;
                    v_first := v_first + p_counts[v_index];
                    RETURN NEXT;
                END LOOP;
            END $$;

            REVOKE ALL ON FUNCTION study_store.store_events_of_many(text[], text[], text[], integer[], text[])
                FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.store_events_of_many(text[], text[], text[], integer[], text[])
                TO study_collector;
            """)
}
