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
            a folder cannot be read, 6 when the store could not be read.
            """
    )

    @Argument(help: "Output folders (or study folders inside one); not with --store.")
    var folders: [String] = []

    @Option(
        help: ArgumentHelp(
            "Summarise the central store instead of folders (a reading role's address).", valueName: "address"))
    var store: String?

    @Option(
        name: .customLong("studies"),
        help: ArgumentHelp("With --store: study files, or folders of them, for the scores.", valueName: "path"))
    var studies: [String] = ["Studies"]

    @Option(help: "text or json.")
    var format: ReportFormat = .text

    func validate() throws {
        if folders.isEmpty == (store == nil) {
            throw ValidationError("Name a results folder (e.g. study status Output/) or --store, not both")
        }
    }

    func run() throws {
        let report = try store.map(storeReport) ?? folderReport()
        switch format {
        case .text:
            print(report.text(), terminator: "")
        case .json:
            print(String(decoding: try report.json(), as: UTF8.self))
        }
        if report.leftSomethingOut { throw ExitCode(ExitStatus.invalid) }
    }

    private func folderReport() throws -> StatusReport {
        var reader = StatusFolderReader()
        for folder in folders where !reader.add(folder: folder) {
            printError("study status: \(TerminalSafe.inert(folder)): not a readable folder")
            throw ExitCode(ExitStatus.usage)
        }
        return reader.report
    }

    private func storeReport(_ option: String) throws -> StatusReport {
        let address = try StoreOptions.address(option, command: "status")
        var reader = StoreStatusReader(studies: try StudyExportCatalog.load(studies, command: "status"))
        do throws(StoreError) {
            return try reader.report(from: try StoreReader(address: address))
        } catch {
            printError("study status: the store could not be read: " + TerminalSafe.inert(error.message))
            throw ExitCode(error.isTransient ? ExitStatus.storeUnavailable : ExitStatus.usage)
        }
    }
}
