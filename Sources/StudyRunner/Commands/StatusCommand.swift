import ArgumentParser
import Foundation
import StudyModel

/// `study status Output/`: how each study is going, from its results folders: the
/// enrolment funnel, task completion, score distributions, each participant's last
/// activity. Reads one participant at a time; files it cannot use are listed with their
/// line, and the exit status says when anything was left out.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Summarise results folders: enrolment, task completion, scores, last activity.",
        discussion: """
            FOLDER is an output folder (one folder per study, as study run writes it) or one \
            study's folder. Exit status: 0 when every file was read, 1 when some file was left \
            out or only partly read (each is listed with its file and line), 2 when a folder \
            cannot be read.
            """
    )

    @Argument(help: "Output folders (or study folders inside one).")
    var folders: [String]

    @Option(help: "text or json.")
    var format: ReportFormat = .text

    func validate() throws {
        if folders.isEmpty { throw ValidationError("Name a results folder, e.g. study status Output/") }
    }

    func run() throws {
        var reader = StatusFolderReader()
        for folder in folders where !reader.add(folder: folder) {
            printError("study status: \(TerminalSafe.inert(folder)): not a readable folder")
            throw ExitCode(ExitStatus.usage)
        }
        let report = reader.report
        switch format {
        case .text:
            print(report.text(), terminator: "")
        case .json:
            print(String(decoding: try report.json(), as: UTF8.self))
        }
        if report.leftSomethingOut { throw ExitCode(ExitStatus.invalid) }
    }
}
