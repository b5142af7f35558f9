import Foundation
import StudyModel

extension StoreSync {
    /// At most this many lines of new participants go in one `store_events_of_many` call.
    static let linesPerCall = 5_000

    /// A participant this folder has never sent, their journal read.
    private struct NewJournal {
        var index: Int
        var name: ParticipantFolderName
        var journal: SendableJournal
    }

    /// A participant this folder has never sent, read and ready to go.
    private struct NewParticipant {
        var index: Int
        var name: ParticipantFolderName
        var secret: String
        var journal: SendableJournal
    }

    /// Sends the events of those of `names` that this folder has never sent (no
    /// `.store-secret` yet), several participants to one call and one transaction
    /// (`store_events_of_many`, migration 9). The secret is made now, so the store can hold
    /// no event of theirs under it: there is nothing to ask first, and their journal goes
    /// from its first line. Returns the report of each participant sent whole (events and
    /// files), by its index in `names`. The others (sent before, keeping only an outcome,
    /// with no complete line or more lines than one batch, or in a call that failed) are
    /// left to `send`, which asks the store where each stands, so this never throws: what
    /// fails here (a store before migration 9, a lost connection) is done again there, and
    /// the primary key keeps each event once whatever this call got to store.
    func sendNewTogether(_ names: [ParticipantFolderName]) -> [Int: Report] {
        var reports: [Int: Report] = [:]
        var group: [NewJournal] = []
        var groupLines = 0
        for (index, name) in names.enumerated() where storeTakesManyParticipants {
            guard let participant = newJournal(name, index: index) else { continue }
            if groupLines + participant.journal.count > Self.linesPerCall {
                send(group, into: &reports)
                group = []
                groupLines = 0
            }
            group.append(participant)
            groupLines += participant.journal.count
        }
        if !group.isEmpty && storeTakesManyParticipants { send(group, into: &reports) }
        return reports
    }

    private func newJournal(_ name: ParticipantFolderName, index: Int) -> NewJournal? {
        let files = FileManager.default
        guard files.fileExists(atPath: name.journal),
            !files.fileExists(atPath: name.folder + "/" + ParticipantSecret.fileName)
        else { return nil }
        let journal = SendableJournal(files.contents(atPath: name.journal) ?? Data())
        guard journal.count > 0, journal.count <= Self.batchSize else { return nil }
        return NewJournal(index: index, name: name, journal: journal)
    }

    /// The group's secrets, made together (`ParticipantSecret.readOrCreate(folders:)`: two
    /// flushes for the group, not two per participant). A participant whose secret could not
    /// be made is left out, to `send`, which says why.
    private func withSecrets(_ group: [NewJournal]) -> [NewParticipant] {
        let secrets = ParticipantSecret.readOrCreate(folders: group.map(\.name.folder))
        return zip(group, secrets).compactMap { participant, secret in
            secret.map {
                NewParticipant(
                    index: participant.index, name: participant.name, secret: $0, journal: participant.journal)
            }
        }
    }

    private func send(_ journals: [NewJournal], into reports: inout [Int: Report]) {
        // Connected before any secret is made, so that a store out of reach leaves every
        // folder as it was; the group is then left to `send`, which tries again with backoff.
        guard let database = try? connected() else { return }
        let group = withSecrets(journals)
        guard !group.isEmpty else { return }
        let rows: [[String?]]
        do throws(StoreError) {
            rows = try database.execute(
                "SELECT stored, duplicates, conflict_places, refusal_state, refusal FROM "
                    + "study_store.store_events_of_many($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[])",
                parameters: [
                    .textArray(group.map(\.name.studyID)), .textArray(group.map(\.name.participantID)),
                    .textArray(group.map(\.secret)),
                    .text("{" + group.map { String($0.journal.count) }.joined(separator: ",") + "}"),
                    .binary(PostgresArray.binaryText(journalLines: group.map { ($0.journal, 0..<$0.journal.count) })),
                ])
        } catch {
            if error.sqlState == StoreError.undefinedFunction { storeTakesManyParticipants = false }
            // A broken or timed-out connection is not used again: the next try connects anew.
            if error.isTransient { connection = nil }
            return
        }
        guard rows.count == group.count else { return }
        for (participant, row) in zip(group, rows) {
            var report = Report(name: participant.name)
            if let state = row[3] {
                // Refused as `send` would be refused: nothing else to say of this participant.
                report.refusal = row[4] ?? state
                reports[participant.index] = report
                continue
            }
            report.unsendable = participant.journal.unsendable
            report.sent = row[0].flatMap { Int($0) } ?? 0
            report.alreadyThere = row[1].flatMap { Int($0) } ?? 0
            report.conflicts = PostgresArray.integers(row[2])
            // Files named by lines the store holds as they are here, as `send` does.
            let count = participant.journal.count
            let agreed = 0..<max(0, min(count, (report.conflicts.min() ?? count + 1) - 1))
            let identity = [participant.name.studyID, participant.name.participantID, participant.secret]
            do throws(StoreError) {
                report.files = try sendFiles(
                    ParticipantFiles.named(in: participant.journal, lines: agreed), of: participant.name,
                    identity: identity,
                    database: database)
            } catch {
                // The events are in the store; `send` finds them there and sends the files.
                if error.isTransient { connection = nil }
                continue
            }
            reports[participant.index] = report
        }
    }
}
