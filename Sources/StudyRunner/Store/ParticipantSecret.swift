import Foundation
import StudyModel

/// The secret that proves to the store that events come from (or are read back for) the
/// participant they name: 32 random bytes in hex, kept in the participant's folder as
/// `.store-secret` (0600, beside the journal it guards). The store keeps only its SHA-256.
enum ParticipantSecret {
    static let fileName = ".store-secret"
    /// Within one process, one secret made at a time: two threads (the session and its
    /// background sender) would otherwise share the temporary file's name, made from the
    /// process id.
    static let making = NSLock()

    /// The folder's secret, made on first use. Two processes making it at once (a sync and a
    /// running session) both end up with the one that reached the disk first: it is written
    /// to a temporary file and linked into place, which fails if the name is taken. Two
    /// flushes make it durable before the store ever sees it (the file's bytes, then the
    /// folder's new name); the temporary file's own name need not survive a crash, so it is
    /// written in place, not by `AtomicFile.write` (whose rename and third flush cost a
    /// `study sync` of new participants a millisecond or more each: BENCHMARKS.md).
    static func readOrCreate(folder: String) throws(StorageError) -> String {
        making.lock()
        defer { making.unlock() }
        let path = folder + "/" + fileName
        if let existing = read(path) { return existing }
        let secret = newSecret()
        let temporary = folder + "/." + fileName + AtomicFile.temporarySuffix + "\(getpid())"
        try writeFlushed(Data((secret + "\n").utf8), to: temporary)
        defer { unlink(temporary) }
        let linked = link(temporary, path) == 0
        if !linked && errno != EEXIST {
            throw StorageError(path: path, operation: "create", code: errno)
        }
        FileDescriptorIO.syncFolder(folder)
        // Linked: the name holds the bytes just written and flushed, so they need no reading
        // back. Otherwise another process made it first, and its secret is the one kept.
        if linked { return secret }
        guard let kept = read(path) else { throw StorageError(path: path, operation: "read", code: EIO) }
        return kept
    }

    /// 32 random bytes, as 64 lowercase hex digits.
    static func newSecret() -> String {
        var random = SystemRandomNumberGenerator()
        return (0..<4).map { _ in NumberText.hex(random.next(), width: 16) }.joined()
    }

    /// Writes `data` to a new file (owner only) and flushes it to disk.
    private static func writeFlushed(_ data: Data, to path: String) throws(StorageError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageError(path: path, operation: "create", code: errno) }
        defer { close(fd) }
        do throws(StorageError) {
            try FileDescriptorIO.writeAll(fd, data, path: path)
        } catch {
            unlink(path)
            throw error
        }
        guard fsync(fd) == 0 else {
            let code = errno
            unlink(path)
            throw StorageError(path: path, operation: "flush", code: code)
        }
    }

    /// The secret in the file at `path`: its text without the white space around it, when
    /// that is 64 characters; nil otherwise or when there is no such file. A file of this
    /// program's own (64 lowercase hex digits and a newline) is read without Foundation's
    /// string machinery, which cost a `study sync` about 70,000 instructions a participant.
    static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 66)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        close(fd)
        if count == 65 && bytes[64] == UInt8(ascii: "\n") && bytes[..<64].allSatisfy(isLowercaseHex) {
            return String(decoding: bytes[..<64], as: UTF8.self)
        }
        return readAnyText(path)
    }

    private static func isLowercaseHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// Any other file, read as before: UTF-8, trimmed of white space and newlines.
    private static func readAnyText(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            text.count == 64
        else { return nil }
        return text
    }
}
