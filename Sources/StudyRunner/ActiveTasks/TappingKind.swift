import StudyModel

/// Finger tapping on the terminal: the two keys drawn side by side, the one to press next
/// in a heavy border with a ▲ under it (so it reads without colour), the taps so far and
/// the seconds left.
struct TappingKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { task.tapping.practice }

    private var keys: [Character] { TappingEngine.Parameters(task, practice: false).keys }
    private var first: String { keys[0].uppercased() }
    private var second: String { keys[1].uppercased() }

    var defaultInstructions: [String] {
        let seconds = task.tapping.durationSeconds
        return words.isChinese
            ? ["把两只手的食指放在 \(first) 和 \(second) 上。尽快交替按这两个键：\(first)、\(second)、\(first)、\(second)……",
               "第一次按键时开始计时，共 \(seconds) 秒。每次都要抬起手指再按，不要按住不放。"]
            : ["Rest your index fingers on \(first) and \(second). Press them in turn, \(first), \(second), \(first), \(second)…, as fast as you can.",
               "The clock starts with your first tap and runs for \(seconds) seconds. Lift your finger after each tap; do not hold a key down."]
    }

    func engine(practice: Bool, random: SeededRandom) -> TappingEngine {
        TappingEngine(.init(task, practice: practice), practice: practice)
    }

    func screen(for view: TappingEngine.View, practice: Bool) -> TaskScreen {
        let heading = practice ? "\(title) · \(words.practice)" : title
        let status = words.isChinese ? "还剩 \(view.secondsLeft) 秒" : "\(view.secondsLeft) s left"
        let footer = (words.isChinese ? "尽快交替按 \(first) 和 \(second)" : "Tap \(first) and \(second) in turn, as fast as you can")
            + " · " + words.escPause
        var body = Self.keyPair(view.keys, next: view.next, nextWord: words.isChinese ? "下一个" : "next")
        body.append(.empty)
        if view.timerStarted {
            body.append(Line((words.isChinese ? "已按 " : "Taps: ") + "\(view.taps)" + (words.isChinese ? " 次" : ""), .title))
        } else {
            body.append(Line(words.isChinese ? "按 \(first) 或 \(second) 开始：第一次按键时开始计时。"
                                             : "Tap \(first) or \(second) to begin: the clock starts with your first tap.", .normal))
        }
        // Each line centred in the block, so the keys stay put when the hint under them
        // gives way to the tap count.
        let blockWidth = body.map(\.width).max() ?? 0
        body = body.map { Line(String(repeating: " ", count: max(0, (blockWidth - $0.width) / 2))) + $0 }
        return TaskScreen(title: heading, status: status, body: body, keys: footer)
    }

    /// Two keycaps side by side; the one due next in a heavy border, bold, with "▲ next"
    /// under it. Before the first tap neither is marked, since either may start.
    static func keyPair(_ keys: [Character], next: Character?, nextWord: String) -> [Line] {
        let inner = 7
        let gap = "     "
        func cap(_ key: Character) -> (rows: [String], style: Style) {
            let heavy = key == next
            let (h, v, corners) = heavy ? ("━", "┃", ["┏", "┓", "┗", "┛"]) : ("─", "│", ["┌", "┐", "└", "┘"])
            let blank = v + String(repeating: " ", count: inner) + v
            let label = v + "   " + key.uppercased() + "   " + v
            let edge = String(repeating: h, count: inner)
            return ([corners[0] + edge + corners[1], blank, label, blank, corners[2] + edge + corners[3]], heavy ? .title : .quiet)
        }
        let caps = keys.map(cap)
        var lines = (0..<5).map { row in
            caps.enumerated().reduce(Line.empty) { line, item in
                line + Line(item.offset == 0 ? "" : gap) + Line(item.element.rows[row], item.element.style)
            }
        }
        let capWidth = inner + 2
        let marker = "▲ " + nextWord
        let markerWidth = DisplayWidth.of(marker)
        let markerLine = keys.enumerated().reduce(into: "") { text, item in
            if item.offset > 0 { text += gap }
            guard item.element == next else { return text += String(repeating: " ", count: capWidth) }
            let left = max(0, (capWidth - markerWidth) / 2)
            text += String(repeating: " ", count: left) + marker
                + String(repeating: " ", count: max(0, capWidth - left - markerWidth))
        }
        lines.append(Line(markerLine, .title))
        return lines
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        TappingSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = TappingSummary.compute(events)
        let rate = TaskStatistics.rounded(summary.tapsPerSecond, places: 1).map { "\($0)" } ?? "–"
        let errors = summary.alternationErrors
        return words.isChinese
            ? "共按 \(summary.taps) 次 · 每秒 \(rate) 次 · 同一键连按 \(errors) 次"
            : "\(summary.taps) taps · \(rate) a second · \(errors) alternation \(errors == 1 ? "error" : "errors")"
    }
}
