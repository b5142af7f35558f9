import StudyModel

/// Reaction time on the terminal: a `+` to look at, then a filled circle; space answers.
struct ReactionTimeKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { task.reactionTime.practiceTrials > 0 }

    var defaultInstructions: [String] {
        words.reactionTime.instructions.map { TaskWords.fill($0, ["trials": "\(task.reactionTime.trials)"]) }
    }

    func engine(practice: Bool, random: SeededRandom) -> ReactionTimeEngine {
        ReactionTimeEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    static let circle: [String] = ["  █████  ", "█████████", "█████████", "█████████", "  █████  "]

    func screen(for view: ReactionTimeEngine.View, practice: Bool) -> TaskScreen {
        let keys = words.reactionTime.keys + " · " + words.escPause
        let heading = practice ? "\(title) · \(words.practice)" : title
        func status(_ trial: ReactionTimeEngine.Trial) -> String {
            TaskWords.fill(words.trialOf, ["n": "\(trial.number)", "count": "\(trial.count)"])
        }
        switch view {
        case let .waiting(trial):
            return TaskScreen(title: heading, status: status(trial), body: [Line("+", .title)], keys: keys)
        case let .stimulus(trial):
            return TaskScreen(
                title: heading, status: status(trial), body: Self.circle.map { Line($0, .title) }, keys: keys)
        case let .tooSoon(trial):
            let text = words.reactionTime.tooSoon
            return TaskScreen(title: heading, status: status(trial), body: [Line("✗ " + text, .error)], keys: keys)
        case let .responded(trial, milliseconds):
            return TaskScreen(
                title: heading, status: status(trial), body: [Line("✓ \(milliseconds) ms", .success)], keys: keys)
        case let .missed(trial):
            let text = words.reactionTime.missed
            return TaskScreen(title: heading, status: status(trial), body: [Line(text, .quiet)], keys: keys)
        }
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        ReactionTimeSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = ReactionTimeSummary.compute(events)
        let mean = summary.meanMs.map { "\(Int($0.rounded())) ms" } ?? "–"
        return TaskWords.fill(
            words.reactionTime.end,
            [
                "hits": "\(summary.hits)", "mean": mean, "timeouts": "\(summary.timeouts)",
                "falseStarts": "\(summary.falseStarts)",
            ])
    }
}
