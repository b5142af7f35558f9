import Foundation
import XCTest

@testable import StudyModel

/// The tapping engine on exact times, and its summary from hand-written event logs.
final class TappingTests: XCTestCase {
    typealias Run = EngineClock<TappingEngine>

    func engine(seconds: Int = 5, keys: String = "fj", practice: Bool = false) -> TappingEngine {
        TappingEngine(.init(durationSeconds: seconds, keys: keys), practice: practice)
    }

    // MARK: Engine

    func testTheTimerStartsAtTheFirstTapAndEndsExactlyTheDurationLater() {
        var run = Run(engine(), startingAt: Run.base)
        XCTAssertNil(run.engine.deadline, "before the first tap nothing is timed")
        XCTAssertNil(run.engine.view.next)
        run.wait(untilMs: 60_000)
        XCTAssertFalse(run.engine.isFinished, "the round waits for the first tap however long it takes")
        run.press(.character("f"), atMs: 62_000)
        XCTAssertEqual(run.engine.view.next, "j")
        XCTAssertEqual(run.engine.deadline, Run.ns(63_000))
        run.wait(untilMs: 70_000)
        XCTAssertTrue(run.engine.isFinished)
        let marks = run.engine.events.filter { $0.kind == .mark }
        XCTAssertEqual(marks.map(\.value), ["timer-started", "timer-ended"])
        XCTAssertEqual(marks.map(\.clockedMs), [62_000, 67_000])
    }

    func testEveryKeyIsLoggedWithWhatWasExpectedAndTheResult() {
        var run = Run(engine(), startingAt: Run.base)
        run.press(.space, atMs: 500)
        run.press(.character("j"), atMs: 1000)
        run.press(.character("f"), atMs: 1200)
        run.press(.character("f"), atMs: 1350)
        run.press(.character("x"), atMs: 1400)
        run.press(.character("j"), atMs: 1500)
        let keys = run.engine.events.filter { $0.kind == .key }
        XCTAssertEqual(keys.map(\.value), ["space", "j", "f", "f", "x", "j"])
        XCTAssertEqual(keys.map { $0.detail?["expected"] }, ["either", "either", "f", "j", "j", "j"])
        XCTAssertEqual(
            keys.map { $0.detail?["result"] }, ["other-key", "ok", "ok", "alternation-error", "other-key", "ok"])
        XCTAssertEqual(keys.map(\.trial), [nil, 1, 2, 3, nil, 4])
        XCTAssertEqual(run.engine.view.taps, 4)
        XCTAssertEqual(
            run.engine.events.first { $0.value == "timer-started" }?.clockedMs, 1000,
            "another key does not start the timer")
    }

    func testOnlyTheStartScreenIsLoggedAsShownThoughTheScreenChangesEverySecondAndTap() {
        var run = Run(engine(seconds: 5), startingAt: Run.base)
        run.press(.character("f"), atMs: 300)
        run.press(.character("j"), atMs: 450)
        run.wait(untilMs: 10_000)
        XCTAssertEqual(run.onsetsMs, [0, 300, 450, 1300, 2300, 3300, 4300], "redrawn after taps and once a second")
        let shown = run.engine.events.filter { $0.kind == .shown }
        XCTAssertEqual(shown.map(\.value), ["start"])
        XCTAssertEqual(shown.first?.detail, ["keys": "fj", "durationSeconds": "5"])
    }

    func testTheSecondsLeftCountDownFromTheFirstTap() {
        var run = Run(engine(seconds: 5), startingAt: Run.base)
        XCTAssertEqual(run.engine.view.secondsLeft, 5)
        run.press(.character("f"), atMs: 200)
        run.wait(untilMs: 1199)
        XCTAssertEqual(run.engine.view.secondsLeft, 5)
        run.wait(untilMs: 1200)
        XCTAssertEqual(run.engine.view.secondsLeft, 4)
        run.wait(untilMs: 5199)
        XCTAssertEqual(run.engine.view.secondsLeft, 1)
        XCTAssertFalse(run.engine.isFinished)
    }

