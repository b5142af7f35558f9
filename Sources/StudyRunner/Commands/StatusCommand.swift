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
            study's folder. With --store ADDRESS instead (a reading role), every study the \
            central store holds is summarised from there, with the same figures as from the \
            folders synced to it: scores are worked out from the journals with the study files \
            of --studies, and places where machines sent different events are listed. On \
            a terminal the figures open full screen with charts (arrows and \
            PgUp/PgDn scroll, q leaves); with --plain, STUDY_PLAIN=1, or when standard output \
            is a file or a pipe, they are printed as plain text. Exit \
            status: 0 when every file was read, 1 when some file was left out or only partly \
            read (each is listed with its file and line), or the store holds a conflict, 2 when \
            a folder cannot be read, 3 when the --html page cannot be written, 6 when the store \
            could not be read.
            """
    )

    @Argument(help: "Output folders (or study folders inside one); not with --store.")
    var folders: [String] = []

    @Option(
        help: ArgumentHelp(
            "Summarise the central store instead of folders (a reading role's address).", valueName: "address"))
    var store: String?

    @Option(help: "text or json.")
    var format: ReportFormat = .text

    @Option(
        name: .customLong("studies"),
        help: ArgumentHelp(
            "Study files, or folders holding them, whose schedules give the overdue counts "
                + "(and, with --store, the scores; default: Studies, when that folder exists).",
            valueName: "path"))
    var studies: [String] = []

    @Option(
        help: ArgumentHelp(
            "Judge what is overdue at this moment instead of now (ISO 8601, e.g. 2026-11-25T09:00:00.000+01:00).",
            valueName: "time"))
    var at: String?

    @Flag(help: "Print the figures as plain text, even on a terminal (no full screen, no charts).")
    var plain = false

    @Flag(name: [.short, .long], help: "No progress bar on standard error while the folders are read.")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "Also write the figures as one self-contained HTML page with charts (no script, no network).",
            valueName: "file"))
    var html: String?

    func validate() throws {
        if folders.isEmpty == (store == nil) {
            throw ValidationError("Name a results folder (e.g. study status Output/) or --store, not both")
        }
        if let at, Timestamp(iso8601: at) == nil {
            throw ValidationError("--at '\(at)' is not a time; write it as 2026-11-25T09:00:00.000+01:00")
        }
    }

    func run() throws {
        // Asleep until the study files are read, then woken on free cores (`ReadingThreads`).
        ReadingThreads.start()
        let moment = at.flatMap(Timestamp.init(iso8601:)) ?? SystemClock().now()
        let report = try store.map { try storeReport($0, now: moment.date) } ?? folderReport(now: moment.date)
        try show(report)
        if let html {
            do {
                try AtomicFile.write(Data(report.html(generatedAt: moment).utf8), to: html, mode: 0o644)
            } catch {
                printError("study status: \(TerminalSafe.inert(error.description)); the page was not written")
                throw ExitCode(ExitStatus.storage)
            }
        }
        if report.leftSomethingOut { throw ExitCode(ExitStatus.invalid) }
    }

    /// A person at a terminal gets the figures full screen with charts; a terminal that
    /// cannot do full screen (no TERM, TERM=dumb, input not a terminal) gets the charts as
    /// lines; --plain, STUDY_PLAIN, a file or a pipe get the plain text.
    private func show(_ report: StatusReport) throws {
        let environment = ProcessInfo.processInfo.environment
        guard format == .text else {
            print(String(decoding: try report.json(), as: UTF8.self))
            return
        }
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        let choice = TerminalFactory.choose(
            plainRequested: plain, environment: environment, inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: outputIsTerminal)
        // A file or a pipe gets the plain text whatever the input is (`choose` looks at the input first).
        switch outputIsTerminal ? choice : .plain(.outputNotTerminal) {
        case .fullScreen:
            let terminal = TerminalFactory.make(plainRequested: false, environment: environment)
            if terminal.isInteractive {
                try view(report, on: terminal, environment: environment)
                return
            }
            printCharted(report, environment: environment)
        case .plain(.requested), .plain(.environmentVariable), .plain(.outputNotTerminal):
            print(report.text(), terminator: "")
        case .plain:
            printCharted(report, environment: environment)
        }
    }

    private func printCharted(_ report: StatusReport, environment: [String: String]) {
        let size = WindowSize.size(of: STDOUT_FILENO, environment: environment)
        print(report.chartedText(width: min(size.columns, StatusScreen.chartWidth)), terminator: "")
    }

    private func view(_ report: StatusReport, on terminal: any Terminal, environment: [String: String]) throws {
        let styler = Styler(Styler.Mode.resolve(colourChoice: nil, isTerminal: true, environment: environment))
        let source = store == nil ? folders.joined(separator: ", ") : "the central store"
        do {
            try StatusViewer(terminal: terminal, styler: styler).show(StatusScreen(report: report, source: source))
            terminal.restore()
        } catch let interrupted as TerminalInterrupted {
            terminal.restore()
            throw ExitCode(interrupted.exitStatus)
        }
    }

    /// The study files named, or Studies/ when none is named and it exists.
    private var studyPaths: [String] {
        !studies.isEmpty ? studies : FileManager.default.fileExists(atPath: "Studies") ? ["Studies"] : []
    }

    private func folderReport(now: Date) throws -> StatusReport {
        var reader = StatusFolderReader()
        reader.studyFiles = try StudyExportCatalog.load(studyPaths, command: "status")
        reader.now = now
        // The reader counts the participants of all folders so far, so the total is theirs too.
        let total = folders.reduce(0) { $0 + StatusFolderReader.participantCount(in: $1) }
        let progress = WorkProgress(total: total, quiet: quiet)
        reader.progress = { progress.update(done: $0) }
        for folder in folders where !reader.add(folder: folder) {
            progress.finish()
            printError("study status: \(TerminalSafe.inert(folder)): not a readable folder")
            throw ExitCode(ExitStatus.usage)
        }
        progress.finish()
        return reader.report
    }

    private func storeReport(_ option: String, now: Date) throws -> StatusReport {
        let address = try StoreOptions.address(option, command: "status")
        var reader = StoreStatusReader(studies: try StudyExportCatalog.load(studyPaths, command: "status"))
        reader.now = now
        do {
            return try reader.report(from: try StoreReader(address: address))
        } catch let error as StoreError {
            printError("study status: the store could not be read: " + TerminalSafe.inert(error.message))
            throw ExitCode(error.isTransient ? ExitStatus.storeUnavailable : ExitStatus.usage)
        }
    }
}
