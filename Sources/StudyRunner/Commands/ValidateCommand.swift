import ArgumentParser
import Foundation
import StudyModel

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check study files and report every problem, like a compiler.",
        discussion: """
            Prints each problem as FILE:LINE:COLUMN: error: MESSAGE, with the line and a caret. \
            Exit status: 0 when every file is valid, 1 when any has an error (or a warning \
            with --strict), 2 when the command is used wrongly, a file cannot be read, or a folder \
            holds no .study file. With --against OUTPUT, the participants' journals under \
            OUTPUT/<study-id>/ are read too, and what they recorded that the study no longer has \
            (a task or question removed, an answer type changed, a choice removed) is an error, \
            so an incompatible change is caught before it is deployed.
            """
    )

    @Argument(help: "Study files, or folders holding .study files.")
    var paths: [String]

    @Option(help: "Output format: text for people, json for tools.")
    var format: ReportFormat = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "Colour in text output: auto, always or never. NO_COLOR also turns it off.")
    var color: ColorChoice = .auto

    @Flag(name: .shortAndLong, help: "Print only problems, not a line per valid file.")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "A results folder whose participants' journals the studies must still fit (e.g. Output).",
            valueName: "dir"))
    var against: String?

    func validate() throws {
        if paths.isEmpty {
            throw ValidationError("Name at least one study file, e.g. study validate Studies/diabetes.study")
        }
        var isFolder: ObjCBool = false
        if let against, !FileManager.default.fileExists(atPath: against, isDirectory: &isFolder) || !isFolder.boolValue
        {
            throw ValidationError(
                "--against '\(TerminalSafe.inert(against))' is not a folder; name the results folder, e.g. --against Output"
            )
        }
    }

    func run() throws {
        var reports: [ValidationReport.File] = []
        var unreadable = false
        var options = ValidationOptions()
        options.strict = strict
        // The process exits as soon as the report is printed: the trees and studies are left
        // for the exit to reclaim rather than freed one value at a time (`LeftToExit`).
        options.freesTree = false
        defer { LeftToExit.keep(reports) }
        // A range mixing a fixed date and one relative to today is checked on this day.
        options.today = ValidationDay.today
        for entry in StudyFileReader.expand(paths) {
            switch entry.flatMap({ path in StudyFileReader.validation(at: path, options: options).map { (path, $0) } })
            {
            case let .failure(failure):
                unreadable = true
                reports.append(.init(path: failure.path, readError: failure.message))
            case .success((let path, var result)):
                var compared: ValidationReport.Comparison?
                if let against, let study = result.study {
                    let check = StudyChangeCheck.check(study, against: against)
                    result.diagnostics = (result.diagnostics + check.diagnostics).sortedByLocation()
                    compared = .init(participants: check.participants, folder: check.folder)
                }
                var file = ValidationReport.File(path: path, result: result)
                file.compared = compared
                reports.append(file)
            }
        }
        let report = ValidationReport(files: reports, strict: strict)
        switch format {
        case .json: print(report.json())
        case .text:
            let errorStream = FileHandle.standardError
            let problems = report.text(useColor: color.isEnabled(for: errorStream))
            // Nothing to write for valid files (the usual case with --quiet): no `Data` made.
            if !problems.isEmpty { errorStream.write(Data(problems.utf8)) }
            if !quiet { print(report.validFilesSummary(), terminator: "") }
        }
        if unreadable { throw ExitCode(ExitStatus.usage) }
        if report.fails { throw ExitCode(ExitStatus.invalid) }
    }
}
