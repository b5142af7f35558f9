import StudyModel

/// Everything the session needs to run one active-task kind: its engine for a practice or
/// a measured round, how its views are drawn, and its summary. One conforming type per
/// kind, in its own file; `ActiveTaskKinds.runner(for:)` picks it.
protocol ActiveTaskKindRunner {
    associatedtype Engine: ActiveTaskEngine

    /// Whether this kind has a practice round (and the study asked for one).
    var hasPractice: Bool { get }
    /// Stroop needs colour: without it the task says so and can be skipped.
    var needsColour: Bool { get }
    /// What to do, in short plain words, when the study gives no instructions.
    var defaultInstructions: [String] { get }

    func engine(practice: Bool, random: SeededRandom) -> Engine
    /// The screen for a view; `practice` marks the title so no one mistakes the practice.
    func screen(for view: Engine.View, practice: Bool) -> TaskScreen
    func summary(of events: [TaskEvent]) -> any TaskSummary
    /// One line for the end screen, from the measured events ("10 trials · mean 284 ms").
    func endLine(for events: [TaskEvent]) -> String
}

extension ActiveTaskKindRunner {
    var needsColour: Bool { false }
}

/// Each kind's runner, by the task's kind.
enum ActiveTaskKinds {
    static func runner(for task: ActiveTask, title: String, words: TaskWords) -> any ActiveTaskKindRunner {
        switch task.kind {
        case .reactionTime: return ReactionTimeKind(task: task, title: title, words: words)
        case .tapping: return TappingKind(task: task, title: title, words: words)
        case .timedActivity: return TimedActivityKind(task: task, title: title, words: words)
        case .stroop: return StroopKind(task: task, title: title, words: words)
        case .psat: return PsatKind(task: task, title: title, words: words)
        case .spatialSpan: return SpatialSpanKind(task: task, title: title, words: words)
        case .trailMaking: return TrailMakingKind(task: task, title: title, words: words)
        case .towerOfHanoi: return TowerOfHanoiKind(task: task, title: title, words: words)
        }
    }
}
