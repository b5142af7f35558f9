import ArgumentParser

struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Run research studies in the terminal, and check study files.",
        discussion: """
            Researchers describe a study in a .study file (see docs/study-format.md). \
            Participants take part with 'study run'; CI checks files with 'study validate'.
            """,
        version: StudyVersion.current,
        subcommands: [
            RunCommand.self, ValidateCommand.self, VerifyCommand.self, SchemaCommand.self, PreviewCommand.self,
            ImportCommand.self, ExportCommand.self, ExportQuestionnaireCommand.self, StoreCommand.self,
            SyncCommand.self, StatusCommand.self, DueCommand.self, CalendarCommand.self, KeygenCommand.self,
        ]
    )
}

enum StudyVersion {
    static let current = "0.1.0"
}
