import Foundation

/// An active-task kind's trial file: one row per event of the raw log (every stimulus, key,
/// timeout and mark, practice included and marked), with its monotonic time, the time since
/// the run started and the wall-clock time, and one column per detail the kind records.
public enum TrialTable {
    public static let fixedColumns = [
        "participant", "task", "run", "status", "event", "practice", "trial", "kind", "value", "monotonic_ns",
        "since_start_ms", "wall_time",
    ]

    public static func table(kind: String, files: [ActiveTaskFile]) -> CSVTable {
        let files = files.filter { $0.taskKind == kind }
        let detailKeys = Set(files.flatMap { $0.events.flatMap { $0.detail?.keys.map { $0 } ?? [] } }).sorted()
        var table = CSVTable(header: fixedColumns + detailKeys.map { "detail_" + ExportVariable.fieldName($0) })
        for file in files {
            for (index, event) in file.events.enumerated() {
                table.rows.append(row(file: file, index: index, event: event, detailKeys: detailKeys))
            }
        }
        return table
    }

    static func row(file: ActiveTaskFile, index: Int, event: TaskEvent, detailKeys: [String]) -> [String] {
        // The wall clock and the monotonic clock were read together when the run started.
        let elapsedNs = Int64(bitPattern: event.monotonicNs &- file.clock.startedAtNs)
        let elapsedMs = Double(elapsedNs) / 1_000_000
        let wall = Timestamp(
            date: file.startedAt.date.addingTimeInterval(elapsedMs / 1000),
            utcOffsetSeconds: file.startedAt.utcOffsetSeconds)
        return [
            file.participant, file.task, file.run, file.status.rawValue, String(index + 1), event.practice ? "1" : "0",
            event.trial.map(String.init) ?? "", event.kind.rawValue, event.value, String(event.monotonicNs),
            NumberText.text(elapsedMs, places: 3), wall.iso8601,
        ] + detailKeys.map { event.detail?[$0] ?? "" }
    }
}

/// Every run of every task, surveys and active tasks alike, with its status: the one place a
/// run that left no answers or trials (not done, stopped before the first key) still shows.
public enum RunsTable {
    public static let header = [
        "participant", "study_version", "task", "task_kind", "run", "status", "started_at", "ended_at",
    ]

    public static func table(study: Study, participants: [ExportParticipant]) -> CSVTable {
        let kinds = Dictionary(
            study.tasks.map { ($0.id.value.rawValue, kindName($0)) }, uniquingKeysWith: { first, _ in first })
        var table = CSVTable(header: header)
        for participant in participants {
            for run in participant.state.runs {
                table.rows.append([
                    participant.id, participant.studyVersion, run.task.rawValue, kinds[run.task.rawValue] ?? "unknown",
                    run.run,
                    run.status.rawValue, run.startedAt.iso8601, run.endedAt?.iso8601 ?? "",
                ])
            }
        }
        return table
    }

    static func kindName(_ task: StudyTask) -> String {
        switch task.kind {
        case .survey: return "survey"
        case let .active(active): return active.kind.rawValue
        case .invalid: return "unknown"
        }
    }
}
