/// The parser's error messages, written for researchers rather than compiler writers.
extension ExpressionParserState {
    func emptyExpression() -> ExpressionIssue {
        ExpressionIssue(range: 0..<current.range.lowerBound, message: "the expression is empty")
    }

    /// An operand was needed but `found` came instead.
    func missingOperand(found: ExpressionToken) -> ExpressionIssue {
        guard let previous else {
            if found.isInfixOperator {
                return ExpressionIssue(range: found.range, message: "expected an expression before \(found.quoted)")
            }
            return ExpressionIssue(range: found.range, message: "expected an expression, found \(found.quoted)")
        }
        if found.kind == .end {
            return ExpressionIssue(range: previous.range, message: "expected an expression after \(previous.quoted)")
        }
        var hint: String?
        if found.kind == .keyword(.not) {
            hint = "put 'not' in parentheses, e.g. (not x), or before the whole comparison"
        } else if found.kind == .rightParen, previous.kind == .leftParen {
            hint = "parentheses must contain an expression"
        }
        return ExpressionIssue(
            range: found.range,
            message: "expected an expression after \(previous.quoted), found \(found.quoted)",
            hint: hint)
    }

    /// Something is left after a complete expression.
    func leftover(_ token: ExpressionToken) -> ExpressionIssue {
        switch token.kind {
        case .rightParen:
            return ExpressionIssue(
                range: token.range, message: "unexpected ')'",
                hint: "there is no '(' for it to close")
        case .rightBracket:
            return ExpressionIssue(
                range: token.range, message: "unexpected ']'",
                hint: "there is no '[' for it to close")
        case .comma:
            return ExpressionIssue(
                range: token.range, message: "unexpected ','",
                hint: "commas separate list items [a, b] and function arguments f(a, b)")
        default:
            var hint = "an operator such as 'and', 'or', '=' or '+' is missing before it"
            if case .name(let word) = token.kind, ExpressionLanguage.reservedWords.contains(word.lowercased()) {
                hint = "write '\(word.lowercased())' in lower case"
            } else if token.kind == .keyword(.not) {
                hint = "write 'not in' to test membership, or put 'not' before the whole condition"
            }
            return ExpressionIssue(
                range: token.range, message: "unexpected \(token.quoted) after a complete expression",
                hint: hint)
        }
    }

    func unclosed(_ opener: ExpressionToken, what: String) -> ExpressionIssue {
        let closer = opener.kind == .leftBracket ? "]" : ")"
        return ExpressionIssue(
            range: opener.range, message: "unclosed \(what) opened here",
            hint: "add '\(closer)' to close it")
    }

    func expected(_ what: String, found: ExpressionToken) -> ExpressionIssue {
        let hint = found.startsOperand ? "is a comma or an operator missing before it?" : nil
        return ExpressionIssue(range: found.range, message: "expected \(what), found \(found.quoted)", hint: hint)
    }

    func chainedComparison(at token: ExpressionToken) -> ExpressionIssue {
        ExpressionIssue(
            range: token.range, message: "comparisons cannot be chained",
            hint: "join two comparisons with 'and', e.g. 1 <= x and x <= 5")
    }

    func reservedEnd(_ token: ExpressionToken) -> ExpressionIssue {
        ExpressionIssue(
            range: token.range, message: "'end' is a reserved word and cannot be used in an expression",
            hint: "'end' is only meaningful in go-to")
    }

    func tooDeep(at token: ExpressionToken) -> ExpressionIssue {
        ExpressionIssue(
            range: token.range,
            message: "the expression is nested too deeply (more than \(StudyLimits.maximumExpressionDepth) levels)",
            hint: "split it into several scores, or use sum(...) instead of a long chain of '+'")
    }
}
