import XCTest

@testable import StudyModel

/// The dictionary's fast trimming cuts exactly what `trimmingWhitespace` cuts.
final class REDCapTextTests: XCTestCase {
    func testTrimmingMatchesTheGeneralTrimming() {
        let pieces = [
            "", " ", "  ", "a", " a", "a ", " 1, Several days ", "\t\r\n x \u{B}\u{C}", "\u{A0}nbsp\u{A0}",
            " \u{3000}ideographic\u{3000} ", "\u{85}nel", "tail\u{2028}", " é ", "中文 ", " 😀", "\u{1C}fs\u{1F}",
            "\r\n", " a \r\n", "\u{200B}zero width\u{200B}", " \u{2009}thin ",
        ]
        for piece in pieces {
            XCTAssertEqual(REDCapText.trimmed(piece[...]), piece.trimmingWhitespace, piece.debugDescription)
            let inside = "|" + piece + "|"
            let slice = inside.dropFirst().dropLast()
            XCTAssertEqual(REDCapText.trimmed(slice), slice.trimmingWhitespace, piece.debugDescription)
        }
    }
}
