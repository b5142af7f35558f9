import Testing

@testable import StudyModel

/// The expression lexer answers "is this white space" for ASCII without Unicode's property
/// tables since the eleventh round; it must agree with them on every scalar.
struct ExpressionWhitespaceTests {
    @Test func sameAsUnicodeWhiteSpaceForEveryScalarUpToU3000() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(
                ExpressionLexer.isWhitespace(scalar) == scalar.properties.isWhitespace,
                "U+\(String(value, radix: 16))")
        }
    }

    @Test func tokensAroundTabsLineBreaksAndUnicodeSpaces() throws {
        let tokens = try ExpressionLexer.tokenize("\tq1\u{0B}>=\u{A0}2\r\nand\u{3000}is-missing \u{0C}(q2)")
        #expect(tokens.map(\.text) == ["q1", ">=", "2", "and", "is-missing", "(", "q2", ")", ""])
        #expect(tokens.map(\.range.lowerBound) == [1, 4, 7, 10, 14, 26, 27, 29, 30])
    }
}
