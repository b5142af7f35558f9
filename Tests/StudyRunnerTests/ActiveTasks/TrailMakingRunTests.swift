import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The trail-making task (cognition.study: both parts, 10 labels, 180 s a part) played on a
/// scripted terminal with a scripted clock.
final class TrailMakingRunTests: XCTestCase {
    let runSeed = SeededRandom.runSeed(sessionSeed: 42)
    let partEnded = ScriptedTerminal.Input.wait(ms: TrailMakingEngine.partEndedMs)

    /// Types each label `ms` after the one before.
    func type(_ labels: [String], every ms: Int) -> [ScriptedTerminal.Input] {
        labels.flatMap { label in [.wait(ms: ms)] + label.lowercased().map { .type($0) } }
    }

    /// Instructions, practice (part A's five labels, the part B screen, part B's five), the
    /// "practice done" note and the countdown.
    func untilTheMeasuredRound() -> [ScriptedTerminal.Input] {
        ActiveTaskHarness.open(task: 6) + [.key(.enter)] + countdown
            + type(["2", "3", "4", "5"], every: 500) + [partEnded, .wait(ms: 1000), .key(.enter)]
            + type(["A", "2", "B", "3"], every: 500) + [partEnded]
            + [.key(.enter)] + countdown
    }

    func testAWholeRunRecordsBothPartsExactly() throws {
        let harness = try ActiveTaskHarness()
        var script = untilTheMeasuredRound()
        // Part A: 2 at 2 s, 3 at 3.5 s, a wrong 5 at 4.5 s, then 4 … 9 a second apart, 10 typed as 1, 0.
        script += [
            .wait(ms: 2000), .type("2"), .wait(ms: 1500), .type("3"), .wait(ms: 1000), .type("5"), .wait(ms: 500),
            .type("4"),
        ]
        script +=
            type(["5", "6", "7", "8", "9"], every: 1000) + [.wait(ms: 1000), .type("1"), .wait(ms: 200), .type("0")]
        script += [partEnded, .wait(ms: 3000), .key(.enter)] // the part B screen
        // Part B: A after 3 s, then a label every 2 s.
        script += type(["A"], every: 3000) + type(["2", "B", "3", "C", "4", "D", "5", "E"], every: 2000) + [partEnded]
        script += [.key(.enter)] // the end screen
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertTrue(terminal.output.contains("Connecting labels: Finished"))
        XCTAssertTrue(terminal.output.contains("Part A: 11.2 s, 1 error · Part B: 19.0 s, 0 errors"))
        XCTAssertTrue(terminal.output.contains("Now numbers and letters take turns:"))

        let result = try harness.result("trails-1")
        XCTAssertEqual(result["status"] as? String, "completed")
        XCTAssertEqual(result["seed"] as? Int, Int(runSeed))
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        let a = try XCTUnwrap(summary["partA"] as? [String: Any])
        let b = try XCTUnwrap(summary["partB"] as? [String: Any])
        XCTAssertEqual(a["completed"] as? Bool, true)
        XCTAssertEqual(a["totalTimeMs"] as? Double, 11_200)
        XCTAssertEqual(a["errors"] as? Int, 1)
        let linksA = try XCTUnwrap(a["links"] as? [[String: Any]])
        XCTAssertEqual(linksA.map { $0["timeMs"] as? Double }, [2000, 1500, 1500, 1000, 1000, 1000, 1000, 1000, 1200])
        XCTAssertEqual(linksA.map { $0["errorsBefore"] as? Int }, [0, 0, 1, 0, 0, 0, 0, 0, 0])
        XCTAssertEqual(linksA.last?["from"] as? String, "9")
        XCTAssertEqual(linksA.last?["to"] as? String, "10")
        XCTAssertEqual(b["totalTimeMs"] as? Double, 19_000)
        XCTAssertEqual(
            (b["links"] as? [[String: Any]])?.map { $0["to"] as? String },
            ["A", "2", "B", "3", "C", "4", "D", "5", "E"])
        XCTAssertEqual(summary["bMinusAMs"] as? Double, 7800)
        XCTAssertEqual(summary["bOverA"] as? Double, 1.696)

        // The layout in the log is the one the seed gives (measured round: seed + 1).
        var random = SeededRandom(seed: runSeed + 1)
        let layoutA = TrailLayout.place(TrailPart.a.labels(count: 10), using: &random)
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        let trails = events.filter { $0["value"] as? String == "trail" && $0["practice"] as? Bool == false }
        XCTAssertEqual(trails.count, 2)
        XCTAssertEqual(
            (trails.first?["detail"] as? [String: String])?["layout"],
            layoutA.map { "\($0.label)@\($0.row),\($0.column)" }.joined(separator: " "))
        XCTAssertEqual(
            events.filter { $0["value"] as? String == "part-b-intro" }.count, 2, "in practice and in the measured round"
        )
    }

    func testTheScreenShowsEachLabelWhereTheLayoutPutsIt() throws {
        let harness = try ActiveTaskHarness()
        let task = try XCTUnwrap(harness.study.tasks.first { $0.id.value == "trails" })
        guard case let .active(active) = task.kind else { return XCTFail("trails is an active task") }
        let kind = TrailMakingKind(task: active, title: "Connecting labels", words: .english)
        var engine = kind.engine(practice: false, random: SeededRandom(seed: 77))
        var trail = engine.trails[0]
        trail.reached = 4
        trail.typed = "1"
        let lines = kind.screen(for: .trail(trail), practice: false).lines(width: 80, rows: 24).map(\.text)
        XCTAssertEqual(lines.count, 24)
        XCTAssertEqual(lines[1], "Part A · reached 4 of 10 · last: 4")
        // 17 body rows centred in 19: one blank row on top; 60 columns centred in 80.
        for (index, point) in trail.points.enumerated() {
            let line = Array(lines[4 + point.row])
            let token = String(line[(10 + point.column)...].prefix(point.width))
            let expected = index < 3 ? "✓\(point.label) " : index == 3 ? "[\(point.label)]" : "(\(point.label))"
            XCTAssertEqual(token, expected, "label \(point.label)")
        }
        XCTAssertTrue(lines.contains("          Typing: 1_"))
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        engine.shown(at: 0)
        XCTAssertEqual(engine.deadline, 180_000_000_000, "the time limit is the study's")
    }

    func testEscapeThenStopKeepsTheRunAsStopped() throws {
        let harness = try ActiveTaskHarness()
        var script = untilTheMeasuredRound()
        script += type(["2", "3"], every: 1000) + [.wait(ms: 500), .key(.escape), .type("2"), .key(.enter)]
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        let result = try harness.result("trails-1")
        XCTAssertEqual(result["status"] as? String, "stopped")
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertTrue(events.contains { $0["value"] as? String == "paused" })
        let a = try XCTUnwrap((result["summary"] as? [String: Any])?["partA"] as? [String: Any])
        XCTAssertEqual(a["completed"] as? Bool, false)
        XCTAssertEqual(a["reached"] as? Int, 3)
        XCTAssertNil(a["totalTimeMs"])
    }
}
