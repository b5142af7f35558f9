import ArgumentParser
import Crypto
import Foundation
import StudyModel

/// One `study export`: finds the study folders in the results folder, reads each
/// participant, and builds every study's files, collecting the problems met on the way.
struct ExportJob {
    var output: String
    var studies: [String: Study]
    var selection: ExportSelection
    var exportTime: Timestamp?
    var quiet: Bool
    var format: ExportFiles.Format
    /// `--identities`: the study team's private key; each study's linking file is then
    /// written under `identities/`.
    var identityKey: Curve25519.KeyAgreement.PrivateKey?
    /// Set here and by the store's reading (`ExportJob+Store.swift`).
    var problems: [ExportProblem] = []
    var linkingFiles: [ExportFiles.File] = []

    init(
        output: String, studies: [String: Study], selection: ExportSelection, exportTime: Timestamp?, quiet: Bool,
        format: ExportFiles.Format
    ) {
        self.format = format
        self.output = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        self.studies = studies
        self.selection = selection
        self.exportTime = exportTime
        self.quiet = quiet
    }

    /// When set, participants come from the central store instead of `output`.
    var store: StoreAddress?

    /// Exports every study found into `target` (the writer's temporary folder), one folder
    /// each, and returns their ids; a study's participants are read one at a time and their
    /// rows written as they come.
    mutating func run(into target: String) throws -> [String] {
        if let store { return try runFromStore(store, into: target) }
        let found = try studyFolders()
        var exported: [String] = []
        for (id, folder) in found {
            guard let study = studies[id] else {
                problems.append(
                    ExportProblem(
                        file: id, problem: "no study file with id '\(id)' among --studies; this study is not exported",
                        leftOut: true))
                continue
            }
            try checkIdentityKey(opens: study)
            try export(study, folder: folder, into: target + "/" + id)
            exported.append(id)
        }
        if identityKey != nil { try writeLinkingFiles(into: target + "/" + IdentityLinking.folder) }
        return exported
    }

    /// With `--identities`: the key must be the pair of the study's `identity-key`.
    func checkIdentityKey(opens study: Study) throws {
        guard let identityKey, !IdentityLinking.opens(study, with: identityKey) else { return }
        printError(
            "study export: the private key given with --identities is not the pair of study '\(study.id.value)''s "
                + "identity-key; give that study team's key (study-team.key from 'study keygen'). "
                + "Nothing was written.")
        throw ExitCode(ExitStatus.usage)
    }

    /// The study folders: OUTPUT's folders, or OUTPUT itself when it is one study's folder.
    private mutating func studyFolders() throws -> [(String, String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: output)
        else {
            printError("study export: \(output): not a readable folder; name the results folder, e.g. Output/")
            throw ExitCode(ExitStatus.usage)
        }
        let base = (output as NSString).lastPathComponent
        if studies[base] != nil { return [(base, output)] }
        var folders: [(String, String)] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = output + "/" + name
            isDirectory = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue { folders.append((name, path)) }
        }
        return folders
    }

    /// `--identities`: each study's linking file, apart from every study's data.
    func writeLinkingFiles(into folder: String) throws(StorageError) {
        try FileDescriptorIO.makeFolder(folder)
        for linking in linkingFiles {
            let file = try ExportOutputFile(folder: folder, name: linking.name)
            try file.write(linking.data)
            _ = try file.finish(table: true)
        }
    }

    private mutating func export(_ study: Study, folder: String, into target: String) throws(StorageError) {
        var reader = ExportReader(study: study, folder: folder, name: study.id.value, selection: selection)
        let (entries, folderProblems) = reader.participantFolders()
        problems += folderProblems
        var studyProblems = folderProblems
        var stream = ExportStream(study: study, format: format)
        let batches = ConcurrentBatch.batches(entries)
        // While one batch is written (in folder order, on this thread), the next two are
        // already being read on the other cores: writing and hashing do not leave them idle,
        // nor does the wait between one batch's end and this thread starting another (with
        // one batch ahead the cores slept a quarter of the time, ninth round in BENCHMARKS.md).
        // The first two are started before anything is written, while this thread makes the
        // files (tenth round).
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 { reader.folderDescriptor = folderDescriptor }
        var linking = identityKey.map(IdentityLinking.init(key:))
        let keepParticipants = linking != nil
        var reading: [ConcurrentBatch.Pending<BatchReading.Read>] = []
        var started = 0
        func startReading() {
            guard started < batches.count else { return }
            reading.append(
                BatchReading.start(batches[started], reader: reader, stream: stream, keepParticipants: keepParticipants)
            )
            started += 1
        }
        for _ in 0..<Self.batchesAhead { startReading() }
        defer {
            // Batches still being read (a write failed) are waited for before their folder closes.
            for batch in reading { _ = batch.results() }
            if folderDescriptor >= 0 { close(folderDescriptor) }
        }
        try FileDescriptorIO.makeFolder(target)
        let files = try StreamedExportFiles(folder: target, stream: stream)
        let progress = WorkProgress(total: entries.count, quiet: quiet)
        // Made and written while the first batches are read, not after the last one (the
        // codebook for data of the study's own version, as nearly always; written at the end).
        try files.write(studyFiles: stream.studyFiles())
        let codebook = ([study.version], stream.codebookFile(versions: [study.version]))
        for batch in batches {
            guard !reading.isEmpty else { break }
            let read = reading.removeFirst().results()
            startReading()
            for (entry, (tally, participant, found, rows)) in zip(batch, read) {
                studyProblems += found
                problems += found
                if let tally {
                    stream.count(tally, rows: rows)
                    try files.write(rows)
                    if let participant {
                        let path = folder + "/" + entry
                        linking?.add(participant, place: reader.name + "/" + entry) {
                            FileManager.default.contents(atPath: path + "/" + $0)
                        }
                    }
                }
                progress.advance()
            }
        }
        if let linking {
            linkingFiles.append(linking.file(study: study.id.value))
            problems += linking.problems
        }
        try files.finish(stream, codebook: codebook, exportTime: exportTime, problems: studyProblems)
    }

    /// Participants read and built a batch at a time (`ConcurrentBatch`), `batchesAhead` of
    /// the one being written: at most three batches are ever in memory.
    static let batchesAhead = 2
}

/// One batch of participants being read and built on the reading threads.
private enum BatchReading {
    /// A participant's tally (nil when there is nothing of them to export), the participant
    /// only when `keepParticipants` (their identity is linked), their problems and rows.
    typealias Read = (ExportStream.Tally?, ExportParticipant?, [ExportProblem], ExportStream.Rows)

    static func start(_ batch: [String], reader: ExportReader, stream: ExportStream, keepParticipants: Bool)
        -> ConcurrentBatch.Pending<Read>
    {
        ConcurrentBatch.start(batch) { entry in
            let (participant, found) = reader.participant(entry)
            guard let participant else { return (nil, nil, found, ExportStream.Rows()) }
            // A closure, not `stream.rows(for:)` as a value: that copied the stream (and
            // counted references to the whole study from every core) for each participant.
            let rows = stream.rows(for: participant)
            return (ExportStream.Tally(participant), keepParticipants ? participant : nil, found, rows)
        }
    }
}
