/// Creates or brings up to date the store's schema in an existing database: the migrations
/// not yet recorded in `study_store.schema_migrations` are applied in order, all in one
/// transaction under an advisory lock, so two `study store init` at once, or one run twice,
/// leave the same schema as one run.
enum StoreSchema {
    /// What a migration run did.
    struct Outcome: Equatable {
        var applied: [Int]
        var alreadyThere: [Int]
    }

    /// An arbitrary constant the lock is taken on: "study" in ASCII.
    private static let lockKey = "491496650105"

    static func migrate(
        _ connection: PostgresConnection, migrations: [StoreMigration] = StoreMigration.all
    ) throws(StoreError) -> Outcome {
        let encoding = try connection.execute("SELECT current_setting('server_encoding')").first?.first ?? nil
        guard encoding == "UTF8" else {
            throw StoreError(
                message: "the database's encoding is \(encoding ?? "unknown"), not UTF8, so answers in other "
                    + "scripts could not be kept exactly. Create the database WITH ENCODING 'UTF8'",
                sqlState: nil, isTransient: false)
        }
        try connection.execute("BEGIN")
        do throws(StoreError) {
            let outcome = try applyPending(connection, migrations: migrations)
            try connection.execute("COMMIT")
            return outcome
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    private static func applyPending(
        _ connection: PostgresConnection, migrations: [StoreMigration]
    ) throws(StoreError) -> Outcome {
        try connection.execute("SELECT pg_advisory_xact_lock($1::bigint)", [lockKey])
        try connection.runScript(
            """
            CREATE SCHEMA IF NOT EXISTS study_store;
            CREATE TABLE IF NOT EXISTS study_store.schema_migrations (
                version integer PRIMARY KEY,
                name text NOT NULL,
                applied_at timestamptz NOT NULL DEFAULT now()
            );
            """)
        let recorded = Set(
            try connection.execute("SELECT version FROM study_store.schema_migrations").compactMap {
                $0.first.flatMap { $0.flatMap(Int.init) }
            })
        var outcome = Outcome(applied: [], alreadyThere: [])
        for migration in migrations.sorted(by: { $0.version < $1.version }) {
            if recorded.contains(migration.version) {
                outcome.alreadyThere.append(migration.version)
                continue
            }
            try connection.runScript(migration.sql)
            try connection.execute(
                "INSERT INTO study_store.schema_migrations (version, name) VALUES ($1::integer, $2)",
                [String(migration.version), migration.name])
            outcome.applied.append(migration.version)
        }
        return outcome
    }
}
