import Testing

@testable import StudyModel

/// The shape of parse trees: precedence, associativity, literals and ranges.
@Suite struct ExpressionParserTests {
    private let tree = ExpressionTestSupport.tree

    @Test(arguments: [
        ("a or b and c", "(a or (b and c))"),
        ("a and b or c", "((a and b) or c)"),
        ("a or b or c", "((a or b) or c)"),
        ("not a and b", "((not a) and b)"),
        ("not a = b", "(not (a = b))"),
        ("not not a", "(not (not a))"),
        ("not x in [1]", "(not (x in [1]))"),
        ("a + b = c * d", "((a + b) = (c * d))"),
        ("a + b * c", "(a + (b * c))"),
        ("a - b - c", "((a - b) - c)"),
        ("a / b * c", "((a / b) * c)"),
        ("-a * b", "((-a) * b)"),
        ("- -a", "(-(-a))"),
        ("a - -1", "(a - (-1))"),
        ("(a or b) and c", "((a or b) and c)"),
        ("(a + b) * c", "((a + b) * c)"),
        ("a == 1", "(a = 1)"),
        ("a != 1 or b <= 2 and c >= 3", "((a != 1) or ((b <= 2) and (c >= 3)))"),
        ("a < 1 or a > 2", "((a < 1) or (a > 2))"),
        ("x in ['a', 'b']", "(x in ['a', 'b'])"),
        ("'a' not in s", "('a' not in s)"),
        ("'a' in s and not 'b' in s", "(('a' in s) and (not ('b' in s)))"),
        (
            "age >= 18 and diagnosis in ['type1', 'type2']",
            "((age >= 18) and (diagnosis in ['type1', 'type2']))"
        ),
        ("f(a, b + 1)", "f(a, (b + 1))"),
        ("today()", "today()"),
        ("round (x)", "round(x)"),
        ("sum(phq1, phq2) / 2 >= 1.5", "((sum(phq1, phq2) / 2) >= 1.5)"),
        ("if(a, 1, 2) + 1", "(if(a, 1, 2) + 1)"),
        ("[]", "[]"),
        ("[1, 2,]", "[1, 2]"),
        ("[[1], [2, 3]]", "[[1], [2, 3]]"),
        ("yes", "true"),
        ("no", "false"),
        ("true or false", "(true or false)"),
        ("007", "7"),
        ("2.50", "2.5"),
        ("\"type1\"", "'type1'"),
        ("A_b9 = _x", "(A_b9 = _x)"),
        ("a\n and\tb", "(a and b)"),
        ("a\u{00A0}=\u{00A0}1", "(a = 1)"),
    ])
    func precedenceAndLiterals(text: String, expected: String) {
        #expect(tree(text) == expected)
    }

    @Test func literalValues() throws {
        #expect(try ExpressionParser.parse("2.5").kind == .number(2.5))
        #expect(try ExpressionParser.parse("yes").kind == .boolean(true))
        #expect(try ExpressionParser.parse("no").kind == .boolean(false))
        #expect(try ExpressionParser.parse(#"'it\'s'"#).kind == .text("it's"))
        #expect(try ExpressionParser.parse(#""say \"hi\"""#).kind == .text(#"say "hi""#))
        #expect(try ExpressionParser.parse(#"'back\\slash'"#).kind == .text(#"back\slash"#))
        #expect(try ExpressionParser.parse(#"'a "quoted" word'"#).kind == .text(#"a "quoted" word"#))
        #expect(try ExpressionParser.parse("''").kind == .text(""))
    }

    @Test func nodeRanges() throws {
        // (a + b) * c: the parenthesised node's range includes its parentheses.
        let product = try ExpressionParser.parse("(a + b) * c")
        guard case .binary(.multiply, let sum, let c) = product.kind,
            case .binary(.add, let a, let b) = sum.kind
        else {
            Issue.record("unexpected tree \(product)")
            return
        }
        #expect(product.range == 0..<11)
        #expect(sum.range == 0..<7)
        #expect(a.range == 1..<2)
        #expect(b.range == 5..<6)
        #expect(c.range == 10..<11)
    }

    @Test func rangesOfCallsListsAndOperators() throws {
        let text = "not answered(q) or x not in [1, 2]"
        let node = try ExpressionParser.parse(text)
        guard case .binary(.or, let negation, let membership) = node.kind,
            case .unary(.not, let call) = negation.kind,
            case .call("answered", let arguments) = call.kind,
            case .binary(.notIn, let x, let list) = membership.kind,
            case .list(let items) = list.kind
        else {
            Issue.record("unexpected tree \(node)")
            return
        }
        #expect(node.range == 0..<34)
        #expect(negation.range == 0..<15)
        #expect(call.range == 4..<15)
        #expect(call.calleeRange == 4..<12)
        #expect(arguments.map(\.range) == [13..<14])
        #expect(membership.range == 19..<34)
        #expect(x.range == 19..<20)
        #expect(list.range == 28..<34)
        #expect(items.map(\.range) == [29..<30, 32..<33])
    }

    /// Offsets count Unicode scalars, not UTF-16 units nor grapheme clusters.
    @Test func rangesCountUnicodeScalars() throws {
        // 😀 is one scalar (two UTF-16 units); é written as e + U+0301 is two scalars, one character.
        for (text, nameRange) in [("'😀' = name", 6..<10), ("'e\u{301}' = name", 7..<11), ("'日本' = name", 7..<11)] {
            let node = try ExpressionParser.parse(text)
            guard case .binary(.equal, _, let name) = node.kind else {
                Issue.record("unexpected tree \(node)")
                continue
            }
            #expect(name.range == nameRange, "in \(text)")
        }
    }

    @Test func referencedNamesInReadingOrder() throws {
        let node = try ExpressionParser.parse("answered(a) and b + a > count(c)")
        #expect(
            node.referencedNames == [
                ExpressionNameReference(name: "a", range: 9..<10),
                ExpressionNameReference(name: "b", range: 16..<17),
                ExpressionNameReference(name: "a", range: 20..<21),
                ExpressionNameReference(name: "c", range: 30..<31),
            ])
        #expect(try ExpressionParser.parse("today() > '2020-01-01'").referencedNames.isEmpty)
    }

    @Test func reservedWordsAndFunctions() {
        #expect(
            ExpressionLanguage.reservedWords == [
                "and", "or", "not", "in", "true", "false", "yes", "no", "end", "missing",
            ])
        #expect(
            ExpressionLanguage.functionNames == [
                "answered", "exists", "count", "sum", "min", "max", "round", "abs", "sqrt", "pow", "exp", "ln",
                "if", "default", "is-missing", "score", "today", "years_since", "days_since",
            ])
    }
}
