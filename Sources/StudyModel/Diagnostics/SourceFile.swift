import Foundation

/// The text of a study (or consent) file, kept so diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    /// The path as the user gave it; diagnostics print it unchanged.
    public let path: String
    /// `path` as every location in this file carries it, looked up once per file.
    let sourcePath: SourcePath
    public let text: String
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.sourcePath = SourcePath(path)
        // A byte order mark is not part of the text; editors on Windows add one.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        self.text = text
        // Split where libyaml counts a new line, or its line numbers would point past the
        // lines we can quote: "\n", "\r\n", a lone "\r", and U+0085, U+2028, U+2029.
        // On bytes, not Characters: this runs on every file and must stay cheap.
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            let breakLength: Int
            switch byte {
            case UInt8(ascii: "\n"): breakLength = 1
            case UInt8(ascii: "\r"):
                let next = utf8.index(after: index)
                breakLength = next < utf8.endIndex && utf8[next] == UInt8(ascii: "\n") ? 2 : 1
            case 0xC2 where Self.byte(utf8, after: index, 1) == 0x85: breakLength = 2
            case 0xE2
            where Self.byte(utf8, after: index, 1) == 0x80
                && [0xA8, 0xA9].contains(Self.byte(utf8, after: index, 2)):
                breakLength = 3
            default:
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = utf8.index(index, offsetBy: breakLength)
            start = index
        }
        lines.append(text[start...])
        self.lines = lines
    }

    private static func byte(_ utf8: String.UTF8View, after index: String.Index, _ offset: Int) -> UInt8? {
        utf8.index(index, offsetBy: offset, limitedBy: utf8.endIndex).flatMap { $0 < utf8.endIndex ? utf8[$0] : nil }
    }

    /// The line with 1-based number `number`, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    /// A location in this file. libyaml counts one line more at the end of a file that does
    /// not end with a line break; a mark there becomes "just after the last character", so
    /// every location can be quoted.
    public func location(line: Int, column: Int) -> SourceLocation {
        if line > lines.count, let last = lines.last {
            return SourceLocation(path: sourcePath, line: lines.count, column: last.unicodeScalars.count + 1)
        }
        return SourceLocation(path: sourcePath, line: line, column: column)
    }
}
