import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The tapping task (cognition.study: 10 seconds, keys f and j, a practice round) played on
/// a scripted terminal with a scripted clock: every figure in the results is exact.
final class TappingRunTests: XCTestCase {
    /// Home → task 2 → instructions → practice (two taps, then the 5 s run out) → "Practice done".
    let throughPractice: [ScriptedTerminal.Input] =
        ActiveTaskHarness.open(task: 2) + [.key(.enter)] + countdown
        + [.wait(ms: 700), .type("f"), .wait(ms: 200), .type("j"), .wait(ms: 6000)]
        + [.key(.enter)] + countdown

    func testAWholeRunRecordsExactTapsIntervalsAndErrors() throws {
        let harness = try ActiveTaskHarness()
        var script = throughPractice
        // 1.5 s to react (not timed), then f j j f x j: one alternation error, one other key.
        script += [
            .wait(ms: 1500), .type("f"), .wait(ms: 150), .type("j"), .wait(ms: 160), .type("j"), .wait(ms: 170),
            .type("f"),
        ]
        script += [.wait(ms: 10), .type("x"), .wait(ms: 180), .type("j")]
        // Past the end: a tap after it is not counted.
        script += [.wait(ms: 9_400), .type("f"), .wait(ms: 1000)]
        script += [.key(.enter)] // the end screen
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertTrue(terminal.output.contains("Finger tapping: Finished"))
        XCTAssertTrue(terminal.output.contains("5 taps · 0.5 a second · 1 alternation error"))

        let result = try harness.result("tapping-1")
        XCTAssertEqual(result["status"] as? String, "completed")
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertEqual(summary["taps"] as? Int, 5)
        XCTAssertEqual(summary["tapsPerKey"] as? [String: Int], ["f": 2, "j": 3])
        XCTAssertEqual(summary["intervalsMs"] as? [Double], [150, 160, 170, 190])
        XCTAssertEqual(summary["meanIntervalMs"] as? Double, 167.5)
        XCTAssertEqual(summary["medianIntervalMs"] as? Double, 165)
        XCTAssertEqual(summary["sdIntervalMs"] as? Double, 17.078)
        XCTAssertEqual(summary["tapsPerSecond"] as? Double, 0.5)
        XCTAssertEqual(summary["alternationErrors"] as? Int, 1)
        XCTAssertEqual(summary["otherKeys"] as? Int, 1)
        XCTAssertEqual(summary["durationMs"] as? Double, 10_000)
        let first = try XCTUnwrap(summary["firstTapNs"] as? Int)
        XCTAssertEqual(summary["lastTapNs"] as? Int, first + 670_000_000)

        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        let practice = events.filter { $0["practice"] as? Bool == true }
        let measured = events.filter { $0["practice"] as? Bool == false }
        func time(_ value: String, in list: [[String: Any]]) -> Int? {
            list.first { $0["value"] as? String == value }?["monotonicNs"] as? Int
        }
        XCTAssertEqual(practice.filter { $0["kind"] as? String == "key" }.count, 2)
        let practiceStart = try XCTUnwrap(time("timer-started", in: practice))
        XCTAssertEqual(time("timer-ended", in: practice), practiceStart + 5_000_000_000, "the practice round is 5 s")
        XCTAssertEqual(time("timer-started", in: measured), first)
        XCTAssertEqual(time("timer-ended", in: measured), first + 10_000_000_000)
        XCTAssertEqual(
            measured.filter { $0["kind"] as? String == "shown" }.count, 1, "once-a-second redraws are not stimuli")
        XCTAssertEqual(
            measured.filter { $0["kind"] as? String == "key" }.count, 6, "the tap after the end is not logged")
        XCTAssertEqual(
            measured.filter { $0["kind"] as? String == "key" }.compactMap {
                ($0["detail"] as? [String: String])?["result"]
            },
            ["ok", "ok", "alternation-error", "ok", "other-key", "ok"])
    }

    func testTheScreenShowsBothKeysTheNextOneTheTapsAndTheSecondsLeft() throws {
        let harness = try ActiveTaskHarness()
        let script =
            throughPractice + [
                .wait(ms: 500), .type("f"), .wait(ms: 200), .type("j"), .wait(ms: 1000), .key(.escape),
                .type("2"), .key(.enter),
            ]
        let (terminal, _) = harness.play(script)
        let output = terminal.output
        XCTAssertTrue(output.contains("│   F   │") && output.contains("│   J   │"), "both keys drawn")
        XCTAssertTrue(output.contains("┃   J   ┃"), "the key due next in a heavy border")
        XCTAssertTrue(output.contains("▲ next"))
        XCTAssertTrue(output.contains("Tap F or J to begin"))
        XCTAssertTrue(output.contains("Taps: 2"))
        XCTAssertTrue(output.contains("10 s left") && output.contains("9 s left"))
        XCTAssertFalse(output.contains("8 s left"), "1.2 s after the first tap")
        XCTAssertTrue(output.contains("Finger tapping · Practice"))
    }

    func testEscapeThenStopKeepsTheRunAsStoppedWithTheTapsSoFar() throws {
        let harness = try ActiveTaskHarness()
        let script =
            throughPractice + [
                .wait(ms: 500), .type("f"), .wait(ms: 200), .type("j"), .wait(ms: 300), .key(.escape),
                .type("2"), .key(.enter),
            ]
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        let result = try harness.result("tapping-1")
        XCTAssertEqual(result["status"] as? String, "stopped")
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertEqual(summary["taps"] as? Int, 2)
        XCTAssertEqual(summary["intervalsMs"] as? [Double], [200])
        XCTAssertTrue(summary["durationMs"] is NSNull, "the timed window never ended")
        XCTAssertTrue(summary["tapsPerSecond"] is NSNull)
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertTrue(events.contains { $0["value"] as? String == "paused" })
    }
}
