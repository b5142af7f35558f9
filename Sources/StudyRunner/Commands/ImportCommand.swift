import ArgumentParser
import Foundation
import StudyModel

/// `study import questionnaire.json -o new.study`: a FHIR R4 Questionnaire to a study file;
/// `study import dictionary.csv -o new.study`: a REDCap data dictionary. The conversions are
/// `FHIRQuestionnaireImport` and `REDCapImport` (pure); this reads the file, lists what was
/// left out, checks the result with the validator and writes it atomically, or nothing.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert a FHIR R4 Questionnaire (JSON) or a REDCap data dictionary (CSV) into a study file.",
        discussion: """
            A file ending in .csv is read as a REDCap data dictionary, any other as a FHIR R4 \
            Questionnaire. Every part that cannot be converted is listed with where it is (the \
            JSON path, or the CSV line and column) and why; then nothing is written and the \
            exit status is 1, unless --allow-partial is given. The new study has placeholders \
            ("TO DO: ...") for what the file does not say, such as the contact and the consent \
            (see docs/interop.md).
            """
    )

    @Argument(help: "The Questionnaire (a FHIR R4 JSON file) or the REDCap data dictionary (a .csv file).")
    var questionnaire: String

    @Option(name: .shortAndLong, help: "The study file to write; it must not exist yet.")
    var output: String

    @Flag(help: "Write the study even if some parts could not be converted (they are still listed).")
    var allowPartial = false

    func run() throws {
        let data = try readQuestionnaire()
        let result: FHIRImportResult
        let isDictionary = questionnaire.lowercased().hasSuffix(".csv")
        // The process exits right after: its trees are left for the exit to reclaim (`LeftToExit`).
        let converted =
            isDictionary
            ? REDCapImport.convert(data, name: questionnaire, leavingTreesToExit: true)
            : FHIRQuestionnaireImport.convert(data, leavingTreesToExit: true)
        switch converted {
        case .success(let converted): result = converted
        case .failure(let failure):
            printError(
                TerminalSafe.inert("study import: \(questionnaire): \(failure)")
                    + (failure.hint.map { "\n  hint: \($0)" } ?? ""))
            printError("study import: nothing was written.")
            throw ExitCode(ExitStatus.invalid)
        }
        for note in result.notes { printError("\(questionnaire): \(TerminalSafe.inert(note.description))") }
        let missed = result.notes.filter { $0.kind == .notConverted }.count
        if result.isPartial && !allowPartial {
            printError(
                "study import: \(missed) part\(missed == 1 ? "" : "s") could not be converted (listed above); "
                    + "nothing was written. Use --allow-partial to write the study without them.")
            throw ExitCode(ExitStatus.invalid)
        }
        try checkAndWrite(result.studyText, tree: result.studyTree)
        let summary =
            missed == 0 ? "" : "; \(missed) part\(missed == 1 ? " was" : "s were") not converted (listed above)"
        print("Wrote \(output)\(summary). Replace its \"TO DO\" texts, then run 'study validate \(output)'.")
    }

    private func readQuestionnaire() throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: questionnaire, isDirectory: &isDirectory), !isDirectory.boolValue
        else {
            printError("study import: \(questionnaire): no such file")
            throw ExitCode(ExitStatus.usage)
        }
        do {
            // One byte past the limit and no more: a huge file is refused without filling memory.
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: questionnaire))
            defer { try? handle.close() }
            let limit = max(FHIRQuestionnaireImport.maximumBytes, REDCapImport.maximumBytes)
            return try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            printError("study import: \(questionnaire): cannot be read (\((error as NSError).localizedDescription))")
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// The import's own output must validate; if it does not, that is a bug here, reported
    /// as such, and nothing is written.
    private func checkAndWrite(_ text: String, tree: YAMLNode?) throws {
        if FileManager.default.fileExists(atPath: output) {
            printError(
                "study import: \(output) already exists; nothing was written. Choose another name or move it away.")
            throw ExitCode(ExitStatus.usage)
        }
        let source = SourceFile(path: output, text: text)
        var options = ValidationOptions()
        options.freesTree = false
        // The tree the text was written from is the one the composer reads back from it
        // (DraftYAMLWriterTests), so the text is not read again.
        options.composedTree = tree
        var validation = StudyValidation.validate(source, options: options) { _ in .notFound(searched: []) }
        if !validation.isValid, tree != nil {
            // A fault to report: its messages come from the text, as 'study validate' gives them.
            options.composedTree = nil
            validation = StudyValidation.validate(source, options: options) { _ in .notFound(searched: []) }
        }
        defer { LeftToExit.keep(validation) }
        guard validation.isValid else {
            let formatter = DiagnosticFormatter(useColor: false)
            for diagnostic in validation.diagnostics where diagnostic.severity == .error {
                printError(formatter.format(diagnostic, sources: validation.sources), terminator: "")
            }
            printError(
                "study import: the converted study does not validate (a fault in 'study import'); nothing was written.")
            throw ExitCode(ExitStatus.invalid)
        }
        do {
            try AtomicFile.write(Data(text.utf8), to: output, mode: 0o644)
        } catch {
            printError("study import: \(error.description); check that the folder exists and can be written to.")
            throw ExitCode(ExitStatus.storage)
        }
    }
}
