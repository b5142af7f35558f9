import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder's entries with whether each is a folder, from one reading of the folder: the
/// type `readdir` gives, and `stat` only where the file system does not give one. Listing
/// the names and then asking of each whether it is a folder cost a `stat` per participant
/// before an export could read its first one.
enum FolderEntries {
    struct Entry: Equatable {
        var name: String
        var isFolder: Bool
    }

    /// The entries (not `.` and `..`), in no particular order; nil when the folder cannot be
    /// read.
    static func of(_ folder: String) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let found = readdir(directory) {
            let name = withUnsafePointer(to: &found.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard name != ".", name != ".." else { continue }
            let type = found.pointee.d_type
            let isFolder: Bool
            if type == UInt8(DT_DIR) {
                isFolder = true
            } else if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) {
                // Unknown to the file system, or a link: as `FileManager.fileExists` says (it
                // follows links).
                var isDirectory: ObjCBool = false
                isFolder =
                    FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            } else {
                isFolder = false
            }
            entries.append(Entry(name: name, isFolder: isFolder))
        }
        return entries
    }
}
