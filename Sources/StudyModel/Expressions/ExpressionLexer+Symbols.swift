/// Operators and punctuation, and the common mistakes people make with them
/// (`&&`, `||`, `!`, `<>`, `=<`, curly quotes pasted from a word processor...).
extension ExpressionLexer {
    mutating func lexSymbol() throws(ExpressionIssue) -> ExpressionToken {
        let start = position
        let scalar = scalars[position]
        let next = peek()
        position += 1
        switch scalar {
        case "+": return token(.plus, from: start)
        case "-": return token(.minus, from: start)
        case "*": return token(.star, from: start)
        case "/": return token(.slash, from: start)
        case "^": return token(.caret, from: start)
        case "(": return token(.leftParen, from: start)
        case ")": return token(.rightParen, from: start)
        case "[": return token(.leftBracket, from: start)
        case "]": return token(.rightBracket, from: start)
        case ",": return token(.comma, from: start)
        case "=":
            switch next {
            case "=":
                position += 1
                return token(.equal, from: start)
            case "<": throw mistake(from: start, length: 2, hint: "use '<='")
            case ">": throw mistake(from: start, length: 2, hint: "use '>='")
            default: return token(.equal, from: start)
            }
        case "!":
            if next == "=" {
                position += 1
                return token(.notEqual, from: start)
            }
            throw mistake(from: start, length: 1, hint: "use 'not'")
        case "<":
            if next == "=" {
                position += 1
                return token(.lessEqual, from: start)
            }
            if next == ">" { throw mistake(from: start, length: 2, hint: "use '!='") }
            return token(.less, from: start)
        case ">":
            if next == "=" {
                position += 1
                return token(.greaterEqual, from: start)
            }
            return token(.greater, from: start)
        case "&": throw mistake(from: start, length: next == "&" ? 2 : 1, hint: "use 'and'")
        case "|": throw mistake(from: start, length: next == "|" ? 2 : 1, hint: "use 'or'")
        default:
            throw ExpressionIssue(
                range: start..<start + 1,
                message: "unexpected character '\(scalar)'",
                hint: Self.hint(forUnexpected: scalar))
        }
    }

    /// An operator from another language: "'&&' is not an operator" with the right one.
    private func mistake(from start: Int, length: Int, hint: String) -> ExpressionIssue {
        ExpressionIssue(
            range: start..<start + length,
            message: "'\(text(start..<start + length))' is not an operator",
            hint: hint)
    }

    private static func hint(forUnexpected scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}":
            return "use straight quotes ' or \" around texts"
        case "\u{2212}", "\u{2013}", "\u{2014}": return "use '-'"
        case "\u{00D7}": return "use '*'"
        case "\u{00F7}": return "use '/'"
        case "\u{2264}": return "use '<='"
        case "\u{2265}": return "use '>='"
        case "\u{2260}": return "use '!='"
        case ".": return "write decimal numbers with a digit before the point, e.g. 0.5"
        case "%": return "there is no remainder operator; use '/' and round()"
        case "\u{00B2}", "\u{00B3}": return "write powers with '^', e.g. height ^ 2"
        default:
            if scalar.properties.isAlphabetic {
                return "names use only the letters a-z and A-Z, digits and '_'"
            }
            return nil
        }
    }
}
