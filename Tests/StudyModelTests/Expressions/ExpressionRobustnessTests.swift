import Testing

@testable import StudyModel

/// Random inputs never crash the lexer, parser, checker or evaluator, and what parses
/// comes back the same when its description is parsed again.
@Suite struct ExpressionRobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures can be reproduced.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Pieces of plausible and implausible expressions, glued at random.
    static let pieces = [
        "age", "diagnosis", "symptoms", "phq1", "uses_insulin", "birth", "bedtime", "visit", "sleep", "nickname",
        "x", "levels", "and", "or", "not", "in", "not in", "true", "no", "end", "=", "==", "!=", "<", "<=", ">",
        ">=", "+", "-", "*", "/", "(", ")", "[", "]", ",", "'type1'", "\"fever\"", "'2000-01-01'", "'22:00'",
        "0", "1", "2.5", "18", "100", "answered(", "count(", "sum(", "round(", "if(", "default(", "today()",
        "years_since(", "days_since(", "min(", "max(", "sqrt(", " ", " ", " ",
    ]

    /// Characters that are rarely valid, to shake the lexer.
    static let noise: [Character] = [
        "'", "\"", "\\", "&", "|", "!", "%", ".", "é", "😀", "\u{301}", "\u{2018}",
        "\u{00A0}", "\n", "\t", "\u{0}", "_", "9", "A", "#", "<", "=", ">",
    ]

    static func randomText(_ generator: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...14, using: &generator) {
            if Int.random(in: 0..<5, using: &generator) == 0 {
                text.append(noise.randomElement(using: &generator)!)
            } else {
                text += pieces.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " " : "")
            }
        }
        return text
    }

    /// A syntactically valid expression built from the grammar, `depth` levels deep at most.
    static func randomExpression(_ generator: inout SeededGenerator, depth: Int = 4) -> String {
        let leaves = [
            "age", "diagnosis", "symptoms", "phq1", "uses_insulin", "birth", "bedtime", "sleep",
            "unknown_name", "'type1'", "'fever'", "'2000-01-01'", "'22:00'", "0", "2", "2.5", "yes", "no",
        ]
        if depth == 0 || Int.random(in: 0..<4, using: &generator) == 0 {
            return leaves.randomElement(using: &generator)!
        }
        let operand = { (generator: inout SeededGenerator) in randomExpression(&generator, depth: depth - 1) }
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            let op = ["and", "or", "=", "!=", "<", ">=", "in", "not in", "+", "-", "*", "/"].randomElement(
                using: &generator)!
            return operand(&generator) + " " + op + " " + operand(&generator)
        case 1:
            return ["not ", "-"].randomElement(using: &generator)! + operand(&generator)
        case 2:
            return "(" + operand(&generator) + ")"
        case 3:
            return "["
                + (0..<Int.random(in: 0...3, using: &generator)).map { _ in operand(&generator) }
                .joined(separator: ", ") + "]"
        default:
            let name = ExpressionLanguage.functionNames.randomElement(using: &generator)!
            return name + "("
                + (0..<Int.random(in: 0...3, using: &generator)).map { _ in operand(&generator) }
                .joined(separator: ", ") + ")"
        }
    }

    /// A valid expression, often damaged by deleting or inserting a piece.
    static func mutatedExpression(_ generator: inout SeededGenerator) -> String {
        var scalars = Array(randomExpression(&generator).unicodeScalars)
        if Bool.random(using: &generator), !scalars.isEmpty {
            let at = Int.random(in: 0..<scalars.count, using: &generator)
            if Bool.random(using: &generator) {
                scalars.remove(at: at)
            } else {
                scalars.insert(contentsOf: noise.randomElement(using: &generator)!.unicodeScalars, at: at)
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    static let answers: [String: ExpressionValue] = [
        "age": .number(40), "diagnosis": .text("type1"), "symptoms": .choices(["fever"]), "phq1": .number(2),
        "uses_insulin": .boolean(true), "birth": .date(ExpressionDate(year: 1984, month: 2, day: 29)!),
        "bedtime": .time(minutes: 1_350), "sleep": .duration(seconds: 25_000), "levels": .choices(["1"]),
    ]

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomInputsNeverCrash(seed: UInt64) throws {
        var generator = SeededGenerator(state: seed)
        let checker = ExpressionChecker(scope: ExpressionTestSupport.scope)
        let today = ExpressionDate(year: 2024, month: 3, day: 1)!
        var parsed = 0
        for _ in 0..<1_000 {
            let text =
                Bool.random(using: &generator)
                ? Self.randomText(&generator) : Self.mutatedExpression(&generator)
            let length = text.unicodeScalars.count
            let node: ExpressionNode
            do {
                node = try ExpressionParser.parse(text)
            } catch {
                #expect(error.range.lowerBound >= 0 && error.range.upperBound <= length, "\(text.debugDescription)")
                #expect(!error.message.isEmpty)
                continue
            }
            parsed += 1
            #expect(Self.rangesNest(node, within: 0..<length), "\(text.debugDescription)")
            #expect(ExpressionTestSupport.tree(node.description) == node.description, "\(text.debugDescription)")
            for issue in checker.check(node).issues {
                #expect(issue.range.lowerBound >= 0 && issue.range.upperBound <= length, "\(text.debugDescription)")
            }
            _ = ExpressionEvaluator.evaluate(node, answers: Self.answers, today: today)
            _ = ExpressionEvaluator.evaluateCondition(node, answers: [:], today: today)
        }
        // The generator must produce some valid expressions, or the later stages go untested.
        #expect(parsed > 300)
    }

    @Test func randomUnicodeNeverCrashes() {
        var generator = SeededGenerator(state: 42)
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...20, using: &generator) {
                let value =
                    Bool.random(using: &generator)
                    ? UInt32.random(in: 0x20...0x7E, using: &generator)
                    : UInt32.random(in: 0...0x10FFFF, using: &generator)
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            let text = String(scalars)
            if let issue = ExpressionTestSupport.syntaxError(text) {
                #expect(issue.range.upperBound <= text.unicodeScalars.count)
            }
        }
    }

    /// Every node's range lies within its parent's, and within the text.
    static func rangesNest(_ node: ExpressionNode, within outer: Range<Int>) -> Bool {
        guard node.range.lowerBound >= outer.lowerBound, node.range.upperBound <= outer.upperBound else { return false }
        let children: [ExpressionNode]
        switch node.kind {
        case .number, .text, .boolean, .missing, .name: children = []
        case .list(let items), .call(_, let items): children = items
        case .unary(_, let operand): children = [operand]
        case .binary(_, let left, let right): children = [left, right]
        }
        return children.allSatisfy { rangesNest($0, within: node.range) }
    }
}
