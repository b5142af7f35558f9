import Foundation

/// What closes an active task's run that the journal still has open when the program comes
/// back to the folder (killed mid-task): a timed round cannot be resumed. Decided here, from
/// the journal's run and the results file on disk, so that the next start (`study run`) and
/// `study verify --repair` close such a run the same way.
public struct CutShortActiveRun: Sendable, Equatable {
    /// The journal events to append, in order.
    public let events: [JournalEvent.Kind]
    /// True when the participant should be told the task was cut short (less was kept than
    /// a completed run).
    public let isCutShort: Bool

    /// Killed while the run was being closed, its results file is complete (written
    /// atomically) and is kept as it says, its SHA-256 journalled if it was not yet. A
    /// SHA-256 already journalled that differs means the file was edited: it is not adopted,
    /// and the run, like one with no file, is kept as stopped.
    public init(open: TaskRun, resultFile: Data?) {
        if let data = resultFile,
            let written = Self.recordedStatus(in: data).flatMap(TaskRunStatus.init(rawValue:)), written != .inProgress
        {
            let sha256 = SignedConsentDocument.sha256(String(decoding: data, as: UTF8.self))
            if open.resultSHA256 == nil || open.resultSHA256 == sha256 {
                let saved: [JournalEvent.Kind] =
                    open.resultSHA256 == nil ? [.resultSaved(task: open.task, run: open.run, sha256: sha256)] : []
                events = saved + [.taskFinished(task: open.task, run: open.run, status: written)]
                isCutShort = written != .completed
                return
            }
        }
        events = [.taskFinished(task: open.task, run: open.run, status: .stopped)]
        isCutShort = true
    }

    /// The `status` a results file gives, or nil when it gives none (or is not a JSON object).
    /// Every start asks this of each results file: read the quick way (`LineTokens`, a small
    /// part of the instructions of Foundation's `JSONSerialization` on a PHQ-9 file), and by
    /// `JSONSerialization`, as before, when the quick reader gives up.
    public static func recordedStatus(in data: Data?) -> String? {
        guard let data else { return nil }
        if let status: String? = LineTokens.readingTopLevel(data, { .some($0["status"]?.string) }) { return status }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["status"] as? String
    }
}
