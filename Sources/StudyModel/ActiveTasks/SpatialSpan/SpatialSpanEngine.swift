/// Spatial span (after the Corsi block-tapping test): cells of a grid light up one at a
/// time; then the participant types their labels in the same order. A right sequence makes
/// the next one a cell longer (the task ends after a right one of `max-span` cells); a wrong
/// label ends the sequence at once as failed, and the next has the same length; the task
/// ends after `max-failures` failed sequences in all.
public struct SpatialSpanEngine: ActiveTaskEngine {
    public enum View: Equatable, Sendable {
        /// The grid with nothing lit, before a sequence: the grid's own appearance is not
        /// the first cell's onset.
        case watch(Trial)
        /// Cell `position` (from 1) of the sequence lit.
        case lit(Trial, position: Int)
        /// Between two lit cells: nothing lit.
        case gap(Trial, afterPosition: Int)
        /// "Your turn": the cells typed so far; `highlighted` while the last one typed is
        /// shown lit.
        case recall(Trial, typed: [Int], highlighted: Bool)
        /// How the sequence went, with what was typed.
        case feedback(Trial, typed: [Int], correct: Bool)
    }

    /// One sequence: its number (from 1), and the cells it lights, in order.
    public struct Trial: Equatable, Sendable {
        public var number: Int
        public var cells: [Int]
        public var span: Int { cells.count }

        public init(number: Int, cells: [Int]) {
            self.number = number
            self.cells = cells
        }
    }

    public struct Parameters: Sendable, Equatable {
        public var gridSize: Int
        public var startSpan: Int
        public var maxSpan: Int
        public var maxFailures: Int
        public var showMs: Int

        public var cellCount: Int { gridSize * gridSize }

        public init(gridSize: Int, startSpan: Int, maxSpan: Int, maxFailures: Int, showMs: Int) {
            self.gridSize = min(max(gridSize, 1), 6)
            let cells = self.gridSize * self.gridSize
            // A sequence's cells are distinct, so no span can exceed the cells there are
            // (the parser refuses such a study; this keeps the engine safe on its own).
            self.maxSpan = min(max(maxSpan, 1), cells)
            self.startSpan = min(max(startSpan, 1), self.maxSpan)
            self.maxFailures = max(maxFailures, 1)
            self.showMs = showMs
        }

        /// The study's parameters; practice is one sequence of two cells, whatever happens.
        public init(_ task: ActiveTask, practice: Bool) {
            let study = task.spatialSpan
            if practice {
                self.init(gridSize: study.gridSize, startSpan: 2, maxSpan: 2, maxFailures: 1, showMs: study.showMs)
            } else {
                self.init(
                    gridSize: study.gridSize, startSpan: study.startSpan, maxSpan: study.maxSpan,
                    maxFailures: study.maxFailures, showMs: study.showMs)
            }
        }
    }

    /// How long the empty grid stands before a sequence.
    public static let watchMs = 1000
    /// The dark pause between two lit cells.
    public static let gapMs = 250
    /// How long a typed cell stays highlighted.
    public static let highlightMs = 300
    public static let feedbackMs = 1200

    public let parameters: Parameters
    public let practice: Bool
    private var random: SeededRandom
    public private(set) var view: View
    public private(set) var screenNumber = 1
    public private(set) var deadline: UInt64?
    public private(set) var isFinished = false
    public private(set) var events: [TaskEvent] = []
    private var failures = 0

    public init(_ parameters: Parameters, practice: Bool, random: SeededRandom) {
        self.parameters = parameters
        self.practice = practice
        self.random = random
        let cells = SpatialSpanGrid.drawCells(
            count: parameters.startSpan, cellCount: parameters.cellCount, using: &self.random)
        self.view = .watch(Trial(number: 1, cells: cells))
    }

    private var trial: Trial {
        switch view {
        case let .watch(trial), let .lit(trial, _), let .gap(trial, _), let .recall(trial, _, _),
            let .feedback(trial, _, _):
            return trial
        }
    }

