import Foundation
import StudyModel

/// The secret that proves to the store that events come from (or are read back for) the
/// participant they name: 32 random bytes in hex, kept in the participant's folder as
/// `.store-secret` (0600, beside the journal it guards). The store keeps only its SHA-256.
enum ParticipantSecret {
    static let fileName = ".store-secret"
    private static let making = NSLock()

    /// The folder's secret, made on first use. Two processes making it at once (a sync and a
    /// running session) both end up with the one that reached the disk first: it is written
    /// to a temporary file and linked into place, which fails if the name is taken.
    static func readOrCreate(folder: String) throws(StorageError) -> String {
        // Within one process, one at a time: two threads (the session and its background
        // sender) would otherwise share the temporary file's name, made from the process id.
        making.lock()
        defer { making.unlock() }
        let path = folder + "/" + fileName
        if let existing = read(path) { return existing }
        var random = SystemRandomNumberGenerator()
        let secret = (0..<4).map { _ in NumberText.hex(random.next(), width: 16) }.joined()
        let temporary = folder + "/." + fileName + AtomicFile.temporarySuffix + "\(getpid())"
        try AtomicFile.write(Data((secret + "\n").utf8), to: temporary)
        defer { unlink(temporary) }
        if link(temporary, path) != 0 && errno != EEXIST {
            throw StorageError(path: path, operation: "create", code: errno)
        }
        FileDescriptorIO.syncFolder(folder)
        guard let kept = read(path) else { throw StorageError(path: path, operation: "read", code: EIO) }
        return kept
    }

    private static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            text.count == 64
        else { return nil }
        return text
    }
}
