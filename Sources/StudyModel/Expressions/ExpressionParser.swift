/// Turns expression text into an `ExpressionNode`, or the first syntax error.
///
/// Grammar, loosest first (comparisons do not chain):
///
///     expression     = or
///     or             = and { "or" and }
///     and            = not { "and" not }
///     not            = "not" not | comparison
///     comparison     = additive [ compare-op additive ]
///     compare-op     = "=" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "in" | "not" "in"
///     additive       = multiplicative { ("+" | "-") multiplicative }
///     multiplicative = unary { ("*" | "/") unary }
///     unary          = "-" unary | power
///     power          = primary [ "^" unary ]
///     primary        = number | string | "true" | "false" | "yes" | "no" | "missing"
///                    | name | name "(" [ expression { "," expression } ] ")"
///                    | "[" [ expression { "," expression } [ "," ] ] "]"
///                    | "(" expression ")"
///
/// Lexical rules: `number = digit { digit } [ "." digit { digit } ]`; `string` is quoted
/// with `'` or `"`, where a backslash escapes `'`, `"` or `\` (nothing else);
/// `name = [A-Za-z_][A-Za-z0-9_]*` except the reserved words (`ExpressionLanguage.reservedWords`),
/// and `is-missing` when a `(` follows (the one function name with a hyphen);
/// whitespace (any Unicode space, including line breaks) separates tokens.
public enum ExpressionParser {
    /// Parses `text`; throws the first syntax error, located in Unicode scalar offsets.
    /// Never crashes, whatever the input; refuses nesting deeper than
    /// `StudyLimits.maximumExpressionDepth` and text longer than `maximumExpressionLength`.
    public static func parse(_ text: String) throws(ExpressionIssue) -> ExpressionNode {
        let length = text.unicodeScalars.count
        let limit = StudyLimits.maximumExpressionLength
        // Problems are reported in text order, so "too long" stands for whatever lies past
        // the limit; lexing and parsing the rest first stays linear (nesting is bounded).
        do throws(ExpressionIssue) {
            var parser = ExpressionParserState(tokens: try ExpressionLexer.tokenize(text))
            let node = try parser.parseAll()
            if length > limit { throw tooLong(length) }
            return node
        } catch {
            if length > limit && error.range.lowerBound >= limit { throw tooLong(length) }
            throw error
        }
    }

    private static func tooLong(_ length: Int) -> ExpressionIssue {
        let limit = StudyLimits.maximumExpressionLength
        return ExpressionIssue(
            range: limit..<(limit + 1),
            message: "the expression is \(length) characters long (limit \(limit))",
            hint: "split it into several scores, each using the ones before it")
    }
}

/// A node with the depth of its tree, so the depth limit can be enforced while building.
struct ExpressionParsedNode {
    var node: ExpressionNode
    var depth: Int
}

/// The recursive-descent parser's state: the tokens and where we are in them.
struct ExpressionParserState {
    let tokens: [ExpressionToken]
    var index = 0
    /// How many nested levels we are inside, to stop before the stack runs out.
    var nesting = 0

    init(tokens: [ExpressionToken]) {
        self.tokens = tokens
    }

    var current: ExpressionToken { tokens[index] }
    var previous: ExpressionToken? { index > 0 ? tokens[index - 1] : nil }

