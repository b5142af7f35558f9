import Foundation
import StudyModel

/// After a kill: the journal line of a step is written before the summary files derived
/// from it, so a kill in between leaves a summary behind the journal. A run still open
/// catches up by itself (its next answer rewrites its results); these do not, so the next
/// start writes them again from the journal, which is the record.
extension Recorder {
    func catchUpSummaries() throws {
        guard store != nil, state.participant != nil else { return }
        // The sealed files already in the folder, to put back if it is deleted during the sitting.
        for name in state.savedDocuments.keys where name.hasSuffix(SealedRecord.suffix) {
            if let data = read(name) { sealedFiles[name] = String(decoding: data, as: UTF8.self) }
        }
        // Killed after `onboarding-completed`, before onboarding.json was written; or killed
        // after a profile's `permission-decided`, before onboarding.json said so: the
        // record on disk must say what the journal says (as `study verify` compares them).
        if state.onboardingCompleted, onboardingRecordDisagrees() {
            try writeOnboardingRecord()
        }
        // A folder made from the central store's copy of the journal has none of these yet.
        // (A sealed consent cannot be made again: the names are not in the journal.)
        if state.onboardingCompleted && read("consent.md") == nil && files.study.sealingKey == nil {
            try write(files.consentDocument(state))
        }
        // Killed after a survey's `task-finished`, before its results said so; or a folder
        // made from the store (a run still open included: nothing else would write it).
        for run in state.runs where run.status != .inProgress || read(ResultFile.taskPath(run: run.run)) == nil {
            guard let task = files.study.task(run.task), task.survey != nil,
                CutShortActiveRun.recordedStatus(in: read(ResultFile.taskPath(run: run.run))) != run.status.rawValue
            else { continue }
            try writeSurveyResult(run: run.run)
        }
    }

    /// Whether `onboarding.json` is missing or says something else than the journal. The
    /// file is first compared byte for byte with the one this start would write: the record
    /// is made from the journal alone, so the same bytes say the same as the journal and
    /// nothing needs reading back (`compareOnboarding` reads and re-encodes it with
    /// `JSONSerialization`, about a tenth of a returning participant's start). Other bytes
    /// (an older program's layout, an edit, a kill before the rewrite) are compared field
    /// by field as before. Nothing is remembered between starts, so a kill anywhere leaves
    /// the next start to decide from the files as they are: `OnboardingCatchUpTests`.
    func onboardingRecordDisagrees() -> Bool {
        guard let data = read("onboarding.json") else { return true }
        if isOnboardingRecordAsWritten(data) { return false }
        return !ParticipantVerification.compareOnboarding(data: data, state: state).isEmpty
    }

    /// An active task open in the journal at a start was cut short: it is closed as
    /// `CutShortActiveRun` decides (the same closing `study verify --repair` writes).
    /// Returns true when the participant should be told the task was cut short.
    func closeCutShortActiveRun(_ open: TaskRun) throws -> Bool {
        let closing = CutShortActiveRun(open: open, resultFile: read(ResultFile.taskPath(run: open.run)))
        for kind in closing.events { try record(kind) }
        return closing.isCutShort
    }
}
