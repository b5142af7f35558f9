import StudyModel

/// The PSAT on the terminal: each digit drawn big, the answer typed below it. The
/// measured round says nothing about right or wrong, so feedback cannot change the pace of
/// answering; the practice round does, so the rule is learnt before it counts.
struct PsatKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { task.psat.practiceDigits > 0 }

    /// "3" for 3000 ms, "2.5" (or "2,5") for 2500 ms.
    private var seconds: String {
        let ms = task.psat.intervalMs
        return words.number(NumberText.text(Double(ms) / 1000))
    }

    var defaultInstructions: [String] {
        let digits = task.psat.digits
        return words.psat.instructions.map { TaskWords.fill($0, ["seconds": seconds, "digits": "\(digits)"]) }
    }

    func engine(practice: Bool, random: SeededRandom) -> PsatEngine {
        PsatEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    func screen(for view: PsatEngine.View, practice: Bool) -> TaskScreen {
        let heading = practice ? "\(title) · \(words.practice)" : title
        let status = TaskWords.fill(words.psat.status, ["n": "\(view.number)", "count": "\(view.count)"])
        let keys = words.psat.keys + " · " + words.escPause
        let digit = BigDigits.rows(view.digit).map { Line($0, .title) }
        let body = (digit + [.empty, answerLine(view, practice: practice)]).map { Self.centred($0, in: Self.bodyWidth) }
        return TaskScreen(title: heading, status: status, body: body, keys: keys)
    }

    /// Wide enough for the longest answer line, so the digit stays put while an answer is typed.
    static let bodyWidth = 28

    /// `line` padded with spaces on both sides to `width` columns.
    static func centred(_ line: Line, in width: Int) -> Line {
        let left = max(0, (width - line.width) / 2)
        return Line(String(repeating: " ", count: left)) + line
            + Line(String(repeating: " ", count: max(0, width - left - line.width)))
    }

    private func answerLine(_ view: PsatEngine.View, practice: Bool) -> Line {
        guard let expected = view.expected else {
            return Line(words.psat.remember, .quiet)
        }
        var line = Line(words.psat.sum)
        guard let correct = view.isCorrect else {
            line.append(view.typed + "_", .action)
            return line
        }
        line.append(view.typed, .title)
        guard practice else { return line }
        let previous = expected - view.digit
        line.append(correct ? "  ✓" : "  ✗ \(previous) + \(view.digit) = \(expected)", correct ? .success : .error)
        return line
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        PsatSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = PsatSummary.compute(events)
        let count = summary.pairs.count
        return TaskWords.fill(
            words.psat.end,
            [
                "correct": "\(summary.correct)", "count": "\(count)", "wrong": "\(summary.wrong)",
                "missed": "\(summary.missed)",
            ])
    }
}
