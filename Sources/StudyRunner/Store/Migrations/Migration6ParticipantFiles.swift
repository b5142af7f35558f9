extension StoreMigration {
    /// The files of a participant's folder that only that folder has: an active task's raw
    /// results (`tasks/<run>.json`) and the sealed records (`identity-<line>.sealed`,
    /// `consent.md.sealed`, a re-consent's `consent-v<version>.md.sealed`). The journal holds
    /// each one's SHA-256; the store keeps their bytes as they are, sealed records sealed (it
    /// never sees a plaintext name), each once by its name (the primary key, as for events):
    /// the first bytes sent are kept, the same bytes again are a duplicate, other bytes a
    /// conflict that changes nothing. The collecting role can only add through `store_file`
    /// and read back its own participant's files with their secret; a deletion deletes them
    /// with the events (`delete_participant`, replaced here), and none is taken afterwards.
    static let participantFiles = StoreMigration(
        version: 6, name: "active tasks' results files and sealed records, kept as sent",
        sql: """
            CREATE TABLE study_store.participant_files (
                study_id text NOT NULL,
                participant_id text NOT NULL,
                name text NOT NULL CHECK (
                    name ~ '^(tasks/)?[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$' AND name !~ '\\.\\.'),
                content bytea NOT NULL CHECK (length(content) <= 67108864),
                content_sha256 bytea NOT NULL,
                received_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (study_id, participant_id, name)
            );

            -- Keeps one file of a participant, once: 'stored', 'duplicate' (the same bytes
            -- were there) or 'conflict' (other bytes were there; they stay).
            CREATE FUNCTION study_store.store_file(
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
                RETURN CASE WHEN v_kept = v_digest THEN 'duplicate' ELSE 'conflict' END;
            END $$;

            -- The names and SHA-256 of the files the store keeps of one participant, for
            -- whoever presents their secret: what a sync still has to send.
            CREATE FUNCTION study_store.participant_file_digests(p_study text, p_participant text, p_secret text)
            RETURNS TABLE (name text, content_sha256 bytea)
            LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                IF EXISTS (
                    SELECT FROM participants p WHERE p.study_id = p_study AND p.participant_id = p_participant
                ) THEN
                    PERFORM check_secret(p_study, p_participant, p_secret);
                END IF;
                RETURN QUERY SELECT f.name, f.content_sha256 FROM participant_files f
                    WHERE f.study_id = p_study AND f.participant_id = p_participant ORDER BY f.name;
            END $$;

            -- One participant's files, for whoever presents their secret (resuming elsewhere).
            CREATE FUNCTION study_store.participant_file_contents(p_study text, p_participant text, p_secret text)
            RETURNS TABLE (name text, content bytea)
            LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                PERFORM check_secret(p_study, p_participant, p_secret);
                RETURN QUERY SELECT f.name, f.content FROM participant_files f
                    WHERE f.study_id = p_study AND f.participant_id = p_participant ORDER BY f.name;
            END $$;

            -- delete_participant again: the participant's files go with their events.
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
                DELETE FROM participant_files f WHERE f.study_id = p_study AND f.participant_id = p_participant;
                DELETE FROM events e WHERE e.study_id = p_study AND e.participant_id = p_participant;
                GET DIAGNOSTICS v_deleted = ROW_COUNT;
                RETURN v_deleted;
            END $$;

            REVOKE ALL ON study_store.participant_files FROM PUBLIC;
            REVOKE ALL ON FUNCTION study_store.store_file(text, text, text, text, bytea),
                study_store.participant_file_digests(text, text, text),
                study_store.participant_file_contents(text, text, text) FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.store_file(text, text, text, text, bytea),
                study_store.participant_file_digests(text, text, text),
                study_store.participant_file_contents(text, text, text) TO study_collector;
            GRANT SELECT ON study_store.participant_files TO study_reader;
            """)
}
