/// A question or score id used by an expression, and where.
public struct ExpressionNameReference: Hashable, Sendable {
    public var name: String
    public var range: Range<Int>

    public init(name: String, range: Range<Int>) {
        self.name = name
        self.range = range
    }
}

extension ExpressionNode {
    /// Every name the expression refers to (not function names), in reading order,
    /// with repeats. The validator uses it to check that each question is asked before
    /// the expression needs it, and to build dependency graphs between scores.
    public var referencedNames: [ExpressionNameReference] {
        var result: [ExpressionNameReference] = []
        collectNames(into: &result)
        return result
    }

    private func collectNames(into result: inout [ExpressionNameReference]) {
        switch kind {
        case .number, .text, .boolean, .missing:
            break
        case .name(let name):
            result.append(ExpressionNameReference(name: name, range: range))
        case .list(let items), .call(_, let items):
            for item in items { item.collectNames(into: &result) }
        case .unary(_, let operand):
            operand.collectNames(into: &result)
        case .binary(_, let left, let right):
            left.collectNames(into: &result)
            right.collectNames(into: &result)
        }
    }
}
