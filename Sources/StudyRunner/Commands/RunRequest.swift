import ArgumentParser
import Foundation
import StudyModel

/// What `study run` was asked to do, and doing it: the command's options as a plain value.
/// The parser's `RunCommand` makes one from its properties; `RunShortcut` makes one straight
/// from the arguments, so a participant's start never builds the parser's property wrappers
/// (their option-name sets are generic types whose first use costs the runtime a scan of
/// every protocol conformance in the binary).
struct RunRequest: Equatable {
    var studyFile: String
    var participant: String?
    var output = RunCommand.defaultOutput
    var lang: String?
    var plain = false
    var color: ColorChoice = .auto
    var store: String?

    func validate() throws {
        if let participant, let problem = ParticipantID.problem(with: ParticipantID.normalised(participant)) {
            // The id is echoed back: inert, whatever was pasted into the command line.
            throw ValidationError("The participant id '\(TerminalSafe.inert(participant))' \(problem).")
        }
    }

    func run() throws {
        let (study, result) = try ValidStudyLoader.load(studyFile, command: "run", color: color)
        let language = try LocaleMatch.choose(lang, for: study, command: "run")
        let environment = ProcessInfo.processInfo.environment
        let terminal = TerminalFactory.make(plainRequested: plain, environment: environment)
        var journey = Journey(
            study: study, consentDocuments: result.consentDocuments, language: language,
            terminal: terminal, environment: environment, colour: color.forced, output: output,
            studyPath: studyFile)
        journey.storeAddress = try RunCommand.storeAddress(store)
        // --store is repeated so the next start sends what this one left pending (the address
        // holds no password: StoreAddress refuses one).
        journey.resumeOptions =
            ResumeCommand.options(output: output, language: lang, defaultOutput: RunCommand.defaultOutput)
            + (store.map { ["--store", $0] } ?? [])
        let status = journey.run(participant: participant.map(ParticipantID.normalised))
        if status != 0 { throw ExitCode(status) }
    }
}
