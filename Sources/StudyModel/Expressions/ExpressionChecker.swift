/// Type-checks parsed expressions against what the names mean where they are written.
///
/// Every issue is located on the offending sub-expression. After an error the type
/// `unknown` is used, so one mistake is reported once.
public struct ExpressionChecker {
    public let scope: any ExpressionScope

    public init(scope: any ExpressionScope) {
        self.scope = scope
    }

    /// The expression's type and every issue found.
    public func check(_ expression: ExpressionNode) -> ExpressionCheckResult {
        var check = ExpressionCheck(scope: scope)
        let type = check.type(of: expression)
        return ExpressionCheckResult(type: type, issues: check.issues)
    }

    /// Like `check`, and also requires a condition, reporting e.g. "criteria must be a
    /// condition (true or false), but 'age' is a number" with `field` as the subject.
    public func checkCondition(_ expression: ExpressionNode, field: String) -> ExpressionCheckResult {
        var check = ExpressionCheck(scope: scope)
        let type = check.type(of: expression)
        check.requireCondition(expression, type, needs: "\(field) must be a condition (true or false)")
        return ExpressionCheckResult(type: type, issues: check.issues)
    }
}

/// What `ExpressionChecker` found.
public struct ExpressionCheckResult: Hashable, Sendable {
    public var type: ExpressionType
    public var issues: [ExpressionIssue]

    /// Whether the expression can serve as a condition (criteria, show-if, branch if).
    public var isCondition: Bool { type.isCondition }
}

/// One checking pass: walks the tree, computing types and collecting issues.
struct ExpressionCheck {
    let scope: any ExpressionScope
    var issues: [ExpressionIssue] = []

    mutating func report(_ range: Range<Int>, _ message: String, hint: String? = nil) {
        issues.append(ExpressionIssue(range: range, message: message, hint: hint))
    }

    mutating func type(of node: ExpressionNode) -> ExpressionType {
        switch node.kind {
        case .number: return .number
        case .text: return .text
        case .boolean: return .boolean
        // Missing stands in for a value of any kind, as an unanswered question does.
        case .missing: return .unknown
        case .name(let name): return resolve(name, at: node.range)
        case .list(let items): return listType(items)
        case .call(let name, let arguments): return callType(node, name, arguments)
        case .unary(.not, let operand):
            requireCondition(operand, type(of: operand), needs: "'not' needs a condition (true or false)")
            return .boolean
        case .unary(.negate, let operand):
            requireNumber(operand, type(of: operand), needs: "'-' needs a number")
            return .number
        case .binary(let op, let left, let right) where op.isLogical:
            let needs = "'\(op.rawValue)' needs a condition (true or false) on each side"
            requireCondition(left, type(of: left), needs: needs)
            requireCondition(right, type(of: right), needs: needs)
            return .boolean
        case .binary(let op, let left, let right) where op.isArithmetic:
            requireNumber(left, type(of: left), needs: "'\(op.rawValue)' needs numbers")
            requireNumber(right, type(of: right), needs: "'\(op.rawValue)' needs numbers")
            return .number
        case .binary(let op, let left, let right):
            checkComparison(op, left, type(of: left), right, type(of: right), whole: node)
            return .boolean
        }
    }

    mutating func resolve(_ name: String, at range: Range<Int>) -> ExpressionType {
        switch scope.resolve(name) {
        case .value(let type):
            return type
        case .unavailable(let reason, let type):
            report(range, reason)
            return type
        case .unknown(let suggestion):
            var hint = suggestion.map { "did you mean '\($0)'?" }
            if ExpressionLanguage.reservedWords.contains(name.lowercased()) {
                hint = "write '\(name.lowercased())' in lower case"
            } else if let function = ExpressionFunction(rawValue: name) {
                hint = "'\(name)' is a function: write \(function.usage)"
            }
            report(range, "unknown name '\(name)'", hint: hint)
            return .unknown
        }
    }

    /// A list's element type; mixing kinds (a number and a text) is an issue.
    mutating func listType(_ items: [ExpressionNode]) -> ExpressionType {
        var element = ExpressionType.unknown
        for item in items {
            let type = type(of: item)
            if let unified = Self.unify(element, type) {
                element = unified
            } else {
                report(item.range, "a list cannot mix \(element.plural) and \(type.plural)")
            }
        }
        return .list(element)
    }

    /// The common type of two values that may stand in the same place, or nil.
    static func unify(_ a: ExpressionType, _ b: ExpressionType) -> ExpressionType? {
        if a == b || b == .unknown { return a }
        if a == .unknown { return b }
        if a.isNumeric && b.isNumeric { return .number }
        if a.isTextual && b.isTextual { return .text }
        if case .list(let x) = a, case .list(let y) = b { return unify(x, y).map { .list($0) } }
        return nil
    }
}
