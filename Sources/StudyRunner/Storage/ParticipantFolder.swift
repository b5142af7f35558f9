import Foundation

/// A new participant's folder appears whole or not at all: it is built under a temporary
/// name beside where it belongs (`.<id>.tmp-<pid>`, holding `tasks/`, `.lock` and an empty
/// journal), flushed, renamed into place, and the study's folder flushed. A kill before the
/// rename leaves only that hidden folder, which holds no data (the participant has not seen
/// their id yet): no reader lists it, and the next new participant of the study removes it
/// once the process that built it is gone.
enum ParticipantFolder {
    static let files = [".lock", "journal.jsonl"]

    /// Makes `folder` unless something is already at its path. `contents` (file name to
    /// bytes) is written into it before it appears: a journal fetched from the central store
    /// is in place whole, with its secret, or the folder is not there at all.
    static func createIfMissing(_ folder: String, contents: [String: Data] = [:]) throws(StorageError) {
        var info = stat()
        guard stat(folder, &info) != 0, errno == ENOENT else { return }
        let parent = (folder as NSString).deletingLastPathComponent
        try FileDescriptorIO.makeFolder(parent)
        removeAbandoned(in: parent)
        let building =
            parent + "/." + (folder as NSString).lastPathComponent + AtomicFile.temporarySuffix + "\(getpid())"
        do throws(StorageError) {
            try build(building, contents: contents)
            TestStopPoint.participantFolderBuilt.reach()
            guard rename(building, folder) == 0 else {
                throw StorageError(path: folder, operation: "create the folder", code: errno)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: building)
            // Made meanwhile by another run: that folder is used as it is.
            if error.code == EEXIST || error.code == ENOTEMPTY { return }
            throw error
        }
        FileDescriptorIO.syncFolder(parent)
        TestStopPoint.participantFolderInPlace.reach()
    }

    private static func build(_ building: String, contents: [String: Data]) throws(StorageError) {
        try FileDescriptorIO.makeFolder(building + "/tasks")
        for name in Set(files).union(contents.keys).sorted() {
            let path = building + "/" + name
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw StorageError(path: path, operation: "create", code: errno) }
            defer { close(fd) }
            if let data = contents[name] { try FileDescriptorIO.writeAll(fd, data, path: path) }
            guard fsync(fd) == 0 else { throw StorageError(path: path, operation: "flush", code: errno) }
        }
        FileDescriptorIO.syncFolder(building + "/tasks")
        FileDescriptorIO.syncFolder(building)
    }

    /// Temporary folders of runs killed before their rename. One whose process still runs
    /// is being built now and is left alone.
    private static func removeAbandoned(in parent: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        where AtomicFile.isTemporary(name) {
            guard let pid = name.split(separator: "-").last.flatMap({ pid_t($0) }),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(atPath: parent + "/" + name)
        }
    }
}
