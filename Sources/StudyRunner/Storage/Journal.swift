import Foundation
import StudyModel

/// A participant's append-only journal (`journal.jsonl`): one JSON event per line, each
/// flushed to disk before the next screen is shown, so an accepted answer survives a
/// killed terminal. Lines are only ever added; corrections are new events.
final class Journal {
    let path: String
    private var fd: Int32
    /// The journal's length after the last event that reached the disk. A write cut short
    /// (disk full) or a failed flush is cut back to it, so a retry never leaves half a line
    /// in the middle of the journal, where it could not be read any more. Taken at the
    /// first append, after `read` has set aside any torn line.
    private var goodLength: off_t?
    /// The `prev` the next line carries (the SHA-256 of the last line), nil for a journal
    /// written before the chain. Found from the file at the first append.
    private var link: String??
    /// The link after the last line as `read` found it, and the journal's length then
    /// (`remember`): the first append takes its link from here instead of reading and
    /// splitting the whole journal again, as long as the file still has that length.
    private var linkAtRead: (link: String?, length: off_t)?
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// What reading found: the events, and a note if a torn last line was set aside.
    struct Contents {
        var events: [JournalEvent]
        var notice: String?
        /// The link a line appended now must carry (nil inside: the journal is unchained),
        /// and the journal's length it holds for; nil when there is no journal.
        var next: (link: String?, length: off_t)?
    }

