extension StoreMigration {
    /// Deletion in the store: a participant whose folder keeps only its outcome (they left
    /// asking for their answers to be deleted, or never joined) has their events and
    /// conflicts deleted by the store itself, through a function that checks their secret,
    /// so a collecting machine can do it for its own participants and no one else's. What
    /// stays is the minimal record: who, the decision, when; no event of theirs is taken
    /// again afterwards.
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

            -- After a deletion no event of that participant is kept again, whichever machine
            -- still holds a copy of their journal.
            CREATE FUNCTION study_store.refuse_deleted_participant() RETURNS trigger
            LANGUAGE plpgsql SET search_path = study_store, pg_temp AS $$
            BEGIN
                IF EXISTS (
                    SELECT FROM deletions d
                    WHERE d.study_id = NEW.study_id AND d.participant_id = NEW.participant_id
                ) THEN
                    RAISE EXCEPTION 'participant % of study % asked for their answers to be deleted',
                        NEW.participant_id, NEW.study_id USING ERRCODE = 'SS410';
                END IF;
                RETURN NEW;
            END $$;
            CREATE TRIGGER events_of_deleted_participants BEFORE INSERT ON study_store.events
                FOR EACH ROW EXECUTE FUNCTION study_store.refuse_deleted_participant();

            REVOKE ALL ON study_store.deletions FROM PUBLIC;
            REVOKE ALL ON FUNCTION study_store.delete_participant(text, text, text, text),
                study_store.refuse_deleted_participant() FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.delete_participant(text, text, text, text) TO study_collector;
            GRANT SELECT ON study_store.deletions TO study_reader;
            """)
}
