import XCTest

@testable import StudyModel

/// Trail making: the layout, the engine on exact times, and the summary from hand-written logs.
final class TrailMakingTests: XCTestCase {
    private typealias Driver = EngineClock<TrailMakingEngine>

    private let ms: UInt64 = 1_000_000

    private func engine(_ parts: [TrailPart], points: Int = 5, limit: Int = 60, seed: UInt64 = 1) -> TrailMakingEngine {
        TrailMakingEngine(
            .init(parts: parts, points: points, timeLimitSeconds: limit), practice: false,
            random: SeededRandom(seed: seed))
    }

    // MARK: - Labels and layout

    func testPartAIsNumbersAndPartBAlternatesNumbersAndLetters() {
        XCTAssertEqual(TrailPart.a.labels(count: 5), ["1", "2", "3", "4", "5"])
        XCTAssertEqual(TrailPart.b.labels(count: 7), ["1", "A", "2", "B", "3", "C", "4"])
        XCTAssertEqual(TrailPart.b.labels(count: 25).suffix(2), ["L", "13"])
        XCTAssertEqual(TrailPart.a.labels(count: 25).last, "25")
    }

    func testLabelsFitTheFieldAndNeverOverlapOrTouch() {
        for seed in UInt64(0)..<300 {
            for count in [5, 13, 25] {
                for part in TrailPart.allCases {
                    var random = SeededRandom(seed: seed)
                    let points = TrailLayout.place(part.labels(count: count), using: &random)
                    XCTAssertEqual(points.map(\.label), part.labels(count: count))
                    for point in points {
                        XCTAssertTrue((0..<TrailLayout.rows).contains(point.row), "\(point) seed \(seed)")
                        XCTAssertTrue(
                            point.column >= 0 && point.column + point.width <= TrailLayout.columns,
                            "\(point) seed \(seed)")
                    }
                    for (i, p) in points.enumerated() {
                        for q in points[(i + 1)...] where abs(p.row - q.row) <= 1 {
                            // At least one blank column between them, on the same or a neighbouring row.
                            XCTAssertTrue(
                                p.column + p.width < q.column || q.column + q.width < p.column,
                                "\(p) and \(q) touch, seed \(seed)")
                        }
                    }
                }
            }
        }
    }

    func testTheLayoutComesFromTheSeed() {
        var one = SeededRandom(seed: 9)
        var again = SeededRandom(seed: 9)
        var other = SeededRandom(seed: 10)
        let labels = TrailPart.a.labels(count: 13)
        XCTAssertEqual(TrailLayout.place(labels, using: &one), TrailLayout.place(labels, using: &again))
        XCTAssertNotEqual(TrailLayout.place(labels, using: &one), TrailLayout.place(labels, using: &other))
    }

    // MARK: - The engine

    func testPartAStartsOnOneAndCountsErrorsAndLinks() {
        var driver = Driver(engine([.a], points: 5))
        XCTAssertEqual(driver.trail?.reached, 1, "the trail starts on 1")
        XCTAssertEqual(driver.engine.deadline, 60_000 * ms, "the time limit runs from the labels' onset")
        driver.type("2", after: 1000)
        driver.type("4", after: 500)
        XCTAssertEqual(driver.trail?.error, "4", "a wrong label is said")
        XCTAssertEqual(driver.trail?.reached, 2)
        XCTAssertEqual(driver.engine.deadline, 2500 * ms, "for a moment")
        driver.wait(ms: TrailMakingEngine.errorMs)
        XCTAssertNil(driver.trail?.error, "then cleared")
        driver.type("3", after: 500)
        driver.type("4", after: 500)
        driver.type("5", after: 500)
        guard case .partEnded(_, finished: true) = driver.engine.view else { return XCTFail("all reached") }
        driver.wait(ms: TrailMakingEngine.partEndedMs)
        XCTAssertTrue(driver.engine.isFinished)

        let summary = TrailMakingSummary.compute(driver.engine.events)
        let a = summary.partA
        XCTAssertEqual(a?.completed, true)
        XCTAssertEqual(a?.totalTimeMs, 4000)
        XCTAssertEqual(a?.errors, 1)
        XCTAssertEqual(
            a?.links,
            [
                .init(from: "1", to: "2", timeMs: 1000, errorsBefore: 0),
                .init(from: "2", to: "3", timeMs: 2000, errorsBefore: 1),
                .init(from: "3", to: "4", timeMs: 500, errorsBefore: 0),
                .init(from: "4", to: "5", timeMs: 500, errorsBefore: 0),
            ])
        XCTAssertNil(summary.partB)
        XCTAssertNil(summary.bOverA)
    }

