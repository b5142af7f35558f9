import StudyModel

/// The PSAT on the terminal: each digit drawn big, the answer typed below it. The
/// measured round says nothing about right or wrong, so feedback cannot change the pace of
/// answering; the practice round does, so the rule is learnt before it counts.
struct PsatKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { task.psat.practiceDigits > 0 }

    /// "3" for 3000 ms, "2.5" for 2500 ms.
    private var seconds: String {
        let ms = task.psat.intervalMs
        return ms % 1000 == 0 ? "\(ms / 1000)" : "\(Double(ms) / 1000)"
    }

    var defaultInstructions: [String] {
        let digits = task.psat.digits
        return words.isChinese
            ? ["数字会一个接一个地出现，每 \(seconds) 秒一个。把每个数字和它前面的那一个数字相加，输入它们的和。",
               "例如：先出现 3，再出现 5，输入 8。接着出现 2，输入 7（5 + 2），而不是累计的总和。",
               "直接输入数字，不用按回车。10 到 18 的答案以 1 开头。共 \(digits) 个数字。"]
            : ["Numbers appear one at a time, one every \(seconds) seconds. Add each number to the one just before it, and type the sum.",
               "For example: 3, then 5: type 8. Then 2: type 7 (5 + 2), not a running total.",
               "Just type the digits; no Enter needed. Sums from 10 to 18 start with 1. There are \(digits) numbers."]
    }

    func engine(practice: Bool, random: SeededRandom) -> PsatEngine {
        PsatEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    func screen(for view: PsatEngine.View, practice: Bool) -> TaskScreen {
        let heading = practice ? "\(title) · \(words.practice)" : title
        let status = words.isChinese ? "第 \(view.number) 个数字，共 \(view.count) 个" : "Number \(view.number) of \(view.count)"
        let keys = (words.isChinese ? "输入两数之和 · 退格键：修改" : "Type the sum · Backspace: correct")
            + " · " + words.escPause
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
            return Line(words.isChinese ? "记住这个数字。" : "Remember this number.", .quiet)
        }
        var line = Line(words.isChinese ? "和：" : "Sum: ")
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
        return words.isChinese
            ? "\(count) 道题中答对 \(summary.correct) 道 · 答错 \(summary.wrong) 道 · 未答 \(summary.missed) 道"
            : "\(summary.correct) of \(count) sums correct · \(summary.wrong) wrong · \(summary.missed) missed"
    }
}
