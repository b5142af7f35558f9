import StudyModel

/// Trail making on the terminal: labels scattered over a field; the participant types the
/// next one in order. Part A numbers, part B numbers and letters in turn.
struct TrailMakingKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { true }

    private var parts: [TrailPart] { TrailMakingEngine.Parameters(task, practice: false).parts }

    var defaultInstructions: [String] {
        let zh = words.isChinese
        let partA =
            zh
            ? "数字散布在屏幕上。请按顺序尽快输入它们：1、2、3，依此类推。"
            : "Numbers are scattered over the screen. Type them in order, as fast as you can: 1, 2, 3 and so on."
        let partB =
            zh
            ? "数字和字母散布在屏幕上。请按数字、字母轮流的顺序尽快输入：1、A、2、B、3、C，依此类推。"
            : "Numbers and letters are scattered over the screen. Type them in order, taking turns, as fast as you can: 1, A, 2, B, 3, C and so on."
        var text: [String]
        switch parts {
        case [.a]: text = [partA]
        case [.b]: text = [partB]
        default:
            text =
                zh
                ? ["共两部分。A 部分：" + partA, "B 部分：" + partB]
                : ["There are two parts. Part A: " + partA, "Part B: " + partB]
        }
        text.append(
            zh
                ? "每部分都从 1 开始（标为 [1]），所以第一个要输入的是它的下一个。10 及以上要输入两位数字。按错了会短暂提示，然后请输入正确的。"
                : "Each part starts on 1 (marked [1]), so the first one to type is the one after it. For 10 and above, type both digits. A wrong key is shown briefly; then type the right one."
        )
        text.append(zh ? "每部分最多 \(timeLimit)。" : "You have up to \(timeLimit) for each part.")
        return text
    }

    private var timeLimit: String {
        let seconds = task.trailMaking.timeLimitSeconds
        if seconds % 60 == 0 {
            let minutes = seconds / 60
            return words.isChinese ? "\(minutes) 分钟" : minutes == 1 ? "1 minute" : "\(minutes) minutes"
        }
        return words.isChinese ? "\(seconds) 秒" : "\(seconds) seconds"
    }

    func engine(practice: Bool, random: SeededRandom) -> TrailMakingEngine {
        TrailMakingEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    func screen(for view: TrailMakingEngine.View, practice: Bool) -> TaskScreen {
        let heading = practice ? "\(title) · \(words.practice)" : title
        let zh = words.isChinese
        let typeKeys = (zh ? "输入下一个 · 退格：删除" : "Type the next label · Backspace: delete") + " · " + words.escPause
        switch view {
        case let .trail(trail):
            let typing = Line((zh ? "输入：" : "Typing: ") + trail.typed + "_")
            let error =
                trail.error.map { Line("✗ " + (zh ? "\($0) 不是下一个。" : "\($0) is not the next label."), .error) }
                ?? .empty
            return TaskScreen(
                title: heading, status: status(trail), body: TrailFieldLines.lines(trail) + [.empty, typing, error],
                keys: typeKeys)
        case let .partEnded(trail, finished):
            let name = partName(trail.part)
            let message =
                finished
                ? Line("✓ " + (zh ? "\(name)完成。" : "\(name) done."), .success)
                : Line(zh ? "\(name)时间到。" : "Time is up for \(name.lowercased()).", .title)
            return TaskScreen(
                title: heading, status: status(trail), body: TrailFieldLines.lines(trail) + [.empty, message, .empty],
                keys: words.escPause)
        case let .nextPart(part):
            let order = part == .b ? "1, A, 2, B, 3, C …" : "1, 2, 3 …"
            let body: [Line] = [
                Line(partName(part), .title), .empty,
                Line(
                    zh
                        ? (part == .b ? "现在数字和字母轮流：" : "现在只有数字：")
                        : (part == .b ? "Now numbers and letters take turns:" : "Now numbers only:")),
                Line(order, .title), .empty,
                Line(zh ? "同样从 1 开始。" : "You start on 1 again."),
            ]
            return TaskScreen(
                title: heading, body: body, keys: (zh ? "回车或空格：开始" : "Enter or space: start") + " · " + words.escPause)
        }
    }

    private func partName(_ part: TrailPart) -> String {
        words.isChinese ? "\(part.rawValue) 部分" : "Part \(part.rawValue)"
    }

    /// "Part A · reached 3 of 10 · last: 3"
    private func status(_ trail: TrailMakingEngine.Trail) -> String {
        words.isChinese
            ? "\(partName(trail.part)) · 已到 \(trail.reached) / \(trail.points.count) · 最后：\(trail.last.label)"
            : "\(partName(trail.part)) · reached \(trail.reached) of \(trail.points.count) · last: \(trail.last.label)"
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        TrailMakingSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = TrailMakingSummary.compute(events)
        let zh = words.isChinese
        let lines = [summary.partA, summary.partB].compactMap { $0 }.map { part -> String in
            let name = zh ? "\(part.part) 部分" : "Part \(part.part)"
            guard let total = part.totalTimeMs else {
                return zh
                    ? "\(name)：未完成（\(part.reached) / \(part.labels)）"
                    : "\(name): not finished (\(part.reached) of \(part.labels))"
            }
            let seconds = NumberText.text((total / 100).rounded() / 10, places: 1)
            return zh
                ? "\(name)：\(seconds) 秒，错 \(part.errors) 次"
                : "\(name): \(seconds) s, \(part.errors) error\(part.errors == 1 ? "" : "s")"
        }
        return lines.joined(separator: " · ")
    }
}