    func testALatePollSkipsToTheRightSecondWithoutDrift() {
        var engine = engine(seconds: 10)
        engine.shown(at: Run.ns(0))
        engine.press(.character("f"), at: Run.ns(0))
        engine.timeUp(at: Run.ns(3_400))
        XCTAssertEqual(engine.view.secondsLeft, 7)
        XCTAssertEqual(engine.deadline, Run.ns(4_000))
        let screen = engine.screenNumber
        engine.timeUp(at: Run.ns(3_900))
        XCTAssertEqual(engine.screenNumber, screen, "an early wake changes nothing")
    }

    func testKeysAtOrAfterTheEndAreIgnored() {
        var run = Run(engine(seconds: 5), startingAt: Run.base)
        run.press(.character("f"), atMs: 0)
        run.press(.character("j"), atMs: 5_000)
        XCTAssertTrue(run.engine.isFinished)
        var engine = run.engine
        engine.press(.character("j"), at: Run.ns(5_100))
        XCTAssertEqual(engine.events.filter { $0.kind == .key }.count, 1)
        XCTAssertEqual(engine.events.last?.value, "timer-ended")
    }

    func testTheEngineEndsTheRoundItselfWhenAKeyComesAfterTheEnd() {
        var engine = engine(seconds: 5)
        engine.shown(at: Run.ns(0))
        engine.press(.character("f"), at: Run.ns(100))
        engine.press(.character("j"), at: Run.ns(5_300))
        XCTAssertTrue(engine.isFinished)
        XCTAssertEqual(engine.events.last?.clockedMs, 5_100)
        XCTAssertEqual(engine.events.filter { $0.kind == .key }.count, 1)
    }

    func testPracticeEventsAreMarkedAndThePracticeRoundIsShort() {
        let here = SourceLocation(file: "t.study", line: 1, column: 1)
        let task = ActiveTask(
            kind: .tapping, instructions: nil, when: nil,
            parameters: ["duration-seconds": .integer(30), "keys": .word("dk"), "practice": .boolean(true)],
            location: here)
        XCTAssertEqual(TappingEngine.Parameters(task, practice: true), .init(durationSeconds: 5, keys: "dk"))
        XCTAssertEqual(TappingEngine.Parameters(task, practice: false), .init(durationSeconds: 30, keys: "dk"))
        var run = Run(TappingEngine(.init(task, practice: true), practice: true), startingAt: Run.base)
        run.press(.character("d"), atMs: 100)
        run.wait(untilMs: 6_000)
        XCTAssertTrue(run.engine.isFinished)
        XCTAssertEqual(run.engine.events.last?.clockedMs, 5_100)
        XCTAssertTrue(run.engine.events.allSatisfy(\.practice))
    }

    // MARK: Summary

    func event(
        _ kind: TaskEvent.Kind, _ value: String, _ ms: Int, trial: Int? = nil, practice: Bool = false,
        _ detail: [String: String]? = nil
    ) -> TaskEvent {
        TaskEvent(kind, value, at: Run.ns(ms), trial: trial, practice: practice, detail: detail)
    }

    func start(_ ms: Int = 0, practice: Bool = false) -> TaskEvent {
        event(.shown, "start", ms, practice: practice, ["keys": "fj", "durationSeconds": "10"])
    }

    func tap(_ key: String, _ ms: Int, _ number: Int, _ result: String = "ok", practice: Bool = false) -> TaskEvent {
        event(.key, key, ms, trial: number, practice: practice, ["result": result])
    }

