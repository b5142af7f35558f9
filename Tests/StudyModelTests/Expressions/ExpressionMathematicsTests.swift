import Foundation
import Testing

@testable import StudyModel

/// `ln`, `exp`, `pow` and `^`, `sqrt`, `abs`, the `missing` literal and `is-missing(x)`:
/// how they parse, how they are checked and what they give, outside their domain too.
@Suite struct ExpressionMathematicsTests {
    private let evaluate = ExpressionTestSupport.evaluate

    @Test(arguments: [
        ("2 ^ 3", "(2 ^ 3)"),
        ("-2 ^ 2", "(-(2 ^ 2))"),
        ("2 ^ 3 ^ 2", "(2 ^ (3 ^ 2))"),
        ("2 ^ -1", "(2 ^ (-1))"),
        ("3 * 2 ^ 2 + 1", "((3 * (2 ^ 2)) + 1)"),
        ("height ^ 2 / 100", "((height ^ 2) / 100)"),
        ("is-missing(weight)", "is-missing(weight)"),
        ("is-missing (weight)", "is-missing(weight)"),
        ("is - missing", "(is - missing)"),
        ("if(answered(a), a, missing)", "if(answered(a), a, missing)"),
    ])
    func precedence(text: String, tree: String) {
        #expect(ExpressionTestSupport.tree(text) == tree)
    }

    @Test(arguments: [
        ("2 ^ 10", 1024.0),
        ("-2 ^ 2", -4),
        ("(-2) ^ 2", 4),
        ("2 ^ 3 ^ 2", 512),
        ("2 ^ -1", 0.5),
        ("pow(9, 0.5)", 3),
        ("pow(0, 0)", 1),
        ("sqrt(16)", 4),
        ("sqrt(0)", 0),
        ("abs(-3.5)", 3.5),
        ("abs(2)", 2),
        ("exp(0)", 1),
        ("ln(1)", 0),
        ("round(ln(exp(2.5)), 6)", 2.5),
        ("round(exp(1), 5)", 2.71828),
    ])
    func values(text: String, expected: Double) throws {
        #expect(try evaluate(text, [:], "2024-03-01") == .number(expected))
    }

    /// Outside their domain the functions give missing, never an infinity or "nan".
    @Test(arguments: [
        "ln(x)", "sqrt(x)", "pow(x, 0.5)", "x ^ 0.5", "exp(-x * 1000)", "0 ^ x", "abs(y)", "ln(y)",
        "pow(y, 2)", "y ^ 2",
    ])
    func outsideTheDomainIsMissing(text: String) throws {
        let answers: [String: ExpressionValue] = ["x": .number(-1)]
        #expect(try evaluate(text, answers, "2024-03-01") == .missing)
    }

    @Test func lnOfZeroIsMissingAndSoIsWhatUsesIt() throws {
        let answers: [String: ExpressionValue] = ["x": .number(0)]
        #expect(try evaluate("ln(x)", answers, "2024-03-01") == .missing)
        #expect(try evaluate("1 + 0.5 * ln(x)", answers, "2024-03-01") == .missing)
        #expect(try evaluate("default(ln(x), 0)", answers, "2024-03-01") == .number(0))
        #expect(try evaluate("is-missing(ln(x))", answers, "2024-03-01") == .boolean(true))
    }

    @Test func missingLiteralAndIsMissing() throws {
        #expect(try evaluate("missing", [:], "2024-03-01") == .missing)
        #expect(try evaluate("missing + 1", [:], "2024-03-01") == .missing)
        #expect(try evaluate("if(no, 1, missing)", [:], "2024-03-01") == .missing)
        #expect(try evaluate("if(yes, 1, missing)", [:], "2024-03-01") == .number(1))
        #expect(try evaluate("is-missing(weight)", [:], "2024-03-01") == .boolean(true))
        #expect(try evaluate("is-missing(weight)", ["weight": .number(70)], "2024-03-01") == .boolean(false))
        #expect(try evaluate("is-missing(missing)", [:], "2024-03-01") == .boolean(true))
        #expect(try evaluate("is-missing(1 / 0)", [:], "2024-03-01") == .boolean(true))
    }

    @Test func typesOfTheNewForms() throws {
        #expect(
            try ExpressionTestSupport.check("ln(age) + exp(weight) + sqrt(age) + abs(age) + pow(age, 2) + age ^ 2").type
                == .number)
        #expect(try ExpressionTestSupport.check("is-missing(nickname)").type == .boolean)
        #expect(try ExpressionTestSupport.check("if(uses_insulin, weight, missing)").type == .number)
        #expect(try ExpressionTestSupport.check("if(uses_insulin, missing, nickname)").type == .text)
        #expect(try ExpressionTestSupport.check("missing * 2").issues.isEmpty)
        #expect(try ExpressionTestSupport.check("is-missing(age) or phq1 ^ 2 > 3", field: "show-if").issues.isEmpty)
    }

    @Test(arguments: [
        ExpressionIssueCase("ln(nickname)", "ln() needs numbers, but 'nickname' is a text", 3..<11),
        ExpressionIssueCase("nickname ^ 2", "'^' needs numbers, but 'nickname' is a text", 0..<8),
        ExpressionIssueCase(
            "pow(2)", "pow() takes 2 arguments, but 1 was given", 0..<6, hint: "write pow(x, y) or x ^ y"),
        ExpressionIssueCase(
            "ln(0)", "ln() of 0 is not defined", 3..<4,
            hint: "ln() needs a number above 0; at run time it gives missing"),
        ExpressionIssueCase(
            "sqrt(-4)", "sqrt() of -4 is not defined", 5..<7,
            hint: "sqrt() needs a number of 0 or more; at run time it gives missing"),
        ExpressionIssueCase(
            "weight = missing", "a comparison with 'missing' is always false", 0..<16, hint: "write is-missing(weight)"),
        ExpressionIssueCase(
            "missing != age", "a comparison with 'missing' is always false", 0..<14,
            hint: "write not is-missing(age)"),
        ExpressionIssueCase(
            "is_missing(age)", "unknown function 'is_missing'", 0..<10, hint: "did you mean 'is-missing'?"),
    ])
    func issues(_ example: ExpressionIssueCase) throws {
        let issues = try ExpressionTestSupport.check(example.text).issues
        #expect(issues.count == 1)
        #expect(issues.first?.message == example.message)
        #expect(issues.first?.range == example.range)
        #expect(issues.first?.hint == example.hint)
    }

    @Test func missingIsReservedAndNotAFunction() {
        #expect(ExpressionLanguage.reservedWords.contains("missing"))
        #expect(ExpressionTestSupport.syntaxError("missing(age)") != nil)
    }
}
