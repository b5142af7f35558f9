import Foundation

/// An active-task kind's trial file: one row per event of the raw log (every stimulus, key,
/// timeout and mark, practice included and marked), with its monotonic time, the time since
/// the run started and the wall-clock time, and one column per detail the kind records.
public enum TrialTable {
    public static let fixedColumns = [
        "participant", "task", "run", "status", "event", "practice", "trial", "kind", "value", "monotonic_ns",
        "since_start_ms", "wall_time",
    ]

    /// One event of a run's raw log: its fixed cells and its details, whose columns are
    /// known only once every run of the kind has been read.
    public struct Row: Codable, Sendable, Equatable {
        public var cells: [String]
        public var detail: [String: String]
    }

    public static func header(detailColumns: [String]) -> [String] {
        fixedColumns + detailColumns.map { "detail_" + ExportVariable.fieldName($0) }
    }

    public static func cells(_ row: Row, detailColumns: [String]) -> [String] {
        row.cells + detailColumns.map { row.detail[$0] ?? "" }
    }

    public static func rows(of file: ActiveTaskFile) -> [Row] {
        file.events.enumerated().map { index, event in row(file: file, index: index, event: event) }
    }

    static func row(file: ActiveTaskFile, index: Int, event: TaskEvent) -> Row {
        // The wall clock and the monotonic clock were read together when the run started.
        let elapsedNs = Int64(bitPattern: event.monotonicNs &- file.clock.startedAtNs)
        let elapsedMs = Double(elapsedNs) / 1_000_000
        let wall = Timestamp(
            date: file.startedAt.date.addingTimeInterval(elapsedMs / 1000),
            utcOffsetSeconds: file.startedAt.utcOffsetSeconds)
        let cells = [
            file.participant, file.task, file.run, file.status.rawValue, String(index + 1), event.practice ? "1" : "0",
            event.trial.map(String.init) ?? "", event.kind.rawValue, event.value, String(event.monotonicNs),
            NumberText.text(elapsedMs, places: 3), wall.iso8601,
        ]
        return Row(cells: cells, detail: event.detail ?? [:])
    }
}

/// Every run of every task, surveys and active tasks alike, with its status: the one place a
/// run that left no answers or trials (not done, stopped before the first key) still shows.
public enum RunsTable {
    public static let header = [
        "participant", "study_version", "task", "task_kind", "run", "status", "started_at", "ended_at",
    ]

    public static func table(study: Study, participants: [ExportParticipant]) -> CSVTable {
        CSVTable(header: header, rows: participants.flatMap { rows(study: study, participant: $0) })
    }

    static func rows(study: Study, participant: ExportParticipant) -> [[String]] {
        if let deletion = participant.deletion {
            return [deletedCells(participant, deletion, columns: header)]
        }
        return participant.state.runs.map { run in
            [
                participant.id, participant.studyVersion, run.task.rawValue, kindName(study.task(run.task)),
                run.run, run.status.rawValue, run.startedAt.iso8601, run.endedAt?.iso8601 ?? "",
            ]
        }
    }

    /// The one row of someone whose answers were deleted at their request, in `columns` (the
    /// runs file's, or a survey file's first ones): who, which version, the status
    /// `withdrawn-deleted`, when they joined (`started_at`) and left (`ended_at`).
    static func deletedCells(
        _ participant: ExportParticipant, _ deletion: ExportParticipant.Deletion, columns: [String]
    )
        -> [String]
    {
        columns.map { column in
            switch column {
            case "participant": return participant.id
            case "study_version": return participant.studyVersion
            case "status": return ExportParticipant.deletedStatus
            case "started_at": return deletion.joinedAt?.iso8601 ?? ""
            case "ended_at": return deletion.leftAt?.iso8601 ?? ""
            default: return ""
            }
        }
    }

    static func kindName(_ task: StudyTask?) -> String {
        guard let task else { return "unknown" }
        switch task.kind {
        case .survey: return "survey"
        case let .active(active): return active.kind.rawValue
        case .invalid: return "unknown"
        }
    }
}
