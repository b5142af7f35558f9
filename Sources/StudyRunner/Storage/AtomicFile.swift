import CLinux
import Foundation

/// Writes whole files so that a reader (or a crash) sees either the old content or the new,
/// never half of it: write a temporary file beside the target, flush it to disk, rename.
enum AtomicFile {
    static let temporarySuffix = ".tmp-"

    /// `.<name>.tmp-<pid>`: a file being written by `write`.
    static func isTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.range(of: temporarySuffix, options: .backwards) else {
            return false
        }
        let pid = name[range.upperBound...]
        return !pid.isEmpty && pid.allSatisfy(\.isASCII) && pid.allSatisfy(\.isNumber)
    }

    static func write(_ data: Data, to path: String, mode: mode_t = 0o600) throws(StorageError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/." + (path as NSString).lastPathComponent + temporarySuffix + "\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw StorageError(path: temporary, operation: "create", code: errno) }
        var failure: StorageError?
        do {
            try FileDescriptorIO.writeAll(fd, data, path: temporary)
            if fsync(fd) != 0 { failure = StorageError(path: temporary, operation: "flush", code: errno) }
        } catch {
            failure = error
        }
        close(fd)
        if let failure {
            unlink(temporary)
            throw failure
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw StorageError(path: path, operation: "replace", code: code)
        }
        FileDescriptorIO.syncFolder(folder)
    }
}

enum FileDescriptorIO {
    static func writeAll(_ fd: Int32, _ data: Data, path: String) throws(StorageError) {
        let failure = data.withUnsafeBytes { writeAll(fd, $0) }
        if failure != 0 { throw StorageError(path: path, operation: "write", code: failure) }
    }

    /// Writes every byte, again after an interruption; the error number, or 0 (for bytes
    /// that are not a `Data`, such as an export's buffer, written without a copy made first).
    static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Asks the system to start writing a file's whole pages, up to `length`, to disk now
    /// and in the background (Linux starts the writeback of dirty pages on
    /// `POSIX_FADV_DONTNEED`, and leaves alone the partial last page still being added to):
    /// an export's large files are then mostly on disk when `fsync` asks, where it waited at
    /// the end for all of them. Advice only: nothing fails, and nothing is dropped that is
    /// not already on disk.
    static func startWriteback(_ fd: Int32, upTo length: Int) {
        let whole = length - length % pageSize
        guard whole > 0 else { return }
        _ = posix_fadvise(fd, 0, off_t(whole), POSIX_FADV_DONTNEED)
    }

    private static let pageSize = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)

    /// Writes out everything waiting for the disk of the file system `fd` is on, in one go
    /// (Linux's `syncfs`): the `fsync` of each of many new files then finds them written,
    /// where each waited for the disk in turn (an export's 16 files: 3 ms, then 1.5 with
    /// this first). The caller still syncs each file, which reports its own write errors;
    /// elsewhere this does nothing.
    static func syncFileSystem(of fd: Int32) {
        #if os(Linux)
            _ = syncfs(fd)
        #endif
    }

    /// Makes a rename or a new file in `folder` durable, not only its content.
    static func syncFolder(_ folder: String) {
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
    }

    /// Creates a folder and its parents, readable by the owner only.
    static func makeFolder(_ path: String) throws(StorageError) {
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o700) != 0 && errno != EEXIST {
                throw StorageError(path: built, operation: "create the folder", code: errno)
            }
        }
    }
}
