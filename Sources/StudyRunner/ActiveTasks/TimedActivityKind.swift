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
        let length = words.length(seconds: target)
        return [activity] + words.timedActivity.instructions.map { TaskWords.fill($0, ["length": length]) }
    }

    func engine(practice: Bool, random: SeededRandom) -> TimedActivityEngine {
        TimedActivityEngine(task)
    }

    /// "02:05": minutes and seconds, minutes going past 59 rather than adding hours.
    static func clock(_ seconds: Int) -> String {
        NumberText.padded(seconds / 60, width: 2) + ":" + NumberText.padded(seconds % 60, width: 2)
    }

    func screen(for view: TimedActivityEngine.View, practice: Bool) -> TaskScreen {
        let text = Line(activity).wrapped(width: Self.textWidth)
        var centred = [Line(Self.clock(view.elapsedSeconds) + " / " + Self.clock(view.targetSeconds), .title)]
        let keys: String
        if view.timeIsUp {
            centred += [.empty, Line("✓ " + words.timedActivity.timeUp, .success)]
            keys = words.timedActivity.keysStopped + " · " + words.escPause
        } else {
            // Blank where the "time is up" line will come, so nothing moves when it does.
            centred += [.empty, .empty]
            keys = words.timedActivity.keysEndNow + " · " + words.escPause
        }
        // The clock is centred under the text; the block as a whole is centred by TaskScreen.
        let blockWidth = (text + centred).map(\.width).max() ?? 0
        let body =
            text + [.empty]
            + centred.map { line in
                Line(String(repeating: " ", count: max(0, (blockWidth - line.width) / 2))) + line
            }
        let status = TaskWords.fill(words.timedActivity.target, ["clock": Self.clock(view.targetSeconds)])
        return TaskScreen(title: title, status: status, body: body, keys: keys)
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        TimedActivitySummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = TimedActivitySummary.compute(events)
        let ended = summary.durationMs.map { Self.clock(Int($0 / 1000)) } ?? "–"
        let goal = Self.clock(summary.targetSeconds ?? target)
        let template = summary.endedEarly == true ? words.timedActivity.endedEarly : words.timedActivity.ended
        return TaskWords.fill(template, ["time": ended, "goal": goal])
    }
}
