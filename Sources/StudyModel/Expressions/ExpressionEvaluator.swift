/// Computes an expression's value from the answers given so far. Pure: the same
/// expression, answers and day always give the same value.
///
/// Missing values (unanswered questions) follow these rules:
/// - a comparison or membership test involving a missing value is false — `!=` and
///   `not in` too; use `answered(q)` to ask about missing answers;
/// - arithmetic with a missing value, and division by zero, give missing; so do the
///   other results that are not real numbers (`ln` of 0 or less, the square root of a
///   negative number, `(-8) ^ 0.5`) and results too large to hold (`exp(1000)`);
/// - `and`, `or` and `not` use three-valued logic: `missing and false` is false,
///   `missing or true` is true, otherwise a missing operand makes the result missing;
/// - a condition that ends up missing counts as false (`evaluateCondition`).
public enum ExpressionEvaluator {
    /// The value of `expression`; `answers` gives each name's value (`.missing` when
    /// unanswered); `today` is the day `today()`, `years_since` and `days_since` use.
    public static func evaluate(
        _ expression: ExpressionNode,
        answers: (String) -> ExpressionValue,
        today: ExpressionDate
    ) -> ExpressionValue {
        withoutActuallyEscaping(answers) { answers in
            ExpressionEvaluation(answers: answers, today: today).value(of: expression)
        }
    }

    /// Whether a condition (criteria, show-if, branch if) holds: only `true` does, so a
    /// missing result counts as false.
    public static func evaluateCondition(
        _ expression: ExpressionNode,
        answers: (String) -> ExpressionValue,
        today: ExpressionDate
    ) -> Bool {
        evaluate(expression, answers: answers, today: today) == .boolean(true)
    }

    /// `evaluate` with the answers in a dictionary; absent names are missing.
    public static func evaluate(
        _ expression: ExpressionNode, answers: [String: ExpressionValue],
        today: ExpressionDate
    ) -> ExpressionValue {
        evaluate(expression, answers: { answers[$0] ?? .missing }, today: today)
    }

    /// `evaluateCondition` with the answers in a dictionary; absent names are missing.
    public static func evaluateCondition(
        _ expression: ExpressionNode, answers: [String: ExpressionValue],
        today: ExpressionDate
    ) -> Bool {
        evaluateCondition(expression, answers: { answers[$0] ?? .missing }, today: today)
    }
}

/// One evaluation: the answers and the day, and the walk over the tree.
struct ExpressionEvaluation {
    let answers: (String) -> ExpressionValue
    let today: ExpressionDate

    func value(of node: ExpressionNode) -> ExpressionValue {
        switch node.kind {
        case .number(let value): return .number(value)
        case .text(let value): return .text(value)
        case .boolean(let value): return .boolean(value)
        case .missing: return .missing
        case .list(let items): return .list(items.map(value(of:)))
        case .name(let name): return answers(name)
        case .call(let name, let arguments): return call(name, arguments)
        case .unary(.not, let operand):
            return truth(value(of: operand)).map { .boolean(!$0) } ?? .missing
        case .unary(.negate, let operand):
            return value(of: operand).numeric.map { .number(-$0) } ?? .missing
        case .binary(.and, let left, let right): return both(left, right)
        case .binary(.or, let left, let right): return either(left, right)
        case .binary(let op, let left, let right) where op.isArithmetic:
            return arithmetic(op, value(of: left), value(of: right))
        case .binary(let op, let left, let right):
            return .boolean(compare(op, value(of: left), value(of: right)))
        }
    }

    /// true or false, or nil for missing (and anything that is not a condition).
    func truth(_ value: ExpressionValue) -> Bool? {
        if case .boolean(let truth) = value { return truth }
        return nil
    }

    func both(_ left: ExpressionNode, _ right: ExpressionNode) -> ExpressionValue {
        let first = truth(value(of: left))
        if first == false { return .boolean(false) }
        let second = truth(value(of: right))
        if second == false { return .boolean(false) }
        return first == true && second == true ? .boolean(true) : .missing
    }

    func either(_ left: ExpressionNode, _ right: ExpressionNode) -> ExpressionValue {
        let first = truth(value(of: left))
        if first == true { return .boolean(true) }
        let second = truth(value(of: right))
        if second == true { return .boolean(true) }
        return first == false && second == false ? .boolean(false) : .missing
    }

    func arithmetic(_ op: ExpressionBinaryOperator, _ left: ExpressionValue, _ right: ExpressionValue)
        -> ExpressionValue
    {
        guard let x = left.numeric, let y = right.numeric else { return .missing }
        let result: Double
        switch op {
        case .add: result = x + y
        case .subtract: result = x - y
        case .multiply: result = x * y
        case .power: return ExpressionMathematics.power(x, y)
        default:
            guard y != 0 else { return .missing }
            result = x / y
        }
        return result.isFinite ? .number(result) : .missing
    }
}
