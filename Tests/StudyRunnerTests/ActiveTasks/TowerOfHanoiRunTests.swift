import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The Tower of Hanoi (cognition.study: 3 disks, 300 s) played on a scripted terminal with a
/// scripted clock. It has no practice round and no random choices.
final class TowerOfHanoiRunTests: XCTestCase {
    /// A pick `ms` after the last key, then the drop `dropMs` after it.
    func move(_ from: Character, _ to: Character, after ms: Int = 1000, dropMs: Int = 500) -> [ScriptedTerminal.Input] {
        [.wait(ms: ms), .type(from), .wait(ms: dropMs), .type(to)]
    }

    func testAWholeRunRecordsMovesRefusalsAndPlanningTime() throws {
        let harness = try ActiveTaskHarness()
        var script: [ScriptedTerminal.Input] = ActiveTaskHarness.open(task: 7) + [.key(.enter)] + countdown
        script += move("1", "3", after: 4000) // 4.5 s: move 1 (4 s of planning)
        script += move("1", "3") // 6 s: disk 2 on disk 1, refused
        script += move("a", "s", after: 500) // 7 s: move 2, with the home-row keys
        script += [.wait(ms: 1000), .type("3"), .wait(ms: 300), .type("3")] // 8.3 s: picked up and put back
        script += move("d", "2", after: 300, dropMs: 400) // 9 s: move 3
        script += move("1", "3") + move("2", "1") + move("2", "3") + move("1", "3") // 10.5, 12, 13.5, 15 s
        script += [.wait(ms: TowerOfHanoiEngine.endMs), .key(.enter)] // the end screen
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertTrue(terminal.output.contains("Tower puzzle: Finished"))
        XCTAssertTrue(terminal.output.contains("Solved in 7 moves (fewest possible: 7) · 1 refused · 15.0 s"))
        XCTAssertTrue(terminal.output.contains("Disk 2 cannot go on the smaller disk 1. Nothing moved."))
        XCTAssertFalse(terminal.output.contains("Practice"), "no practice round")

        let result = try harness.result("hanoi-1")
        XCTAssertEqual(result["status"] as? String, "completed")
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertEqual(summary["solved"] as? Bool, true)
        XCTAssertEqual(summary["moves"] as? Int, 7)
        XCTAssertEqual(summary["minimumMoves"] as? Int, 7)
        XCTAssertEqual(summary["extraMoves"] as? Int, 0)
        XCTAssertEqual(summary["illegalMoves"] as? Int, 1)
        XCTAssertEqual(summary["cancelledPicks"] as? Int, 1)
        XCTAssertEqual(summary["totalTimeMs"] as? Double, 15_000)
        XCTAssertEqual(summary["firstMoveLatencyMs"] as? Double, 4000)
        let moves = try XCTUnwrap(summary["moveList"] as? [[String: Any]])
        XCTAssertEqual(moves.map { $0["timeMs"] as? Double }, [4500, 7000, 9000, 10_500, 12_000, 13_500, 15_000])
        XCTAssertEqual(moves.map { $0["disk"] as? Int }, [1, 2, 1, 3, 1, 2, 1])
        XCTAssertEqual(
            moves.map { "\($0["from"] as? Int ?? 0)→\($0["to"] as? Int ?? 0)" },
            ["1→3", "1→2", "3→2", "1→3", "2→1", "2→3", "1→3"])
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertFalse(events.contains { $0["practice"] as? Bool == true })
    }

    func testTheScreenDrawsPegsDisksAndAPickedDisk() throws {
        let board = TowerOfHanoiBoard(pegs: [[3, 2], [], [1]], picked: 0)
        let lines = TowerOfHanoiLines.lines(board).map(\.text)
        // The picked disk 2 floats above peg 1, whose name is bracketed; disk 3 stays on it, disk 1 is on peg 3.
        XCTAssertEqual(
            lines,
            [
                "  [=2=]                        ",
                "",
                "    |          |          |    ",
                "    |          |          |    ",
                "    |          |          |    ",
                " [==3==]       |         [1]   ",
                "-------------------------------",
                "   [1]         2          3    ",
            ])
        XCTAssertEqual(TowerOfHanoiLines.disk(7), "[======7======]")
        XCTAssertEqual(TowerOfHanoiLines.disk(7).count, 15, "disk k is 2k + 1 wide")

        let harness = try ActiveTaskHarness()
        let task = try XCTUnwrap(harness.study.tasks.first { $0.id.value == "hanoi" })
        guard case let .active(active) = task.kind else { return XCTFail("hanoi is an active task") }
        let kind = TowerOfHanoiKind(task: active, title: "Tower puzzle", words: .english)
        let screen = kind.screen(
            for: .playing(TowerOfHanoiBoard(pegs: [[7, 6, 5, 4, 3, 2], [1], []], picked: 1), moves: 1, message: nil),
            practice: false
        ).lines(width: 80, rows: 24).map(\.text)
        XCTAssertEqual(screen.count, 24)
        XCTAssertTrue(screen.contains { $0.contains("Disk 1 picked up. Press the peg to put it on.") })
        XCTAssertTrue(screen.contains { $0.contains("[======7======]") }, "seven disks fit")
        XCTAssertTrue(screen.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    func testEscapeThenStopKeepsTheRunAsStopped() throws {
        let harness = try ActiveTaskHarness()
        var script: [ScriptedTerminal.Input] = ActiveTaskHarness.open(task: 7) + [.key(.enter)] + countdown
        script += move("1", "3", after: 2000) + [.wait(ms: 500), .key(.escape), .type("2"), .key(.enter)]
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        let result = try harness.result("hanoi-1")
        XCTAssertEqual(result["status"] as? String, "stopped")
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertTrue(events.contains { $0["value"] as? String == "paused" })
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertEqual(summary["solved"] as? Bool, false)
        XCTAssertEqual(summary["moves"] as? Int, 1)
        XCTAssertEqual(summary["firstMoveLatencyMs"] as? Double, 2000)
    }
}
