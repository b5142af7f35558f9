import Foundation

/// Everything `study status` found: a summary per study and each file it could not use.
/// Pure: the runner reads the folders and hands in values; this writes the text and JSON.
public struct StatusReport: Sendable, Equatable {
    public var studies: [StudyStatus]
    public var problems: [StatusProblem]

    public init(studies: [StudyStatus], problems: [StatusProblem]) {
        self.studies = studies
        self.problems = problems
    }

    /// True when some file's data is not in the figures: the command exits non-zero.
    public var leftSomethingOut: Bool { problems.contains { $0.leftOut } }
}

/// A file `study status` could not use, or used only in part, named with its line when
/// the problem is on one.
public struct StatusProblem: Sendable, Equatable, CustomStringConvertible {
    /// The path, as given on the command line plus the folders below it.
    public var file: String
    public var line: Int?
    public var message: String
    /// False for what holds no data (a folder being made, a write in progress).
    public var leftOut: Bool

    public init(file: String, line: Int? = nil, message: String, leftOut: Bool = true) {
        self.file = file
        self.line = line
        self.message = message
        self.leftOut = leftOut
    }

    public var description: String { file + (line.map { ":\($0)" } ?? "") + ": " + message }
}

extension StatusReport {
    /// The words of the funnel, in funnel order.
    static let stageNames: [(EnrolmentStage, String)] = [
        (.inOnboarding, "still in onboarding"), (.ineligible, "not eligible"), (.quizFailed, "quiz not passed"),
        (.declined, "did not agree"), (.consented, "consented"), (.withdrawn, "withdrawn"),
    ]

    /// Plain text: one block per study, then the problems. Every name taken from the files
    /// is made inert, so a hostile folder name cannot drive the terminal.
    public func text() -> String {
        var out = ""
        if studies.isEmpty { out += "No participants found.\n" }
        // Columns are padded with spaces; none is left at the end of a line.
        for study in studies { out += Self.trimmed(Self.block(study)) + "\n" }
        if !problems.isEmpty {
            out += "Left out or only partly read (\(problems.count)):\n"
            for problem in problems { out += "  " + TerminalSafe.inert(problem.description) + "\n" }
        }
        return out
    }

    /// One study's figures as text; `width` (a full screen's window) fits the tasks table to it.
    static func block(_ study: StudyStatus, width: Int? = nil) -> String {
        let versions = study.versions.sorted { $0.key < $1.key }
            .map { "\($0.key.isEmpty ? "version unknown" : "version " + $0.key): \($0.value)" }
            .joined(separator: ", ")
        var out =
            TerminalSafe.inert(study.studyID) + ": " + Self.counted(study.participantCount, "participant")
            + " (\(versions))\n"
        out += "\n  Enrolment\n"
        out += "    " + Self.pad("started", 22) + "\(study.participantCount)\n"
        for (stage, name) in stageNames {
            out += "    " + Self.pad(name, 22) + "\(study.funnel[stage] ?? 0)\n"
        }
        out += tasks(study, width: width)
        out += scores(study)
        out += "\n  Last activity\n"
        for line in study.sortedParticipants {
            out +=
                "    " + Self.pad(TerminalSafe.inert(line.participant), 12)
                + Self.pad(stageNames.first { $0.0 == line.stage }?.1 ?? line.stage.rawValue, 22)
                + (line.lastActivity?.iso8601 ?? "-")
                + (line.consentVersion.map { "  consent " + TerminalSafe.inert($0) } ?? "") + "\n"
        }
        return out
    }

    /// The tasks table. `width` is the full screen's window in columns: the name column
    /// narrows so that each row fits, a name too wide for it gets a line of its own with the
    /// counts below, and a window too narrow even for that lists the counts as wrapped text.
    /// Without a width (the plain report, for scripts and files) the layout is as it always was.
    private static func tasks(_ study: StudyStatus, width: Int?) -> String {
        guard !study.tasks.isEmpty else { return "" }
        var headings = ["done by", "completed", "stopped", "in progress", "not done"]
        // Overdue counts appear once the study's schedule is read (StudyStatus.TaskCounts.overdue).
        let overdue = study.tasks.contains { $0.overdue != nil }
        if overdue { headings.append("overdue") }
        let cellWidths = headings.map { DisplayWidth.of($0) + 2 }
        let nameColumn = width.map { min(taskNameColumn, $0 - 4 - cellWidths.reduce(0, +)) } ?? taskNameColumn
        let listed = nameColumn < narrowestTaskNameColumn
        var out =
            "\n  "
            + (listed ? "Tasks" : pad("Tasks", nameColumn + 2) + zip(headings, cellWidths).map { pad($0, $1) }.joined())
        out += "\n"
        for task in study.tasks {
            var counts = [task.participantsCompleted]
            counts += [TaskRunStatus.completed, .stopped, .inProgress, .notDone].map { task.runs[$0] ?? 0 }
            if overdue { counts.append(task.overdue ?? 0) }
            let name = TerminalSafe.inert(task.task)
            if listed, let width {
                let said = zip(headings, counts).map { "\($0) \($1)" }.joined(separator: ", ")
                out += TextWrap.wrap(name, width: width, indent: .spaces(4)).joined(separator: "\n") + "\n"
                out += TextWrap.wrap(said, width: width, indent: .spaces(6)).joined(separator: "\n") + "\n"
                continue
            }
            let cells = zip(counts, cellWidths).map { pad("\($0)", $1) }.joined()
            if width == nil || DisplayWidth.of(name) < nameColumn {
                out += "    " + pad(name, nameColumn) + cells + "\n"
            } else {
                out += TextWrap.wrap(name, width: width ?? 0, indent: .spaces(4)).joined(separator: "\n") + "\n"
                out += "    " + String(repeating: " ", count: nameColumn) + cells + "\n"
            }
        }
        let note = "(done by: participants with a completed run; then runs by how they ended)"
        guard let width else { return out + "    " + note + "\n" }
        return out + TextWrap.wrap(note, width: width, indent: .spaces(4)).joined(separator: "\n") + "\n"
    }

    /// The tasks table's name column in the plain report, and the least a window narrows it to.
    static let taskNameColumn = 22
    static let narrowestTaskNameColumn = 8

    private static func scores(_ study: StudyStatus) -> String {
        guard !study.scores.isEmpty else { return "" }
        var out = "\n  Scores of completed runs\n"
        for score in study.scores {
            let figures = [
                ("min", score.minimum), ("median", score.median), ("mean", score.mean), ("max", score.maximum),
            ].compactMap { name, value in value.map { "\(name) \(NumberText.text(NumberText.rounded($0, places: 2)))" }
            }
            let missing = score.missing > 0 ? ", \(score.missing) without a value" : ""
            out +=
                "    " + TerminalSafe.inert("\(score.task) / \(score.score)") + ": " + Self.counted(score.count, "run")
                + missing
                + (figures.isEmpty ? "" : "; " + figures.joined(separator: ", ")) + "\n"
            for band in score.bandOrder {
                out += "      " + Self.pad(TerminalSafe.inert(band), 28) + "\(score.bandCounts[band] ?? 0)\n"
            }
        }
        return out
    }

    /// "1 run", "2 runs".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)" + (count == 1 ? "" : "s") }

    /// `text` followed by spaces to `width` columns (at least one space).
    static func pad(_ text: String, _ width: Int) -> String {
        let columns = DisplayWidth.of(text)
        return text + String(repeating: " ", count: max(1, width - columns))
    }
}
