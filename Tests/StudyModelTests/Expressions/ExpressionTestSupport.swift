import Testing

@testable import StudyModel

/// One expected issue, from the parser or the checker: the expression, and the single issue
/// it must produce, with its exact location (Unicode scalar offsets) and hint.
struct ExpressionIssueCase: Sendable, CustomTestStringConvertible {
    var text: String
    var message: String
    var range: Range<Int>
    var hint: String?

    init(_ text: String, _ message: String, _ range: Range<Int>, hint: String? = nil) {
        self.text = text
        self.message = message
        self.range = range
        self.hint = hint
    }

    var testDescription: String { text.debugDescription }
}

/// Shared helpers for the expression tests.
enum ExpressionTestSupport {
    /// The syntax error `text` produces, or nil when it parses.
    static func syntaxError(_ text: String) -> ExpressionIssue? {
        do {
            _ = try ExpressionParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    /// The fully parenthesised rendering of `text`, or the syntax error's description.
    static func tree(_ text: String) -> String {
        do {
            return try ExpressionParser.parse(text).description
        } catch {
            return "error: \(error)"
        }
    }

    /// A small eligibility-and-survey scope: one name of every type, and one name that
    /// exists but is asked later.
    static let scope = ExpressionTestScope(
        names: [
            "age": .number,
            "weight": .number,
            "nickname": .text,
            "uses_insulin": .boolean,
            "diagnosis": .singleChoice(values: ["type1", "type2", "gestational"], numeric: false),
            "phq1": .singleChoice(values: ["0", "1", "2", "3"], numeric: true),
            "phq2": .singleChoice(values: ["0", "1", "2", "3"], numeric: true),
            "symptoms": .multipleChoice(values: ["fever", "cough", "none"]),
            "levels": .multipleChoice(values: ["1", "2", "3"]),
            "birth": .date,
            "bedtime": .time,
            "visit": .dateTime,
            "sleep": .duration,
        ], later: ["dose": .number])

    /// Type-checks `text` (which must parse) in `scope`.
    static func check(_ text: String, field: String? = nil) throws -> ExpressionCheckResult {
        let node = try ExpressionParser.parse(text)
        let checker = ExpressionChecker(scope: scope)
        return field.map { checker.checkCondition(node, field: $0) } ?? checker.check(node)
    }

    static func date(_ text: String) -> ExpressionDate {
        ExpressionDate(parsing: text)!
    }

    /// Evaluates `text` (which must parse) with `answers` on `today`.
    static func evaluate(
        _ text: String, _ answers: [String: ExpressionValue] = [:],
        today: String = "2024-03-01"
    ) throws -> ExpressionValue {
        ExpressionEvaluator.evaluate(try ExpressionParser.parse(text), answers: answers, today: date(today))
    }

    static func condition(
        _ text: String, _ answers: [String: ExpressionValue] = [:],
        today: String = "2024-03-01"
    ) throws -> Bool {
        ExpressionEvaluator.evaluateCondition(try ExpressionParser.parse(text), answers: answers, today: date(today))
    }
}

/// A scope like the validator's: known names, names asked later, suggestions for the rest.
struct ExpressionTestScope: ExpressionScope {
    var names: [String: ExpressionType]
    var later: [String: ExpressionType] = [:]

    func resolve(_ name: String) -> ExpressionNameResolution {
        if let type = names[name] { return .value(type) }
        if let type = later[name] { return .unavailable(reason: "'\(name)' is asked after this step", type: type) }
        return .unknown(suggestion: Suggestion.closest(to: name, among: names.keys.sorted()))
    }
}
