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

    /// The options as a plain value, which `ValidateShortcut` makes without the parser.
    var request: ValidateRequest {
        ValidateRequest(paths: paths, format: format, strict: strict, color: color, quiet: quiet, against: against)
    }

    func run() throws { try request.run() }
}
