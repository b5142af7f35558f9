extension StoreMigration {
    /// A file that arrives with other bytes than the store keeps under its name is recorded,
    /// as a different event at a taken place is: the first bytes stay in `participant_files`,
    /// the others are kept beside them in `file_conflicts` (each different content once, by
    /// its SHA-256), so the study team can compare the two; until this migration they were
    /// only reported by the `study sync` that sent them, and nothing remained in the store.
    /// `participant_progress` also counts them (a column added at the end, so a client that
    /// names the columns it reads is unchanged), so every later sync of that participant says
    /// so, and `study status --store` lists them. A deletion deletes them with the files.
    static let fileConflicts = StoreMigration(
        version: 7, name: "a file sent with other bytes than the store keeps is recorded as a conflict",
        sql: """
            CREATE TABLE study_store.file_conflicts (
                study_id text NOT NULL,
                participant_id text NOT NULL,
                name text NOT NULL,
                content bytea NOT NULL CHECK (length(content) <= 67108864),
                content_sha256 bytea NOT NULL,
                received_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (study_id, participant_id, name, content_sha256),
                FOREIGN KEY (study_id, participant_id, name) REFERENCES study_store.participant_files
            );

            -- store_file again: other bytes than the kept ones are recorded (once per content).
            CREATE OR REPLACE FUNCTION study_store.store_file(
                p_study text, p_participant text, p_secret text, p_name text, p_content bytea)
            RETURNS text
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            DECLARE
                v_digest bytea := sha256(p_content);
                v_kept bytea;
            BEGIN
                INSERT INTO participants (study_id, participant_id, secret_sha256)
                VALUES (p_study, p_participant, sha256(convert_to(p_secret, 'UTF8')))
                ON CONFLICT DO NOTHING;
                PERFORM check_secret(p_study, p_participant, p_secret);
                IF EXISTS (
                    SELECT FROM deletions d WHERE d.study_id = p_study AND d.participant_id = p_participant
                ) THEN
                    RAISE EXCEPTION 'participant % of study % asked for their answers to be deleted',
                        p_participant, p_study USING ERRCODE = 'SS410';
                END IF;
                INSERT INTO participant_files (study_id, participant_id, name, content, content_sha256)
                VALUES (p_study, p_participant, p_name, p_content, v_digest)
                ON CONFLICT DO NOTHING;
                IF FOUND THEN
                    RETURN 'stored';
                END IF;
                SELECT f.content_sha256 INTO v_kept FROM participant_files f
                WHERE f.study_id = p_study AND f.participant_id = p_participant AND f.name = p_name;
                IF v_kept = v_digest THEN
                    RETURN 'duplicate';
                END IF;
                INSERT INTO file_conflicts (study_id, participant_id, name, content, content_sha256)
                VALUES (p_study, p_participant, p_name, p_content, v_digest)
                ON CONFLICT DO NOTHING;
                RETURN 'conflict';
            END $$;

            -- participant_progress with the file conflicts counted too (a new last column:
            -- the return type changes, so it is made again and granted again).
            DROP FUNCTION study_store.participant_progress(text, text, text);
            CREATE FUNCTION study_store.participant_progress(p_study text, p_participant text, p_secret text)
            RETURNS TABLE (event_sequence integer, line_sha256 bytea, conflicts bigint, file_conflicts bigint)
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
                ), (
                    SELECT count(*) FROM file_conflicts f
                    WHERE f.study_id = p_study AND f.participant_id = p_participant
                ) FROM (SELECT NULL) AS one
                LEFT JOIN LATERAL (
                    SELECT e.sequence, e.line_sha256 FROM events e
                    WHERE e.study_id = p_study AND e.participant_id = p_participant
                    ORDER BY e.sequence DESC LIMIT 1
                ) AS last ON true;
            END $$;

            -- delete_participant again: the file conflicts go first (they name the files).
            CREATE OR REPLACE FUNCTION study_store.delete_participant(
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
                DELETE FROM file_conflicts f WHERE f.study_id = p_study AND f.participant_id = p_participant;
                DELETE FROM participant_files f WHERE f.study_id = p_study AND f.participant_id = p_participant;
                DELETE FROM events e WHERE e.study_id = p_study AND e.participant_id = p_participant;
                GET DIAGNOSTICS v_deleted = ROW_COUNT;
                RETURN v_deleted;
            END $$;

            REVOKE ALL ON study_store.file_conflicts FROM PUBLIC;
            REVOKE ALL ON FUNCTION study_store.participant_progress(text, text, text) FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.participant_progress(text, text, text) TO study_collector;
            GRANT SELECT ON study_store.file_conflicts TO study_reader;
            """)
}
