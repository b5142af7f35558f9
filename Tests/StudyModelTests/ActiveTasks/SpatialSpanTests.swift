import XCTest

@testable import StudyModel

/// The spatial-span engine driven on exact times, and its summary from hand-written logs.
final class SpatialSpanTests: XCTestCase {
    private typealias Driver = EngineClock<SpatialSpanEngine>

    private let ms: UInt64 = 1_000_000

    private func params(grid: Int = 3, start: Int = 2, max: Int = 3, failures: Int = 2, show: Int = 500)
        -> SpatialSpanEngine.Parameters
    {
        .init(gridSize: grid, startSpan: start, maxSpan: max, maxFailures: failures, showMs: show)
    }

    /// The cells each sequence will light, drawn as the engine draws them.
    private func sequences(seed: UInt64, spans: [Int], cellCount: Int = 9) -> [[String]] {
        var random = SeededRandom(seed: seed)
        return spans.map {
            SpatialSpanGrid.drawCells(count: $0, cellCount: cellCount, using: &random).map(SpatialSpanGrid.label(of:))
        }
    }

    /// Waits out the empty grid and every lit cell and gap of a sequence of `span` cells.
    private func presentationMs(span: Int, show: Int = 500) -> Int {
        SpatialSpanEngine.watchMs + span * show + (span - 1) * SpatialSpanEngine.gapMs
    }

    func testLabelsRunThroughTheAlphabetThenDigits() {
        XCTAssertEqual((0..<3).map(SpatialSpanGrid.label(of:)), ["a", "b", "c"])
        XCTAssertEqual(SpatialSpanGrid.label(of: 25), "z")
        XCTAssertEqual(SpatialSpanGrid.label(of: 26), "0")
        XCTAssertEqual(SpatialSpanGrid.label(of: 35), "9")
        XCTAssertEqual(SpatialSpanGrid.cell(for: .character("i"), cellCount: 9), 8)
        XCTAssertNil(SpatialSpanGrid.cell(for: .character("j"), cellCount: 9), "a 3 × 3 grid has no j")
        XCTAssertEqual(SpatialSpanGrid.cell(for: .character("0"), cellCount: 36), 26)
        XCTAssertNil(SpatialSpanGrid.cell(for: .space, cellCount: 36))
    }

    func testDrawnCellsAreDistinctAndInTheGrid() {
        for seed in UInt64(0)..<200 {
            var random = SeededRandom(seed: seed)
            let cells = SpatialSpanGrid.drawCells(count: 9, cellCount: 9, using: &random)
            XCTAssertEqual(Set(cells).count, 9)
            XCTAssertTrue(cells.allSatisfy { (0..<9).contains($0) })
        }
    }

    func testTheSequenceLightsOneCellAtATimeWithGapsThenAsksForTheKeys() throws {
        var driver = Driver(SpatialSpanEngine(params(), practice: false, random: SeededRandom(seed: 7)))
        let first = sequences(seed: 7, spans: [2])[0]
        guard case .watch = driver.engine.view else { return XCTFail("starts with the empty grid") }
        driver.wait(ms: 1000)
        guard case .lit(_, position: 1) = driver.engine.view else { return XCTFail("first cell lit at 1000 ms") }
        driver.wait(ms: 500)
        guard case .gap = driver.engine.view else { return XCTFail("a gap after show-ms") }
        driver.wait(ms: 250)
        guard case .lit(_, position: 2) = driver.engine.view else { return XCTFail("second cell after the gap") }
        driver.wait(ms: 500)
        guard case .recall(_, typed: [], highlighted: false) = driver.engine.view else { return XCTFail("your turn") }
        XCTAssertNil(driver.engine.deadline, "no time limit on recall")

        let shown = driver.engine.events.filter { $0.kind == .shown }
        XCTAssertEqual(shown.map(\.value), first + ["your-turn"])
        XCTAssertEqual(shown.map(\.monotonicNs), [1000 * ms, 1750 * ms, 2250 * ms])
        XCTAssertEqual(shown[1].detail, ["sequence": "1", "position": "2", "span": "2"])
    }

