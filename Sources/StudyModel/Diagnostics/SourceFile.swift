import Foundation

/// The text of a study (or consent) file, kept so diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics print it unchanged.
    public let path: String
    public let text: String
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        // A byte order mark is not part of the text; editors on Windows add one.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        self.text = text
        // Split on bytes, not Characters: this runs on every file and must stay cheap.
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        for index in utf8.indices where utf8[index] == UInt8(ascii: "\n") {
            var end = index
            if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
            lines.append(text[start..<end])
            start = utf8.index(after: index)
        }
        lines.append(text[start...])
        self.lines = lines
    }

    /// The line with 1-based number `number`, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
