import Crypto
import Foundation

/// The journal's hash chain: every line carries, in its `prev` field, the SHA-256 of the
/// line before it (its exact bytes, without the newline); the first line carries
/// `JournalChain.start`. Each line's hash covers its own `prev`, so one line vouches for
/// every line before it: a line edited, removed, added or reordered breaks the chain at the
/// line after it. Lines are hashed as written, never re-encoded, so the check needs no
/// knowledge of the events. A journal whose first line has no `prev` was written before
/// the chain existed: it stays unchained (new lines are not chained onto it either).
public enum JournalChain {
    /// The `prev` of the first line: nothing comes before it.
    public static let start = String(repeating: "0", count: 64)

    /// The link the line after `line` must carry.
    public static func link(after line: some DataProtocol) -> String {
        // The digest's bytes as one buffer: iterating the digest as a sequence grew the text
        // byte by byte, for every line of the journal at every start.
        SHA256.hash(data: line).withUnsafeBytes { NumberText.hex(bytes: $0) }
    }

    public enum Status: Sendable, Equatable {
        /// No lines yet, or every line links to the one before.
        case chained
        /// Written before the chain: the first line has no `prev`.
        case unchained
        /// `line` (from 1) is the first whose link is missing or wrong.
        case broken(line: Int, reason: String)
    }

    /// Checks complete lines (no newlines; empty lines are skipped, as the reader skips them).
    public static func check(_ lines: [Data]) -> Status {
        let decoder = JSONDecoder()
        return check(lines, links: lines.map { $0.isEmpty ? nil : carriedLink(of: $0, decoder: decoder) })
    }

    /// The same check, each line's `prev` already read (`carriedLink`, from the parse that
    /// read the line's event too): the runner's start parses every line once, not twice.
    /// Nothing is checked less: the links are the ones `check(_:)` reads.
    public static func check(_ lines: [Data], links: [String?]) -> Status {
        guard let first = lines.firstIndex(where: { !$0.isEmpty }), links[first] == nil else {
            return checkLinks(lines, links)
        }
        // The program never chains onto an unchained journal: links after an unlinked first
        // line mean the first line's link was taken away.
        if let linked = links.firstIndex(where: { $0 != nil }) {
            return .broken(
                line: first + 1,
                reason: "it has no link ('prev') though line \(linked + 1) has one: the chain was removed from it")
        }
        return .unchained
    }

    private static func checkLinks(_ lines: [Data], _ links: [String?]) -> Status {
        var expected = start
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let number = index + 1
            guard let carried = links[index] else {
                return .broken(
                    line: number, reason: "it has no link to the line before it ('prev'): it was added or edited")
            }
            if carried != expected {
                return .broken(line: number, reason: mismatch(number: number, first: expected == start))
            }
            expected = link(after: line)
        }
        return .chained
    }

    /// Whether appending to a journal that starts with `firstLine` continues a chain.
    public static func isChained(firstLine: Data?) -> Bool {
        guard let firstLine, !firstLine.isEmpty else { return true }
        return carriedLink(of: firstLine, decoder: JSONDecoder()) != nil
    }

    /// A line's `prev`, read the quick way when `LineTokens` can (a line it gives up on is
    /// read by `JSONDecoder`, as before): nil when absent, null, not a string or not JSON.
    public static func carriedLink(of line: Data, decoder: JSONDecoder) -> String? {
        if let link: String? = LineTokens.reading(line, { .some(carriedLink(in: $0)) }) { return link }
        return (try? decoder.decode(Link.self, from: line))?.prev
    }

    /// The `prev` of a line `LineTokens` read.
    static func carriedLink(in json: LineTokens.Value) -> String? {
        json.isObject ? json["prev"]?.string : nil
    }

    /// The link a line appended after `lines` (complete lines, empty ones skipped) must
    /// carry, given their chain's status: nil for an unchained journal (it stays so).
    public static func nextLink(after lines: [Data], status: Status) -> String? {
        guard status == .chained else { return nil }
        return lines.last(where: { !$0.isEmpty }).map { link(after: $0) } ?? start
    }

    private static func mismatch(number: Int, first: Bool) -> String {
        if first {
            return "it does not start the chain: a line before it was removed, or it was edited"
        }
        return "it does not hold the SHA-256 of line \(number - 1): line \(number - 1) or this line was edited, "
            + "or a line was removed, added or reordered here"
    }

    private struct Link: Decodable {
        var prev: String?
    }
}

/// A journal event as written: the event's own fields and its link of the chain (`prev`),
/// in one flat JSON object. Reading needs no counterpart: the event's decoder ignores `prev`.
public struct ChainedJournalLine: Encodable {
    public var event: JournalEvent
    /// Nil for a journal written before the chain, which stays unchained.
    public var previous: String?

    public init(event: JournalEvent, previous: String?) {
        self.event = event
        self.previous = previous
    }

    private enum Key: String, CodingKey { case prev }

    public func encode(to encoder: Encoder) throws {
        try event.encode(to: encoder)
        guard let previous else { return }
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(previous, forKey: .prev)
    }
}
