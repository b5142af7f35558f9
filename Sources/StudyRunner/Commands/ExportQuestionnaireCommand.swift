import ArgumentParser
import Foundation
import StudyModel

/// `study export-questionnaire study.study`: each survey as a FHIR R4 Questionnaire, one
/// `<task-id>.questionnaire.json` per survey. The conversion is `FHIRQuestionnaireExport`.
struct ExportQuestionnaireCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-questionnaire",
        abstract: "Write each survey of a study as a FHIR R4 Questionnaire (JSON).",
        discussion: """
            Writes <task-id>.questionnaire.json into the folder given with --to (the current \
            folder by default). What a Questionnaire cannot say is listed; then nothing is \
            written and the exit status is 1, unless --allow-partial is given (docs/interop.md).
            """
    )

    @Argument(help: "The study file.")
    var study: String

    @Option(help: "The folder to write the Questionnaires into (made if it does not exist).")
    var to: String = "."

    @Flag(help: "Write the Questionnaires even if some parts could not be exported (they are still listed).")
    var allowPartial = false

    func run() throws {
        let (loaded, _) = try ValidStudyLoader.load(study, command: "export-questionnaire", color: .never)
        let (resources, notes) = FHIRQuestionnaireExport.export(loaded)
        for note in notes { printError("\(study): \(TerminalSafe.inert(note.description))") }
        if notes.contains(where: { $0.kind == .notConverted }) && !allowPartial {
            printError(
                "study export-questionnaire: \(notes.count) part\(notes.count == 1 ? "" : "s") could not be exported "
                    + "(listed above); nothing was written. Use --allow-partial to write the rest.")
            throw ExitCode(ExitStatus.invalid)
        }
        try Self.makeFolder(to)
        let paths = resources.map { (to as NSString).appendingPathComponent("\($0.taskID).questionnaire.json") }
        if let existing = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) {
            printError("study export-questionnaire: \(existing) already exists; nothing was written.")
            throw ExitCode(ExitStatus.usage)
        }
        for (resource, path) in zip(resources, paths) {
            do {
                try AtomicFile.write(resource.json + Data("\n".utf8), to: path, mode: 0o644)
            } catch {
                printError(
                    "study export-questionnaire: \(error.description); check that the folder exists and can be written to."
                )
                throw ExitCode(ExitStatus.storage)
            }
            print("Wrote \(path)")
        }
    }

    /// `--to` is made when it does not exist yet, as `study export --to` and `study keygen
    /// --to` make theirs; a file of that name is a usage error, before anything is written.
    private static func makeFolder(_ folder: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                printError("study export-questionnaire: --to \(folder) is a file, not a folder; name a folder")
                throw ExitCode(ExitStatus.usage)
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            printError(
                "study export-questionnaire: could not make the folder \(folder) (\(error.localizedDescription)); "
                    + "check that its parent can be written to")
            throw ExitCode(ExitStatus.storage)
        }
    }
}
