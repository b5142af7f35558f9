import Foundation

/// A journal as the central store sees it: opaque lines, each with its place (its sequence,
/// from 1) and the SHA-256 of its text. Together with the participant's id these make the
/// event's globally unique id. The lines are not decoded: whatever a journal line holds
/// (new kinds of event, a hash chain) is sent as it is.
public struct JournalLine: Sendable, Equatable {
    public var sequence: Int
    public var text: String
    /// Lowercase hex, as `SignedConsentDocument.sha256` writes it. Worked out when asked: a
    /// sync compares only the last line the store has, so the lines it sends need no hash on
    /// this side (the store hashes what it keeps).
    public var sha256: String { SignedConsentDocument.sha256(text) }

    public init(sequence: Int, text: String) {
        self.sequence = sequence
        self.text = text
    }
    /// A line the store cannot keep exactly, and why; the lines before it can still be sent.
    public struct Unsendable: Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var reason: String
        public var description: String { "line \(line) \(reason)" }
    }

    /// The longest line the store keeps: PostgreSQL keeps a text of at most 1 GB.
    public static let longest = (1 << 30) - 1

    /// The complete lines of a journal's bytes, in order. A last line without its newline was
    /// being written when the program stopped: it is not an event yet and is left out. The
    /// lines stop before the first that is empty, longer than `longest`, not UTF-8 or holds a
    /// NUL byte (text in PostgreSQL cannot), which is then reported, never sent changed.
    public static func complete(in data: Data) -> (lines: [JournalLine], unsendable: Unsendable?) {
        let journal = SendableJournal(data)
        let lines = journal.spans.indices.map { JournalLine(sequence: $0 + 1, text: journal.text($0)) }
        return (lines, journal.unsendable)
    }
}
