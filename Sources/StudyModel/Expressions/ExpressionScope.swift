/// What the names in an expression mean where it is written. The validator implements it:
/// it knows which questions and scores exist, their answer types and their order.
public protocol ExpressionScope {
    /// What `name` refers to at this place of the study.
    func resolve(_ name: String) -> ExpressionNameResolution

    /// Whether question `name` is a choice question whose every choice has a `score`, so
    /// `score(name)` means something; nil when the scope cannot tell (then it is not checked).
    func hasChoiceScores(_ name: String) -> Bool?
}

extension ExpressionScope {
    public func hasChoiceScores(_ name: String) -> Bool? { nil }
}

/// The meaning of one name in an `ExpressionScope`.
public enum ExpressionNameResolution: Hashable, Sendable {
    /// A question's answer or a score, usable here.
    case value(ExpressionType)
    /// Exists but may not be used here; `reason` becomes the message, e.g.
    /// "'dose' is asked after this step". `type` (when known) lets checking go on.
    case unavailable(reason: String, type: ExpressionType = .unknown)
    /// Not defined; `suggestion` is the validator's "did you mean" candidate.
    case unknown(suggestion: String?)
}

/// A scope from a dictionary of names, for tests and simple callers: known names are
/// values, other names are unknown with the closest known name suggested.
public struct DictionaryExpressionScope: ExpressionScope, Sendable {
    public var names: [String: ExpressionType]

    public init(_ names: [String: ExpressionType]) {
        self.names = names
    }

    public func resolve(_ name: String) -> ExpressionNameResolution {
        if let type = names[name] { return .value(type) }
        return .unknown(suggestion: Suggestion.closest(to: name, among: names.keys.sorted()))
    }
}
