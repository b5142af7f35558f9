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

    /// The ids of the studies the store holds events of, in byte order (as folders sort).
    func studies() throws(StoreError) -> [String] {
        try connection.execute(
            "SELECT DISTINCT study_id COLLATE \"C\" AS id FROM study_store.events ORDER BY id"
        ).compactMap { $0.first ?? nil }
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