    func testRightSequencesGrowWrongOnesRepeatTheSpanAndFailuresEndTheTask() throws {
        let seed: UInt64 = 11
        // Right at 2, wrong at 3, right at 3 (the max span): the end.
        let cells = sequences(seed: seed, spans: [2, 3, 3])
        var driver = Driver(SpatialSpanEngine(params(), practice: false, random: SeededRandom(seed: seed)))
        driver.wait(ms: presentationMs(span: 2))
        driver.wait(ms: 600)
        driver.type(cells[0][0])
        guard case .recall(_, typed: _, highlighted: true) = driver.engine.view else {
            return XCTFail("typed cell highlighted")
        }
        driver.wait(ms: SpatialSpanEngine.highlightMs)
        guard case .recall(_, typed: _, highlighted: false) = driver.engine.view else {
            return XCTFail("highlight clears")
        }
        driver.wait(ms: 400)
        driver.type(cells[0][1])
        guard case .feedback(_, _, correct: true) = driver.engine.view else { return XCTFail("recalled") }
        driver.wait(ms: SpatialSpanEngine.feedbackMs)

        driver.wait(ms: presentationMs(span: 3))
        guard case let .recall(trial, _, _) = driver.engine.view else { return XCTFail("second sequence's turn") }
        XCTAssertEqual(trial.span, 3)
        let wrong = ["a", "b", "c", "d"].first { $0 != cells[1][0] }!
        driver.wait(ms: 500)
        driver.type(wrong)
        guard case .feedback(_, _, correct: false) = driver.engine.view else {
            return XCTFail("a wrong label ends it at once")
        }
        driver.wait(ms: SpatialSpanEngine.feedbackMs)

        driver.wait(ms: presentationMs(span: 3))
        guard case let .recall(again, _, _) = driver.engine.view else { return XCTFail("third sequence's turn") }
        XCTAssertEqual(again.span, 3, "after a failure the span stays")
        XCTAssertEqual(again.cells.map(SpatialSpanGrid.label(of:)), cells[2], "with a new sequence")
        for label in cells[2] {
            driver.wait(ms: 300)
            driver.type(label)
        }
        driver.wait(ms: SpatialSpanEngine.feedbackMs)
        XCTAssertTrue(driver.engine.isFinished, "right at max-span ends the task")
        XCTAssertEqual(driver.engine.events.last?.value, "round-ended")

        let summary = SpatialSpanSummary.compute(driver.engine.events)
        XCTAssertEqual(summary.bestSpan, 3)
        XCTAssertEqual(summary.errors, 1)
        XCTAssertEqual(summary.sequences.map(\.correct), [true, false, true])
        XCTAssertEqual(summary.sequences[0].responseTimesMs, [600, 1300])
        XCTAssertEqual(summary.sequences[1].keysTyped, [wrong])
        XCTAssertEqual(summary.sequences[2].responseTimesMs, [300, 600, 900])
    }

    func testMaxFailuresEndTheTaskAndOtherKeysAreIgnored() {
        let seed: UInt64 = 3
        let cells = sequences(seed: seed, spans: [2, 2])
        var driver = Driver(SpatialSpanEngine(params(failures: 2), practice: false, random: SeededRandom(seed: seed)))
        driver.wait(ms: 200)
        driver.type("a") // during the empty grid: ignored
        driver.wait(ms: presentationMs(span: 2) - 200)
        driver.type(" ")
        driver.type("z") // names no cell: ignored
        guard case .recall(_, typed: [], _) = driver.engine.view else { return XCTFail("ignored keys change nothing") }
        for sequence in cells {
            let wrong = ["a", "b", "c"].first { $0 != sequence[0] }!
            driver.type(wrong)
            driver.wait(ms: SpatialSpanEngine.feedbackMs)
            if !driver.engine.isFinished { driver.wait(ms: presentationMs(span: 2)) }
        }
        XCTAssertTrue(driver.engine.isFinished)
        let ignored = driver.engine.events.filter { $0.detail?["response"] == "ignored" }
        XCTAssertEqual(ignored.map(\.value), ["a", "space", "z"])
        let summary = SpatialSpanSummary.compute(driver.engine.events)
        XCTAssertEqual(summary.bestSpan, 0)
        XCTAssertEqual(summary.errors, 2)
    }

