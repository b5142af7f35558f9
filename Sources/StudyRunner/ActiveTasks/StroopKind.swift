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
        let trials = task.stroop.trials
        return words.isChinese
            ? [
                "屏幕上会出现一个表示颜色的字，字本身有颜色。请按字的颜色对应的键，不要管字的意思。",
                "例如：“红”字显示为蓝色时，按 b。", "\(legend)。请又快又准地回答。共 \(trials) 个字。",
            ]
            : [
                "A colour word appears, printed in a colour. Press the key for the colour of the ink, not for the word.",
                "For example, if the word RED is printed in blue, press b.",
                "\(legend). Answer as fast as you can without mistakes. There are \(trials) words.",
            ]
    }

    func engine(practice: Bool, random: SeededRandom) -> StroopEngine {
        StroopEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    /// The colour's name as the participant reads it.
    func name(_ colour: StroopColour) -> String {
        switch colour {
        case .red: return words.isChinese ? "红" : "red"
        case .green: return words.isChinese ? "绿" : "green"
        case .blue: return words.isChinese ? "蓝" : "blue"
        case .yellow: return words.isChinese ? "黄" : "yellow"
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
            // Capitals in English, as in the classic card; Chinese has no case.
            let word = words.isChinese ? name(stimulus.word) : name(stimulus.word).uppercased()
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
            let ink = words.isChinese ? "字的颜色是\(name(stimulus.ink))" : "The ink was \(name(stimulus.ink))"
            return Line(practice ? "✗ " + ink : "✗", .error)
        case nil:
            return Line("✗ " + (words.isChinese ? "太慢了" : "Too slow"), .error)
        }
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        StroopSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = StroopSummary.compute(events)
        let times = summary.trials.filter(\.correct).compactMap(\.reactionTimeMs)
        let mean = TaskStatistics.mean(times).map { "\(Int($0.rounded())) ms" } ?? "–"
        let count = summary.trials.count
        return words.isChinese
            ? "\(count) 个字中答对 \(summary.correct) 个 · 平均 \(mean) · 超时 \(summary.timeouts) 次"
            : "\(summary.correct) of \(count) correct · mean \(mean) · \(summary.timeouts) timed out"
    }
}
