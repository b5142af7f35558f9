import Foundation
import StudyModel

/// After a kill: the journal line of a step is written before the summary files derived
/// from it, so a kill in between leaves a summary behind the journal. A run still open
/// catches up by itself (its next answer rewrites its results); these do not, so the next
/// start writes them again from the journal, which is the record.
extension Recorder {
    func catchUpSummaries() throws {
        guard store != nil, state.participant != nil else { return }
        // Killed after `onboarding-completed`, before onboarding.json was written.
        if state.onboardingCompleted && read("onboarding.json") == nil {
            try writeOnboardingRecord()
        }
        // Killed after a survey's `task-finished`, before its results said so.
        for run in state.runs where run.status != .inProgress {
            guard let task = files.study.tasks.first(where: { $0.id.value == run.task }), task.survey != nil,
                recordedStatus(in: read(ResultFile.taskPath(run: run.run))) != run.status.rawValue
            else { continue }
            try writeSurveyResult(run: run.run)
        }
    }

    /// The `status` a results file gives, or nil when there is none.
    private func recordedStatus(in data: Data?) -> String? {
        guard let data, let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["status"] as? String
    }

    /// An active task open in the journal at a start was cut short: a timed round cannot
    /// be resumed. Killed while the run was being closed, its results file is complete
    /// (written atomically) and is kept as it says, its hash journalled if it was not yet;
    /// otherwise the run is kept as stopped, and the participant is told.
    /// Returns true when the participant should be told the task was cut short.
    func closeCutShortActiveRun(_ open: TaskRun) throws -> Bool {
        if let data = read(ResultFile.taskPath(run: open.run)),
            let written = recordedStatus(in: data).flatMap(TaskRunStatus.init(rawValue:)), written != .inProgress
        {
            let sha256 = SignedConsentDocument.sha256(String(decoding: data, as: UTF8.self))
            // A hash already journalled that differs means the file was edited: not adopted.
            if open.resultSHA256 == nil || open.resultSHA256 == sha256 {
                if open.resultSHA256 == nil { try record(.resultSaved(task: open.task, run: open.run, sha256: sha256)) }
                try record(.taskFinished(task: open.task, run: open.run, status: written))
                return written != .completed
            }
        }
        try record(.taskFinished(task: open.task, run: open.run, status: .stopped))
        return true
    }
}
