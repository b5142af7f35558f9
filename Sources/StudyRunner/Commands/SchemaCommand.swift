import ArgumentParser
import Foundation
import StudyModel

/// `study schema`: the JSON Schema of the study format, for editors with a YAML language server.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Write a JSON Schema of the study file format, for editors.",
        discussion: """
            Generated from the definitions the parser checks against. Save it beside your studies \
            and start a study file with '# yaml-language-server: $schema=study.schema.json' \
            (see docs/study-format.md, "Editor support").
            """
    )

    @Option(name: .shortAndLong, help: "Write the schema to this file instead of standard output.")
    var output: String?

    func run() throws {
        let text = StudySchema.document().prettyPrinted
        guard let output else {
            print(text, terminator: "")
            return
        }
        // 0o644: a schema is meant to be shared with editors and colleagues, unlike participant data.
        do {
            try AtomicFile.write(Data(text.utf8), to: output, mode: 0o644)
        } catch {
            let advice = "check that the folder exists and can be written to"
            FileHandle.standardError.write(Data("study schema: \(error.description); \(advice).\n".utf8))
            throw ExitCode(ExitStatus.usage)
        }
    }
}
