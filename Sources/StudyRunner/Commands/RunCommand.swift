import ArgumentParser
import Foundation

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Take part in a study: onboarding, then its surveys and tasks.",
        discussion: "Not available yet: this version checks study files only (see 'study validate')."
    )

    @Argument(help: "The study file, e.g. Studies/diabetes.study.")
    var studyFile: String

    func run() throws {
        FileHandle.standardError.write(Data("""
            study run: taking part in a study is not available in this version yet.
            You can check the study file with: study validate \(studyFile)

            """.utf8))
        throw ExitCode(ExitStatus.usage)
    }
}