    /// Opened for reading too, so that if the folder is deleted under a running session
    /// the journal can still be read back from this descriptor and written out again.
    init(path: String) throws(StorageError) {
        self.path = path
        fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageError(path: path, operation: "open", code: errno) }
    }

    deinit { close(fd) }

    /// Writes `event` as the journal's next line and, when `flush` (the rule), flushes it to
    /// disk before returning. `flush: false` is for a line that records nothing entered
    /// (`session-started`): a kill cannot lose it (the kernel has it), the next line's flush
    /// takes it to disk too, and a power cut before that loses only the note that a session
    /// began, as if the cut had come before it: `JournalFlushTests`.
    func append(_ event: JournalEvent, flush: Bool = true) throws(StorageError) {
        let previous: String?
        if let known = link {
            previous = known
        } else if let read = linkAtRead, read.length == Self.length(of: fd) {
            previous = read.link
        } else {
            previous = try chainLink()
        }
        var data: Data
        do {
            data = try encoder.encode(ChainedJournalLine(event: event, previous: previous))
        } catch {
            throw StorageError(path: path, operation: "encode an event for", code: EINVAL)
        }
        data.append(UInt8(ascii: "\n"))
        // Appending to a journal whose file was deleted would look fine and keep nothing.
        guard isInPlace else { throw StorageError(path: path, operation: "find", code: ENOENT) }
        let start = goodLength ?? Self.length(of: fd)
        if Self.length(of: fd) != start && ftruncate(fd, start) != 0 {
            throw StorageError(path: path, operation: "repair the end of", code: errno)
        }
        do throws(StorageError) {
            try FileDescriptorIO.writeAll(fd, data, path: path)
            if flush && fsync(fd) != 0 { throw StorageError(path: path, operation: "flush", code: errno) }
        } catch {
            _ = ftruncate(fd, start)
            throw error
        }
        goodLength = start + off_t(data.count)
        link = previous.map { _ in JournalChain.link(after: data.dropLast()) }
        TestStopPoint.journalled(event: event.kind.name).reach()
    }

    /// The link `read` found after the journal's last line (`Contents.next`), for the first
    /// append. Kill safety: nothing is checked less at the start (`read` checked the whole
    /// chain); only the re-reading of the journal at the first append is saved. The folder's
    /// lock keeps every other run from writing in between, and the link is used only while
    /// the file has the length it was read at: lines added since (the store's copy, a torn
    /// line `read` could not cut away) send the first append back to reading the file. An
    /// outside edit in between is then not vouched for by the new line (it links to the
    /// line as read), so the next start or `study verify` finds it.
    func remember(_ next: (link: String?, length: off_t)) {
        linkAtRead = next
    }

    /// Adds whole lines copied from the central store (a session on another machine went on
    /// after this journal's last line), flushed; only before this session's first `append`,
    /// which then finds its place and chain link after them.
    func appendCopied(_ lines: Data) throws(StorageError) {
        guard goodLength == nil, link == nil else {
            throw StorageError(path: path, operation: "add the store's events to", code: EBUSY)
        }
        let start = Self.length(of: fd)
        linkAtRead = nil
        do throws(StorageError) {
            try FileDescriptorIO.writeAll(fd, lines, path: path)
            if fsync(fd) != 0 { throw StorageError(path: path, operation: "flush", code: errno) }
        } catch {
            _ = ftruncate(fd, start)
            throw error
        }
    }

    /// False once the journal's file has been deleted or replaced under us (the folder
    /// removed mid-run): what is appended then would not be found at `path`.
    var isInPlace: Bool {
        var held = stat()
        var named = stat()
        guard fstat(fd, &held) == 0, held.st_nlink > 0, stat(path, &named) == 0 else { return false }
        return held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }

    /// Writes everything this descriptor holds back to `path` (atomically) and appends
    /// there from now on: used after the folder was deleted and made again.
    func writeBack() throws(StorageError) {
        let kept = try keptBytes()
        try AtomicFile.write(kept, to: path)
        let reopened = open(path, O_RDWR | O_APPEND | O_CLOEXEC)
        guard reopened >= 0 else { throw StorageError(path: path, operation: "open", code: errno) }
        close(fd)
        fd = reopened
    }

    /// The link after the journal's last complete line as it is on disk (nil when its first
    /// line predates the chain). Read once, at the first append: `read` has set aside any torn
    /// line by then.
    private func chainLink() throws(StorageError) -> String? {
        let bytes = try keptBytes()
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard JournalChain.isChained(firstLine: lines.first.map { Data($0) }) else { return nil }
        // Only complete lines count: anything after the last newline is not part of the journal.
        let complete = bytes.last == UInt8(ascii: "\n") ? lines : lines.dropLast()
        return complete.last.map { JournalChain.link(after: $0) } ?? JournalChain.start
    }

    /// The journal as it reached the disk, read through the descriptor (which still works
    /// when the file was deleted under us).
    private func keptBytes() throws(StorageError) -> Data {
        let length = Int(goodLength ?? Self.length(of: fd))
        var kept = Data(count: length)
        let count = kept.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count == length else {
            throw StorageError(path: path, operation: "read back", code: count < 0 ? errno : EIO)
        }
        return kept
    }

    private static func length(of fd: Int32) -> off_t {
        var info = stat()
        return fstat(fd, &info) == 0 ? info.st_size : 0
    }

    /// Reads every event. A last line cut short by a crash is moved to a side file (kept
    /// for audit) and reported; any other unreadable line is an error, never skipped silently.
    static func read(path: String) throws -> Contents {
        guard let data = FileManager.default.contents(atPath: path) else { return Contents(events: []) }
        let (events, torn, next) = try decode(data, path: path)
        var notice: String?
        if let torn {
            let side = path + ".torn-\(Int(Date().timeIntervalSince1970))"
            try? AtomicFile.write(torn, to: side)
            truncate(path, off_t(data.count - torn.count))
            notice =
                "The last answer was being saved when the program stopped and could not be read; "
                + "it was set aside in \(side). Please check that answer."
        }
        return Contents(events: events, notice: notice, next: (next, off_t(data.count - (torn?.count ?? 0))))
    }

    /// The events of a journal's bytes, and its torn last line if there is one, without
    /// changing the file: what `read` does before it sets the line aside.
    /// `next`: the link a line appended after them must carry (nil: unchained).
    static func decode(_ data: Data, path: String) throws -> (events: [JournalEvent], torn: Data?, next: String?) {
        let journal = JournalBytes(data)
        let (lines, torn) = (journal.lines, journal.torn)
        let decoder = JSONDecoder()
        var events: [JournalEvent] = []
        var links: [String?] = []
        events.reserveCapacity(lines.count)
        links.reserveCapacity(lines.count)
        // Each line is parsed once for its event and its link (it was parsed twice, once
        // more by the chain's check: the larger part of a returning participant's start).
        for (index, line) in lines.enumerated() {
            guard !line.isEmpty else {
                links.append(nil)
                continue
            }
            do {
                let read = try JournalEvent.decodingWithLink(line: line, fallback: decoder)
                events.append(read.event)
                links.append(read.link)
            } catch {
                throw JournalReadError(path: path, line: index + 1, reason: JournalEvent.readingProblem(error))
            }
        }
        // A line damaged where it still reads (inside its link or a text) is found by the
        // chain: it is never carried on as if it were the record.
        let status = JournalChain.check(lines, links: links)
        if case let .broken(line, reason) = status {
            throw JournalReadError(
                path: path, line: line, reason: reason, problem: "the journal's hash chain breaks here")
        }
        return (events, torn, JournalChain.nextLink(after: lines, status: status))
    }
}

struct JournalReadError: Error, CustomStringConvertible {
    var path: String
    var line: Int
    var reason: String
    var problem = "this journal line cannot be read"
    var description: String { "\(path):\(line): \(problem) (\(reason))" }
}
