extension StoreMigration {
    /// Deletion in the store: a participant whose folder keeps only its outcome (they left
    /// asking for their answers to be deleted, or never joined) has their events and
    /// conflicts deleted by the store itself, through a function that checks their secret,
    /// so a collecting machine can do it for its own participants and no one else's. What
    /// stays is the minimal record: who, the decision, when; no event of theirs is taken
    /// again afterwards (`append_events`, replaced here, refuses them; it now also stores a
    /// batch in one statement).
    static let deletions = StoreMigration(
        version: 3, name: "deletion of a participant's answers, with the record of the request",
        sql: """
            CREATE TABLE study_store.deletions (
                study_id text NOT NULL,
                participant_id text NOT NULL,
                decision text NOT NULL CHECK (length(decision) BETWEEN 1 AND 100),
                deleted_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (study_id, participant_id),
                FOREIGN KEY (study_id, participant_id) REFERENCES study_store.participants
            );

            -- Deletes every event and conflict of one participant and records the request;
            -- running it again changes nothing. Returns how many events were deleted.
            CREATE FUNCTION study_store.delete_participant(
                p_study text, p_participant text, p_secret text, p_decision text)
            RETURNS bigint
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            DECLARE
                v_deleted bigint;
            BEGIN
                INSERT INTO participants (study_id, participant_id, secret_sha256)
                VALUES (p_study, p_participant, sha256(convert_to(p_secret, 'UTF8')))
                ON CONFLICT DO NOTHING;
                PERFORM check_secret(p_study, p_participant, p_secret);
                INSERT INTO deletions (study_id, participant_id, decision)
                VALUES (p_study, p_participant, p_decision)
                ON CONFLICT DO NOTHING;
                DELETE FROM conflicts c WHERE c.study_id = p_study AND c.participant_id = p_participant;
                DELETE FROM leases l WHERE l.study_id = p_study AND l.participant_id = p_participant;
                DELETE FROM events e WHERE e.study_id = p_study AND e.participant_id = p_participant;
                GET DIAGNOSTICS v_deleted = ROW_COUNT;
                RETURN v_deleted;
            END $$;

            -- append_events again, with two changes: after a deletion no event of that
            -- participant is kept again, whichever machine still holds a copy of their journal
            -- (SS410); and a batch is stored in one INSERT … SELECT … ON CONFLICT DO NOTHING
            -- instead of a statement per line (the primary key still keeps each event once).
            -- Places already taken (if any) are then compared in a second statement, which
            -- sees what concurrent syncs committed meanwhile: the same line is a duplicate,
            -- another line a conflict, recorded.
            CREATE OR REPLACE FUNCTION study_store.append_events(
                p_study text, p_participant text, p_secret text, p_first integer, p_lines text[])
            RETURNS TABLE (event_sequence integer, outcome text)
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            DECLARE
                v_stored integer[];
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
                WITH kept AS (
                    INSERT INTO events (study_id, participant_id, sequence, line, line_sha256)
                    SELECT p_study, p_participant, p_first + u.ord::integer - 1, u.line,
                        sha256(convert_to(u.line, 'UTF8'))
                    FROM unnest(p_lines) WITH ORDINALITY AS u(line, ord)
                    ORDER BY u.ord
                    ON CONFLICT DO NOTHING
                    RETURNING sequence
                )
                SELECT coalesce(array_agg(kept.sequence), '{}') INTO v_stored FROM kept;
                -- The usual case, every line new: nothing to compare.
                IF cardinality(v_stored) = cardinality(p_lines) THEN
                    RETURN QUERY SELECT kept.sequence, 'stored'::text FROM unnest(v_stored) AS kept(sequence)
                        ORDER BY kept.sequence;
                    RETURN;
                END IF;
                RETURN QUERY
                WITH incoming AS (
                    SELECT p_first + u.ord::integer - 1 AS sequence, u.line,
                        sha256(convert_to(u.line, 'UTF8')) AS line_sha256
                    FROM unnest(p_lines) WITH ORDINALITY AS u(line, ord)
                ), judged AS (
                    SELECT i.sequence, i.line, i.line_sha256, CASE
                        WHEN s.sequence IS NOT NULL THEN 'stored'
                        WHEN e.line_sha256 = i.line_sha256 THEN 'duplicate'
                        ELSE 'conflict' END AS outcome
                    FROM incoming i
                    LEFT JOIN unnest(v_stored) AS s(sequence) ON s.sequence = i.sequence
                    LEFT JOIN events e
                        ON e.study_id = p_study AND e.participant_id = p_participant AND e.sequence = i.sequence
                ), recorded AS (
                    INSERT INTO conflicts (study_id, participant_id, sequence, line, line_sha256)
                    SELECT p_study, p_participant, j.sequence, j.line, j.line_sha256 FROM judged j
                    WHERE j.outcome = 'conflict'
                    ON CONFLICT DO NOTHING
                )
                SELECT j.sequence, j.outcome FROM judged j ORDER BY j.sequence;
            END $$;

            REVOKE ALL ON study_store.deletions FROM PUBLIC;
            REVOKE ALL ON FUNCTION study_store.delete_participant(text, text, text, text) FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.delete_participant(text, text, text, text) TO study_collector;
            GRANT SELECT ON study_store.deletions TO study_reader;
            """)
}
