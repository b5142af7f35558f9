/// Where a survey (or the eligibility check) goes next: a step, or the end.
public enum NavigationTarget: Hashable, Sendable, CustomStringConvertible {
    /// Show the step with this id.
    case step(StepID)
    /// Nothing more to show: work out the scores and show the completion text.
    case end

    /// The step's id, or nil at the end.
    public var stepID: StepID? {
        if case let .step(id) = self { return id }
        return nil
    }

    public var description: String {
        switch self {
        case let .step(id): return id.rawValue
        case .end: return "end"
        }
    }
}
