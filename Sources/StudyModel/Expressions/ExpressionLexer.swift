/// Splits expression text into tokens, counting positions in Unicode scalars.
///
/// Stops at the first problem: a lexical error is reported as an `ExpressionIssue`.
/// Strings use backslash escapes: `\'`, `\"` and `\\` (nothing else).
struct ExpressionLexer {
    let source: String
    let scalars: [Unicode.Scalar]
    /// Where each scalar starts in `source`, and its end last: a token's text is cut out of
    /// the source in one copy, not put together scalar by scalar (that was most of the time
    /// validation spent on expressions).
    let starts: [String.Index]
    var position = 0

    init(_ text: String) {
        source = text
        scalars = Array(text.unicodeScalars)
        starts = Array(text.unicodeScalars.indices) + [text.endIndex]
    }

    /// All tokens of `text`, ending with an `.end` token.
    static func tokenize(_ text: String) throws(ExpressionIssue) -> [ExpressionToken] {
        var lexer = ExpressionLexer(text)
        var tokens: [ExpressionToken] = []
        while true {
            lexer.skipWhitespace()
            if lexer.position >= lexer.scalars.count {
                let end = lexer.scalars.count
                tokens.append(ExpressionToken(kind: .end, range: end..<end, text: ""))
                return tokens
            }
            tokens.append(try lexer.nextToken())
        }
    }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func peek(_ offset: Int = 1) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    func text(_ range: Range<Int>) -> String {
        String(source.unicodeScalars[starts[range.lowerBound]..<starts[range.upperBound]])
    }

    func token(_ kind: ExpressionToken.Kind, from start: Int) -> ExpressionToken {
        ExpressionToken(kind: kind, range: start..<position, text: text(start..<position))
    }

    mutating func skipWhitespace() {
        // Non-breaking and other Unicode spaces count too: they arrive by copy and paste.
        while let scalar = current, Self.isWhitespace(scalar) { position += 1 }
    }

    /// Unicode's White_Space, answered without the property tables for ASCII (tab to carriage
    /// return and the space are its only ASCII members): the tables cost about a hundred
    /// instructions a scalar, for every scalar of every expression (eleventh round).
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    mutating func nextToken() throws(ExpressionIssue) -> ExpressionToken {
        let scalar = scalars[position]
        if Self.isNameStart(scalar) { return lexName() }
        if Self.isDigit(scalar) { return try lexNumber() }
        if scalar == "'" || scalar == "\"" { return try lexString(quote: scalar) }
        return try lexSymbol()
    }

    mutating func lexName() -> ExpressionToken {
        let start = position
        while let scalar = current, Self.isNameContinue(scalar) { position += 1 }
        if position - start == 2, text(start..<position) == "is", isMissingCall() {
            position += Self.missingSuffix.count
            return token(.name(ExpressionFunction.isMissing.rawValue), from: start)
        }
        let word = text(start..<position)
        let kind = ExpressionKeyword(rawValue: word).map(ExpressionToken.Kind.keyword) ?? .name(word)
        return ExpressionToken(kind: kind, range: start..<position, text: word)
    }

    mutating func lexNumber() throws(ExpressionIssue) -> ExpressionToken {
        let start = position
        while let scalar = current, Self.isDigit(scalar) { position += 1 }
        if current == "." {
            guard let next = peek(), Self.isDigit(next) else {
                throw ExpressionIssue(
                    range: start..<position + 1,
                    message: "expected a digit after the decimal point",
                    hint: "write '\(text(start..<position)).0' or '\(text(start..<position))'")
            }
            position += 1
            while let scalar = current, Self.isDigit(scalar) { position += 1 }
        }
        if let scalar = current, Self.isNameContinue(scalar) {
            while let scalar = current, Self.isNameContinue(scalar) { position += 1 }
            throw ExpressionIssue(
                range: start..<position,
                message: "'\(text(start..<position))' is not a number",
                hint: "put a space or an operator between a number and a name")
        }
        let written = text(start..<position)
        guard let value = Double(written), value.isFinite else {
            throw ExpressionIssue(range: start..<position, message: "the number '\(written)' is too large")
        }
        return token(.number(value), from: start)
    }

    mutating func lexString(quote: Unicode.Scalar) throws(ExpressionIssue) -> ExpressionToken {
        let start = position
        position += 1
        var value = String.UnicodeScalarView()
        while let scalar = current {
            if scalar == quote {
                position += 1
                return token(.string(String(value)), from: start)
            }
            if scalar == "\\", let escaped = peek() {
                guard escaped == "'" || escaped == "\"" || escaped == "\\" else {
                    throw ExpressionIssue(
                        range: position..<position + 2,
                        message: "unknown escape '\\\(escaped)' in a string",
                        hint: "only \\' \\\" and \\\\ may follow a backslash")
                }
                value.append(escaped)
                position += 2
                continue
            }
            value.append(scalar)
            position += 1
        }
        throw ExpressionIssue(
            range: start..<scalars.count, message: "unterminated string",
            hint: "add the closing \(quote) at the end of the text")
    }

    static let missingSuffix = Array("-missing".unicodeScalars)

    /// Whether `-missing(` follows (spaces allowed before the parenthesis): `is-missing(x)`
    /// is one function name. It cannot be read as `is - missing` followed by a call, since
    /// `missing` is a literal, never a function; without the parenthesis it stays a subtraction.
    func isMissingCall() -> Bool {
        let suffix = Self.missingSuffix
        guard position + suffix.count <= scalars.count,
            Array(scalars[position..<position + suffix.count]) == suffix
        else { return false }
        var after = position + suffix.count
        while after < scalars.count, Self.isWhitespace(scalars[after]) { after += 1 }
        return after < scalars.count && scalars[after] == "("
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    static func isNameContinue(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || isDigit(scalar)
    }
}
