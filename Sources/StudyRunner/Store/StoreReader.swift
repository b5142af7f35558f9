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

    /// Calls `body` with each participant's id and their journal (its lines, each ending with
    /// a newline, as in their folder), ids in byte order, all from one snapshot of the store.
    func eachParticipant(of study: String, _ body: (String, Data) -> Void) throws(StoreError) {
        try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        do throws(StoreError) {
            try connection.execute(
                "DECLARE journal_lines NO SCROLL CURSOR FOR SELECT participant_id, line FROM study_store.events "
                    + "WHERE study_id = $1 ORDER BY participant_id COLLATE \"C\", sequence", [study])
            var current: (id: String, journal: Data)?
            while true {
                let rows = try connection.execute("FETCH \(Self.batch) FROM journal_lines")
                for row in rows {
                    let id = row[0] ?? ""
                    if let open = current, open.id != id { body(open.id, open.journal) }
                    if current?.id != id { current = (id, Data()) }
                    current?.journal.append(Data(((row[1] ?? "") + "\n").utf8))
                }
                if rows.count < Self.batch { break }
            }
            if let last = current { body(last.id, last.journal) }
            try connection.execute("COMMIT")
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }
}
