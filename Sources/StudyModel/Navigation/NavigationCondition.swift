/// A `show-if` or branch `if`, parsed once when a navigator is built.
///
/// A condition that does not parse (possible only in a study that was not validated)
/// never holds, like a condition whose value is missing: the step is passed over, or the
/// branch is not taken. Navigation never throws.
enum NavigationCondition: Sendable {
    /// No condition was written: a step always shown, a branch always taken.
    case always
    case expression(ExpressionNode)
    /// Never holds: the text did not parse, or a required condition was not written.
    case never

    init(_ source: ExpressionSource?) {
        guard let source else {
            self = .always
            return
        }
        do {
            self = .expression(try ExpressionParser.parse(source.text))
        } catch {
            self = .never
        }
    }

    func holds(answers: [String: ExpressionValue], today: ExpressionDate) -> Bool {
        switch self {
        case .always: return true
        case let .expression(node): return ExpressionEvaluator.evaluateCondition(node, answers: answers, today: today)
        case .never: return false
        }
    }
}
