/// An active task's parameters as typed values, decoded and range-checked when the study is
/// read (`StudyParser.readActiveTask`, against `ActiveTaskKind.parameterSpecs`), so the
/// runtime reads fields, not names: a misspelt name is a compile error, not a silent 0.
public enum ActiveTaskParameters: Sendable, Equatable {
    case tapping(Tapping)
    case reactionTime(ReactionTime)
    case stroop(Stroop)
    case psat(Psat)
    case spatialSpan(SpatialSpan)
    case trailMaking(TrailMaking)
    case towerOfHanoi(TowerOfHanoi)
    case timedActivity(TimedActivity)

    public struct Tapping: Sendable, Equatable {
        public var durationSeconds: Int
        /// Two different lower-case letters, e.g. "fj".
        public var keys: String
        public var practice: Bool
    }

    public struct ReactionTime: Sendable, Equatable {
        public var trials: Int
        public var minWaitMs: Int
        public var maxWaitMs: Int
        public var timeoutMs: Int
        public var practiceTrials: Int
    }

    public struct Stroop: Sendable, Equatable {
        public var trials: Int
        public var congruentPercent: Int
        public var timeoutMs: Int
        public var practiceTrials: Int
    }

    public struct Psat: Sendable, Equatable {
        public var digits: Int
        public var intervalMs: Int
        public var practiceDigits: Int
    }

    public struct SpatialSpan: Sendable, Equatable {
        public var gridSize: Int
        public var startSpan: Int
        public var maxSpan: Int
        public var maxFailures: Int
        public var showMs: Int
    }

    public struct TrailMaking: Sendable, Equatable {
        /// "a", "b" or "both".
        public var part: String
        public var points: Int
        public var timeLimitSeconds: Int
    }

    public struct TowerOfHanoi: Sendable, Equatable {
        public var disks: Int
        public var timeLimitSeconds: Int
    }

    public struct TimedActivity: Sendable, Equatable {
        public var activity: LocalizedText
        public var durationSeconds: Int
    }
}
