extension StoreMigration {
    /// A cheaper way to store a batch, measured per row on the server (bench/store_bench.py,
    /// BENCHMARKS.md): `store_events` tries a plain INSERT of the whole batch first, the usual
    /// case of lines never sent before, and answers with one row of counts instead of a row
    /// per line; only when a place is already taken (the unique constraint refuses the plain
    /// INSERT, and its subtransaction is undone) does it fall back to `append_events`, which
    /// compares line by line and records conflicts. Exactly once is still the primary key's
    /// work, never a read and then a write. Two checks per row go from `events`, because the
    /// only writers (these functions, as the schema's owner) make them true by construction:
    /// the foreign key to `participants` (every function registers the participant first, in
    /// the same transaction, and no participant row is ever deleted), and the CHECK that
    /// `line_sha256` is the line's SHA-256 (the same INSERT computes it from the line; the
    /// CHECK computed it a second time). Together they were about a third of the server's
    /// time per row.
    static let fasterAppend = StoreMigration(
        version: 5, name: "a batch of new events stored by one plain INSERT, answered with counts",
        sql: """
            ALTER TABLE study_store.events DROP CONSTRAINT events_study_id_participant_id_fkey;
            ALTER TABLE study_store.events DROP CONSTRAINT events_check;

            CREATE FUNCTION study_store.store_events(
                p_study text, p_participant text, p_secret text, p_first integer, p_lines text[])
            RETURNS TABLE (stored integer, duplicates integer, conflict_places integer[])
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                INSERT INTO participants AS p (study_id, participant_id, secret_sha256)
                VALUES (p_study, p_participant, sha256(convert_to(p_secret, 'UTF8')))
                ON CONFLICT DO NOTHING;
                PERFORM check_secret(p_study, p_participant, p_secret);
                IF EXISTS (
                    SELECT FROM deletions d WHERE d.study_id = p_study AND d.participant_id = p_participant
                ) THEN
                    RAISE EXCEPTION 'participant % of study % asked for their answers to be deleted',
                        p_participant, p_study USING ERRCODE = 'SS410';
                END IF;
                IF p_first > 1 AND NOT EXISTS (
                    SELECT FROM events e
                    WHERE e.study_id = p_study AND e.participant_id = p_participant AND e.sequence = p_first - 1
                ) THEN
                    RAISE EXCEPTION 'event % of participant % came before event % reached the store',
                        p_first, p_participant, p_first - 1 USING ERRCODE = 'SS409';
                END IF;
                BEGIN
                    INSERT INTO events (study_id, participant_id, sequence, line, line_sha256)
                    SELECT p_study, p_participant, p_first + u.ord::integer - 1, u.line,
                        sha256(convert_to(u.line, 'UTF8'))
                    FROM unnest(p_lines) WITH ORDINALITY AS u(line, ord);
                    stored := coalesce(cardinality(p_lines), 0);
                    duplicates := 0;
                    conflict_places := '{}';
                    RETURN NEXT;
                    RETURN;
                EXCEPTION WHEN unique_violation THEN
                    -- Some place is taken (a retry, a second machine): judged line by line below.
                END;
                RETURN QUERY
                SELECT (count(*) FILTER (WHERE a.outcome = 'stored'))::integer,
                    (count(*) FILTER (WHERE a.outcome = 'duplicate'))::integer,
                    coalesce(array_agg(a.event_sequence ORDER BY a.event_sequence)
                        FILTER (WHERE a.outcome = 'conflict'), '{}')
                FROM append_events(p_study, p_participant, p_secret, p_first, p_lines) AS a;
            END $$;

            REVOKE ALL ON FUNCTION study_store.store_events(text, text, text, integer, text[]) FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.store_events(text, text, text, integer, text[]) TO study_collector;
            """)
}