    func testTwoDigitLabelsWaitForTheSecondDigit() {
        var driver = Driver(engine([.a], points: 12))
        driver.type("23456789")
        driver.type("1")
        XCTAssertEqual(driver.trail?.typed, "1", "1 is the start of 10: it waits")
        XCTAssertEqual(driver.trail?.reached, 9)
        driver.press(.backspace)
        XCTAssertEqual(driver.trail?.typed, "", "backspace takes it back")
        driver.type("10")
        XCTAssertEqual(driver.trail?.reached, 10)
        driver.type("12")
        XCTAssertEqual(driver.trail?.error, "12", "12 is not 11")
        XCTAssertEqual(driver.trail?.typed, "")
        driver.press(.space)
        XCTAssertEqual(driver.engine.events.last?.detail?["result"], "ignored")
        let results = driver.engine.events.filter { $0.kind == .key }.compactMap { $0.detail?["result"] }
        XCTAssertEqual(results.suffix(7), ["pending", "deleted", "pending", "reached", "pending", "error", "ignored"])
        XCTAssertEqual(TrailMakingSummary.compute(driver.engine.events).partA?.errors, 1)
    }

    func testBothPartsWithAScreenBetweenThatWaitsForEnter() {
        var driver = Driver(engine([.a, .b], points: 5))
        driver.type("2345", after: 100)
        driver.wait(ms: TrailMakingEngine.partEndedMs)
        XCTAssertEqual(driver.engine.view, .nextPart(.b))
        XCTAssertNil(driver.engine.deadline, "it waits for the participant")
        driver.wait(ms: 5000)
        driver.press(.character("x"))
        XCTAssertEqual(driver.engine.view, .nextPart(.b), "only Enter or space starts")
        driver.press(.enter)
        XCTAssertEqual(driver.trail?.part, .b)
        XCTAssertEqual(driver.trail?.points.map(\.label), ["1", "A", "2", "B", "3"])
        driver.type("a", after: 1000)
        driver.type("2b3", after: 1000)
        driver.wait(ms: TrailMakingEngine.partEndedMs)
        XCTAssertTrue(driver.engine.isFinished)
        let values = driver.engine.events.filter { $0.kind == .shown }.map(\.value)
        XCTAssertEqual(values, ["trail", "part-b-intro", "trail"])

        let summary = TrailMakingSummary.compute(driver.engine.events)
        XCTAssertEqual(summary.partA?.totalTimeMs, 100)
        XCTAssertEqual(summary.partB?.totalTimeMs, 2000)
        XCTAssertEqual(summary.partB?.links.map(\.to), ["A", "2", "B", "3"])
        XCTAssertEqual(summary.bMinusAMs, 1900)
        XCTAssertEqual(summary.bOverA, 20)
    }

    func testTheTimeLimitEndsAPartUnfinished() {
        var driver = Driver(engine([.a, .b], points: 5, limit: 30))
        driver.type("23", after: 1000)
        driver.wait(ms: 29_000)
        guard case .partEnded(_, finished: false) = driver.engine.view else { return XCTFail("time is up at 30 s") }
        XCTAssertEqual(driver.engine.events.first { $0.kind == .timeout }?.monotonicNs, 30_000 * ms)
        driver.wait(ms: TrailMakingEngine.partEndedMs)
        XCTAssertEqual(driver.engine.view, .nextPart(.b), "part B still follows")
        let a = TrailMakingSummary.compute(driver.engine.events).partA
        XCTAssertEqual(a?.completed, false)
        XCTAssertEqual(a?.reached, 3)
        XCTAssertNil(a?.totalTimeMs)
    }

