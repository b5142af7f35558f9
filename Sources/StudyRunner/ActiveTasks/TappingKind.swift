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
        return words.tapping.instructions.map {
            TaskWords.fill($0, ["first": first, "second": second, "seconds": "\(seconds)"])
        }
    }

    func engine(practice: Bool, random: SeededRandom) -> TappingEngine {
        TappingEngine(.init(task, practice: practice), practice: practice)
    }

    func screen(for view: TappingEngine.View, practice: Bool) -> TaskScreen {
        let heading = practice ? "\(title) · \(words.practice)" : title
        let status = TaskWords.fill(words.tapping.secondsLeft, ["n": "\(view.secondsLeft)"])
        let footer = TaskWords.fill(words.tapping.keys, ["first": first, "second": second]) + " · " + words.escPause
        var body = Self.keyPair(view.keys, next: view.next, nextWord: words.tapping.next)
        body.append(.empty)
        if view.timerStarted {
            body.append(Line(TaskWords.fill(words.tapping.taps, ["n": "\(view.taps)"]), .title))
        } else {
            body.append(Line(TaskWords.fill(words.tapping.begin, ["first": first, "second": second]), .normal))
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
            return (
                [corners[0] + edge + corners[1], blank, label, blank, corners[2] + edge + corners[3]],
                heavy ? .title : .quiet
            )
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
            guard item.element == next else {
                text += String(repeating: " ", count: capWidth)
                return
            }
            let left = max(0, (capWidth - markerWidth) / 2)
            text +=
                String(repeating: " ", count: left) + marker
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
        let rate =
            summary.tapsPerSecond.map { words.number(NumberText.text(NumberText.rounded($0, places: 1), places: 1)) }
            ?? "–"
        let errors = summary.alternationErrors
        return TaskWords.fill(
            errors == 1 ? words.tapping.endOneError : words.tapping.end,
            [
                "taps": "\(summary.taps)", "rate": rate, "errors": "\(errors)",
            ])
    }
}
