/// The innermost level of the grammar: literals, names, calls, lists and parentheses.
extension ExpressionParserState {
    mutating func parsePrimary() throws(ExpressionIssue) -> ExpressionParsedNode {
        let token = current
        switch token.kind {
        case .number(let value): return leaf(.number(value), advance())
        case .string(let value): return leaf(.text(value), advance())
        case .keyword(.true), .keyword(.yes): return leaf(.boolean(true), advance())
        case .keyword(.false), .keyword(.no): return leaf(.boolean(false), advance())
        case .keyword(.missing): return leaf(.missing, advance())
        case .name(let name):
            advance()
            if current.kind == .leftParen { return try parseCall(name, nameToken: token) }
            return leaf(.name(name), token)
        case .leftParen: return try parseParenthesised()
        case .leftBracket: return try parseList()
        case .keyword(.end): throw reservedEnd(token)
        default: throw missingOperand(found: token)
        }
    }

    func leaf(_ kind: ExpressionNode.Kind, _ token: ExpressionToken) -> ExpressionParsedNode {
        ExpressionParsedNode(node: ExpressionNode(kind, token.range), depth: 1)
    }

    mutating func parseParenthesised() throws(ExpressionIssue) -> ExpressionParsedNode {
        let open = advance()
        try enter(at: open)
        var inner = try parseOr()
        nesting -= 1
        switch current.kind {
        case .rightParen:
            let close = advance()
            inner.node.range = open.range.lowerBound..<close.range.upperBound
            return inner
        case .end: throw unclosed(open, what: "parenthesis")
        default: throw expected("')' to close the parenthesis", found: current)
        }
    }

    mutating func parseCall(_ name: String, nameToken: ExpressionToken) throws(ExpressionIssue) -> ExpressionParsedNode
    {
        let open = advance()
        var arguments: [ExpressionNode] = []
        var depth = 0
        if current.kind != .rightParen {
            while true {
                try enter(at: current)
                let argument = try parseOr()
                nesting -= 1
                arguments.append(argument.node)
                depth = max(depth, argument.depth)
                if current.kind == .comma {
                    advance()
                    continue
                }
                if current.kind == .rightParen { break }
                if current.kind == .end { throw unclosed(open, what: "parenthesis") }
                throw expected("',' or ')' in the call to '\(name)'", found: current)
            }
        }
        let close = advance()
        let range = nameToken.range.lowerBound..<close.range.upperBound
        return try make(.call(name, arguments), range, depth: depth + 1, at: nameToken)
    }

    /// A list; a trailing comma is allowed, as in YAML flow sequences.
    mutating func parseList() throws(ExpressionIssue) -> ExpressionParsedNode {
        let open = advance()
        var items: [ExpressionNode] = []
        var depth = 0
        while current.kind != .rightBracket {
            try enter(at: current)
            let item = try parseOr()
            nesting -= 1
            items.append(item.node)
            depth = max(depth, item.depth)
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind == .rightBracket { break }
            if current.kind == .end { throw unclosed(open, what: "bracket") }
            throw expected("',' or ']' in the list", found: current)
        }
        let close = advance()
        let range = open.range.lowerBound..<close.range.upperBound
        return try make(.list(items), range, depth: depth + 1, at: open)
    }
}