    func testTheSummaryOfAKnownLog() {
        let events = [
            start(), event(.key, "space", 500, ["result": "other-key"]),
            event(.mark, "timer-started", 1000), tap("f", 1000, 1), tap("j", 1200, 2),
            tap("j", 1500, 3, "alternation-error"),
            event(.key, "x", 1600, ["result": "other-key"]), tap("f", 1700, 4),
            event(.mark, "timer-ended", 11_000),
        ]
        let summary = TappingSummary.compute(events)
        XCTAssertEqual(summary.taps, 4)
        XCTAssertEqual(summary.tapsPerKey, ["f": 2, "j": 2])
        XCTAssertEqual(summary.intervalsMs, [200, 300, 200])
        XCTAssertEqual(summary.meanIntervalMs, 233.333)
        XCTAssertEqual(summary.medianIntervalMs, 200)
        XCTAssertEqual(summary.sdIntervalMs, 57.735)
        XCTAssertEqual(summary.tapsPerSecond, 0.4)
        XCTAssertEqual(summary.alternationErrors, 1)
        XCTAssertEqual(summary.otherKeys, 1, "a key pressed before the timer started is not counted")
        XCTAssertEqual(summary.firstTapNs, Run.ns(1000))
        XCTAssertEqual(summary.lastTapNs, Run.ns(1700))
        XCTAssertEqual(summary.durationMs, 10_000)
    }

    func testPracticeEventsAreLeftOut() {
        let practice = [
            start(practice: true), event(.mark, "timer-started", 0, practice: true), tap("f", 0, 1, practice: true),
            tap("j", 100, 2, practice: true), event(.mark, "timer-ended", 5000, practice: true),
        ]
        let measured = [
            start(6000), event(.mark, "timer-started", 7000), tap("f", 7000, 1), tap("j", 7250, 2),
            event(.mark, "timer-ended", 17_000),
        ]
        let summary = TappingSummary.compute(practice + measured)
        XCTAssertEqual(summary.taps, 2)
        XCTAssertEqual(summary.intervalsMs, [250])
        XCTAssertEqual(summary, TappingSummary.compute(measured))
    }

    func testNoTapsGivesZeroCountsAndNoFigures() {
        let summary = TappingSummary.compute([start()])
        XCTAssertEqual(summary.taps, 0)
        XCTAssertEqual(summary.tapsPerKey, ["f": 0, "j": 0])
        XCTAssertEqual(summary.intervalsMs, [])
        XCTAssertNil(summary.meanIntervalMs)
        XCTAssertNil(summary.tapsPerSecond, "the timer never started")
        XCTAssertNil(summary.durationMs)
        XCTAssertNil(summary.firstTapNs)
    }

    func testOneTapHasNoIntervalAndTwoTapsNoSD() {
        let one = TappingSummary.compute([
            start(), event(.mark, "timer-started", 0), tap("f", 0, 1), event(.mark, "timer-ended", 10_000),
        ])
        XCTAssertEqual(one.taps, 1)
        XCTAssertNil(one.meanIntervalMs)
        XCTAssertNil(one.sdIntervalMs)
        XCTAssertEqual(one.tapsPerSecond, 0.1)
        XCTAssertEqual(one.firstTapNs, one.lastTapNs)

        let two = TappingSummary.compute([start(), event(.mark, "timer-started", 0), tap("f", 0, 1), tap("j", 180, 2)])
        XCTAssertEqual(two.meanIntervalMs, 180)
        XCTAssertEqual(two.medianIntervalMs, 180)
        XCTAssertNil(two.sdIntervalMs, "one interval has no SD")
        XCTAssertNil(two.durationMs, "a round stopped before the end has no window")
        XCTAssertNil(two.tapsPerSecond)
    }

    func testARoundBegunAgainCountsOnlyTheLastAttempt() {
        let abandoned = [
            start(), event(.mark, "timer-started", 100), tap("f", 100, 1), tap("f", 150, 2, "alternation-error"),
        ]
        let last = [
            start(5000), event(.mark, "timer-started", 6000), tap("j", 6000, 1), event(.mark, "timer-ended", 16_000),
        ]
        XCTAssertEqual(
            TappingSummary.compute(abandoned + [event(.mark, "paused", 200)] + last), TappingSummary.compute(last))
    }

    func testAbsentFiguresAreWrittenAsNull() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(TappingSummary.compute([start()])), as: UTF8.self)
        XCTAssertTrue(json.contains("\"meanIntervalMs\":null"), json)
        XCTAssertTrue(json.contains("\"firstTapNs\":null"), json)
        XCTAssertTrue(json.contains("\"tapsPerKey\":{\"f\":0,\"j\":0}"), json)
    }
}
