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
        return digits ? words.spatialSpan.lettersAndDigits : words.spatialSpan.letters
    }

    /// A text of this kind's table with `{labels}` filled.
    private func labelled(_ template: String) -> String {
        TaskWords.fill(template, ["labels": labelsWord])
    }

    var defaultInstructions: [String] {
        words.spatialSpan.instructions.map(labelled)
    }

    func engine(practice: Bool, random: SeededRandom) -> SpatialSpanEngine {
        SpatialSpanEngine(.init(task, practice: practice), practice: practice, random: random)
    }

    func screen(for view: SpatialSpanEngine.View, practice: Bool) -> TaskScreen {
        let heading = practice ? "\(title) · \(words.practice)" : title
        let gridSize = SpatialSpanEngine.Parameters(task, practice: practice).gridSize
        let own = words.spatialSpan
        let watchText = own.watch
        let watchKeys = own.keysWatch + " · " + words.escPause
        let typeKeys = labelled(own.keysType) + " · " + words.escPause
        func status(_ trial: SpatialSpanEngine.Trial) -> String {
            TaskWords.fill(own.status, ["n": "\(trial.number)", "span": "\(trial.span)"])
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
            let yourTurn = labelled(own.yourTurn)
            return TaskScreen(
                title: heading, status: status(trial),
                body: body(marks, Line(yourTurn, .title), typedLine(typed, span: trial.span)), keys: typeKeys)
        case let .feedback(trial, typed, correct):
            let order = trial.cells.map(SpatialSpanGrid.label(of:)).joined(separator: " ")
            let message =
                correct
                ? Line("✓ " + own.right, .success)
                : Line("✗ " + TaskWords.fill(own.wrong, ["order": order]), .error)
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
        return TaskWords.fill(
            words.spatialSpan.end,
            [
                "best": "\(summary.bestSpan)", "count": "\(summary.sequences.count)",
                "errors": "\(summary.errors)",
            ])
    }
}
