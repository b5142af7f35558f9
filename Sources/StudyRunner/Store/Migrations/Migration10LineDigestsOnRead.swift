extension StoreMigration {
    /// `events` no longer keeps each line's SHA-256. Every stored row paid for one `sha256()`
    /// on the server, about 3 µs a call whatever the line's length (OpenSSL 3's set-up per
    /// call), measured as the largest per-row cost left (BENCHMARKS.md, "Central store"),
    /// and nothing needed it per row: it was read back only for one row at a time (a sync's
    /// progress check, the last stored line; resuming, each line fetched), and the judging
    /// of a taken place compared it where the lines themselves can be compared. So:
    ///
    /// - the column goes (`ALTER TABLE … DROP COLUMN` rewrites nothing: the rows already
    ///   stored stay as they are, their digest no longer visible);
    /// - `store_events` and `append_events` insert the line alone; a taken place is judged by
    ///   comparing the stored line with the one sent, byte for byte (`text` equality under a
    ///   deterministic collation), so no digest, from the client or anywhere, can turn a
    ///   conflict into a duplicate; a conflict keeps its digest in `conflicts` (its primary
    ///   key holds each different line once by it), computed for that row only;
    /// - `participant_progress` and `participant_events` answer the same columns as before,
    ///   the digest computed when read from the one line asked for, so a client of any
    ///   version reads what it read before.
    ///
    /// Every function keeps its signature, so `CREATE OR REPLACE` keeps its grants: no role
    /// gains or loses a right.
    static let lineDigestsOnRead = StoreMigration(
        version: 10, name: "a line's SHA-256 computed when it is read, not stored with every event",
        sql: """
            ALTER TABLE study_store.events DROP COLUMN line_sha256;

            -- store_events of migration 5, storing the lines without a digest.
            CREATE OR REPLACE FUNCTION study_store.store_events(
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
                    INSERT INTO events (study_id, participant_id, sequence, line)
                    SELECT p_study, p_participant, p_first + u.ord::integer - 1, u.line
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

            -- append_events of migration 3: a taken place holding the very line sent is a
            -- duplicate, any other line a conflict; the lines are compared, not digests.
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
                    INSERT INTO events (study_id, participant_id, sequence, line)
                    SELECT p_study, p_participant, p_first + u.ord::integer - 1, u.line
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
                    SELECT p_first + u.ord::integer - 1 AS sequence, u.line
                    FROM unnest(p_lines) WITH ORDINALITY AS u(line, ord)
                ), judged AS (
                    SELECT i.sequence, i.line, CASE
                        WHEN s.sequence IS NOT NULL THEN 'stored'
                        WHEN e.line = i.line THEN 'duplicate'
                        ELSE 'conflict' END AS outcome
                    FROM incoming i
                    LEFT JOIN unnest(v_stored) AS s(sequence) ON s.sequence = i.sequence
                    LEFT JOIN events e
                        ON e.study_id = p_study AND e.participant_id = p_participant AND e.sequence = i.sequence
                ), recorded AS (
                    INSERT INTO conflicts (study_id, participant_id, sequence, line, line_sha256)
                    SELECT p_study, p_participant, j.sequence, j.line, sha256(convert_to(j.line, 'UTF8'))
                    FROM judged j
                    WHERE j.outcome = 'conflict'
                    ON CONFLICT DO NOTHING
                )
                SELECT j.sequence, j.outcome FROM judged j ORDER BY j.sequence;
            END $$;

            -- participant_progress of migration 7: the last line's digest computed from it.
            CREATE OR REPLACE FUNCTION study_store.participant_progress(
                p_study text, p_participant text, p_secret text)
            RETURNS TABLE (event_sequence integer, line_sha256 bytea, conflicts bigint, file_conflicts bigint)
            LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                IF EXISTS (
                    SELECT FROM participants p WHERE p.study_id = p_study AND p.participant_id = p_participant
                ) THEN
                    PERFORM check_secret(p_study, p_participant, p_secret);
                END IF;
                RETURN QUERY SELECT last.sequence, sha256(convert_to(last.line, 'UTF8')), (
                    SELECT count(*) FROM conflicts c
                    WHERE c.study_id = p_study AND c.participant_id = p_participant
                ), (
                    SELECT count(*) FROM file_conflicts f
                    WHERE f.study_id = p_study AND f.participant_id = p_participant
                ) FROM (SELECT NULL) AS one
                LEFT JOIN LATERAL (
                    SELECT e.sequence, e.line FROM events e
                    WHERE e.study_id = p_study AND e.participant_id = p_participant
                    ORDER BY e.sequence DESC LIMIT 1
                ) AS last ON true;
            END $$;

            -- participant_events of migration 1: each line's digest computed as it is read.
            CREATE OR REPLACE FUNCTION study_store.participant_events(
                p_study text, p_participant text, p_secret text, p_after integer)
            RETURNS TABLE (event_sequence integer, line_sha256 bytea, line text)
            LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                IF EXISTS (
                    SELECT FROM participants p WHERE p.study_id = p_study AND p.participant_id = p_participant
                ) THEN
                    PERFORM check_secret(p_study, p_participant, p_secret);
                END IF;
                RETURN QUERY SELECT e.sequence, sha256(convert_to(e.line, 'UTF8')), e.line FROM events e
                    WHERE e.study_id = p_study AND e.participant_id = p_participant AND e.sequence > p_after
                    ORDER BY e.sequence;
            END $$;
            """)
}
