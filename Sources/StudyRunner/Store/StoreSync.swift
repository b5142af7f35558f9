import Foundation
import StudyModel

/// Sends participants' journals to the store. The journal is the write-ahead log: nothing
/// here changes it, and the store keeps each event once (its primary key), so sending again
/// after a retry, a kill or a second machine is always safe. A sync picks up after the last
/// event the store has of that participant when that event matches the local one, and
/// otherwise sends all of them, so that any difference is recorded as a conflict.
final class StoreSync {
    /// What one participant's sync did.
    struct Report: Equatable {
        var name: ParticipantFolderName
        var sent = 0
        var alreadyThere = 0
        /// Places where this sync found a different event in the store (recorded there).
        var conflicts: [Int] = []
        /// Conflicts the store already held for this participant before this sync.
        var earlierConflicts = 0
        /// Files the store already held in other bytes than it keeps (`file_conflicts`,
        /// migration 7) for this participant before this sync.
        var earlierFileConflicts = 0
        var unsendable: JournalLine.Unsendable?
        /// Why the store refused this participant (e.g. the id is taken), needing a person.
        var refusal: String?
        /// For a folder that keeps only the outcome: how many of the participant's events the
        /// store deleted now (0 when it had none left); nil for a folder with a journal.
        var deleted: Int?
        /// The files only the folder has (active tasks' results, sealed records), sent after
        /// the events.
        var files = FileSendingReport()
    }

    /// How often and how long to wait before trying again after a transient failure.
    struct RetryPolicy {
        var delays: [Double] = [0.25, 0.5, 1, 2, 4]
    }

    static let batchSize = 500
    private let address: StoreAddress
    private let retry: RetryPolicy
    var connection: PostgresConnection?
    /// The files this object has seen in the store, "<folder>/<name> <sha256>": not asked about again.
    var confirmedFiles: Set<String> = []
    /// False once the store turned out to predate migration 7 (no `file_conflicts` count).
    private var storeCountsFileConflicts = true
    /// False once the store turned out to predate migration 8 (no list of the file conflicts).
    var storeListsFileConflicts = true
    /// False once the store turned out to predate migration 9 (no `store_events_of_many`).
    var storeTakesManyParticipants = true

    init(address: StoreAddress, retry: RetryPolicy = RetryPolicy()) {
        self.address = address
        self.retry = retry
    }

    /// Sends what the store lacks of one participant, retrying transient failures with
    /// backoff; throws the last transient failure when every retry failed.
    func send(_ name: ParticipantFolderName) throws(StoreError) -> Report {
        var attempt = 0
        while true {
            do throws(StoreError) {
                return try sendOnce(name)
            } catch  where error.isTransient && attempt < retry.delays.count {
                Thread.sleep(forTimeInterval: retry.delays[attempt])
                attempt += 1
            } catch  where !error.isTransient {
                var report = Report(name: name)
                report.refusal = error.message
                return report
            }
        }
    }

    private func sendOnce(_ name: ParticipantFolderName) throws(StoreError) -> Report {
        do throws(StoreError) {
            return try sendLines(of: name)
        } catch {
            // A broken or timed-out connection is not used again: the next try connects anew.
            if error.isTransient { connection = nil }
            throw error
        }
    }

