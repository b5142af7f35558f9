import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a regular file with `open`/`read`, for the common case of a study file that is
/// simply there. Foundation's `FileManager` and `FileHandle(forReadingFrom: URL)` cost about
/// 1 M instructions on first use (URL set-up, a conformance search of the whole static
/// binary), 1 % of validating a 1,000-question study (ninth round in BENCHMARKS.md). Nil for
/// anything else (missing, a folder, a device, a read error): the caller then takes
/// Foundation's path, which words every such failure as before.
enum RegularFileBytes {
    /// `folder`: an open folder `path` is relative to (`openat`): the export opens each
    /// study folder once, and the system then walks two names for a participant's file, not
    /// the whole path, thousands of times.
    static func contents(of path: String, in folder: Int32 = AT_FDCWD, upTo limit: Int) -> Data? {
        let descriptor = openat(folder, path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        // One byte past the limit and no more: a file that grew since `fstat` is still refused.
        let capacity = min(limit, max(Int(status.st_size), 0) + 1)
        // Read straight into the memory the `Data` keeps (no zeros written first, no copy
        // after): an export reads every participant's journal this way.
        guard let bytes = malloc(capacity) else { return nil }
        var filled = 0
        while filled < capacity {
            let count = read(descriptor, bytes + filled, capacity - filled)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                free(bytes)
                return nil
            }
            if count == 0 { break }
            filled += count
            // All `fstat` counted is read: no second `read` to find the end (one a file, two
            // a participant for the export). A file that grew before this read filled the byte
            // more and takes Foundation's path below; one that grows after it is read as it was.
            if filled == Int(status.st_size) && filled > 0 { break }
        }
        if filled == capacity && capacity < limit { // grew while read: Foundation's path
            free(bytes)
            return nil
        }
        return Data(bytesNoCopy: bytes, count: filled, deallocator: .free)
    }
}
