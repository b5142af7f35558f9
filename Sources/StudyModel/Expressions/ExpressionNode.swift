/// A parsed expression (the syntax tree). Every node knows where it was written so that
/// the checker and the validator can point at the exact part that is wrong.
///
/// Named `ExpressionNode` rather than `Expression` to stay clear of Foundation's `Expression`.
public struct ExpressionNode: Hashable, Sendable {
    /// What the node is.
    public var kind: Kind
    /// Offsets in Unicode scalars from the start of the expression text. A parenthesised
    /// node's range includes its parentheses.
    public var range: Range<Int>

    public init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    public indirect enum Kind: Hashable, Sendable {
        /// `3`, `2.5`
        case number(Double)
        /// `'type1'`, `"type1"` (escapes already resolved)
        case text(String)
        /// `true`, `yes` (true); `false`, `no` (false)
        case boolean(Bool)
        /// `missing`: no value, as an unanswered question has.
        case missing
        /// `['a', 'b']`
        case list([ExpressionNode])
        /// A question or score id.
        case name(String)
        /// `name(arguments)`
        case call(String, [ExpressionNode])
        case unary(ExpressionUnaryOperator, ExpressionNode)
        case binary(ExpressionBinaryOperator, ExpressionNode, ExpressionNode)
    }

    /// Where the function name of a call was written (the call's range otherwise).
    public var calleeRange: Range<Int> {
        guard case .call(let name, _) = kind else { return range }
        return range.lowerBound..<range.lowerBound + name.unicodeScalars.count
    }

    /// The name if this node is a bare name, for messages such as "'age' is a number".
    public var nameIfAny: String? {
        if case .name(let name) = kind { return name }
        return nil
    }
}

/// `not` and unary minus.
public enum ExpressionUnaryOperator: String, Hashable, Sendable {
    case not
    case negate = "-"
}

/// Operators between two operands; the raw value is how messages spell them.
public enum ExpressionBinaryOperator: String, Hashable, Sendable, CaseIterable {
    case or, and
    case equal = "="
    case notEqual = "!="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case `in`
    case notIn = "not in"
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case power = "^"

    /// `+ - * / ^`
    public var isArithmetic: Bool { [.add, .subtract, .multiply, .divide, .power].contains(self) }
    /// `< <= > >=`
    public var isOrdering: Bool { [.less, .lessEqual, .greater, .greaterEqual].contains(self) }
    /// `in`, `not in`
    public var isMembership: Bool { self == .in || self == .notIn }
    /// `and`, `or`
    public var isLogical: Bool { self == .and || self == .or }
}