    private func sendLines(of name: ParticipantFolderName) throws(StoreError) -> Report {
        var report = Report(name: name)
        let files = FileManager.default
        if !files.fileExists(atPath: name.journal), let outcome = files.contents(atPath: name.outcome) {
            report.deleted = try deleteInStore(name, outcome: outcome)
            return report
        }
        let journal = SendableJournal(FileManager.default.contents(atPath: name.journal) ?? Data())
        report.unsendable = journal.unsendable
        guard journal.count > 0 else { return report }
        // Connected before the secret is read or made: a store out of reach leaves the
        // folder as it was (README, exit status 6: nothing local changed).
        let database = try connected()
        let secret = try secret(of: name)
        let identity = [name.studyID, name.participantID, secret]
        let progress = try self.progress(of: identity, database: database)
        report.earlierConflicts = progress.first?[2].flatMap { Int($0) } ?? 0
        report.earlierFileConflicts = progress.first?[3].flatMap { Int($0) } ?? 0
        var start = 0
        if let row = progress.first, let last = row[0].flatMap({ Int($0) }), last <= journal.count,
            row[1] == "\\x" + JournalLine(sequence: last, text: journal.text(last - 1)).sha256
        {
            start = last
            report.alreadyThere = last
        }
        for first in stride(from: start, to: journal.count, by: Self.batchSize) {
            let batch = first..<min(first + Self.batchSize, journal.count)
            // One row of counts per batch (`store_events`, migration 5), not a row per line;
            // the lines as one binary `text[]`, copied from the journal's bytes as they are.
            let outcome = try database.execute(
                "SELECT stored, duplicates, conflict_places FROM study_store.store_events($1, $2, $3, $4::integer, "
                    + "$5::text[])",
                parameters: (identity + [String(first + 1)]).map { .text($0) } + [
                    .binary(PostgresArray.binaryText(journalLines: [(journal, batch)]))
                ]
            ).first
            report.sent += outcome?[0].flatMap { Int($0) } ?? 0
            report.alreadyThere += outcome?[1].flatMap { Int($0) } ?? 0
            report.conflicts += PostgresArray.integers(outcome?[2] ?? nil)
        }
        // Files named by lines the store holds as they are here: those before any place where
        // another machine's line was kept instead.
        let agreed = 0..<max(0, min(journal.count, (report.conflicts.min() ?? journal.count + 1) - 1))
        report.files = try sendFiles(
            ParticipantFiles.named(in: journal, lines: agreed), of: name, identity: identity, database: database)
        return report
    }

    /// Where the store stands with one participant: the last place, its line's SHA-256, the
    /// event conflicts and the file conflicts. A store before migration 7 has no count of
    /// file conflicts: it is asked without (once per sync object), and counts none.
    private func progress(of identity: [String], database: PostgresConnection) throws(StoreError) -> [[String?]] {
        let columns = "event_sequence, line_sha256, conflicts"
        let query = " FROM study_store.participant_progress($1, $2, $3)"
        if !storeCountsFileConflicts {
            return try database.execute("SELECT " + columns + ", 0" + query, identity)
        }
        do throws(StoreError) {
            return try database.execute("SELECT " + columns + ", file_conflicts" + query, identity)
        } catch  where error.sqlState == StoreError.undefinedColumn {
            storeCountsFileConflicts = false
            return try database.execute("SELECT " + columns + ", 0" + query, identity)
        }
    }

    /// The participant keeps only their outcome here: the store deletes their events too
    /// and records the decision (`delete_participant`, for the secret's holder only).
    private func deleteInStore(_ name: ParticipantFolderName, outcome: Data) throws(StoreError) -> Int {
        let decision =
            (try? JSONSerialization.jsonObject(with: outcome) as? [String: Any])?["decision"] as? String
            ?? "outcome-only"
        let database = try connected()
        let secret = try secret(of: name)
        // The record itself goes with it (what the folder keeps), when the store can hold it
        // as text: UTF-8 without NUL, at most 10,000 bytes; otherwise the decision alone.
        let record = String(data: outcome, encoding: .utf8).flatMap {
            $0.utf8.contains(0) || $0.utf8.count > 10_000 ? nil : $0
        }
        let deleted = try database.execute(
            "SELECT study_store.delete_participant($1, $2, $3, $4, $5)",
            [name.studyID, name.participantID, secret, decision, record])
        return deleted.first?.first.flatMap { $0.flatMap(Int.init) } ?? 0
    }

    func secret(of name: ParticipantFolderName) throws(StoreError) -> String {
        do {
            return try ParticipantSecret.readOrCreate(folder: name.folder)
        } catch {
            throw StoreError(message: "\(error)", sqlState: nil, isTransient: false)
        }
    }

    func connected() throws(StoreError) -> PostgresConnection {
        if let connection { return connection }
        let made = try PostgresConnection(address: address)
        connection = made
        return made
    }
}
