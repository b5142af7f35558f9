import ArgumentParser
import Crypto
import Foundation
import StudyModel

extension ExportFiles.Format: ExpressibleByArgument {}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export results for analysis: CSVs, a data dictionary, a codebook, R and SPSS syntax.",
        discussion: """
            OUTPUT is the results folder (Output/) or one study's folder in it; with --store \
            ADDRESS instead, every study the central store holds is read from there (the \
            journals, active tasks' results files and sealed records 'study sync' sent), giving \
            the same files as from the folders synced to it. Each study found is exported to DIR/<study-id>/ (docs/export.md lists every file and column). The \
            export is de-identified: names, signatures, email addresses, phone numbers and \
            answers to identifier questions are never written into the data files. With \
            --identities KEYFILE (the study team's private key from 'study keygen'), each \
            study's identities are written apart, to DIR/identities/<study-id>.csv, linked to \
            the data by participant id (docs/export.md), from the results folders or the \
            store. Exit status: 0 when everything was exported, 1 when anything was left \
            out (each problem is reported with its file and line; the rest is still exported), 2 \
            when the command is used wrongly or DIR already holds files, 3 when the export could \
            not be written (nothing is left half-written), 6 when the store could not be reached.
            """
    )

    @Argument(help: "The results folder (Output/), or one study's folder in it; not with --store.")
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Export from this central store instead of a folder (a reading role's address).", valueName: "address"))
    var store: String?

    @Option(name: .customLong("to"), help: ArgumentHelp("A new (or empty) folder for the export.", valueName: "dir"))
    var destination: String

    @Option(
        name: .customLong("studies"),
        help: ArgumentHelp("Study files, or folders holding them, to describe the data.", valueName: "path"))
    var studies: [String] = ["Studies"]

    @Option(help: ArgumentHelp("Only runs started on or after this day (YYYY-MM-DD).", valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp("Only the participant ids listed in this file, one a line.", valueName: "file"))
    var participants: String?

    @Option(
        name: .customLong("export-time"),
        help: ArgumentHelp(
            "The export time written in the manifest (ISO 8601, e.g. 2026-11-25T12:00:00.000+00:00); "
                + "by default the time of the newest event exported, so the same data gives the same files.",
            valueName: "time"))
    var exportTime: String?

    @Option(
        help: ArgumentHelp(
            "csv: a file per survey with R and SPSS syntax; json: every run as one JSON object a line (runs.jsonl); "
                + "fhir: each finished survey run as a FHIR R4 QuestionnaireResponse "
                + "(QuestionnaireResponse-<task>.ndjson)."))
    var format: ExportFiles.Format = .csv

    @Flag(name: .shortAndLong, help: "No progress bar.")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "The study team's private key (study-team.key): also write identities/<study-id>.csv, "
                + "linking participant ids to names and contact details.",
            valueName: "keyfile"))
    var identities: String?

    func validate() throws {
        if (output == nil) == (store == nil) {
            throw ValidationError("Name the results folder (e.g. study export Output/ --to DIR) or --store, not both")
        }
        if let since, ExpressionDate(parsing: since) == nil {
            throw ValidationError("--since '\(since)' is not a day; write it as YYYY-MM-DD, e.g. --since 2026-11-01")
        }
        if let exportTime, Timestamp(iso8601: exportTime) == nil {
            throw ValidationError(
                "--export-time '\(exportTime)' is not a time; write it as 2026-11-25T12:00:00.000+00:00")
        }
    }

    func run() throws {
        // Asleep until the study files are read, then woken on free cores (`ReadingThreads`).
        ReadingThreads.start()
        let selection = ExportSelection(participants: try participantList(), since: since.flatMap(ExpressionDate.init))
        var job = ExportJob(
            output: output ?? "", studies: try StudyExportCatalog.load(studies), selection: selection,
            exportTime: exportTime.flatMap(Timestamp.init(iso8601:)), quiet: quiet, format: format)
        job.identityKey = try identityKey()
        if let store { job.store = try StoreOptions.address(store, command: "export") }
        do throws(ExportWriter.Failure) {
            try ExportWriter.checkDestination(destination)
        } catch {
            printError("study export: \(error)")
            throw ExitCode(ExitStatus.usage)
        }
        let temporary: String
        do throws(ExportWriter.Failure) {
            temporary = try ExportWriter.begin(destination)
        } catch {
            printError("study export: \(error)")
            throw ExitCode(ExitStatus.storage)
        }
        let exported: [String]
        do {
            exported = try job.run(into: temporary)
            try ExportWriter.commit(temporary, to: destination)
        } catch let error as ExitCode {
            ExportWriter.abandon(temporary)
            throw error
        } catch {
            ExportWriter.abandon(temporary)
            for problem in job.problems { printError(TerminalSafe.inert(problem.description)) }
            printError("study export: \(error)" + (error is StorageError ? "; nothing was written" : ""))
            throw ExitCode(ExitStatus.storage)
        }
        for problem in job.problems { printError(TerminalSafe.inert(problem.description)) }
        let left = job.problems.filter(\.leftOut).count
        print(
            "Exported \(exported.count) stud\(exported.count == 1 ? "y" : "ies") to \(destination)"
                + (left > 0 ? "; \(left) problem\(left == 1 ? "" : "s") left data out (listed above)" : ""))
        if left > 0 { throw ExitCode(ExitStatus.invalid) }
    }

    /// The private key of `--identities`, or a usage error that says what is wrong with it.
    private func identityKey() throws -> Curve25519.KeyAgreement.PrivateKey? {
        guard let identities else { return nil }
        guard let data = FileManager.default.contents(atPath: identities) else {
            printError(
                "study export: --identities \(identities): cannot be read; give the study team's private key "
                    + "(study-team.key from 'study keygen'). Nothing was written.")
            throw ExitCode(ExitStatus.usage)
        }
        do {
            return try StudyTeamKey.privateKey(pem: String(decoding: data, as: UTF8.self))
        } catch {
            printError("study export: --identities \(identities): \(error). Nothing was written.")
            throw ExitCode(ExitStatus.usage)
        }
    }

    private func participantList() throws -> Set<String>? {
        guard let participants else { return nil }
        guard let text = FileManager.default.contents(atPath: participants).map({ String(decoding: $0, as: UTF8.self) })
        else {
            printError("study export: \(participants): cannot be read; give a file of participant ids, one a line")
            throw ExitCode(ExitStatus.usage)
        }
        return Set(
            text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty })
    }
}
