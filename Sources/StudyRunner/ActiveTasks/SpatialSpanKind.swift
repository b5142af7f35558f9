import StudyModel

/// Spatial span on the terminal: a grid of labelled boxes; boxes fill one at a time, then
/// the participant types their labels in the same order.
struct SpatialSpanKind: ActiveTaskKindRunner {
    let task: ActiveTask
    let title: String
    let words: TaskWords

    var hasPractice: Bool { true }

    /// Past 26 cells the labels go on with digits, and the words say so.
    private var labelsWord: String {
        let digits = task.spatialSpan.gridSize * task.spatialSpan.gridSize > 26
        return words.isChinese ? (digits ? "字母或数字" : "字母") : (digits ? "letters and digits" : "letters")
    }

    var defaultInstructions: [String] {
        words.isChinese
            ? [
                "网格中的方格会一个接一个地亮起。请记住它们亮起的顺序。",
                "然后按同样的顺序输入这些方格上的\(labelsWord)。答对了，下一组就多一个方格。",
            ]
            : [
                "Squares in a grid light up one at a time. Remember the order.",
                "Then type the \(labelsWord) of those squares in the same order. Each time you get it right, the next one is a square longer.",
            ]
    }

    func engine(practice: Bool, random: SeededRandom) -> SpatialSpanEngine {
        SpatialSpanEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    func screen(for view: SpatialSpanEngine.View, practice: Bool) -> TaskScreen {
        let heading = practice ? "\(title) · \(words.practice)" : title
        let gridSize = SpatialSpanEngine.Parameters(task, practice: practice).gridSize
        let watchText = words.isChinese ? "请看亮起的方格。" : "Watch the squares."
        let watchKeys = (words.isChinese ? "请看" : "Watch") + " · " + words.escPause
        let typeKeys =
            (words.isChinese ? "按顺序输入\(labelsWord)" : "Type the \(labelsWord) in order") + " · " + words.escPause
        func status(_ trial: SpatialSpanEngine.Trial) -> String {
            words.isChinese
                ? "第 \(trial.number) 组 · \(trial.span) 个方格" : "Sequence \(trial.number) · \(trial.span) squares"
        }
        func body(_ marks: [Int: SpatialSpanGridLines.Mark], _ message: Line, _ typedLine: Line = .empty) -> [Line] {
            FixedWidthBlock.centred(
                SpatialSpanGridLines.lines(gridSize: gridSize, marks: marks) + [.empty, message, typedLine])
        }
        switch view {
        case let .watch(trial), let .gap(trial, _):
            return TaskScreen(title: heading, status: status(trial), body: body([:], Line(watchText)), keys: watchKeys)
        case let .lit(trial, position):
            return TaskScreen(
                title: heading, status: status(trial), body: body([trial.cells[position - 1]: .lit], Line(watchText)),
                keys: watchKeys)
        case let .recall(trial, typed, highlighted):
            let marks = highlighted ? typed.last.map { [$0: SpatialSpanGridLines.Mark.typed] } ?? [:] : [:]
            let yourTurn =
                words.isChinese
                ? "轮到您了：按顺序输入方格上的\(labelsWord)。" : "Your turn: type the \(labelsWord) in the same order."
            return TaskScreen(
                title: heading, status: status(trial),
                body: body(marks, Line(yourTurn, .title), typedLine(typed, span: trial.span)), keys: typeKeys)
        case let .feedback(trial, typed, correct):
            let order = trial.cells.map(SpatialSpanGrid.label(of:)).joined(separator: " ")
            let message =
                correct
                ? Line("✓ " + (words.isChinese ? "正确。" : "Right."), .success)
                : Line("✗ " + (words.isChinese ? "不对。正确顺序是：" : "Not right. The order was: ") + order, .error)
            return TaskScreen(
                title: heading, status: status(trial),
                body: body(typed.last.map { [$0: .typed] } ?? [:], message, typedLine(typed, span: trial.span)),
                keys: watchKeys)
        }
    }

    /// "a c _ _": what was typed, and how many labels are still to come.
    private func typedLine(_ typed: [Int], span: Int) -> Line {
        let shown = typed.map(SpatialSpanGrid.label(of:)) + Array(repeating: "_", count: max(0, span - typed.count))
        return Line(shown.joined(separator: " "))
    }

    func summary(of events: [TaskEvent]) -> any TaskSummary {
        SpatialSpanSummary.compute(events)
    }

    func endLine(for events: [TaskEvent]) -> String {
        let summary = SpatialSpanSummary.compute(events)
        return words.isChinese
            ? "最长记住 \(summary.bestSpan) 个方格 · 共 \(summary.sequences.count) 组 · 错 \(summary.errors) 组"
            : "Longest sequence recalled: \(summary.bestSpan) · \(summary.sequences.count) sequences · \(summary.errors) not right"
    }
}
