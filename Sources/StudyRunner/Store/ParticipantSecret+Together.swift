import CLinux
import Foundation

extension ParticipantSecret {
    /// The secrets of several folders, made together for one `study sync` call of new
    /// participants. The rules are those of `readOrCreate(folder:)`: a folder's existing
    /// secret is read; a new one is durable before it is returned (so before the store sees
    /// it); two processes making one at once both keep the one that reached the disk first.
    /// Only the flushes are shared: each new secret is written to an unnamed file in its
    /// folder (`O_TMPFILE`), all of them are flushed with one `syncfs` per file system, each
    /// is then linked into place (which fails if the name is taken), and the folders' new
    /// names are flushed with one more `syncfs`. That is two waits for the disk per call
    /// where there were two per participant, and no temporary name made and removed: with
    /// twenty machines syncing at once, the clients' flushes were a tenth of the sync's time
    /// (BENCHMARKS.md, "Central store", tenth measurement).
    ///
    /// A folder this cannot serve (a file system without unnamed files, no `/proc` to link
    /// from, a flush refused) is left to `readOrCreate(folder:)`, with its own two flushes.
    /// Returns the secrets in the order of `folders`; nil where none could be read or made
    /// (the caller sends that participant by the one-at-a-time path, which says why).
    static func readOrCreate(folders: [String]) -> [String?] {
        var secrets = [String?](repeating: nil, count: folders.count)
        making.lock()
        var written: [UnnamedSecret] = []
        var oneByOne: [Int] = []
        for (index, folder) in folders.enumerated() {
            if let existing = read(folder + "/" + fileName) {
                secrets[index] = existing
            } else if let unnamed = UnnamedSecret(index: index, folder: folder) {
                written.append(unnamed)
            } else {
                oneByOne.append(index)
            }
        }
        // The bytes on disk before any name points at them; if that cannot be made sure,
        // no name is given (the unnamed files vanish when closed).
        if !written.isEmpty && !syncFileSystems(of: written.map(\.descriptor)) {
            oneByOne += written.map(\.index)
            for unnamed in written { close(unnamed.descriptor) }
            written = []
        }
        var takenMeanwhile: [Int] = []
        for unnamed in written {
            let path = folders[unnamed.index] + "/" + fileName
            if linkat(AT_FDCWD, "/proc/self/fd/\(unnamed.descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 {
                secrets[unnamed.index] = unnamed.secret
            } else if errno == EEXIST {
                takenMeanwhile.append(unnamed.index)
            } else {
                oneByOne.append(unnamed.index)
            }
        }
        // The folders' new names (and any made meanwhile by another process) on disk too.
        if !written.isEmpty && !syncFileSystems(of: written.map(\.descriptor)) {
            for unnamed in written { FileDescriptorIO.syncFolder(folders[unnamed.index]) }
        }
        for unnamed in written { close(unnamed.descriptor) }
        for index in takenMeanwhile { secrets[index] = read(folders[index] + "/" + fileName) }
        making.unlock()
        for index in oneByOne { secrets[index] = try? readOrCreate(folder: folders[index]) }
        return secrets
    }

    /// A new secret written to an unnamed file in its folder, not yet flushed or linked.
    private struct UnnamedSecret {
        var index: Int
        var descriptor: Int32
        var secret: String

        /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift's Glibc module
        /// does not carry.
        private static let unnamedFile: Int32 = 0o20000000 | O_DIRECTORY

        init?(index: Int, folder: String) {
            let descriptor = open(folder, Self.unnamedFile | O_WRONLY | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return nil }
            let secret = ParticipantSecret.newSecret()
            do throws(StorageError) {
                try FileDescriptorIO.writeAll(descriptor, Data((secret + "\n").utf8), path: folder)
            } catch {
                close(descriptor)
                return nil
            }
            self.index = index
            self.descriptor = descriptor
            self.secret = secret
        }
    }

    /// `syncfs` once for each file system the descriptors' files are on; false if any was
    /// refused.
    private static func syncFileSystems(of descriptors: [Int32]) -> Bool {
        var devices: Set<UInt64> = []
        for descriptor in descriptors {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return false }
            guard devices.insert(UInt64(status.st_dev)).inserted else { continue }
            if syncfs(descriptor) != 0 { return false }
        }
        return true
    }
}
