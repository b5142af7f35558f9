import ArgumentParser
import Foundation
import StudyModel

/// `study preview`: a study's screens as a participant sees them, with nothing recorded.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a study's screens as participants see them, recording nothing.",
        discussion: """
            The onboarding or a task runs as in 'study run' (answers checked, eligibility decided, \
            the quiz graded, branches followed, tasks played) for an example participant kept \
            in memory. \
            With --all-screens --to DIR, writes every screen of the onboarding and of each task \
            (or of --task alone), in each language of the study (or --lang alone), full-screen \
            and plain, as text files (DIR/index.txt lists them), e.g. for an ethics submission. \
            Nothing is written to Output/.
            """
    )

    @Argument(help: "The study file, e.g. Studies/diabetes.study.")
    var studyFile: String

    @Option(help: "The id of the survey or task to preview (default: the onboarding).")
    var task: String?

    @Option(help: "The language to show, e.g. en or zh-Hans (default: from the locale).")
    var lang: String?

    @Flag(help: "Plain line mode, as 'study run --plain'.")
    var plain = false

    @Flag(help: "Write every screen as text files instead of showing them; needs --to.")
    var allScreens = false

    @Option(help: "The folder --all-screens writes to.")
    var to: String?

    @Option(help: "Colour: auto, always or never. NO_COLOR also turns colour off.")
    var color: ColorChoice = .auto

    func validate() throws {
        if allScreens && to == nil {
            throw ValidationError("--all-screens needs --to DIR, the folder to write the screens to.")
        }
        if to != nil && !allScreens {
            throw ValidationError("--to is used with --all-screens; add --all-screens to write every screen.")
        }
        if allScreens && plain {
            throw ValidationError(
                "--all-screens writes the plain-mode text of every screen already; leave out --plain.")
        }
    }

    func run() throws {
        let (study, result) = try ValidStudyLoader.load(studyFile, command: "preview", color: color)
        if let task, study.task(TaskID(task)) == nil {
            let ids = study.tasks.map(\.id.value.rawValue).joined(separator: ", ")
            printError("study preview: the study has no task '\(task)'. Its tasks are: \(ids).")
            throw ExitCode(ExitStatus.usage)
        }
        guard allScreens, let to else {
            try walk(study, result.consentDocuments)
            return
        }
        // --lang and --task narrow what is written; without them, every language and every part.
        let languages = try lang.map { [try LocaleMatch.choose($0, for: study, command: "preview")] }
        let export = PreviewExport(
            study: study, consentDocuments: result.consentDocuments, languages: languages,
            taskID: task.map(TaskID.init))
        let files = export.files()
        do {
            try PreviewExport.write(files, to: to)
        } catch {
            printError("study preview: \(error.description). Choose a folder you can write to with --to.")
            throw ExitCode(ExitStatus.storage)
        }
        let count = languages?.count ?? study.languages.count
        print("Wrote \(files.count - 1) screens in \(count) language(s) to \(to) (see \(to)/index.txt).")
    }

    /// The onboarding, or the task named by --task, through the runner's own flows with a
    /// recorder that writes nothing.
    private func walk(_ study: Study, _ documents: [String: ConsentDocument]) throws {
        let language = try LocaleMatch.choose(lang, for: study, command: "preview")
        let chosen = task.flatMap { study.task(TaskID($0)) }
        let environment = ProcessInfo.processInfo.environment
        let terminal = TerminalFactory.make(plainRequested: plain, environment: environment)
        let presenter = Presenter.forParticipant(
            terminal: terminal, language: language, colour: color.forced,
            environment: environment)
        if terminal.isInteractive { terminal.enterFullScreen() }
        var status: Int32 = ExitStatus.success
        let context = PreviewWalk.context(study, documents: documents, language: language, presenter: presenter)
        do {
            if let chosen {
                try PreviewWalk.task(chosen, context)
            } else {
                try PreviewWalk.onboarding(context)
            }
        } catch let interrupted as TerminalInterrupted {
            status = interrupted.exitStatus
        } catch TerminalError.endOfInput {
            // The input ended (a piped script ran out): the preview simply ends.
        }
        terminal.restore()
        print("Preview ended; nothing was recorded.")
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
