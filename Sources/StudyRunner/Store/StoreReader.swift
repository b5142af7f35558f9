import Foundation

/// The study team's reading of the store (the reading role may read `events`): each
/// participant of a study with their journal, one participant at a time, in id order,
/// through a server-side cursor fetched `batch` rows at a time, so a study of any size passes
/// through in pieces and is never held whole by this side.
final class StoreReader {
    static let batch = 1000
    private let connection: PostgresConnection

    init(address: StoreAddress) throws(StoreError) {
        connection = try PostgresConnection(address: address)
    }

    /// The ids of the studies the store holds events of, in byte order (as folders sort);
    /// with `deleted`, also those whose participants all had their answers deleted.
    func studies(includingDeletions deleted: Bool = false) throws(StoreError) -> [String] {
        let deletions = deleted ? " UNION SELECT study_id FROM study_store.deletions" : ""
        return try connection.execute(
            "SELECT DISTINCT id FROM (SELECT study_id COLLATE \"C\" AS id FROM study_store.events"
                + deletions + ") AS studies ORDER BY id"
        ).compactMap { $0.first ?? nil }
    }

    /// A participant whose answers the store deleted: the decision, when the store deleted
    /// them, and the folder's `outcome.json` as it was sent (nil for a record made before the
    /// store kept it, migration 4).
    struct Deletion {
        var participant: String
        var decision: String
        var at: String
        var outcome: Data?
    }

    /// The participants of `study` whose answers the store deleted, in byte order of their ids.
    func deletions(of study: String) throws(StoreError) -> [Deletion] {
        try connection.execute(
            "SELECT participant_id, decision, to_char(deleted_at AT TIME ZONE 'UTC', "
                + "'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"+00:00\"'), outcome FROM study_store.deletions "
                + "WHERE study_id = $1 ORDER BY participant_id COLLATE \"C\"", [study]
        ).map {
            Deletion(
                participant: $0[0] ?? "", decision: $0[1] ?? "", at: $0[2] ?? "", outcome: $0[3]?.data(using: .utf8))
        }
    }

    /// The places of `study` where another machine sent a different event (kept aside).
    func conflicts(of study: String) throws(StoreError) -> [(participant: String, sequence: Int)] {
        try connection.execute(
            "SELECT participant_id, sequence FROM study_store.conflicts WHERE study_id = $1 "
                + "ORDER BY participant_id COLLATE \"C\", sequence", [study]
        ).map { ($0[0] ?? "", Int($0[1] ?? "") ?? 0) }
    }

    /// The files of `study` that another machine sent with other bytes than the store keeps
    /// (recorded beside them, migration 7; a store before it recorded none), each name once
    /// with how many other contents it has.
    func fileConflicts(of study: String) throws(StoreError) -> [(participant: String, name: String, versions: Int)] {
        // Asked first, not caught: an error would end the snapshot's transaction.
        let recorded = try connection.execute("SELECT to_regclass('study_store.file_conflicts') IS NOT NULL")
        guard recorded.first?.first == "t" else { return [] }
        return try connection.execute(
            "SELECT participant_id, name, count(*) FROM study_store.file_conflicts WHERE study_id = $1 "
                + "GROUP BY participant_id, name ORDER BY participant_id COLLATE \"C\", name COLLATE \"C\"", [study]
        ).map { ($0[0] ?? "", $0[1] ?? "", Int($0[2] ?? "") ?? 0) }
    }

    /// Runs `body` in one `REPEATABLE READ READ ONLY` transaction, so that everything it
    /// reads (studies, deletions, conflicts, journals, files) is one snapshot of the store:
    /// a participant deleted meanwhile is either among the journals or among the deletions,
    /// never both, and a sync meanwhile is either wholly there or not at all.
    func inOneSnapshot<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        do {
            let result = try body()
            try connection.execute("COMMIT")
            return result
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Calls `body` with each participant's id, their journal (its lines, each ending with a
    /// newline, as in their folder) and the files only their folder had (active tasks'
    /// results, sealed records; by name; none asked for without `withFiles`), ids in byte
    /// order. Called inside `inOneSnapshot` (the cursors live as long as its transaction).
    func eachParticipant(
        of study: String, withFiles: Bool = true, _ body: (String, Data, [String: Data]) -> Void
    ) throws(StoreError) {
        try connection.execute(
            "DECLARE journal_lines NO SCROLL CURSOR FOR SELECT participant_id, line FROM study_store.events "
                + "WHERE study_id = $1 ORDER BY participant_id COLLATE \"C\", sequence", [study])
        let files = withFiles ? try StoredFileCursor(connection: connection, study: study) : nil
        var current: (id: String, journal: Data)?
        while true {
            let rows = try connection.execute("FETCH \(Self.batch) FROM journal_lines")
            for row in rows {
                let id = row[0] ?? ""
                if let open = current, open.id != id {
                    body(open.id, open.journal, try files?.files(of: open.id) ?? [:])
                }
                if current?.id != id { current = (id, Data()) }
                current?.journal.append(Data(((row[1] ?? "") + "\n").utf8))
            }
            if rows.count < Self.batch { break }
        }
        if let last = current { body(last.id, last.journal, try files?.files(of: last.id) ?? [:]) }
        try connection.execute("CLOSE journal_lines")
        try files?.close()
    }
}

/// The participant files of one study, through a cursor in the same order as the journals
/// (participant id in byte order), so each participant's files are read beside their
/// journal and never the study's at once. Few rows a fetch: a file may be megabytes.
private final class StoredFileCursor {
    private static let batch = 20
    private let connection: PostgresConnection
    private var rows: [(participant: String, name: String, content: Data)] = []
    private var exhausted = false

    init(connection: PostgresConnection, study: String) throws(StoreError) {
        self.connection = connection
        try connection.execute(
            "DECLARE participant_file_rows NO SCROLL CURSOR FOR SELECT participant_id, name, content "
                + "FROM study_store.participant_files WHERE study_id = $1 "
                + "ORDER BY participant_id COLLATE \"C\", name COLLATE \"C\"", [study])
    }

    /// The files of `participant`; participants must be asked for in byte order of their ids.
    func files(of participant: String) throws(StoreError) -> [String: Data] {
        var found: [String: Data] = [:]
        while true {
            if rows.isEmpty {
                guard !exhausted else { return found }
                let fetched = try connection.execute("FETCH \(Self.batch) FROM participant_file_rows")
                exhausted = fetched.count < Self.batch
                rows = fetched.map { ($0[0] ?? "", $0[1] ?? "", PostgresBytes.data($0[2]) ?? Data()) }.reversed()
                continue
            }
            guard let next = rows.last else { continue }
            if next.participant.utf8.elementsEqual(participant.utf8) {
                found[next.name] = next.content
            } else if !next.participant.utf8.lexicographicallyPrecedes(participant.utf8) {
                return found
            }
            // Files of a participant with no events in the store (a sync sends events first,
            // so only if sent some other way) belong to no journal: passed over.
            rows.removeLast()
        }
    }

    func close() throws(StoreError) {
        try connection.execute("CLOSE participant_file_rows")
    }
}