    func testPracticeIsAFiveLabelSampleOfEachPart() throws {
        let task = ActiveTask(
            kind: .trailMaking, instructions: nil, when: nil,
            parameters: ["part": .word("both"), "points": .integer(20), "time-limit-seconds": .integer(120)],
            location: SourceLocation(file: "t", line: 1, column: 1))
        let practice = TrailMakingEngine.Parameters(task, practice: true)
        XCTAssertEqual(practice.parts, [.a, .b])
        XCTAssertEqual(practice.points, 5)
        XCTAssertEqual(TrailMakingEngine.Parameters(task, practice: false).points, 20)
        var onlyB = task
        onlyB.parameters["part"] = .word("b")
        XCTAssertEqual(TrailMakingEngine.Parameters(onlyB, practice: false).parts, [.b])
    }

    // MARK: - Summary from a hand-written log

    func testSummaryFromAHandWrittenLog() {
        func e(
            _ kind: TaskEvent.Kind, _ value: String, _ time: UInt64, _ detail: [String: String], practice: Bool = false
        ) -> TaskEvent {
            TaskEvent(kind, value, at: time * ms, practice: practice, detail: detail)
        }
        func reach(_ label: String, _ time: UInt64, _ part: String) -> TaskEvent {
            e(.key, label.lowercased(), time, ["part": part, "typed": label, "expected": label, "result": "reached"])
        }
        func wrong(_ time: UInt64, _ part: String) -> TaskEvent {
            e(.key, "9", time, ["part": part, "typed": "9", "expected": "?", "result": "error"])
        }
        let events = [
            e(.shown, "trail", 0, ["part": "A", "labels": "3"], practice: true),
            reach("2", 400, "A").practiceCopy,
            e(.shown, "trail", 10_000, ["part": "A", "labels": "3"]),
            reach("2", 11_500, "A"),
            wrong(12_000, "A"), wrong(12_100, "A"),
            reach("3", 14_000, "A"),
            e(.mark, "part-ended", 14_000, ["part": "A", "finished": "true"]),
            e(.shown, "part-b-intro", 15_500, ["part": "B"]),
            e(.shown, "trail", 20_000, ["part": "B", "labels": "3"]),
            reach("A", 23_000, "B"),
            e(.key, "1", 24_000, ["part": "B", "typed": "1", "expected": "2", "result": "pending"]),
            reach("2", 25_000, "B"),
            e(.mark, "part-ended", 25_000, ["part": "B", "finished": "true"]),
        ]
        let summary = TrailMakingSummary.compute(events)
        XCTAssertEqual(
            summary.partA,
            .init(
                part: "A", completed: true, labels: 3, reached: 3, totalTimeMs: 4000, errors: 2,
                links: [
                    .init(from: "1", to: "2", timeMs: 1500, errorsBefore: 0),
                    .init(from: "2", to: "3", timeMs: 2500, errorsBefore: 2),
                ]))
        XCTAssertEqual(summary.partB?.totalTimeMs, 5000)
        XCTAssertEqual(
            summary.partB?.links,
            [
                .init(from: "1", to: "A", timeMs: 3000, errorsBefore: 0),
                .init(from: "A", to: "2", timeMs: 2000, errorsBefore: 0),
            ])
        XCTAssertEqual(summary.bMinusAMs, 1000)
        XCTAssertEqual(summary.bOverA, 1.25)
    }
}

private extension TaskEvent {
    var practiceCopy: TaskEvent {
        var copy = self
        copy.practice = true
        return copy
    }
}

extension EngineClock where Engine == TrailMakingEngine {
    /// The trail on screen, if one is.
    fileprivate var trail: TrailMakingEngine.Trail? {
        switch engine.view {
        case let .trail(trail), let .partEnded(trail, _): return trail
        case .nextPart: return nil
        }
    }
}
