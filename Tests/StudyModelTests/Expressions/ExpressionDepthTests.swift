import Testing

@testable import StudyModel

/// The nesting limit: deep inputs give a located issue instead of overflowing the stack.
@Suite struct ExpressionDepthTests {
    private let limit = ExpressionLanguage.maximumDepth
    private let message = "the expression is nested too deeply (more than 100 levels)"
    private let hint = "split it into several scores, or use sum(...) instead of a long chain of '+'"

    @Test func limitIsOneHundred() {
        #expect(limit == 100)
    }

    @Test func parenthesesUpToTheLimitParse() throws {
        let text = String(repeating: "(", count: limit) + "a" + String(repeating: ")", count: limit)
        let node = try ExpressionParser.parse(text)
        #expect(node.kind == .name("a"))
        #expect(node.range == 0..<(2 * limit + 1))
    }

    @Test func oneParenthesisTooManyIsLocated() throws {
        let text = String(repeating: "(", count: limit + 1) + "a" + String(repeating: ")", count: limit + 1)
        let issue = try #require(ExpressionTestSupport.syntaxError(text))
        #expect(issue.message == message)
        #expect(issue.hint == hint)
        #expect(issue.range == limit..<(limit + 1))
    }

    @Test func longChainsCountAsDepth() throws {
        // A chain of 100 terms is 100 levels deep (99 additions over a leaf): accepted.
        let accepted = Array(repeating: "a", count: limit).joined(separator: " + ")
        #expect(ExpressionTestSupport.syntaxError(accepted) == nil)
        // 101 terms: the 100th '+' would make the 101st level.
        let refused = Array(repeating: "a", count: limit + 1).joined(separator: " + ")
        let issue = try #require(ExpressionTestSupport.syntaxError(refused))
        #expect(issue.message == message)
        let lastPlus = 4 * (limit - 1) + 2
        #expect(issue.range == lastPlus..<(lastPlus + 1))
    }

    /// A huge input built from a repeated piece, described briefly in test output.
    struct HugeInput: Sendable, CustomTestStringConvertible {
        var piece: String
        var count: Int
        var tail = ""
        var separator = ""
        var text: String {
            Array(repeating: piece, count: count).joined(separator: separator) + tail
        }
        var testDescription: String { "\(count) × \(piece.debugDescription)" }
    }

    @Test(arguments: [
        HugeInput(piece: "(", count: 100_000),
        HugeInput(piece: "[", count: 100_000),
        HugeInput(piece: "f(", count: 50_000),
        HugeInput(piece: "not ", count: 50_000, tail: "a"),
        HugeInput(piece: "-", count: 100_000, tail: "1"),
        HugeInput(piece: "a", count: 50_000, separator: " and "),
        HugeInput(piece: "1", count: 50_000, separator: "*"),
        HugeInput(piece: "(a + ", count: 20_000, tail: "1" + String(repeating: ")", count: 20_000)),
    ])
    func hugeInputsGiveAnIssueNotACrash(_ input: HugeInput) throws {
        let text = input.text
        let issue = try #require(ExpressionTestSupport.syntaxError(text))
        #expect(issue.message == message)
        #expect(issue.range.upperBound <= text.unicodeScalars.count)
    }

    /// As wide as the length limit (`StudyLimits.maximumExpressionLength`) allows.
    @Test func wideButShallowInputsAreFine() throws {
        let sum = "sum(" + Array(repeating: "a", count: 1_500).joined(separator: ", ") + ")"
        let list = "x in [" + (0..<1_500).map(String.init).joined(separator: ", ") + "]"
        for text in [sum, list] {
            let node = try ExpressionParser.parse(text)
            let value = ExpressionEvaluator.evaluate(
                node, answers: ["a": .number(1), "x": .number(1_499)],
                today: ExpressionTestSupport.date("2024-01-01"))
            #expect(value == (text == sum ? .number(1_500) : .boolean(true)))
        }
    }
}
