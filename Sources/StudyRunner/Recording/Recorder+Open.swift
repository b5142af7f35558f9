import Foundation
import StudyModel

extension Recorder {
    /// Opens (and locks) the participant's folder and reads their journal. A folder that
    /// cannot be made or opened (read-only disk, no permission) gets the same offer as a
    /// later write, so the problem can be fixed without starting over.
    func open(output: String, studyID: String, participant: String, isNew: Bool) throws {
        if !isNew && !ParticipantStore.exists(output: output, studyID: studyID, participant: participant) {
            if let withdrawal = try finishDeletedWithdrawal(output: output, studyID: studyID, participant: participant)
            {
                throw SessionStartError.withdrawn(participant, withdrawal)
            }
            throw SessionStartError.unknownParticipant(participant)
        }
        while true {
            do {
                let store = try ParticipantStore(output: output, studyID: studyID, participant: participant)
                let contents = try Journal.read(path: store.journal.path)
                if let next = contents.next { store.journal.remember(next) }
                adopt(store, events: contents.events, notice: contents.notice)
                break
            } catch ParticipantStore.OpenError.alreadyRunning(let id) {
                throw SessionStartError.alreadyRunning(id)
            } catch ParticipantStore.OpenError.storage(let error) {
                try offerRetry(after: error)
            }
        }
        openedAsNew = isNew
        if !isNew && state.participant == nil {
            throw SessionStartError.unknownParticipant(participant)
        }
        // Left the study: nothing more is collected. A deletion cut short is finished first.
        if let withdrawal = state.withdrawal {
            try finishWithdrawal()
            throw SessionStartError.withdrawn(participant, withdrawal)
        }
    }
}

extension Recorder {
    /// Brings the opened journal up to the central store's copy: `lines` (whole journal
    /// lines the store has after this journal's last) are appended and the state folded
    /// again. Lines that would not read as this journal's continuation (its hash chain) are
    /// not added; false then, and the session goes on from the journal as it was.
    func continueWith(copied lines: Data) throws -> Bool {
        guard let store, let kept = read("journal.jsonl"),
            let joined = try? Journal.decode(kept + lines, path: store.journal.path), joined.torn == nil
        else { return false }
        try store.journal.appendCopied(lines)
        let contents = try Journal.read(path: store.journal.path)
        adopt(store, events: contents.events, notice: startNotice)
        return true
    }
}

/// Reasons a session cannot start, each with its own message and exit status.
enum SessionStartError: Error {
    case unknownParticipant(String)
    case alreadyRunning(String)
    /// The central store's lease for the participant is held by a session on another machine.
    case takingPartElsewhere(String, until: String)
    /// The participant left the study: a start only says so.
    case withdrawn(String, Withdrawal)
}
