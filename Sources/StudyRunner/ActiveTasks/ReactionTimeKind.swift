import StudyModel

/// Reaction time on the terminal: a `+` to look at, then a filled circle; space answers.
struct ReactionTimeKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { task.reactionTime.practiceTrials > 0 }

    var defaultInstructions: [String] {
        words.isChinese
            ? ["请看屏幕中央的 +。圆点出现时，尽快按空格键。", "圆点出现之前不要按键。共 \(task.reactionTime.trials) 次。"]
            : ["Look at the + in the middle of the screen. When the circle appears, press space as fast as you can.",
               "Do not press before the circle appears. There are \(task.reactionTime.trials) trials."]
    }

    func engine(practice: Bool, random: SeededRandom) -> ReactionTimeEngine {
        ReactionTimeEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    static let circle: [String] = ["  █████  ", "█████████", "█████████", "█████████", "  █████  "]

    func screen(for view: ReactionTimeEngine.View, practice: Bool) -> TaskScreen {
        let keys = (words.isChinese ? "圆点出现时按空格键" : "Press space when the circle appears") + " · " + words.escPause
        let heading = practice ? "\(title) · \(words.practice)" : title
        func status(_ trial: ReactionTimeEngine.Trial) -> String {
            TaskWords.fill(words.trialOf, ["n": "\(trial.number)", "count": "\(trial.count)"])
        }
        switch view {
        case let .waiting(trial):
            return TaskScreen(title: heading, status: status(trial), body: [Line("+", .title)], keys: keys)
        case let .stimulus(trial):
            return TaskScreen(title: heading, status: status(trial), body: Self.circle.map { Line($0, .title) }, keys: keys)
        case let .tooSoon(trial):
            let text = words.isChinese ? "太早了。请等圆点出现。这一次重新开始。" : "Too soon. Wait for the circle. This trial starts again."
            return TaskScreen(title: heading, status: status(trial), body: [Line("✗ " + text, .error)], keys: keys)
        case let .responded(trial, milliseconds):
            return TaskScreen(title: heading, status: status(trial), body: [Line("✓ \(milliseconds) ms", .success)], keys: keys)
        case let .missed(trial):
            let text = words.isChinese ? "没有及时按键。" : "No press in time."
            return TaskScreen(title: heading, status: status(trial), body: [Line(text, .quiet)], keys: keys)
        }
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        ReactionTimeSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = ReactionTimeSummary.compute(events)
        let mean = summary.meanMs.map { "\(Int($0.rounded())) ms" } ?? "–"
        return words.isChinese
            ? "按键 \(summary.hits) 次 · 平均 \(mean) · 超时 \(summary.timeouts) 次 · 过早 \(summary.falseStarts) 次"
            : "\(summary.hits) responses · mean \(mean) · \(summary.timeouts) timed out · \(summary.falseStarts) too soon"
    }
}
