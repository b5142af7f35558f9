import Foundation
import XCTest

@testable import StudyModel
@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The timed activity (cognition.study: two minutes of rest) played on a scripted terminal
/// with a scripted clock.
final class TimedActivityRunTests: XCTestCase {
    let open: [ScriptedTerminal.Input] = ActiveTaskHarness.open(task: 8) + [.key(.enter)] + countdown

    func testAnOverrunIsMeasuredFromTheActivityScreenToEnter() throws {
        let harness = try ActiveTaskHarness()
        let script = open + [.wait(ms: 125_250), .key(.enter), .key(.enter)]
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        let output = terminal.output
        XCTAssertTrue(output.contains("Sit still with your eyes open"), "the study's activity text")
        XCTAssertTrue(
            output.contains("00:00 / 02:00") && output.contains("01:59 / 02:00") && output.contains("02:05 / 02:00"))
        XCTAssertTrue(output.contains("Time is up: press Enter when you have stopped."))
        XCTAssertTrue(output.contains("Ended at 02:05 · target 02:00"))
        XCTAssertFalse(output.contains("\u{07}"), "no bell")

        let result = try harness.result("rest-1")
        XCTAssertEqual(result["status"] as? String, "completed")
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertEqual(summary["targetSeconds"] as? Int, 120)
        XCTAssertEqual(summary["durationMs"] as? Double, 125_250)
        XCTAssertEqual(summary["endedEarly"] as? Bool, false)
        XCTAssertEqual(summary["overrunMs"] as? Double, 5_250)
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertEqual(events.compactMap { $0["value"] as? String }, ["activity", "time-up", "enter", "ended"])
        let start = try XCTUnwrap(summary["startNs"] as? Int)
        XCTAssertEqual(events[1]["monotonicNs"] as? Int, start + 120_000_000_000, "time up shown exactly at the target")
        XCTAssertTrue(events.allSatisfy { $0["practice"] as? Bool == false }, "no practice round")
    }

    func testSpaceEndsItEarly() throws {
        let harness = try ActiveTaskHarness()
        let (terminal, status) = harness.play(open + [.wait(ms: 30_000), .space, .key(.enter)])
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertFalse(terminal.output.contains("Time is up"))
        XCTAssertTrue(terminal.output.contains("Ended early at 00:30 · target 02:00"))
        let summary = try XCTUnwrap(try harness.result("rest-1")["summary"] as? [String: Any])
        XCTAssertEqual(summary["durationMs"] as? Double, 30_000)
        XCTAssertEqual(summary["endedEarly"] as? Bool, true)
        XCTAssertEqual(summary["overrunMs"] as? Double, 0)
    }

    func testEscapeThenStopKeepsTheRunAsStopped() throws {
        let harness = try ActiveTaskHarness()
        let (terminal, status) = harness.play(open + [.wait(ms: 5_000), .key(.escape), .type("2"), .key(.enter)])
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        let result = try harness.result("rest-1")
        XCTAssertEqual(result["status"] as? String, "stopped")
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertTrue(summary["durationMs"] is NSNull)
        XCTAssertTrue(summary["endedEarly"] is NSNull)
    }

    /// The activity is the study's text in the session's language, whatever its code.
    func testTheActivityAndTheWordsFollowTheLanguage() {
        let here = SourceLocation(file: "t.study", line: 1, column: 1)
        let text = LocalizedText(
            .perLanguage([
                (Located("en", at: here), "Walk around the room."),
                (Located("zh-Hans", at: here), "在房间里走一走。"),
            ]), at: here)
        let task = ActiveTask(
            kind: .timedActivity, instructions: nil, when: nil,
            parameters: ["activity": .text(text), "duration-seconds": .integer(90)], location: here)
        let chinese = TimedActivityKind(task: task, title: "散步", words: .forLanguage("zh-Hans"))
        XCTAssertEqual(chinese.activity, "在房间里走一走。")
        XCTAssertEqual(chinese.defaultInstructions.first, "在房间里走一走。")
        XCTAssertTrue(chinese.defaultInstructions[1].contains("90 秒"))
        let up = chinese.screen(for: .init(elapsedSeconds: 95, targetSeconds: 90), practice: false)
        XCTAssertTrue(up.body.map(\.text).joined().contains("时间到了"))
        XCTAssertTrue(up.body.map(\.text).joined().contains("01:35 / 01:30"))
        let english = TimedActivityKind(task: task, title: "Walk", words: .forLanguage("en"))
        XCTAssertEqual(english.activity, "Walk around the room.")
        XCTAssertFalse(
            english.screen(for: .init(elapsedSeconds: 89, targetSeconds: 90), practice: false)
                .body.map(\.text).joined().contains("Time is up"))
    }
}
