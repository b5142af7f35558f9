import Foundation
import StudyModel

/// Reads results folders for `study status`, one participant's files at a time: each is
/// folded into a `ParticipantSummary` and handed to its study's `StudyStatus`, so memory
/// holds the figures, never the folder. Whatever cannot be used is reported with its file
/// (and line), never skipped silently.
struct StatusFolderReader {
    private(set) var studies: [StudyStatus] = []
    private(set) var problems: [StatusProblem] = []
    /// Called after each participant (for a progress display); the count so far.
    var progress: (Int) -> Void = { _ in }
    private var read = 0
    /// The study files by id: a study with one gets overdue counts against its schedules.
    var studyFiles: [String: Study] = [:]
    /// The moment overdue is judged at.
    var now = Date()

    static let participantFiles: Set<String> = [
        "journal.jsonl", "onboarding.json", "consent.md", "outcome.json", ".lock", ParticipantSecret.fileName,
    ]

    var report: StatusReport {
        StatusReport(studies: studies.sorted { $0.studyID < $1.studyID }, problems: problems)
    }

    /// An output folder (one folder per study) or one study's folder.
    mutating func add(folder path: String) -> Bool {
        guard let names = Self.list(path) else { return false }
        if names.contains(where: { Self.isParticipantFolder(path + "/" + $0) }) {
            addStudy(folder: path, id: URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent)
            return true
        }
        for name in names {
            let child = path + "/" + name
            if Self.isFolder(child) && !name.hasPrefix(".") {
                addStudy(folder: child, id: name)
            } else {
                problems.append(StatusProblem(file: child, message: "not a study's folder: left out"))
            }
        }
        return true
    }

    /// How many participants' folders `add(folder:)` will read in `path`, found by listing
    /// folders only, so that a progress bar can show the total before the reading starts.
    static func participantCount(in path: String) -> Int {
        guard let names = list(path) else { return 0 }
        func participants(_ folder: String) -> Int {
            (list(folder) ?? []).filter { !$0.hasPrefix(".") && isFolder(folder + "/" + $0) }.count
        }
        if names.contains(where: { isParticipantFolder(path + "/" + $0) }) { return participants(path) }
        return names.filter { !$0.hasPrefix(".") && isFolder(path + "/" + $0) }
            .reduce(0) { $0 + participants(path + "/" + $1) }
    }

    private mutating func addStudy(folder: String, id: String) {
        var status =
            studies.first { $0.studyID == id } ?? StudyStatus(studyID: id, schedulesRead: studyFiles[id] != nil)
        let (study, now) = (studyFiles[id], now)
        let names = Self.list(folder) ?? []
        // A batch of folders read on every core, then counted in folder order, so the report
        // and its problems come out as if read one by one; the next batch is already being
        // read while one is counted (as the export reads ahead, `ExportJob`).
        let batches = ConcurrentBatch.batches(names)
        func start(_ index: Int) -> ConcurrentBatch.Pending<Entry>? {
            guard index < batches.count else { return nil }
            return ConcurrentBatch.start(batches[index]) { name in
                Self.entry(folder + "/" + name, name: name, study: study, now: now)
            }
        }
        var next = start(0)
        for index in batches.indices {
            let reading = next
            next = start(index + 1)
            for entry in reading?.results() ?? [] {
                switch entry {
                case let .other(problem): problems.append(problem)
                case let .participant(summary, found):
                    problems += found
                    if let summary { status.add(summary) }
                    // Counted whether or not it could be used: the progress is of folders read.
                    read += 1
                    progress(read)
                }
            }
        }
        if let index = studies.firstIndex(where: { $0.studyID == id }) {
            studies[index] = status
        } else {
            studies.append(status)
        }
    }

    /// What one entry of a study's folder is: a participant's folder read, or something else.
    private enum Entry {
        case other(StatusProblem)
        /// The participant's summary (nil when nothing in the folder can be counted), and the
        /// problems met reading it.
        case participant(ParticipantSummary?, [StatusProblem])
    }

    private static func entry(_ child: String, name: String, study: Study?, now: Date) -> Entry {
        if name.hasPrefix(".") && AtomicFile.isTemporary(name) && isFolder(child) {
            return .other(
                StatusProblem(
                    file: child, message: "a participant's folder being made (or left by a stopped run): no answers",
                    leftOut: false))
        }
        if !isFolder(child) || name.hasPrefix(".") {
            return .other(StatusProblem(file: child, message: "not a participant's folder: left out"))
        }
        var problems: [StatusProblem] = []
        let summary = participant(folder: child, id: name, study: study, now: now, problems: &problems)
        return .participant(summary, problems)
    }

