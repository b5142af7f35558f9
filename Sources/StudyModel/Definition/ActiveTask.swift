/// A task that measures rather than asks: keyboard timing and memory tasks.
public struct ActiveTask: Sendable {
    public var kind: ActiveTaskKind
    public var instructions: LocalizedText?
    /// When or where it must be done, if that matters ("in the morning, before breakfast").
    public var when: LocalizedText?
    /// Every parameter of the kind, with the study's value or the default, by name: what
    /// results files record.
    public var parameters: [String: ParameterValue] {
        didSet { typed = ActiveTaskParameters(kind, parameters, at: location) }
    }
    /// The same parameters as typed fields, for the runtime; kept in step with `parameters`.
    public private(set) var typed: ActiveTaskParameters
    /// The figure charted across runs on the participant's "My results" screen; nil when the
    /// study does not show this task's results to participants (`chart:`).
    public var chart: ResultFigure?
    public var location: SourceLocation

    /// `parameters` must hold every parameter of the kind (the parser fills in defaults).
    public init(
        kind: ActiveTaskKind, instructions: LocalizedText?, when: LocalizedText?,
        parameters: [String: ParameterValue], location: SourceLocation
    ) {
        self.kind = kind
        self.instructions = instructions
        self.when = when
        self.parameters = parameters
        self.typed = ActiveTaskParameters(kind, parameters, at: location)
        self.location = location
    }
}

/// Each kind's parameters; asking a task of another kind is a programming error.
extension ActiveTask {
    public var tapping: ActiveTaskParameters.Tapping {
        guard case let .tapping(parameters) = typed else { preconditionFailure("\(kind) is not tapping") }
        return parameters
    }

    public var reactionTime: ActiveTaskParameters.ReactionTime {
        guard case let .reactionTime(parameters) = typed else { preconditionFailure("\(kind) is not reaction time") }
        return parameters
    }

    public var stroop: ActiveTaskParameters.Stroop {
        guard case let .stroop(parameters) = typed else { preconditionFailure("\(kind) is not stroop") }
        return parameters
    }

    public var psat: ActiveTaskParameters.Psat {
        guard case let .psat(parameters) = typed else { preconditionFailure("\(kind) is not psat") }
        return parameters
    }

    public var spatialSpan: ActiveTaskParameters.SpatialSpan {
        guard case let .spatialSpan(parameters) = typed else { preconditionFailure("\(kind) is not spatial span") }
        return parameters
    }

    public var trailMaking: ActiveTaskParameters.TrailMaking {
        guard case let .trailMaking(parameters) = typed else { preconditionFailure("\(kind) is not trail making") }
        return parameters
    }

    public var towerOfHanoi: ActiveTaskParameters.TowerOfHanoi {
        guard case let .towerOfHanoi(parameters) = typed else { preconditionFailure("\(kind) is not tower of hanoi") }
        return parameters
    }

    public var timedActivity: ActiveTaskParameters.TimedActivity {
        guard case let .timedActivity(parameters) = typed else { preconditionFailure("\(kind) is not timed activity") }
        return parameters
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
