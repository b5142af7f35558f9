import StudyModel

/// The Stroop task on the terminal: a colour word in a coloured ink; r, g, b or y names the
/// ink. The key legend stays in the footer the whole time, so no one has to remember it.
struct StroopKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { task.stroop.practiceTrials > 0 }
    var needsColour: Bool { true }

    var defaultInstructions: [String] {
        words.stroop.instructions.map {
            TaskWords.fill($0, ["legend": legend, "trials": "\(task.stroop.trials)"])
        }
    }

    func engine(practice: Bool, random: SeededRandom) -> StroopEngine {
        StroopEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    /// The colour's name as the participant reads it.
    func name(_ colour: StroopColour) -> String {
        switch colour {
        case .red: return words.stroop.red
        case .green: return words.stroop.green
        case .blue: return words.stroop.blue
        case .yellow: return words.stroop.yellow
        }
    }

    static func ink(_ colour: StroopColour) -> Style {
        switch colour {
        case .red: return .inkRed
        case .green: return .inkGreen
        case .blue: return .inkBlue
        case .yellow: return .inkYellow
        }
    }

    /// "r red · g green · b blue · y yellow"
    var legend: String {
        StroopColour.allCases.map { "\($0.key) \(name($0))" }.joined(separator: " · ")
    }

    func screen(for view: StroopEngine.View, practice: Bool) -> TaskScreen {
        let heading = practice ? "\(title) · \(words.practice)" : title
        let keys = legend + " · " + words.escPause
        func status(_ trial: StroopEngine.Trial) -> String {
            TaskWords.fill(words.trialOf, ["n": "\(trial.number)", "count": "\(trial.count)"])
        }
        switch view {
        case let .fixation(trial):
            return TaskScreen(title: heading, status: status(trial), body: [Line("+", .title)], keys: keys)
        case let .word(trial, stimulus):
            let word = words.stroop.wordInCapitals ? name(stimulus.word).uppercased() : name(stimulus.word)
            return TaskScreen(
                title: heading, status: status(trial), body: [Line(word, Self.ink(stimulus.ink))], keys: keys)
        case let .feedback(trial, stimulus, correct):
            return TaskScreen(
                title: heading, status: status(trial), body: [feedback(stimulus, correct: correct, practice: practice)],
                keys: keys)
        }
    }

    /// ✓ or ✗ said with a mark, not only a colour; a practice mistake also names the ink.
    private func feedback(_ stimulus: StroopEngine.Stimulus, correct: Bool?, practice: Bool) -> Line {
        switch correct {
        case true?:
            return Line("✓", .success)
        case false?:
            let ink = TaskWords.fill(words.stroop.inkWas, ["colour": name(stimulus.ink)])
            return Line(practice ? "✗ " + ink : "✗", .error)
        case nil:
            return Line("✗ " + words.stroop.tooSlow, .error)
        }
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        StroopSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = StroopSummary.compute(events)
        let times = summary.trials.filter(\.correct).compactMap(\.reactionTimeMs)
        let mean = TaskStatistics.mean(times).map { "\(Int($0.rounded())) ms" } ?? "–"
        return TaskWords.fill(
            words.stroop.end,
            [
                "correct": "\(summary.correct)", "count": "\(summary.trials.count)", "mean": mean,
                "timeouts": "\(summary.timeouts)",
            ])
    }
}
