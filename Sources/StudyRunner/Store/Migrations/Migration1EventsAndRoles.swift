extension StoreMigration {
    /// The events of every participant, the conflicts, and the two roles: `study_collector`
    /// may only call the two functions below (append, read back one's own events with the
    /// secret); `study_reader` reads everything but the secrets. Neither touches a table's
    /// rows directly except by reading.
    static let eventsAndRoles = StoreMigration(
        version: 1, name: "events, conflicts and the collecting and reading roles",
        sql: """
            CREATE TABLE study_store.participants (
                study_id text NOT NULL CHECK (length(study_id) BETWEEN 1 AND 200),
                participant_id text NOT NULL CHECK (length(participant_id) BETWEEN 1 AND 200),
                secret_sha256 bytea NOT NULL CHECK (length(secret_sha256) = 32),
                registered_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (study_id, participant_id)
            );
            CREATE TABLE study_store.events (
                study_id text NOT NULL,
                participant_id text NOT NULL,
                sequence integer NOT NULL CHECK (sequence >= 1),
                line text NOT NULL,
                line_sha256 bytea NOT NULL CHECK (line_sha256 = sha256(convert_to(line, 'UTF8'))),
                received_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (study_id, participant_id, sequence),
                FOREIGN KEY (study_id, participant_id) REFERENCES study_store.participants
            );
            CREATE TABLE study_store.conflicts (
                study_id text NOT NULL,
                participant_id text NOT NULL,
                sequence integer NOT NULL,
                line text NOT NULL,
                line_sha256 bytea NOT NULL CHECK (line_sha256 = sha256(convert_to(line, 'UTF8'))),
                received_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (study_id, participant_id, sequence, line_sha256),
                FOREIGN KEY (study_id, participant_id, sequence) REFERENCES study_store.events
            );

            -- The participant's secret, checked by the functions below; never granted to anyone.
            CREATE FUNCTION study_store.check_secret(p_study text, p_participant text, p_secret text)
            RETURNS void LANGUAGE plpgsql SET search_path = study_store, pg_temp AS $$
            BEGIN
                IF NOT EXISTS (
                    SELECT FROM participants p
                    WHERE p.study_id = p_study AND p.participant_id = p_participant
                      AND p.secret_sha256 = sha256(convert_to(p_secret, 'UTF8'))
                ) THEN
                    RAISE EXCEPTION 'participant % of study % is in the store under another secret',
                        p_participant, p_study USING ERRCODE = 'SS403';
                END IF;
            END $$;

            -- Appends events p_first, p_first + 1, … of one participant. Each is kept once by
            -- the primary key (INSERT … ON CONFLICT, never read-then-write): the same line again
            -- is a duplicate, a different line at a taken place is recorded as a conflict.
            CREATE FUNCTION study_store.append_events(
                p_study text, p_participant text, p_secret text, p_first integer, p_lines text[])
            RETURNS TABLE (event_sequence integer, outcome text)
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            DECLARE
                v_index integer;
                v_digest bytea;
                v_kept bytea;
            BEGIN
                INSERT INTO participants AS p (study_id, participant_id, secret_sha256)
                VALUES (p_study, p_participant, sha256(convert_to(p_secret, 'UTF8')))
                ON CONFLICT DO NOTHING;
                PERFORM check_secret(p_study, p_participant, p_secret);
                IF p_first > 1 AND NOT EXISTS (
                    SELECT FROM events e
                    WHERE e.study_id = p_study AND e.participant_id = p_participant AND e.sequence = p_first - 1
                ) THEN
                    RAISE EXCEPTION 'event % of participant % came before event % reached the store',
                        p_first, p_participant, p_first - 1 USING ERRCODE = 'SS409';
                END IF;
                FOR v_index IN 1 .. coalesce(array_length(p_lines, 1), 0) LOOP
                    event_sequence := p_first + v_index - 1;
                    v_digest := sha256(convert_to(p_lines[v_index], 'UTF8'));
                    INSERT INTO events (study_id, participant_id, sequence, line, line_sha256)
                    VALUES (p_study, p_participant, event_sequence, p_lines[v_index], v_digest)
                    ON CONFLICT DO NOTHING;
                    IF FOUND THEN
                        outcome := 'stored';
                    ELSE
                        SELECT e.line_sha256 INTO v_kept FROM events e
                        WHERE e.study_id = p_study AND e.participant_id = p_participant
                          AND e.sequence = event_sequence;
                        IF v_kept = v_digest THEN
                            outcome := 'duplicate';
                        ELSE
                            INSERT INTO conflicts (study_id, participant_id, sequence, line, line_sha256)
                            VALUES (p_study, p_participant, event_sequence, p_lines[v_index], v_digest)
                            ON CONFLICT DO NOTHING;
                            outcome := 'conflict';
                        END IF;
                    END IF;
                    RETURN NEXT;
                END LOOP;
            END $$;

            -- One participant's events, in order, for whoever presents their secret.
            CREATE FUNCTION study_store.participant_events(
                p_study text, p_participant text, p_secret text, p_after integer)
            RETURNS TABLE (event_sequence integer, line_sha256 bytea, line text)
            LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                IF EXISTS (
                    SELECT FROM participants p WHERE p.study_id = p_study AND p.participant_id = p_participant
                ) THEN
                    PERFORM check_secret(p_study, p_participant, p_secret);
                END IF;
                RETURN QUERY SELECT e.sequence, e.line_sha256, e.line FROM events e
                    WHERE e.study_id = p_study AND e.participant_id = p_participant AND e.sequence > p_after
                    ORDER BY e.sequence;
            END $$;

            -- Where a sync picks up: one participant's last stored event, and how many
            -- conflicts the store holds for them.
            CREATE FUNCTION study_store.participant_progress(p_study text, p_participant text, p_secret text)
            RETURNS TABLE (event_sequence integer, line_sha256 bytea, conflicts bigint)
            LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                IF EXISTS (
                    SELECT FROM participants p WHERE p.study_id = p_study AND p.participant_id = p_participant
                ) THEN
                    PERFORM check_secret(p_study, p_participant, p_secret);
                END IF;
                RETURN QUERY SELECT last.sequence, last.line_sha256, (
                    SELECT count(*) FROM conflicts c
                    WHERE c.study_id = p_study AND c.participant_id = p_participant
                ) FROM (SELECT NULL) AS one
                LEFT JOIN LATERAL (
                    SELECT e.sequence, e.line_sha256 FROM events e
                    WHERE e.study_id = p_study AND e.participant_id = p_participant
                    ORDER BY e.sequence DESC LIMIT 1
                ) AS last ON true;
            END $$;

            DO $$
            BEGIN
                IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'study_collector') THEN
                    CREATE ROLE study_collector NOLOGIN;
                END IF;
                IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'study_reader') THEN
                    CREATE ROLE study_reader NOLOGIN;
                END IF;
            END $$;

            REVOKE ALL ON ALL FUNCTIONS IN SCHEMA study_store FROM PUBLIC;
            REVOKE ALL ON ALL TABLES IN SCHEMA study_store FROM PUBLIC;
            GRANT USAGE ON SCHEMA study_store TO study_collector, study_reader;
            GRANT EXECUTE ON FUNCTION study_store.append_events(text, text, text, integer, text[]),
                study_store.participant_events(text, text, text, integer),
                study_store.participant_progress(text, text, text)
                TO study_collector;
            GRANT SELECT ON study_store.events, study_store.conflicts, study_store.schema_migrations
                TO study_reader;
            GRANT SELECT (study_id, participant_id, registered_at) ON study_store.participants TO study_reader;
            """)
}
