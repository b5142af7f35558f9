import Foundation
import StudyModel

/// Leaving the study. The `withdrew` line in the journal is the decision; what follows
/// from it (deleting the answers) is done right after, and again at any later start until
/// it is complete, so a kill at any point leaves either the old state or the new one.
extension Recorder {
    /// After `withdrew` asking for deletion: the minimal record (`outcome.json`) is written
    /// first, then every other file is removed, the journal last. Nothing for a withdrawal
    /// that keeps the answers.
    func finishWithdrawal() throws {
        guard let record = try files.deletionRecord(state), store != nil else { return }
        try keepOnlyOutcome(record)
    }

    /// A folder whose journal is gone but whose `outcome.json` records a withdrawal with
    /// deletion: a kill stopped the removal after the journal went (or it was complete).
    /// Whatever is left besides the record is removed; the withdrawal is returned.
    func finishDeletedWithdrawal(output: String, studyID: String, participant: String) throws -> Withdrawal? {
        guard let data = Self.deletionRecord(output: output, studyID: studyID, participant: participant),
            let withdrawal = OutcomeRecord.deletedWithdrawal(in: data)
        else { return nil }
        while true {
            do {
                let store = try ParticipantStore(output: output, studyID: studyID, participant: participant)
                try store.keepOnlyOutcome(String(decoding: data, as: UTF8.self))
                return withdrawal
            } catch ParticipantStore.OpenError.alreadyRunning(let id) {
                throw SessionStartError.alreadyRunning(id)
            } catch ParticipantStore.OpenError.storage(let error) {
                try offerRetry(after: error)
            } catch let error as StorageError {
                try offerRetry(after: error)
            }
        }
    }

    /// The `outcome.json` of a participant who left and had their answers deleted, or nil:
    /// their id still names them, so a start with it can say that they left.
    static func deletionRecord(output: String, studyID: String, participant: String) -> Data? {
        let data = FileManager.default.contents(atPath: "\(output)/\(studyID)/\(participant)/outcome.json")
        return data.flatMap { OutcomeRecord.deletedWithdrawal(in: $0) == nil ? nil : $0 }
    }
}