    private mutating func show(_ next: View) {
        view = next
        screenNumber += 1
        deadline = nil
    }

    private mutating func log(
        _ kind: TaskEvent.Kind, _ value: String, at time: UInt64, _ detail: [String: String]? = nil
    ) {
        events.append(TaskEvent(kind, value, at: time, trial: trial.number, practice: practice, detail: detail))
    }

    public mutating func shown(at time: UInt64) {
        switch view {
        case .watch:
            log(.mark, "sequence-started", at: time, ["span": String(trial.span)])
            deadline = time.adding(milliseconds: Self.watchMs)
        case let .lit(trial, position):
            log(
                .shown, SpatialSpanGrid.label(of: trial.cells[position - 1]), at: time,
                ["sequence": String(trial.number), "position": String(position), "span": String(trial.span)])
            deadline = time.adding(milliseconds: parameters.showMs)
        case .gap:
            deadline = time.adding(milliseconds: Self.gapMs)
        case let .recall(trial, typed, highlighted):
            // "Your turn" is the onset response times count from; later screens of the
            // same recall only redraw a typed cell.
            if typed.isEmpty {
                log(.shown, "your-turn", at: time, ["sequence": String(trial.number), "span": String(trial.span)])
            }
            deadline = highlighted ? time.adding(milliseconds: Self.highlightMs) : nil
        case .feedback:
            deadline = time.adding(milliseconds: Self.feedbackMs)
        }
    }

    public mutating func press(_ key: TaskKey, at time: UInt64) {
        guard case let .recall(trial, typed, _) = view,
            let cell = SpatialSpanGrid.cell(for: key, cellCount: parameters.cellCount)
        else {
            // Keys while the sequence plays, during feedback, or that name no cell: kept in
            // the record, never judged.
            log(.key, key.description, at: time, ["response": "ignored"])
            return
        }
        let position = typed.count + 1
        let expected = trial.cells[typed.count]
        let correct = cell == expected
        log(
            .key, SpatialSpanGrid.label(of: cell), at: time,
            ["expected": SpatialSpanGrid.label(of: expected), "correct": String(correct), "position": String(position)])
        let nowTyped = typed + [cell]
        if !correct {
            failures += 1
            log(.mark, "sequence-ended", at: time, ["outcome": "failed", "span": String(trial.span)])
            show(.feedback(trial, typed: nowTyped, correct: false))
        } else if nowTyped.count == trial.span {
            log(.mark, "sequence-ended", at: time, ["outcome": "recalled", "span": String(trial.span)])
            show(.feedback(trial, typed: nowTyped, correct: true))
        } else {
            show(.recall(trial, typed: nowTyped, highlighted: true))
        }
    }

    public mutating func timeUp(at time: UInt64) {
        switch view {
        case let .watch(trial):
            show(.lit(trial, position: 1))
        case let .lit(trial, position):
            show(
                position < trial.span
                    ? .gap(trial, afterPosition: position) : .recall(trial, typed: [], highlighted: false))
        case let .gap(trial, position):
            show(.lit(trial, position: position + 1))
        case let .recall(trial, typed, _):
            show(.recall(trial, typed: typed, highlighted: false))
        case let .feedback(trial, _, correct):
            next(after: trial, correct: correct, at: time)
        }
    }

    /// Longer after a right sequence, the same length after a wrong one, or the end.
    private mutating func next(after trial: Trial, correct: Bool, at time: UInt64) {
        let done = correct ? trial.span >= parameters.maxSpan : failures >= parameters.maxFailures
        if done {
            events.append(TaskEvent(.mark, "round-ended", at: time, practice: practice))
            isFinished = true
            deadline = nil
            return
        }
        let span = correct ? trial.span + 1 : trial.span
        let cells = SpatialSpanGrid.drawCells(count: span, cellCount: parameters.cellCount, using: &random)
        show(.watch(Trial(number: trial.number + 1, cells: cells)))
    }
}
