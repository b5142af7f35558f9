extension StoreMigration {
    /// The usual `store_events_of_many` call, every participant new to the store, stored by
    /// two statements instead of a function call, a subtransaction and five statements per
    /// participant. `store_new_participants` registers the call's participants with one
    /// `INSERT` and goes on only if that very statement registered every one of them (so
    /// each is under the secret sent, none is deleted, since a deletion keeps the row, and
    /// none is in the call twice); it then stores every line with one more `INSERT`.
    /// Anything else (a participant the store already knows, a place already taken) undoes
    /// all of it and answers false, and `store_events_of_many` then runs `store_events` for
    /// each participant in turn, exactly as before. So a call either took the two-statement
    /// path and every participant of it was new and stored whole, or none was touched by it
    /// and every rule is the old code's: the primary key still keeps each event once, and a
    /// refusal or a conflict is still judged and reported by `store_events` and
    /// `append_events`. Measured: the server's CPU for the bench's 20-folder sync lower in
    /// every one of eight pairs (BENCHMARKS.md, "Central store", tenth measurement).
    ///
    /// `store_new_participants` runs with the schema owner's rights, like `store_events`, and
    /// is granted to `study_collector` alone: `store_events_of_many` runs with its caller's
    /// rights, and calling it directly a collector can do nothing it could not do with
    /// `store_events` (it registers only participants nobody has, and stores nothing else).
    /// `store_events_of_many` is replaced with the same signature and settings, so it keeps
    /// its grants; its check of the arguments is now the one `store_new_participants` makes
    /// first (the same rules, the same `22023`).
    static let newParticipantsInOneInsert = StoreMigration(
        version: 12, name: "the usual call's new participants stored with one INSERT, the others as before",
        sql: """
            CREATE FUNCTION study_store.store_new_participants(
                p_studies text[], p_participants text[], p_secrets text[], p_counts integer[], p_lines text[])
            RETURNS boolean
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = study_store, pg_temp
                SET plan_cache_mode = force_generic_plan AS $$
            DECLARE
                v_count integer := coalesce(cardinality(p_participants), 0);
                v_registered bigint;
            BEGIN
                IF coalesce(cardinality(p_studies), 0) <> v_count OR coalesce(cardinality(p_secrets), 0) <> v_count
                    OR coalesce(cardinality(p_counts), 0) <> v_count
                    OR (SELECT coalesce(sum(c), 0) FROM unnest(p_counts) AS c) <> coalesce(cardinality(p_lines), 0)
                    OR EXISTS (SELECT FROM unnest(p_counts) AS c WHERE c IS NULL OR c < 1)
                THEN
                    RAISE EXCEPTION 'storing the events of several participants needs one study, secret and count of '
                        'lines (at least 1) per participant, and the counts adding up to the lines sent'
                        USING ERRCODE = '22023';
                END IF;
                BEGIN
                    -- Every participant of the call registered by this very statement: so each
                    -- under the secret sent, none deleted (a deletion keeps the participant's
                    -- row), none twice. Anyone else is for store_events to judge.
                    WITH registered AS (
                        INSERT INTO participants (study_id, participant_id, secret_sha256)
                        SELECT x.study, x.participant, sha256(convert_to(x.secret, 'UTF8'))
                        FROM unnest(p_studies, p_participants, p_secrets) AS x(study, participant, secret)
                        ON CONFLICT DO NOTHING
                        RETURNING 1
                    )
                    SELECT count(*) INTO v_registered FROM registered;
                    IF v_registered <> v_count THEN
                        RAISE EXCEPTION 'a participant for store_events to judge' USING ERRCODE = 'SS400';
                    END IF;
                    -- Participant i's lines are p_lines[before_i + 1 .. before_i + count_i], at
                    -- places 1 .. count_i.
                    INSERT INTO events (study_id, participant_id, sequence, line)
                    SELECT o.study, o.participant, s.sequence, p_lines[o.before + s.sequence]
                    FROM (
                        SELECT x.study, x.participant, x.count,
                            (sum(x.count) OVER (ORDER BY x.place) - x.count)::integer AS before
                        FROM unnest(p_studies, p_participants, p_counts) WITH ORDINALITY
                            AS x(study, participant, count, place)
                    ) AS o, generate_series(1, o.count) AS s(sequence);
                    RETURN true;
                EXCEPTION WHEN unique_violation OR SQLSTATE 'SS400' THEN
                    -- A place taken, or someone to refuse: nothing of this call stays.
                    RETURN false;
                END;
            END $$;

            REVOKE ALL ON FUNCTION study_store.store_new_participants(text[], text[], text[], integer[], text[])
                FROM PUBLIC;
            GRANT EXECUTE ON FUNCTION study_store.store_new_participants(text[], text[], text[], integer[], text[])
                TO study_collector;

            -- store_events_of_many of migration 9 (with migration 11's setting), trying
            -- store_new_participants first.
            CREATE OR REPLACE FUNCTION study_store.store_events_of_many(
                p_studies text[], p_participants text[], p_secrets text[], p_counts integer[], p_lines text[])
            RETURNS TABLE (stored integer, duplicates integer, conflict_places integer[], refusal_state text,
                refusal text)
            LANGUAGE plpgsql SET search_path = study_store, pg_temp SET plan_cache_mode = force_generic_plan AS $$
            DECLARE
                v_index integer;
                v_first integer := 1;
                v_count integer := coalesce(cardinality(p_participants), 0);
            BEGIN
                -- store_new_participants checks the arguments first (one study, secret and
                -- count of lines, at least 1, per participant; the counts adding up to the
                -- lines), raising 22023 as this function did: the loop below relies on it.
                IF store_new_participants(p_studies, p_participants, p_secrets, p_counts, p_lines) THEN
                    RETURN QUERY SELECT c.count, 0, '{}'::integer[], NULL::text, NULL::text
                        FROM unnest(p_counts) WITH ORDINALITY AS c(count, place) ORDER BY c.place;
                    RETURN;
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
            """)
}
