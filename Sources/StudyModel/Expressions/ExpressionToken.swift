/// The reserved words of the expression language. `end` means nothing inside an expression
/// but is reserved because `go-to: end` ends a survey, so no id may be called `end`;
/// `missing` is the literal for "no value".
enum ExpressionKeyword: String, CaseIterable, Sendable {
    case and, or, not, `in`, `true`, `false`, yes, no, end, missing
}

/// One lexical unit of an expression, with where it was written.
struct ExpressionToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case number(Double)
        case string(String)
        case name(String)
        case keyword(ExpressionKeyword)
        case plus, minus, star, slash, caret
        case equal, notEqual, less, lessEqual, greater, greaterEqual
        case leftParen, rightParen, leftBracket, rightBracket, comma
        /// The end of the text; always the last token.
        case end
    }

    var kind: Kind
    /// Offsets in Unicode scalars.
    var range: Range<Int>
    /// The token as written, for messages.
    var text: String

    /// How messages refer to the token: quoted text, or "the end" for the end of input.
    var quoted: String {
        kind == .end ? "the end" : "'\(text)'"
    }

    /// Whether this token may start an operand (used to word "unexpected ..." errors).
    var startsOperand: Bool {
        switch kind {
        case .number, .string, .name, .leftParen, .leftBracket, .minus: return true
        case .keyword(let word): return [.true, .false, .yes, .no, .not, .missing].contains(word)
        default: return false
        }
    }

    /// Whether this token is an operator that needs an operand on its left.
    var isInfixOperator: Bool {
        switch kind {
        case .plus, .star, .slash, .caret, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            return true
        case .keyword(let word): return [.and, .or, .in].contains(word)
        default: return false
        }
    }
}
