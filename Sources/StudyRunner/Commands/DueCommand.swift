import ArgumentParser
import Foundation
import StudyModel

/// `study due`: for every participant in the results folder, the tasks due now, for a
/// researcher's cron job or shell prompt. Reads journals only; never changes a file.
struct DueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due",
        abstract: "List, for every participant, the tasks due now.",
        discussion: """
            Reads each participant's journal under the results folder (Output/<study-id>/<participant>/) \
            against its study file and lists the tasks due now: one line each (study, participant, task, \
            since when, 'overdue' when due since an earlier day), or a JSON object with --format json. \
            Participants who have not finished joining are not listed. Days are counted in this \
            computer's time zone. Exit status: 0 when something is due, 1 when nothing is, 2 when the \
            command is used wrongly (so 'study due --quiet && ...' works in cron or a shell prompt).
            """
    )

    @Option(help: ArgumentHelp("The results folder.", valueName: "dir"))
    var output = "Output"

    @Option(
        name: .customLong("studies"),
        help: ArgumentHelp(
            "Study files, or folders holding them, of the studies under the results folder.", valueName: "path"))
    var studies: [String] = ["Studies"]

    @Option(help: "text: one line per task due; json: one JSON object.")
    var format: ReportFormat = .text

    @Option(
        help: ArgumentHelp(
            "Work out what is due at this moment instead of now (ISO 8601, e.g. 2026-11-25T09:00:00.000+01:00).",
            valueName: "time"))
    var at: String?

    @Flag(name: .shortAndLong, help: "Print nothing; only the exit status says whether anything is due.")
    var quiet = false

    func validate() throws {
        if let at, Timestamp(iso8601: at) == nil {
            throw ValidationError("--at '\(at)' is not a time; write it as 2026-11-25T09:00:00.000+01:00")
        }
    }

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue else {
            printError(
                "study due: \(output): not a folder; name the results folder with --output, e.g. --output Output")
            throw ExitCode(ExitStatus.usage)
        }
        let catalog = try StudyExportCatalog.load(studies, command: "due")
        let now = at.flatMap(Timestamp.init(iso8601:))?.date ?? Date()
        let listing = DueListing(output: output, studies: catalog, now: now, calendar: .in(.current))
        let (due, problems) = listing.collect()
        for problem in problems { printError("study due: " + TerminalSafe.inert(problem)) }
        if !quiet {
            let report =
                format == .json ? DueListing.json(due, at: now) : DueListing.text(due, calendar: listing.calendar)
            print(report, terminator: report.hasSuffix("\n") ? "" : "\n")
        }
        if due.isEmpty { throw ExitCode(ExitStatus.invalid) }
    }
}

/// The participants' folders read for `study due`, and the two ways of printing the list.
struct DueListing {
    let output: String
    let studies: [String: Study]
    let now: Date
    let calendar: Calendar

    /// Every task due, by study and participant, and the folders that could not be read.
    func collect() -> (due: [DueTask], problems: [String]) {
        var due: [DueTask] = []
        var problems: [String] = []
        for studyID in Self.folders(in: output) {
            guard let study = studies[studyID] else {
                problems.append("\(output)/\(studyID): no study file with the id '\(studyID)'; add it with --studies")
                continue
            }
            for participant in Self.folders(in: output + "/" + studyID) {
                let file = "\(output)/\(studyID)/\(participant)/journal.jsonl"
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                let (events, unread) = JournalLines.read(data, file: file)
                problems += unread.map(\.description)
                let state = ParticipantState.folding(events)
                due += DueTask.list(study: study, state: state, now: now, calendar: calendar)
            }
        }
        return (due, problems)
    }

    /// The folders in `path` (not files, not hidden), sorted; none when it cannot be read.
    static func folders(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }

    static func text(_ due: [DueTask], calendar: Calendar) -> String {
        guard !due.isEmpty else { return "Nothing is due." }
        return due.map { item in
            var line = "\(item.study)  \(item.participant)  \(item.task)"
            if let since = item.dueSince {
                line += "  due since " + ScheduleCalendar.localDay(of: since, calendar: calendar).iso
            }
            if item.overdue { line += "  overdue" }
            if item.inProgress { line += "  started" }
            return line
        }.joined(separator: "\n")
    }

    static func json(_ due: [DueTask], at now: Date) -> String {
        let items = due.map { item -> JSONValue in
            var members: [String: JSONValue] = [
                "study": .string(item.study), "participant": .string(item.participant),
                "task": .string(item.task.rawValue), "overdue": .boolean(item.overdue),
                "started": .boolean(item.inProgress),
            ]
            if let since = item.dueSince {
                members["dueSince"] = .string(Timestamp(date: since, utcOffsetSeconds: 0).iso8601)
            }
            return .object(members)
        }
        return JSONValue.object([
            "at": .string(Timestamp(date: now, utcOffsetSeconds: 0).iso8601), "due": .array(items),
        ]).prettyPrinted
    }
}
