import Foundation
import StudyModel

/// A returning participant's session with a central store: on a machine without their
/// folder, their journal comes from the store first (`StoreResume`); once their folder is
/// open, the session holds their lease across machines (`StoreLease`) and takes what the
/// store has after the local journal.
extension Journey {
    /// Makes the participant's folder from the store when it is missing here and a store is
    /// named; nil to go on (folder there, made, or unknown to the store too: the start then
    /// says the id is unknown), else the exit status after saying what went wrong.
    func fetchFromStore(participant: String) -> Int32? {
        let studyID = study.id.value
        guard let storeAddress, !ParticipantStore.exists(output: output, studyID: studyID, participant: participant)
        else { return nil }
        guard let secret = StoreResume.secret(in: environment) else {
            printError(
                "study run: participant \(participant) has no folder in \(TerminalSafe.inert(output)). "
                    + "To continue with the answers kept in the central store, set \(StoreResume.secretVariable) to their resume secret (the "
                    + "\(ParticipantSecret.fileName) file in their folder on the machine where they started) and "
                    + "run this again.")
            return ExitStatus.usage
        }
        let name = ParticipantFolderName(
            studyID: studyID, participantID: participant, folder: "\(output)/\(studyID)/\(participant)")
        do throws(StoreResume.Failure) {
            _ = try StoreResume.fetch(name, secret: secret, address: storeAddress)
            return nil
        } catch {
            switch error {
            case let .unreachable(message):
                printError(
                    "study run: participant \(participant) has no folder here, and the central store could not be "
                        + "reached (\(TerminalSafe.inert(message))). Run this again once it can be, or on the "
                        + "machine where they started.")
                return ExitStatus.storeUnavailable
            case let .refused(message):
                printError(
                    "study run: the central store did not give participant \(participant)'s answers: "
                        + "\(TerminalSafe.inert(message)). Check \(StoreResume.secretVariable).")
                return ExitStatus.storeConflict
            case let .storage(failure):
                printError("study run: \(failure.description). \(failure.advice)")
                return ExitStatus.storage
            }
        }
    }
}

extension Journey {
    /// Once a participant's folder is open here: takes their lease in the store. For someone
    /// returning, first (after the local lock, so a second window on this machine still hears
    /// about the other window, not another machine), then adds to their journal what the store
    /// has after it (they went on elsewhere since). For someone who has just joined here, the
    /// background sender takes it once the store has acknowledged their first events (nobody
    /// else can hold an id just made, and they never wait on the network). Nil without a store
    /// or when the folder's secret cannot be had; an unreachable store changes nothing
    /// (offline first).
    func claim(folder: String, participant: String, recorder: Recorder, sender: BackgroundSync?) throws
        -> StoreLease?
    {
        guard let storeAddress, let secret = try? ParticipantSecret.readOrCreate(folder: folder) else { return nil }
        let name = ParticipantFolderName(studyID: study.id.value, participantID: participant, folder: folder)
        let lease = StoreLease(address: storeAddress, name: name, secret: secret)
        if recorder.openedAsNew {
            sender?.takeLeaseOnceSent(lease)
            return lease
        }
        do throws(StoreLease.Held) {
            try lease.take()
        } catch {
            throw SessionStartError.takingPartElsewhere(participant, until: error.until)
        }
        let local = JournalLine.complete(in: recorder.read("journal.jsonl") ?? Data())
        if local.unsendable == nil,
            let newer = try? StoreResume.lines(after: local.lines, of: name, secret: secret, address: storeAddress),
            newer.count > 0
        {
            _ = try recorder.continueWith(copied: newer.journal)
            // With the files those events name (a task's results, sealed records), when the
            // store has them; one it lacks is what 'study verify' then names as missing.
            let files = try? StoreResume.files(namedIn: newer.journal, of: name, secret: secret, address: storeAddress)
            for (file, bytes) in files ?? [:] where recorder.read(file) == nil {
                try AtomicFile.write(bytes, to: folder + "/" + file)
            }
        }
        return lease
    }
}
