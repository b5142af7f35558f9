import Foundation
import XCTest

@testable import StudyModel

/// The timed-activity engine on exact times, and its summary from hand-written event logs.
final class TimedActivityTests: XCTestCase {
    typealias Run = EngineClock<TimedActivityEngine>

    // MARK: Engine

    func testTheClockTicksEverySecondAndTheTimeUpScreenIsLoggedWhenItAppears() {
        var run = Run(TimedActivityEngine(targetSeconds: 3), startingAt: Run.base)
        XCTAssertEqual(run.engine.view, .init(elapsedSeconds: 0, targetSeconds: 3))
        run.wait(untilMs: 2_999)
        XCTAssertEqual(run.engine.view.elapsedSeconds, 2)
        XCTAssertFalse(run.engine.view.timeIsUp)
        run.wait(untilMs: 4_500)
        XCTAssertTrue(run.engine.view.timeIsUp)
        XCTAssertFalse(run.engine.isFinished, "the clock keeps counting past the target")
        XCTAssertEqual(run.onsetsMs, [0, 1000, 2000, 3000, 4000])
        let shown = run.engine.events.filter { $0.kind == .shown }
        XCTAssertEqual(shown.map(\.value), ["activity", "time-up"])
        XCTAssertEqual(shown.map(\.clockedMs), [0, 3000])
        XCTAssertEqual(shown.first?.detail, ["targetSeconds": "3"])
    }

    func testEnterAfterTheTargetEndsIt() {
        var run = Run(TimedActivityEngine(targetSeconds: 3), startingAt: Run.base)
        run.press(.enter, atMs: 4_500)
        XCTAssertTrue(run.engine.isFinished)
        XCTAssertNil(run.engine.deadline)
        let last = Array(run.engine.events.suffix(2))
        XCTAssertEqual(last.map(\.value), ["enter", "ended"])
        XCTAssertEqual(last.map(\.clockedMs), [4_500, 4_500])
        XCTAssertEqual(last[1].detail, ["early": "false"])
    }

    func testSpaceBeforeTheTargetEndsItEarly() {
        var run = Run(TimedActivityEngine(targetSeconds: 60), startingAt: Run.base)
        run.press(.character("a"), atMs: 800)
        XCTAssertFalse(run.engine.isFinished, "only Enter and space end the activity")
        run.press(.space, atMs: 1_200)
        XCTAssertTrue(run.engine.isFinished)
        XCTAssertEqual(run.engine.events.map(\.value), ["activity", "a", "space", "ended"])
        XCTAssertEqual(run.engine.events[1].detail, ["result": "ignored"])
        XCTAssertEqual(run.engine.events.last?.detail, ["early": "true"])
        XCTAssertFalse(run.engine.events.contains { $0.value == "time-up" })
    }

    func testALatePollSkipsToTheRightSecond() {
        var engine = TimedActivityEngine(targetSeconds: 120)
        engine.shown(at: Run.ns(0))
        engine.timeUp(at: Run.ns(2_700))
        XCTAssertEqual(engine.view.elapsedSeconds, 2)
        XCTAssertEqual(engine.deadline, Run.ns(3_000))
    }

    func testNothingIsMeasuredBeforeTheActivityIsShown() {
        var engine = TimedActivityEngine(targetSeconds: 10)
        engine.press(.enter, at: Run.ns(0))
        XCTAssertFalse(engine.isFinished)
        XCTAssertEqual(engine.events, [])
        XCTAssertNil(engine.deadline)
    }

    // MARK: Summary

    func event(_ kind: TaskEvent.Kind, _ value: String, _ ms: Int, _ detail: [String: String]? = nil) -> TaskEvent {
        TaskEvent(kind, value, at: Run.ns(ms), detail: detail)
    }

    func activity(_ ms: Int = 0, target: Int = 120) -> TaskEvent {
        event(.shown, "activity", ms, ["targetSeconds": "\(target)"])
    }

    func testAnOverrunIsTheTimePastTheTarget() {
        let summary = TimedActivitySummary.compute([
            activity(1_000), event(.shown, "time-up", 121_000), event(.key, "enter", 126_500, ["result": "end"]),
            event(.mark, "ended", 126_500, ["early": "false"]),
        ])
        XCTAssertEqual(summary.targetSeconds, 120)
        XCTAssertEqual(summary.startNs, Run.ns(1_000))
        XCTAssertEqual(summary.endNs, Run.ns(126_500))
        XCTAssertEqual(summary.durationMs, 125_500)
        XCTAssertEqual(summary.endedEarly, false)
        XCTAssertEqual(summary.overrunMs, 5_500)
    }

    func testAnEarlyEndHasNoOverrun() {
        let summary = TimedActivitySummary.compute([activity(), event(.mark, "ended", 45_250, ["early": "true"])])
        XCTAssertEqual(summary.durationMs, 45_250)
        XCTAssertEqual(summary.endedEarly, true)
        XCTAssertEqual(summary.overrunMs, 0)
    }

    func testEndingExactlyOnTheTargetIsNotEarly() {
        let summary = TimedActivitySummary.compute([activity(target: 10), event(.mark, "ended", 10_000)])
        XCTAssertEqual(summary.endedEarly, false)
        XCTAssertEqual(summary.overrunMs, 0)
    }

    func testAStoppedRunHasNoDuration() throws {
        let summary = TimedActivitySummary.compute([activity(), event(.key, "x", 500, ["result": "ignored"])])
        XCTAssertEqual(summary.targetSeconds, 120)
        XCTAssertNil(summary.durationMs)
        XCTAssertNil(summary.endedEarly)
        XCTAssertNil(summary.overrunMs)
        let json = String(decoding: try JSONEncoder().encode(summary), as: UTF8.self)
        XCTAssertTrue(json.contains("\"durationMs\":null"), json)
    }

    func testARoundBegunAgainCountsOnlyTheLastAttempt() {
        let last = [activity(20_000, target: 60), event(.mark, "ended", 85_000)]
        let summary = TimedActivitySummary.compute([activity(), event(.mark, "paused", 5_000)] + last)
        XCTAssertEqual(summary, TimedActivitySummary.compute(last))
        XCTAssertEqual(summary.durationMs, 65_000)
        XCTAssertEqual(summary.overrunMs, 5_000)
    }
}
