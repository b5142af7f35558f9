import Testing

@testable import StudyModel

/// Every syntax error message, its exact location (Unicode scalar offsets) and its hint.
@Suite struct ExpressionSyntaxErrorTests {
    @Test(arguments: [
        // Missing operands.
        ExpressionIssueCase("", "the expression is empty", 0..<0),
        ExpressionIssueCase("   ", "the expression is empty", 0..<3),
        ExpressionIssueCase("age >= 18 and", "expected an expression after 'and'", 10..<13),
        ExpressionIssueCase("age >=", "expected an expression after '>='", 4..<6),
        ExpressionIssueCase("not", "expected an expression after 'not'", 0..<3),
        ExpressionIssueCase("-", "expected an expression after '-'", 0..<1),
        ExpressionIssueCase("a not in", "expected an expression after 'in'", 6..<8),
        ExpressionIssueCase("a and or b", "expected an expression after 'and', found 'or'", 6..<8),
        ExpressionIssueCase("a + * b", "expected an expression after '+', found '*'", 4..<5),
        ExpressionIssueCase("and a", "expected an expression before 'and'", 0..<3),
        ExpressionIssueCase("= 1", "expected an expression before '='", 0..<1),
        ExpressionIssueCase(")", "expected an expression, found ')'", 0..<1),
        ExpressionIssueCase(
            "()", "expected an expression after '(', found ')'", 1..<2,
            hint: "parentheses must contain an expression"),
        ExpressionIssueCase(
            "a = not b", "expected an expression after '=', found 'not'", 4..<7,
            hint: "put 'not' in parentheses, e.g. (not x), or before the whole comparison"),
        ExpressionIssueCase("f(a,)", "expected an expression after ',', found ')'", 4..<5),
        ExpressionIssueCase("[,]", "expected an expression after '[', found ','", 1..<2),
        ExpressionIssueCase(
            "end", "'end' is a reserved word and cannot be used in an expression", 0..<3,
            hint: "'end' is only meaningful in go-to"),
        // Unclosed and unexpected brackets.
        ExpressionIssueCase("(a + b", "unclosed parenthesis opened here", 0..<1, hint: "add ')' to close it"),
        ExpressionIssueCase("x and (a or (b)", "unclosed parenthesis opened here", 6..<7, hint: "add ')' to close it"),
        ExpressionIssueCase("f(a", "unclosed parenthesis opened here", 1..<2, hint: "add ')' to close it"),
        ExpressionIssueCase("x in [1, 2", "unclosed bracket opened here", 5..<6, hint: "add ']' to close it"),
        ExpressionIssueCase("a)", "unexpected ')'", 1..<2, hint: "there is no '(' for it to close"),
        ExpressionIssueCase("(a))", "unexpected ')'", 3..<4, hint: "there is no '(' for it to close"),
        ExpressionIssueCase("a]", "unexpected ']'", 1..<2, hint: "there is no '[' for it to close"),
        ExpressionIssueCase(
            "a, b", "unexpected ','", 1..<2,
            hint: "commas separate list items [a, b] and function arguments f(a, b)"),
        ExpressionIssueCase(
            "(a b)", "expected ')' to close the parenthesis, found 'b'", 3..<4,
            hint: "is a comma or an operator missing before it?"),
        ExpressionIssueCase("(a]", "expected ')' to close the parenthesis, found ']'", 2..<3),
        ExpressionIssueCase(
            "f(a b)", "expected ',' or ')' in the call to 'f', found 'b'", 4..<5,
            hint: "is a comma or an operator missing before it?"),
        ExpressionIssueCase(
            "[1 2]", "expected ',' or ']' in the list, found '2'", 3..<4,
            hint: "is a comma or an operator missing before it?"),
        // Leftovers after a complete expression.
        ExpressionIssueCase(
            "a b", "unexpected 'b' after a complete expression", 2..<3,
            hint: "an operator such as 'and', 'or', '=' or '+' is missing before it"),
        ExpressionIssueCase(
            "age >= 18 diagnosis = 'x'", "unexpected 'diagnosis' after a complete expression", 10..<19,
            hint: "an operator such as 'and', 'or', '=' or '+' is missing before it"),
        ExpressionIssueCase(
            "a AND b", "unexpected 'AND' after a complete expression", 2..<5,
            hint: "write 'and' in lower case"),
        ExpressionIssueCase(
            "a not b", "unexpected 'not' after a complete expression", 2..<5,
            hint: "write 'not in' to test membership, or put 'not' before the whole condition"),
        ExpressionIssueCase(
            "f(x) (y)", "unexpected '(' after a complete expression", 5..<6,
            hint: "an operator such as 'and', 'or', '=' or '+' is missing before it"),
        // Chained comparisons.
        ExpressionIssueCase(
            "1 < a < 5", "comparisons cannot be chained", 6..<7,
            hint: "join two comparisons with 'and', e.g. 1 <= x and x <= 5"),
        ExpressionIssueCase(
            "a = b = c", "comparisons cannot be chained", 6..<7,
            hint: "join two comparisons with 'and', e.g. 1 <= x and x <= 5"),
        ExpressionIssueCase(
            "a in b not in c", "comparisons cannot be chained", 7..<13,
            hint: "join two comparisons with 'and', e.g. 1 <= x and x <= 5"),
        // Operators from other languages.
        ExpressionIssueCase("a && b", "'&&' is not an operator", 2..<4, hint: "use 'and'"),
        ExpressionIssueCase("a & b", "'&' is not an operator", 2..<3, hint: "use 'and'"),
        ExpressionIssueCase("a || b", "'||' is not an operator", 2..<4, hint: "use 'or'"),
        ExpressionIssueCase("a | b", "'|' is not an operator", 2..<3, hint: "use 'or'"),
        ExpressionIssueCase("!a", "'!' is not an operator", 0..<1, hint: "use 'not'"),
        ExpressionIssueCase("a <> b", "'<>' is not an operator", 2..<4, hint: "use '!='"),
        ExpressionIssueCase("a =< b", "'=<' is not an operator", 2..<4, hint: "use '<='"),
        ExpressionIssueCase("a => b", "'=>' is not an operator", 2..<4, hint: "use '>='"),
        // Characters.
        ExpressionIssueCase(
            "a % 2", "unexpected character '%'", 2..<3,
            hint: "there is no remainder operator; use '/' and round()"),
        ExpressionIssueCase("a ; b", "unexpected character ';'", 2..<3),
        ExpressionIssueCase(
            "x = \u{2018}a\u{2019}", "unexpected character '\u{2018}'", 4..<5,
            hint: "use straight quotes ' or \" around texts"),
        ExpressionIssueCase("a \u{2264} 3", "unexpected character '\u{2264}'", 2..<3, hint: "use '<='"),
        ExpressionIssueCase("a \u{2212} 3", "unexpected character '\u{2212}'", 2..<3, hint: "use '-'"),
        ExpressionIssueCase(
            "größe > 1", "unexpected character 'ö'", 2..<3,
            hint: "names use only the letters a-z and A-Z, digits and '_'"),
        ExpressionIssueCase("'😀' && x", "'&&' is not an operator", 4..<6, hint: "use 'and'"),
        ExpressionIssueCase("'e\u{301}' || x", "'||' is not an operator", 5..<7, hint: "use 'or'"),
        // Numbers.
        ExpressionIssueCase("3.", "expected a digit after the decimal point", 0..<2, hint: "write '3.0' or '3'"),
        ExpressionIssueCase(
            "x > .5", "unexpected character '.'", 4..<5,
            hint: "write decimal numbers with a digit before the point, e.g. 0.5"),
        ExpressionIssueCase(
            "1.2.3", "unexpected character '.'", 3..<4,
            hint: "write decimal numbers with a digit before the point, e.g. 0.5"),
        ExpressionIssueCase(
            "age > 18y", "'18y' is not a number", 6..<9,
            hint: "put a space or an operator between a number and a name"),
        ExpressionIssueCase(
            String(repeating: "9", count: 400), "the number '\(String(repeating: "9", count: 400))' is too large",
            0..<400),
        // Strings.
        ExpressionIssueCase("'abc", "unterminated string", 0..<4, hint: "add the closing ' at the end of the text"),
        ExpressionIssueCase(
            "a = \"abc", "unterminated string", 4..<8, hint: "add the closing \" at the end of the text"),
        ExpressionIssueCase(#"'abc\'"#, "unterminated string", 0..<6, hint: "add the closing ' at the end of the text"),
        ExpressionIssueCase(#"'a\"#, "unterminated string", 0..<3, hint: "add the closing ' at the end of the text"),
        ExpressionIssueCase(
            #"'a\nb'"#, #"unknown escape '\n' in a string"#, 2..<4,
            hint: #"only \' \" and \\ may follow a backslash"#),
    ])
    func syntaxError(_ example: ExpressionIssueCase) throws {
        let issue = try #require(ExpressionTestSupport.syntaxError(example.text))
        #expect(issue.message == example.message)
        #expect(issue.range == example.range)
        #expect(issue.hint == example.hint)
    }

    @Test func analyzeReportsTheSyntaxErrorAndNoTree() {
        let analysis = ExpressionLanguage.analyze(
            "age >= 18 and", scope: ExpressionTestSupport.scope,
            conditionField: "criteria")
        #expect(analysis.expression == nil)
        #expect(analysis.type == .unknown)
        #expect(analysis.issues == [ExpressionIssue(range: 10..<13, message: "expected an expression after 'and'")])
    }

    @Test func issueDescription() {
        let issue = ExpressionIssue(range: 2..<4, message: "'&&' is not an operator", hint: "use 'and'")
        #expect(issue.description == "2..<4: '&&' is not an operator (use 'and')")
    }
}
