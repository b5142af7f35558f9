import Foundation
import StudyModel

/// Writes a whole export or nothing: every study's files go into a temporary folder beside
/// the destination, flushed to disk, which is then renamed to the destination. A failure
/// removes the temporary folder, so no half-written export is ever left to be mistaken for
/// a whole one.
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

    static func write(_ studies: [(id: String, files: [ExportFiles.File])], to destination: String) throws(Failure) {
        try checkDestination(destination)
        let trimmed = destination.hasSuffix("/") ? String(destination.dropLast()) : destination
        let temporary = trimmed + AtomicFile.temporarySuffix + String(getpid())
        do {
            try FileDescriptorIO.makeFolder(temporary)
            for study in studies {
                let folder = temporary + "/" + study.id
                try FileDescriptorIO.makeFolder(folder)
                for file in study.files { try AtomicFile.write(file.data, to: folder + "/" + file.name) }
                FileDescriptorIO.syncFolder(folder)
            }
            FileDescriptorIO.syncFolder(temporary)
            rmdir(trimmed) // an empty destination gives way; a full one was refused above
            guard rename(temporary, trimmed) == 0 else {
                throw StorageError(path: trimmed, operation: "rename the finished export to", code: errno)
            }
            FileDescriptorIO.syncFolder((trimmed as NSString).deletingLastPathComponent)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(description: "\(error); nothing was written")
        }
    }
}
