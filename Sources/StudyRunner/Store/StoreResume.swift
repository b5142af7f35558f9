import Foundation
import StudyModel

/// Resuming anywhere. On a machine with no folder for the participant, their journal is
/// fetched from the store (which gives it only to whoever presents the participant's secret)
/// and laid down as their folder, journal and secret together, so the usual start reads it
/// as if they had always been here, with the files only the first folder had (active tasks'
/// results, sealed records) when the store holds them; the results files are then derived
/// from the journal by the start's catch-up, as after a kill. On a machine whose folder is behind the store (the
/// participant went on elsewhere), the store's later events are added to the journal.
enum StoreResume {
    /// Where the participant's resume secret is given: never on the command line, where
    /// every process listing would show it.
    static let secretVariable = "STUDY_RESUME_SECRET"

    enum Failure: Error, Equatable {
        /// The store could not be reached or timed out.
        case unreachable(String)
        /// The store refused (another secret) or sent something that is not a whole journal.
        case refused(String)
        case storage(StorageError)
    }

    /// The secret as given in the environment, or nil when none is.
    static func secret(in environment: [String: String]) -> String? {
        guard let text = environment[secretVariable]?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty
        else { return nil }
        return text
    }

    /// Fetches the participant's journal and makes their folder from it; returns how many
    /// events it holds, 0 when the store has none (the folder is then not made).
    static func fetch(
        _ name: ParticipantFolderName, secret: String, address: StoreAddress
    ) throws(Failure) -> Int {
        let (journal, count) = try lines(after: [], of: name, secret: secret, address: address)
        guard count > 0 else { return 0 }
        var contents = try files(namedIn: journal, of: name, secret: secret, address: address)
        contents["journal.jsonl"] = journal
        contents[ParticipantSecret.fileName] = Data((secret + "\n").utf8)
        do throws(StorageError) {
            try ParticipantFolder.createIfMissing(name.folder, contents: contents)
        } catch {
            throw .storage(error)
        }
        return count
    }

    /// The store's journal lines of the participant after the `local` ones, as journal bytes,
    /// and how many. None when the store has no more, or when its line at the last local
    /// place differs: the two copies went separate ways, which is never merged here (the
    /// next sync records it as a conflict).
    static func lines(
        after local: [JournalLine], of name: ParticipantFolderName, secret: String, address: StoreAddress
    ) throws(Failure) -> (journal: Data, count: Int) {
        let rows: [[String?]]
        do {
            rows = try PostgresConnection(address: address).execute(
                "SELECT event_sequence, line_sha256, line FROM study_store.participant_events($1, $2, $3, $4::integer)",
                [name.studyID, name.participantID, secret, String(max(0, local.count - 1))])
        } catch {
            throw error.isTransient ? .unreachable(error.message) : .refused(error.message)
        }
        // The store's copy of the last local line comes first, to check that it is the same.
        var remaining = rows[...]
        if let last = local.last {
            guard let first = remaining.popFirst(), first[1] == "\\x" + last.sha256 else { return (Data(), 0) }
        }
        var journal = Data()
        for (offset, row) in remaining.enumerated() {
            let line = JournalLine(sequence: local.count + offset + 1, text: row[2] ?? "")
            guard row[0] == String(line.sequence), row[1] == "\\x" + line.sha256 else {
                throw .refused("event \(line.sequence) arrived out of place or changed on the way")
            }
            journal.append(Data((line.text + "\n").utf8))
        }
        return (journal, remaining.count)
    }

    /// The files `journal` names (active tasks' results, sealed records) that the store holds
    /// with the very bytes whose SHA-256 the journal holds, by name. A file the store lacks
    /// stays only where it was made, as before migration 6 (a store without it holds none).
    static func files(
        namedIn journal: Data, of name: ParticipantFolderName, secret: String, address: StoreAddress
    ) throws(Failure) -> [String: Data] {
        let named = ParticipantFiles.named(in: JournalLine.complete(in: journal).lines)
        guard !named.isEmpty else { return [:] }
        let rows: [[String?]]
        do throws(StoreError) {
            rows = try PostgresConnection(address: address).execute(
                "SELECT name, content FROM study_store.participant_file_contents($1, $2, $3)",
                [name.studyID, name.participantID, secret])
        } catch  where error.sqlState == StoreError.undefinedFunction {
            return [:]
        } catch {
            throw error.isTransient ? .unreachable(error.message) : .refused(error.message)
        }
        var files: [String: Data] = [:]
        for row in rows {
            guard let file = row[0], let bytes = PostgresBytes.data(row[1]),
                named.contains(ParticipantFiles.Named(name: file, sha256: SealedRecord.sha256(bytes)))
            else { continue }
            files[file] = bytes
        }
        return files
    }
}
