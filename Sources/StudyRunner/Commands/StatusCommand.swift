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
            of --studies, and places where machines sent different events are listed. Exit \
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
        let moment = at.flatMap(Timestamp.init(iso8601:)) ?? SystemClock().now()
        let report = try store.map { try storeReport($0, now: moment.date) } ?? folderReport(now: moment.date)
        switch format {
        case .text where isatty(STDOUT_FILENO) == 1:
            // A person at a terminal gets the figures as charts too; a file or a pipe, the plain text.
            let size = WindowSize.size(of: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
            print(report.chartedText(width: min(size.columns, 120)), terminator: "")
        case .text:
            print(report.text(), terminator: "")
        case .json:
            print(String(decoding: try report.json(), as: UTF8.self))
        }
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

    /// The study files named, or Studies/ when none is named and it exists.
    private var studyPaths: [String] {
        !studies.isEmpty ? studies : FileManager.default.fileExists(atPath: "Studies") ? ["Studies"] : []
    }

    private func folderReport(now: Date) throws -> StatusReport {
        var reader = StatusFolderReader()
        reader.studyFiles = try StudyExportCatalog.load(studyPaths, command: "status")
        reader.now = now
        for folder in folders where !reader.add(folder: folder) {
            printError("study status: \(TerminalSafe.inert(folder)): not a readable folder")
            throw ExitCode(ExitStatus.usage)
        }
        return reader.report
    }

    private func storeReport(_ option: String, now: Date) throws -> StatusReport {
        let address = try StoreOptions.address(option, command: "status")
        var reader = StoreStatusReader(studies: try StudyExportCatalog.load(studyPaths, command: "status"))
        reader.now = now
        do throws(StoreError) {
            return try reader.report(from: try StoreReader(address: address))
        } catch {
            printError("study status: the store could not be read: " + TerminalSafe.inert(error.message))
            throw ExitCode(error.isTransient ? ExitStatus.storeUnavailable : ExitStatus.usage)
        }
    }
}
