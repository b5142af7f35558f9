import StudyModel
import XCTest

/// `SourceFile` splits lines eight bytes at a time while none can start a line break; this
/// compares it with a plain reading of the Unicode scalars on texts that put every kind of
/// line break, and bytes that only look like the start of one, at every offset.
final class SourceLineSplitTests: XCTestCase {
    /// Splits where libyaml counts a new line: "\n", "\r\n", a lone "\r", U+0085, U+2028, U+2029.
    private func referenceLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\r":
                if scalars.first == "\n" { scalars.removeFirst() }
                fallthrough
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(String(current))
                current = String.UnicodeScalarView()
            default:
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    private let pieces = [
        "a", "word", "long plain ascii run", "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}",
        "é", "€", "\u{2000}", "\u{A0}", "\u{C2}", "ą", "日本", "😀", "\t", " ",
    ]

    func testEveryBreakAtEveryOffsetSplitsAsTheScalarReading() {
        var generator = SystemRandomNumberGenerator()
        for length in 0..<400 {
            var text = ""
            for _ in 0..<(length % 40) { text += pieces.randomElement(using: &generator)! }
            // Shift the same text through all eight alignments of the word reads.
            for prefix in 0..<8 {
                let shifted = String(repeating: "x", count: prefix) + text
                let split = SourceFile(path: "t.study", text: shifted).lines.map(String.init)
                XCTAssertEqual(split, referenceLines(shifted), "text: \(shifted.debugDescription)")
            }
        }
    }

    func testABreakInTheLastBytesAndNoneAtAll() {
        for text in ["", "abcdefg", "abcdefgh", "abcdefghi", "abcdefgh\n", "abcdefg\u{2029}", "abcdefghijklmno\r"] {
            XCTAssertEqual(
                SourceFile(path: "t.study", text: text).lines.map(String.init), referenceLines(text),
                text.debugDescription)
        }
    }
}