    @discardableResult
    mutating func advance() -> ExpressionToken {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    mutating func parseAll() throws(ExpressionIssue) -> ExpressionNode {
        if current.kind == .end { throw emptyExpression() }
        let parsed = try parseOr()
        if current.kind != .end { throw leftover(current) }
        return parsed.node
    }

    mutating func parseOr() throws(ExpressionIssue) -> ExpressionParsedNode {
        var left = try parseAnd()
        while current.kind == .keyword(.or) {
            let op = advance()
            left = try combine(.or, left, try parseAnd(), at: op)
        }
        return left
    }

    mutating func parseAnd() throws(ExpressionIssue) -> ExpressionParsedNode {
        var left = try parseNot()
        while current.kind == .keyword(.and) {
            let op = advance()
            left = try combine(.and, left, try parseNot(), at: op)
        }
        return left
    }

    mutating func parseNot() throws(ExpressionIssue) -> ExpressionParsedNode {
        guard current.kind == .keyword(.not) else { return try parseComparison() }
        let op = advance()
        try enter(at: op)
        let operand = try parseNot()
        nesting -= 1
        return try prefix(.not, operand, at: op)
    }

    mutating func parseComparison() throws(ExpressionIssue) -> ExpressionParsedNode {
        let left = try parseAdditive()
        guard let (op, opToken) = comparisonOperator() else { return left }
        let result = try combine(op, left, try parseAdditive(), at: opToken)
        if let (_, another) = comparisonOperator(consume: false) {
            throw chainedComparison(at: another)
        }
        return result
    }

    mutating func parseAdditive() throws(ExpressionIssue) -> ExpressionParsedNode {
        var left = try parseMultiplicative()
        while current.kind == .plus || current.kind == .minus {
            let op = advance()
            left = try combine(op.kind == .plus ? .add : .subtract, left, try parseMultiplicative(), at: op)
        }
        return left
    }

    mutating func parseMultiplicative() throws(ExpressionIssue) -> ExpressionParsedNode {
        var left = try parseUnary()
        while current.kind == .star || current.kind == .slash {
            let op = advance()
            left = try combine(op.kind == .star ? .multiply : .divide, left, try parseUnary(), at: op)
        }
        return left
    }

    mutating func parseUnary() throws(ExpressionIssue) -> ExpressionParsedNode {
        guard current.kind == .minus else { return try parsePower() }
        let op = advance()
        try enter(at: op)
        let operand = try parseUnary()
        nesting -= 1
        return try prefix(.negate, operand, at: op)
    }

    /// `^` binds tighter than unary minus and groups to the right, as in mathematics:
    /// `-2 ^ 2` is -4, `2 ^ 3 ^ 2` is 2 ^ 9, and `2 ^ -1` is 0.5.
    mutating func parsePower() throws(ExpressionIssue) -> ExpressionParsedNode {
        let base = try parsePrimary()
        guard current.kind == .caret else { return base }
        let op = advance()
        try enter(at: op)
        let exponent = try parseUnary()
        nesting -= 1
        return try combine(.power, base, exponent, at: op)
    }

    /// The comparison operator at the current token (two tokens for `not in`), if any.
    mutating func comparisonOperator(consume: Bool = true) -> (ExpressionBinaryOperator, ExpressionToken)? {
        let op: ExpressionBinaryOperator
        var token = current
        switch current.kind {
        case .equal: op = .equal
        case .notEqual: op = .notEqual
        case .less: op = .less
        case .lessEqual: op = .lessEqual
        case .greater: op = .greater
        case .greaterEqual: op = .greaterEqual
        case .keyword(.in): op = .in
        case .keyword(.not) where tokens[index + 1].kind == .keyword(.in):
            op = .notIn
            let next = tokens[index + 1]
            token = ExpressionToken(
                kind: .keyword(.in), range: current.range.lowerBound..<next.range.upperBound,
                text: "not in")
            if consume { advance() }
        default: return nil
        }
        if consume { advance() }
        return (op, token)
    }

    /// Counts one more level of nesting, refusing to go past the limit.
    mutating func enter(at token: ExpressionToken) throws(ExpressionIssue) {
        nesting += 1
        if nesting > StudyLimits.maximumExpressionDepth { throw tooDeep(at: token) }
    }

    func combine(
        _ op: ExpressionBinaryOperator, _ left: ExpressionParsedNode, _ right: ExpressionParsedNode,
        at token: ExpressionToken
    ) throws(ExpressionIssue) -> ExpressionParsedNode {
        let range = left.node.range.lowerBound..<right.node.range.upperBound
        return try make(.binary(op, left.node, right.node), range, depth: max(left.depth, right.depth) + 1, at: token)
    }

    func prefix(
        _ op: ExpressionUnaryOperator, _ operand: ExpressionParsedNode,
        at token: ExpressionToken
    ) throws(ExpressionIssue) -> ExpressionParsedNode {
        let range = token.range.lowerBound..<operand.node.range.upperBound
        return try make(.unary(op, operand.node), range, depth: operand.depth + 1, at: token)
    }

    func make(
        _ kind: ExpressionNode.Kind, _ range: Range<Int>, depth: Int,
        at token: ExpressionToken
    ) throws(ExpressionIssue) -> ExpressionParsedNode {
        if depth > StudyLimits.maximumExpressionDepth { throw tooDeep(at: token) }
        return ExpressionParsedNode(node: ExpressionNode(kind, range), depth: depth)
    }
}
