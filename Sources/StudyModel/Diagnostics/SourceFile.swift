import Foundation

/// The text of a study (or consent) file, kept so diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics print it unchanged.
    public let path: String
    public let text: String
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
    }

    /// The line with 1-based number `number`, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }
}
