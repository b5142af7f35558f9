import Foundation
import StudyModel

/// Writes a whole export or nothing: every study's files are written into a temporary folder
/// beside the destination as they are built, flushed to disk, and the folder is then renamed
/// to the destination. A failure removes the temporary folder, so no half-written export is
/// ever left to be mistaken for a whole one.
enum ExportWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Refuses a destination that already holds anything: an export never mixes with or
    /// replaces older files.
    static func checkDestination(_ destination: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory) else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: destination)) ?? []
        guard isDirectory.boolValue, names.isEmpty else {
            throw Failure(description: "\(destination) already exists and is not an empty folder; name a new folder")
        }
    }

    /// Makes the temporary folder the export is written into, beside the destination
    /// (which `checkDestination` has accepted).
    static func begin(_ destination: String) throws(Failure) -> String {
        let temporary = trimmed(destination) + AtomicFile.temporarySuffix + String(getpid())
        do {
            try FileDescriptorIO.makeFolder(temporary)
        } catch {
            throw Failure(description: "\(error); nothing was written")
        }
        return temporary
    }

    /// Renames the finished temporary folder to the destination.
    static func commit(_ temporary: String, to destination: String) throws(Failure) {
        let trimmed = trimmed(destination)
        FileDescriptorIO.syncFolder(temporary)
        rmdir(trimmed) // an empty destination gives way; a full one was refused by `begin`
        guard rename(temporary, trimmed) == 0 else {
            let error = StorageError(path: trimmed, operation: "rename the finished export to", code: errno)
            abandon(temporary)
            throw Failure(description: "\(error); nothing was written")
        }
        FileDescriptorIO.syncFolder((trimmed as NSString).deletingLastPathComponent)
    }

    /// Removes what was written of an export that failed.
    static func abandon(_ temporary: String) {
        try? FileManager.default.removeItem(atPath: temporary)
    }

    private static func trimmed(_ destination: String) -> String {
        destination.hasSuffix("/") && destination.count > 1 ? String(destination.dropLast()) : destination
    }
}
