import StudyModel

/// A timed activity away from the keyboard: the study's activity text, the time so far
/// against the target in large plain digits, and once the target is reached a line that
/// says so. Enter or space ends it.
struct TimedActivityKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    /// Nothing to practise: the activity is done away from the keyboard.
    var hasPractice: Bool { false }

    /// Widest line of the activity text. The screen's width is not known when a view is
    /// laid out, and the body is cut, not wrapped, at the edge; 56 cells fit the usual
    /// 80-column terminal with room to spare and keep the text easy to read.
    static let textWidth = 56

    /// The study's `activity`, in the session's language.
    var activity: String { task.timedActivity.activity.resolved(in: words.language) }

    private var target: Int { TimedActivityEngine(task).targetSeconds }

    var defaultInstructions: [String] {
        let minutes = target % 60 == 0 ? target / 60 : nil
        if words.isChinese {
            let length = minutes.map { "\($0) 分钟" } ?? "\(target) 秒"
            return [activity, "倒计时结束后，屏幕上开始计时。请离开键盘去做这项活动，时长 \(length)。",
                    "时间到了，屏幕上会显示出来。回来后请按 Enter 键。如需提前结束，也可以随时按 Enter 键。"]
        }
        let length = minutes.map { "\($0) \($0 == 1 ? "minute" : "minutes")" } ?? "\(target) seconds"
        return [activity, "When the countdown ends, a clock starts on the screen. Leave the keyboard and do this for \(length).",
                "When the time is up, the screen says so. Come back and press Enter. To stop sooner, press Enter at any time."]
    }

    func engine(practice: Bool, random: SeededRandom) -> TimedActivityEngine {
        TimedActivityEngine(task)
    }

    /// "02:05": minutes and seconds, minutes going past 59 rather than adding hours.
    static func clock(_ seconds: Int) -> String {
        let minutes = seconds / 60, rest = seconds % 60
        return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
    }

    func screen(for view: TimedActivityEngine.View, practice: Bool) -> TaskScreen {
        let text = Line(activity).wrapped(width: Self.textWidth)
        var centred = [Line(Self.clock(view.elapsedSeconds) + " / " + Self.clock(view.targetSeconds), .title)]
        let keys: String
        if view.timeIsUp {
            centred += [.empty, Line("✓ " + (words.isChinese ? "时间到了：停下来后请按 Enter 键。" : "Time is up: press Enter when you have stopped."), .success)]
            keys = (words.isChinese ? "Enter 或空格：我已停下" : "Enter or space: I have stopped") + " · " + words.escPause
        } else {
            // Blank where the "time is up" line will come, so nothing moves when it does.
            centred += [.empty, .empty]
            keys = (words.isChinese ? "Enter 或空格：现在结束" : "Enter or space: end now") + " · " + words.escPause
        }
        // The clock is centred under the text; the block as a whole is centred by TaskScreen.
        let blockWidth = (text + centred).map(\.width).max() ?? 0
        let body = text + [.empty] + centred.map { line in
            Line(String(repeating: " ", count: max(0, (blockWidth - line.width) / 2))) + line
        }
        let status = words.isChinese ? "目标 \(Self.clock(view.targetSeconds))" : "Target \(Self.clock(view.targetSeconds))"
        return TaskScreen(title: title, status: status, body: body, keys: keys)
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        TimedActivitySummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = TimedActivitySummary.compute(events)
        let ended = summary.durationMs.map { Self.clock(Int($0 / 1000)) } ?? "–"
        let goal = Self.clock(summary.targetSeconds ?? target)
        if words.isChinese {
            return (summary.endedEarly == true ? "提前在 \(ended) 结束" : "在 \(ended) 结束") + " · 目标 \(goal)"
        }
        return (summary.endedEarly == true ? "Ended early at \(ended)" : "Ended at \(ended)") + " · target \(goal)"
    }
}
