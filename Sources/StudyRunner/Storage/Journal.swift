import Foundation
import StudyModel

/// A participant's append-only journal (`journal.jsonl`): one JSON event per line, each
/// flushed to disk before the next screen is shown, so an accepted answer survives a
/// killed terminal. Lines are only ever added; corrections are new events.
final class Journal {
    let path: String
    private let fd: Int32
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// What reading found: the events, and a note if a torn last line was set aside.
    struct Contents {
        var events: [JournalEvent]
        var notice: String?
    }

    init(path: String) throws(StorageError) {
        self.path = path
        fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageError(path: path, operation: "open", code: errno) }
    }

    deinit { close(fd) }

    func append(_ event: JournalEvent) throws(StorageError) {
        var data: Data
        do {
            data = try encoder.encode(event)
        } catch {
            throw StorageError(path: path, operation: "encode an event for", code: EINVAL)
        }
        data.append(UInt8(ascii: "\n"))
        try FileDescriptorIO.writeAll(fd, data, path: path)
        guard fsync(fd) == 0 else { throw StorageError(path: path, operation: "flush", code: errno) }
    }

    /// Reads every event. A last line cut short by a crash is moved to a side file (kept
    /// for audit) and reported; any other unreadable line is an error, never skipped silently.
    static func read(path: String) throws -> Contents {
        guard let data = FileManager.default.contents(atPath: path) else { return Contents(events: []) }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var notice: String?
        if let last = lines.last, !last.isEmpty {
            // A complete journal ends with a newline; anything after the last one is torn.
            let torn = Data(last)
            lines.removeLast()
            let keep = data.count - torn.count
            let side = path + ".torn-\(Int(Date().timeIntervalSince1970))"
            try? AtomicFile.write(torn, to: side)
            truncate(path, off_t(keep))
            notice = "The last answer was being saved when the program stopped and could not be read; it was set aside in \(side). Please check that answer."
        }
        let decoder = JSONDecoder()
        var events: [JournalEvent] = []
        for (index, line) in lines.enumerated() where !line.isEmpty {
            do {
                events.append(try decoder.decode(JournalEvent.self, from: Data(line)))
            } catch {
                throw JournalReadError(path: path, line: index + 1, reason: "\(error)")
            }
        }
        return Contents(events: events, notice: notice)
    }
}

struct JournalReadError: Error, CustomStringConvertible {
    var path: String
    var line: Int
    var reason: String
    var description: String { "\(path):\(line): this journal line cannot be read (\(reason))" }
}
