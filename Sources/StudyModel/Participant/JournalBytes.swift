import Foundation

/// A journal's bytes cut at its newlines, the one way every reader does it (the runner's
/// start, `study verify`, export, status, the store). A complete line ends with a newline;
/// what follows the last one was being written when the program stopped: a torn line, not
/// an event yet, which each reader sets aside or reports in its own way.
public struct JournalBytes: Sendable {
    /// The complete lines in order (line 1 first), empty ones included so numbers stay true.
    public var lines: [Data]
    /// The bytes after the last newline, when there are any.
    public var torn: Data?

    public init(_ data: Data) {
        let ends = data.withUnsafeBytes(Self.lineEnds)
        var lines: [Data] = []
        lines.reserveCapacity(ends.count)
        var start = 0
        for end in ends {
            lines.append(data[(data.startIndex + start)..<(data.startIndex + end)])
            start = end + 1
        }
        self.lines = lines
        self.torn = start < data.count ? Data(data[(data.startIndex + start)...]) : nil
    }

    /// Where each complete line ends (its newline's offset), in order: the lines of `bytes`
    /// are the ranges between them, and whatever follows the last one is torn. (`Data.split`
    /// goes a byte at a time through `Data`'s subscript; `memchr` finds each newline in the
    /// raw bytes, and a large export reads millions of lines.)
    public static func lineEnds(in bytes: UnsafeRawBufferPointer) -> [Int] {
        guard let base = bytes.baseAddress else { return [] }
        var ends: [Int] = []
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
            let end = base.distance(to: UnsafeRawPointer(found))
            ends.append(end)
            offset = end + 1
        }
        return ends
    }
}
