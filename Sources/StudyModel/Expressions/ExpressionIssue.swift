/// A problem found in an expression, located so the validator can point at it.
///
/// `range` counts Unicode scalars from the start of the expression text (the same unit
/// libyaml uses for columns), so the validator adds it to the YAML scalar's column.
public struct ExpressionIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// Offsets in Unicode scalars of the offending part of the expression.
    public var range: Range<Int>
    /// What is wrong, in a short lower-case sentence.
    public var message: String
    /// How to fix it, when we can tell (e.g. "use 'and'" or "did you mean 'age'?").
    public var hint: String?

    public init(range: Range<Int>, message: String, hint: String? = nil) {
        self.range = range
        self.message = message
        self.hint = hint
    }

    public var description: String {
        let location = "\(range.lowerBound)..<\(range.upperBound)"
        if let hint { return "\(location): \(message) (\(hint))" }
        return "\(location): \(message)"
    }
}
