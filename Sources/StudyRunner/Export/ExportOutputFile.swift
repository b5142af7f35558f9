import Foundation
import StudyModel

/// One file of an export written as its rows come: the bytes gather in a buffer written out
/// in large pieces, and are hashed and counted on the way, so that the manifest never reads
/// the file again and memory stays the same whatever the number of participants. Used by one
/// thread at a time: written on the export's thread, its end written and synced on one of the
/// reading threads (`StreamedExportFiles.finish`), which starts after all writing is done.
final class ExportOutputFile: @unchecked Sendable {
    let name: String
    let path: String
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var digest = ExportDigest()
    private var bytes = 0
    private(set) var rows = 0
    private static let flushSize = 1 << 18

    init(folder: String, name: String) throws(StorageError) {
        self.name = name
        path = folder + "/" + name
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StorageError(path: path, operation: "create", code: errno) }
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    deinit {
        close(descriptor)
    }

    func write(_ text: String, rows: Int = 0) throws(StorageError) {
        buffer.append(contentsOf: text.utf8)
        try added(rows: rows)
    }

    /// A participant's lines for this file: CSV bytes copied as they are, or text.
    func write(_ lines: ExportStream.Rows.Lines, rows: Int) throws(StorageError) {
        switch lines {
        case let .bytes(csv): csv.withBytes { buffer.append(contentsOf: $0) }
        case let .text(text): buffer.append(contentsOf: text.utf8)
        }
        try added(rows: rows)
    }

    func write(_ data: Data, rows: Int = 0) throws(StorageError) {
        buffer.append(contentsOf: data)
        try added(rows: rows)
    }

    /// Counts the rows just added, and writes the buffer out once it is large.
    private func added(rows: Int) throws(StorageError) {
        self.rows += rows
        if buffer.count >= Self.flushSize { try flush() }
    }

    private func flush() throws(StorageError) {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { digest.add($0) }
        bytes += buffer.count
        let failure = buffer.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        if failure != 0 { throw StorageError(path: path, operation: "write", code: failure) }
        buffer.removeAll(keepingCapacity: true)
        FileDescriptorIO.startWriteback(descriptor, upTo: bytes)
    }

    /// Writes what is left and flushes the file to disk; `table`: whether the manifest counts
    /// its rows.
    func finish(table: Bool) throws(StorageError) -> ExportManifest.Entry {
        let entry = try finishWriting(table: table)
        try sync()
        return entry
    }

    /// Writes what is left, its way to the disk started: `sync()` then waits for it. An
    /// export writes all its files before it waits for any (the waits overlap), and a file
    /// read back and removed (a spool) is never waited for.
    func finishWriting(table: Bool) throws(StorageError) -> ExportManifest.Entry {
        try flush()
        return ExportManifest.Entry(name: name, sha256: digest.hex, bytes: bytes, rows: table ? rows : nil)
    }

    /// Everything waiting for this file's disk written out at once (`FileDescriptorIO`),
    /// before each file is synced.
    func syncFileSystem() {
        FileDescriptorIO.syncFileSystem(of: descriptor)
    }

    func sync() throws(StorageError) {
        guard fsync(descriptor) == 0 else { throw StorageError(path: path, operation: "flush", code: errno) }
    }
}
