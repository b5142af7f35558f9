/// A task that measures rather than asks: keyboard timing and memory tasks.
public struct ActiveTask: Sendable {
    public var kind: ActiveTaskKind
    public var instructions: LocalizedText?
    /// When or where it must be done, if that matters ("in the morning, before breakfast").
    public var when: LocalizedText?
    /// Every parameter of the kind, with the study's value or the default.
    public var parameters: [String: ParameterValue]
    public var location: SourceLocation

    public func integer(_ name: String) -> Int {
        if case let .integer(value) = parameters[name] { return value }
        return 0
    }
}

public enum ParameterValue: Sendable, Equatable {
    case integer(Int)
    case boolean(Bool)
    case word(String)
    case text(LocalizedText)
}

public enum ActiveTaskKind: String, Sendable, CaseIterable {
    case tapping
    case reactionTime = "reaction-time"
    case stroop
    case psat
    case spatialSpan = "spatial-span"
    case trailMaking = "trail-making"
    case towerOfHanoi = "tower-of-hanoi"
    case timedActivity = "timed-activity"
}
