import Foundation

/// A journal's complete lines as the central store takes them, kept as places in the
/// journal's own bytes rather than one `String` per line: a `study sync` sends each line's
/// bytes as they are, so making, keeping and freeing a string for each of them (about 4,800
/// instructions a line of the bench's journals, callgrind, BENCHMARKS.md) bought nothing.
/// The rules are those of `JournalLine.complete`, which is built on this: the lines stop
/// before the first that is empty, longer than `JournalLine.longest`, not UTF-8 or holds a
/// NUL byte, and a last line without its newline is left out.
public struct SendableJournal: Sendable {
    /// The journal's bytes, as read.
    public let bytes: Data
    /// Where each sendable line lies in `bytes` (offsets from its first byte, the newline
    /// left out), line 1 first.
    public let spans: [Range<Int>]
    /// The first line that cannot be sent, and why; nil when every complete line can be.
    public let unsendable: JournalLine.Unsendable?

    public var count: Int { spans.count }

    public init(_ data: Data) {
        // A contiguous copy only if `data` is a slice with an offset start, so offsets are 0-based.
        bytes = data.startIndex == 0 ? data : Data(data)
        var spans: [Range<Int>] = []
        var unsendable: JournalLine.Unsendable?
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var start = 0
            while start < raw.count, let newline = memchr(base + start, 0x0A, raw.count - start) {
                let end = base.distance(to: UnsafeRawPointer(newline))
                let line = UnsafeRawBufferPointer(rebasing: raw[start..<end])
                if let reason = Self.whyUnsendable(line) {
                    unsendable = JournalLine.Unsendable(line: spans.count + 1, reason: reason)
                    break
                }
                spans.append(start..<end)
                start = end + 1
            }
        }
        self.spans = spans
        self.unsendable = unsendable
    }

    /// Line `index + 1`'s text.
    public func text(_ index: Int) -> String {
        bytes.withUnsafeBytes { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[spans[index]]), as: UTF8.self)
        }
    }

    /// Why the store cannot keep `line` exactly; nil when it can.
    private static func whyUnsendable(_ line: UnsafeRawBufferPointer) -> String? {
        guard let base = line.baseAddress, !line.isEmpty else { return "is empty" }
        if line.count > JournalLine.longest { return "is longer than the store keeps a line (1 GB)" }
        if memchr(base, 0, line.count) != nil { return "holds a NUL byte" }
        // ASCII is always UTF-8 and nearly every line is ASCII: only other lines are validated.
        if !isASCII(line) && String(validating: line.assumingMemoryBound(to: UInt8.self), as: UTF8.self) == nil {
            return "is not valid UTF-8"
        }
        return nil
    }

    /// Whether every byte is below 0x80, eight bytes at a time.
    private static func isASCII(_ line: UnsafeRawBufferPointer) -> Bool {
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= line.count {
            high |= line.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < line.count {
            high |= UInt64(line[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}