    func testPracticeIsOneSequenceOfTwoCellsWhateverHappens() {
        var driver = Driver(
            SpatialSpanEngine(
                .init(gridSize: 4, startSpan: 2, maxSpan: 2, maxFailures: 1, showMs: 500),
                practice: true, random: SeededRandom(seed: 5)))
        driver.wait(ms: presentationMs(span: 2))
        guard case let .recall(trial, _, _) = driver.engine.view else { return XCTFail("your turn") }
        XCTAssertEqual(trial.span, 2)
        let wrong = ["a", "b", "c"].first { $0 != SpatialSpanGrid.label(of: trial.cells[0]) }!
        driver.type(wrong)
        driver.wait(ms: SpatialSpanEngine.feedbackMs)
        XCTAssertTrue(driver.engine.isFinished)
        XCTAssertTrue(driver.engine.events.allSatisfy(\.practice))
        XCTAssertEqual(SpatialSpanSummary.compute(driver.engine.events).sequences, [], "practice is left out")
    }

    func testParametersKeepSpansWithinTheGrid() {
        let p = SpatialSpanEngine.Parameters(gridSize: 3, startSpan: 12, maxSpan: 16, maxFailures: 2, showMs: 500)
        XCTAssertEqual(p.maxSpan, 9)
        XCTAssertEqual(p.startSpan, 9)
    }

    // MARK: - Summary from a hand-written log

    private func event(
        _ kind: TaskEvent.Kind, _ value: String, _ msTime: UInt64, trial: Int? = nil,
        _ detail: [String: String]? = nil, practice: Bool = false
    ) -> TaskEvent {
        TaskEvent(kind, value, at: msTime * ms, trial: trial, practice: practice, detail: detail)
    }

    private func lit(_ label: String, _ time: UInt64, sequence: Int, position: Int, span: Int) -> TaskEvent {
        event(
            .shown, label, time, trial: sequence,
            ["sequence": "\(sequence)", "position": "\(position)", "span": "\(span)"])
    }

    private func key(_ label: String, _ time: UInt64, sequence: Int, expected: String) -> TaskEvent {
        event(.key, label, time, trial: sequence, ["expected": expected, "correct": String(label == expected)])
    }

    func testSummaryFromAHandWrittenLog() {
        let events = [
            lit("x", 0, sequence: 1, position: 1, span: 1).withPractice(),
            lit("b", 10_000, sequence: 1, position: 1, span: 2),
            lit("e", 11_000, sequence: 1, position: 2, span: 2),
            event(.shown, "your-turn", 12_000, trial: 1),
            key("b", 12_800, sequence: 1, expected: "b"),
            key("e", 13_250, sequence: 1, expected: "e"),
            lit("a", 15_000, sequence: 2, position: 1, span: 3),
            lit("i", 16_000, sequence: 2, position: 2, span: 3),
            lit("c", 17_000, sequence: 2, position: 3, span: 3),
            event(.shown, "your-turn", 18_000, trial: 2),
            event(.key, "space", 18_100, trial: 2, ["response": "ignored"]),
            key("a", 18_500, sequence: 2, expected: "a"),
            key("c", 19_000, sequence: 2, expected: "i"),
            // A third sequence cut short by a pause: left out.
            lit("d", 21_000, sequence: 3, position: 1, span: 3),
        ]
        let summary = SpatialSpanSummary.compute(events)
        XCTAssertEqual(summary.bestSpan, 2)
        XCTAssertEqual(summary.errors, 1)
        XCTAssertEqual(summary.totalTimeMs, 9000)
        XCTAssertEqual(
            summary.sequences,
            [
                .init(
                    sequence: 1, span: 2, cellsShown: ["b", "e"], keysTyped: ["b", "e"], correct: true,
                    responseTimesMs: [800, 1250]),
                .init(
                    sequence: 2, span: 3, cellsShown: ["a", "i", "c"], keysTyped: ["a", "c"], correct: false,
                    responseTimesMs: [500, 1000]),
            ])
    }
}

private extension TaskEvent {
    func withPractice() -> TaskEvent {
        var copy = self
        copy.practice = true
        return copy
    }
}
