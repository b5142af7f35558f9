import Foundation
import StudyModel

/// One study's export folder while its participants stream by: the streamed tables open
/// with their headers written, a spool per active-task kind, then at the end the trial
/// files, the files built from the study and the manifest of them all.
final class StreamedExportFiles {
    private let folder: String
    private var files: [String: ExportOutputFile] = [:]
    private var spools: [String: TrialSpool] = [:]

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
        for (name, text, count) in rows.files { try files[name]?.write(text, rows: count) }
        for (kind, trials) in rows.trials { try spools[kind]?.add(trials) }
    }

    /// `studyFiles`: `stream.studyFiles()`, made earlier; `codebook`: the codebook made
    /// earlier, for data of `codebook.versions` (made now unless the data is of those).
    func finish(
        _ stream: ExportStream, studyFiles: [ExportFiles.File],
        codebook: (versions: [String], file: ExportFiles.File)? = nil, exportTime: Timestamp?,
        problems: [ExportProblem]
    ) throws(StorageError) {
        var entries: [ExportManifest.Entry] = []
        // Every file written before any is waited for on disk (`sync`), so the waits overlap.
        var written = Array(files.values)
        for file in written { entries.append(try file.finishWriting(table: true)) }
        for kind in stream.trialKinds {
            let output = try ExportOutputFile(folder: folder, name: ExportFiles.trialFile(kind))
            try spools[kind]?.copy(into: output, detailColumns: stream.detailColumns(of: kind))
            entries.append(try output.finishWriting(table: true))
            written.append(output)
        }
        // Written as the streamed files are (the whole export is a temporary folder until
        // it is renamed), hashed on the way: not each through a file of its own renamed.
        let madeEarly = codebook.flatMap { $0.versions == stream.dataVersions ? $0.file : nil }
        for file in studyFiles + [madeEarly ?? stream.codebookFile()] {
            let output = try ExportOutputFile(folder: folder, name: file.name)
            try output.write(file.data, rows: file.rows ?? 0)
            entries.append(try output.finishWriting(table: file.rows != nil))
            written.append(output)
        }
        let manifest = stream.manifest(files: entries, exportTime: exportTime, problems: problems)
        let output = try ExportOutputFile(folder: folder, name: manifest.name)
        try output.write(manifest.data)
        _ = try output.finishWriting(table: false)
        written.append(output)
        if let first = written.first { first.syncFileSystem() }
        for file in written { try file.sync() }
        FileDescriptorIO.syncFolder(folder)
    }
}