    /// One participant's summary, or nil when nothing in the folder can be counted.
    private static func participant(
        folder: String, id: String, study: Study?, now: Date, problems: inout [StatusProblem]
    ) -> ParticipantSummary? {
        let names = list(folder) ?? []
        reportOtherFiles(names, in: folder, problems: &problems)
        let outcome = outcomeRecord(folder, problems: &problems)
        var events: [JournalEvent] = []
        let journalPath = folder + "/journal.jsonl"
        if let data = FileManager.default.contents(atPath: journalPath) {
            do {
                let decoded = try Journal.decode(data, path: journalPath)
                events = decoded.events
                if decoded.torn != nil {
                    let line = events.count + 1
                    problems.append(
                        StatusProblem(
                            file: journalPath, line: line,
                            message: "the last line is cut short (the program stopped while writing it): "
                                + "counted without it; the participant's next start sets it aside"))
                }
            } catch let error as JournalReadError {
                problems.append(
                    StatusProblem(
                        file: journalPath, line: error.line,
                        message: "\(error.problem) (\(error.reason)): this participant is left out"))
                return nil
            } catch {
                problems.append(
                    StatusProblem(file: journalPath, message: "cannot be read: this participant is left out"))
                return nil
            }
        }
        guard !events.isEmpty || outcome != nil else {
            problems.append(
                StatusProblem(file: folder, message: "holds no journal line yet: no answers", leftOut: false))
            return nil
        }
        var summary = ParticipantSummary(
            participant: id, events: events, outcome: outcome?.decision, decidedAt: outcome?.time,
            outcomeVersion: outcome?.version)
        readResults(folder, into: &summary, names: Set(list(folder + "/tasks") ?? []), problems: &problems)
        if let study { summary.overdueTasks = ParticipantSummary.overdueTasks(study: study, events: events, now: now) }
        return summary
    }
}

extension StatusFolderReader {
    /// Files a participant's folder should not hold are reported; a write in progress and
    /// a torn line set aside are noted (they hold nothing the journal lacks).
    private static func reportOtherFiles(_ names: [String], in folder: String, problems: inout [StatusProblem]) {
        for name in names
        where !Self.participantFiles.contains(name) && name != "tasks" && !name.hasSuffix(SealedRecord.suffix) {
            let path = folder + "/" + name
            if AtomicFile.isTemporary(name) {
                problems.append(
                    StatusProblem(file: path, message: "a write in progress or cut short: not read", leftOut: false))
            } else if name.hasPrefix("journal.jsonl.torn-") {
                problems.append(
                    StatusProblem(
                        file: path, message: "a torn journal line set aside at a start: kept for audit, not counted",
                        leftOut: false))
            } else {
                problems.append(StatusProblem(file: path, message: "not a file study run writes: left out"))
            }
        }
    }

    /// The scores of each completed run from its results file; results files the journal
    /// does not know, or that cannot be read, are reported.
    private static func readResults(
        _ folder: String, into summary: inout ParticipantSummary, names: Set<String>, problems: inout [StatusProblem]
    ) {
        let known = Set(summary.runs.map { ResultFile.taskPath(run: $0.run).dropFirst("tasks/".count) })
        for name in names.sorted() where !known.contains(Substring(name)) {
            let leftOut = !AtomicFile.isTemporary(name)
            let message =
                leftOut ? "the journal has no such run: left out" : "a write in progress or cut short: not read"
            problems.append(StatusProblem(file: folder + "/tasks/" + name, message: message, leftOut: leftOut))
        }
        for index in summary.runs.indices where summary.runs[index].status == .completed {
            let path = folder + "/" + ResultFile.taskPath(run: summary.runs[index].run)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            guard let scores = Self.scores(inResult: data) else {
                problems.append(StatusProblem(file: path, message: "is not a task result: its scores are left out"))
                continue
            }
            summary.runs[index].scores = scores
        }
    }

    /// The scores of a task result's JSON, or nil when it is not a task result.
    static func scores(inResult data: Data) -> [ParticipantSummary.ScoreObservation]? {
        ParticipantSummary.ScoreObservation.inResult(data)
    }

    private static func outcomeRecord(_ folder: String, problems: inout [StatusProblem])
        -> (decision: OutcomeRecord.Decision, time: Timestamp?, version: String?)?
    {
        let path = folder + "/outcome.json"
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let record = outcomeRecord(in: data) else {
            problems.append(StatusProblem(file: path, message: "is not an outcome record: left out"))
            return nil
        }
        return record
    }

    /// What status counts of an `outcome.json` (from a folder, or as the store keeps it).
    static func outcomeRecord(in data: Data) -> (decision: OutcomeRecord.Decision, time: Timestamp?, version: String?)?
    {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let decision = (object["decision"] as? String).flatMap(OutcomeRecord.Decision.init(rawValue:))
        else { return nil }
        let version = (object["study"] as? [String: Any])?["version"] as? String
        return (decision, (object["decidedAt"] as? String).flatMap(Timestamp.init(iso8601:)), version)
    }

    static func list(_ folder: String) -> [String]? {
        guard isFolder(folder) else { return nil }
        return (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func isParticipantFolder(_ path: String) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: path + "/journal.jsonl") || manager.fileExists(atPath: path + "/outcome.json")
    }
}
