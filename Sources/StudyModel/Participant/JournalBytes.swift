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
        var pieces = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let last = pieces.removeLast()
        self.lines = pieces
        self.torn = last.isEmpty ? nil : Data(last)
    }
}
