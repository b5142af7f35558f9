extension ActiveTaskParameters {
    /// The typed parameters from the values the parser checked against the kind's specs
    /// (each present: the study's value or the spec's default). The one place that names
    /// parameters as text; `ActiveTaskParametersTests` checks every name against the specs.
    init(_ kind: ActiveTaskKind, _ values: [String: ParameterValue], at location: SourceLocation) {
        func int(_ name: String) -> Int {
            guard case let .integer(value)? = values[name] else { preconditionFailure("no integer '\(name)'") }
            return value
        }
        func word(_ name: String) -> String {
            guard case let .word(value)? = values[name] else { preconditionFailure("no word '\(name)'") }
            return value
        }
        switch kind {
        case .tapping:
            let practice = values["practice"] == .boolean(true)
            self = .tapping(Tapping(durationSeconds: int("duration-seconds"), keys: word("keys"), practice: practice))
        case .reactionTime:
            self = .reactionTime(
                ReactionTime(
                    trials: int("trials"), minWaitMs: int("min-wait-ms"),
                    maxWaitMs: int("max-wait-ms"), timeoutMs: int("timeout-ms"),
                    practiceTrials: int("practice-trials")))
        case .stroop:
            self = .stroop(
                Stroop(
                    trials: int("trials"), congruentPercent: int("congruent-percent"),
                    timeoutMs: int("timeout-ms"), practiceTrials: int("practice-trials")))
        case .psat:
            self = .psat(
                Psat(
                    digits: int("digits"), intervalMs: int("interval-ms"),
                    practiceDigits: int("practice-digits")))
        case .spatialSpan:
            self = .spatialSpan(
                SpatialSpan(
                    gridSize: int("grid-size"), startSpan: int("start-span"),
                    maxSpan: int("max-span"), maxFailures: int("max-failures"),
                    showMs: int("show-ms")))
        case .trailMaking:
            self = .trailMaking(
                TrailMaking(
                    part: word("part"), points: int("points"),
                    timeLimitSeconds: int("time-limit-seconds")))
        case .towerOfHanoi:
            self = .towerOfHanoi(TowerOfHanoi(disks: int("disks"), timeLimitSeconds: int("time-limit-seconds")))
        case .timedActivity:
            // A missing activity is an error already reported; the study will not run.
            var activity = LocalizedText(.same(""), at: location)
            if case let .text(text)? = values["activity"] { activity = text }
            self = .timedActivity(TimedActivity(activity: activity, durationSeconds: int("duration-seconds")))
        }
    }
}
