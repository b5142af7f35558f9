extension StoreMigration {
    /// The lock across machines: one lease per participant, held by one session at a time
    /// and ending by itself when its machine stops renewing it (a machine that died). Taken
    /// and given back only through two functions that check the participant's secret.
    static let leases = StoreMigration(
        version: 2, name: "participant leases: one session at a time across machines",
        sql: """
            CREATE TABLE study_store.leases (
                study_id text NOT NULL,
                participant_id text NOT NULL,
                holder uuid NOT NULL,
                expires_at timestamptz NOT NULL,
                PRIMARY KEY (study_id, participant_id),
                FOREIGN KEY (study_id, participant_id) REFERENCES study_store.participants
            );

            -- Takes or renews a participant's lease for p_seconds. Granted when nobody holds
            -- it, when p_holder already does, or when the holder's lease ran out; refused
            -- otherwise. One INSERT … ON CONFLICT DO UPDATE … WHERE, so two machines asking at
            -- the same moment cannot both be granted. Returns whether it was granted and when
            -- the lease (the caller's or the other holder's) ends.
            CREATE FUNCTION study_store.take_lease(
                p_study text, p_participant text, p_secret text, p_holder uuid, p_seconds integer)
            RETURNS TABLE (granted boolean, lease_ends timestamptz)
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                IF p_seconds IS NULL OR p_seconds NOT BETWEEN 1 AND 3600 THEN
                    RAISE EXCEPTION 'a lease lasts from 1 to 3600 seconds, not %', p_seconds
                        USING ERRCODE = '22023';
                END IF;
                INSERT INTO participants (study_id, participant_id, secret_sha256)
                VALUES (p_study, p_participant, sha256(convert_to(p_secret, 'UTF8')))
                ON CONFLICT DO NOTHING;
                PERFORM check_secret(p_study, p_participant, p_secret);
                INSERT INTO leases AS l (study_id, participant_id, holder, expires_at)
                VALUES (p_study, p_participant, p_holder, clock_timestamp() + make_interval(secs => p_seconds))
                ON CONFLICT (study_id, participant_id) DO UPDATE
                    SET holder = excluded.holder, expires_at = excluded.expires_at
                    WHERE l.holder = excluded.holder OR l.expires_at < clock_timestamp();
                granted := FOUND;
                SELECT l.expires_at INTO lease_ends FROM leases l
                WHERE l.study_id = p_study AND l.participant_id = p_participant;
                RETURN NEXT;
            END $$;

            -- Gives a lease back at the end of a session, so the next machine need not wait
            -- for it to run out. Only its holder can.
            CREATE FUNCTION study_store.release_lease(
                p_study text, p_participant text, p_secret text, p_holder uuid)
            RETURNS void
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = study_store, pg_temp AS $$
            BEGIN
                PERFORM check_secret(p_study, p_participant, p_secret);
                DELETE FROM leases l
                WHERE l.study_id = p_study AND l.participant_id = p_participant AND l.holder = p_holder;
            END $$;

            REVOKE ALL ON study_store.leases FROM PUBLIC;
            REVOKE ALL ON FUNCTION study_store.take_lease(text, text, text, uuid, integer),
                study_store.release_lease(text, text, text, uuid) FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.take_lease(text, text, text, uuid, integer),
                study_store.release_lease(text, text, text, uuid) TO study_collector;
            GRANT SELECT ON study_store.leases TO study_reader;
            """)
}
