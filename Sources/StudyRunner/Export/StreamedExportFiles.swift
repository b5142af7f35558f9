import Foundation
import StudyModel

/// One study's export folder while its participants stream by: the streamed tables open
/// with their headers written, a spool per active-task kind, then at the end the trial
/// files, the files built from the study and the manifest of them all.
final class StreamedExportFiles {
    private let folder: String
    private var files: [String: ExportOutputFile] = [:]
    private var spools: [String: TrialSpool] = [:]
    /// What the manifest lists, and every file to be synced, as each is finished.
    private var entries: [ExportManifest.Entry] = []
    private var written: [ExportOutputFile] = []

    init(folder: String, stream: ExportStream) throws(StorageError) {
        self.folder = folder
        for (name, header) in stream.streamedFiles {
            let file = try ExportOutputFile(folder: folder, name: name)
            try file.write(header)
            files[name] = file
        }
        for kind in stream.trialKinds { spools[kind] = try TrialSpool(folder: folder, kind: kind) }
    }

    /// One participant's rows, appended to their files.
    func write(_ rows: ExportStream.Rows) throws(StorageError) {
        for (name, lines, count) in rows.files { try files[name]?.write(lines, rows: count) }
        for (kind, trials) in rows.trials { try spools[kind]?.add(trials) }
    }

    /// The files made from the study alone (`stream.studyFiles()`), written and hashed now:
    /// while participants are still being read, this thread has the time.
    func write(studyFiles: [ExportFiles.File]) throws(StorageError) {
        for file in studyFiles { try writeWhole(file) }
    }

    /// `codebook`: the codebook made earlier, for data of `codebook.versions` (made now
    /// unless the data is of those).
    func finish(
        _ stream: ExportStream, codebook: (versions: [String], file: ExportFiles.File)? = nil, exportTime: Timestamp?,
        problems: [ExportProblem]
    ) throws(StorageError) {
        // The streamed files' last pieces hashed and written on every core, each file by one.
        let streamed = Array(files.values)
        written += streamed
        entries += try Self.onEveryCore(streamed) { file throws(StorageError) in try file.finishWriting(table: true) }
        for kind in stream.trialKinds {
            let output = try ExportOutputFile(folder: folder, name: ExportFiles.trialFile(kind))
            try spools[kind]?.copy(into: output, detailColumns: stream.detailColumns(of: kind))
            entries.append(try output.finishWriting(table: true))
            written.append(output)
        }
        let madeEarly = codebook.flatMap { $0.versions == stream.dataVersions ? $0.file : nil }
        try writeWhole(madeEarly ?? stream.codebookFile())
        try writeWhole(stream.manifest(files: entries, exportTime: exportTime, problems: problems))
        // Every file written before any is waited for on disk (`syncFileSystem`), then each
        // synced for its own errors, on every core: the waits overlap.
        if let first = written.first { first.syncFileSystem() }
        _ = try Self.onEveryCore(written) { file throws(StorageError) in try file.sync() }
        FileDescriptorIO.syncFolder(folder)
    }

    /// A file whose bytes are all known, written as the streamed files are (the whole export
    /// is a temporary folder until it is renamed) and hashed on the way, not through a file of
    /// its own renamed; the manifest counts its rows when it has any (a table).
    private func writeWhole(_ file: ExportFiles.File) throws(StorageError) {
        let output = try ExportOutputFile(folder: folder, name: file.name)
        try output.write(file.data, rows: file.rows ?? 0)
        entries.append(try output.finishWriting(table: file.rows != nil))
        written.append(output)
    }

    /// `work` on each file on the reading threads, the first failure (in the files' order)
    /// thrown once all are done.
    private static func onEveryCore<Value>(
        _ files: [ExportOutputFile], _ work: @escaping @Sendable (ExportOutputFile) throws(StorageError) -> Value
    ) throws(StorageError) -> [Value] {
        let done = ConcurrentBatch.map(files) { file in Result { () throws(StorageError) in try work(file) } }
        return try done.map { result throws(StorageError) in try result.get() }
    }
}
