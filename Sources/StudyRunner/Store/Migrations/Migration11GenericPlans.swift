extension StoreMigration {
    /// The functions that store a sync's lines plan each of their statements once per
    /// connection (`plan_cache_mode = force_generic_plan`), with the lines as a parameter.
    /// PL/pgSQL otherwise plans a statement's first five runs in a connection for the values
    /// of that run (custom plans), and such a plan holds each value as a constant: the whole
    /// `text[]` of lines copied out of the function's variable into the plan, and read back
    /// from that copy, at each of those runs. A `study sync` of a bench folder, one
    /// connection and one `store_events_of_many` call, runs `store_events` ten times: the
    /// first five runs of each statement were custom plans, each with a copy of the 5,000
    /// lines of the call (the statement that picks a participant's slice) or of the
    /// participant's 500. Measured on the bench's 20-folder sync: the server's CPU 12 % lower
    /// at the median of six pairs, lower or equal in each (load 7), though within the
    /// machine's swings in later pairs at load 2-5 (BENCHMARKS.md, "Central store", ninth
    /// measurement). The plans do not depend on the values: each statement looks rows up by
    /// the primary key, or reads the arrays it is given, whatever they hold.
    ///
    /// `ALTER FUNCTION … SET` adds the setting beside the `search_path` each function already
    /// sets, and keeps its owner, its `SECURITY DEFINER` or invoker rights and its grants: no
    /// role gains or loses a right, and the functions' bodies and results are unchanged.
    static let genericPlans = StoreMigration(
        version: 11, name: "the functions that store lines plan their statements once per connection",
        sql: """
            ALTER FUNCTION study_store.store_events_of_many(text[], text[], text[], integer[], text[])
                SET plan_cache_mode = force_generic_plan;
            ALTER FUNCTION study_store.store_events(text, text, text, integer, text[])
                SET plan_cache_mode = force_generic_plan;
            ALTER FUNCTION study_store.append_events(text, text, text, integer, text[])
                SET plan_cache_mode = force_generic_plan;
            """)
}
