import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The spatial-span task (cognition.study: 3 × 3 grid, spans from 2, 800 ms per cell, two
/// failures end it) played on a scripted terminal with a scripted clock.
final class SpatialSpanRunTests: XCTestCase {
    let runSeed = SeededRandom.runSeed(sessionSeed: 42)
    let showMs = 800

    /// The labels of the sequences a round lights, in order (practice plays with the run's
    /// seed + 0, the measured round with seed + 1).
    func sequences(seed: UInt64, spans: [Int]) -> [[Character]] {
        var random = SeededRandom(seed: seed)
        return spans.map { span in
            SpatialSpanGrid.drawCells(count: span, cellCount: 9, using: &random).map {
                Character(SpatialSpanGrid.label(of: $0))
            }
        }
    }

    /// The empty grid, every lit cell and the gaps between them.
    func presentation(span: Int) -> ScriptedTerminal.Input {
        .wait(ms: SpatialSpanEngine.watchMs + span * showMs + (span - 1) * SpatialSpanEngine.gapMs)
    }

    /// A label of the 3 × 3 grid that is not `label`.
    func wrong(_ label: Character) -> Character {
        label == "a" ? "b" : "a"
    }

    let feedback = ScriptedTerminal.Input.wait(ms: SpatialSpanEngine.feedbackMs)

    func practiceScript() -> [ScriptedTerminal.Input] {
        let practice = sequences(seed: runSeed, spans: [2])[0]
        return ActiveTaskHarness.open(task: 5) + [.key(.enter)] + countdown
            + [presentation(span: 2), .wait(ms: 500), .type(practice[0]), .wait(ms: 500), .type(practice[1]), feedback]
            + [.key(.enter)] + countdown // "Practice done"
    }

    func testAWholeRunRecordsSpansErrorsAndResponseTimes() throws {
        let harness = try ActiveTaskHarness()
        // Right at 2, wrong at 3 (second label), right at 3, wrong at 4 (first label): two failures end it.
        let s = sequences(seed: runSeed + 1, spans: [2, 3, 3, 4])
        var script = practiceScript()
        script += [presentation(span: 2), .wait(ms: 700), .type(s[0][0]), .wait(ms: 500), .type(s[0][1]), feedback]
        script += [
            presentation(span: 3), .wait(ms: 900), .type(s[1][0]), .wait(ms: 400), .type(wrong(s[1][1])), feedback,
        ]
        script += [
            presentation(span: 3), .wait(ms: 600), .type(s[2][0]), .wait(ms: 300), .type(s[2][1]), .wait(ms: 300),
            .type(s[2][2]), feedback,
        ]
        script += [presentation(span: 4), .wait(ms: 1000), .type(wrong(s[3][0])), feedback]
        script += [.key(.enter)] // the end screen
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertTrue(terminal.output.contains("Remembering places: Finished"))
        XCTAssertTrue(terminal.output.contains("Longest sequence recalled: 3 · 4 sequences · 2 not right"))

        let result = try harness.result("spatial_span-1")
        XCTAssertEqual(result["status"] as? String, "completed")
        XCTAssertEqual(result["seed"] as? Int, Int(runSeed))
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertEqual(summary["bestSpan"] as? Int, 3)
        XCTAssertEqual(summary["errors"] as? Int, 2)
        // From the first lit cell (1 s into the round) to the last key, 23.9 s into it.
        XCTAssertEqual(summary["totalTimeMs"] as? Double, 22_900)
        let sequences = try XCTUnwrap(summary["sequences"] as? [[String: Any]])
        guard sequences.count == 4 else { return XCTFail("4 sequences expected, got \(sequences.count)") }
        XCTAssertEqual(sequences.map { $0["span"] as? Int }, [2, 3, 3, 4])
        XCTAssertEqual(sequences.map { $0["correct"] as? Bool }, [true, false, true, false])
        XCTAssertEqual(
            sequences.map { $0["responseTimesMs"] as? [Double] },
            [[700, 1200], [900, 1300], [600, 900, 1200], [1000]])
        XCTAssertEqual(sequences.map { $0["cellsShown"] as? [String] }, s.map { $0.map(String.init) })
        XCTAssertEqual(sequences[1]["keysTyped"] as? [String], [String(s[1][0]), String(wrong(s[1][1]))])

        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        let practiceLit = events.filter {
            $0["practice"] as? Bool == true && $0["kind"] as? String == "shown"
                && ($0["detail"] as? [String: String])?["position"] != nil
        }
        XCTAssertEqual(practiceLit.count, 2, "the practice sequence is in the log, marked")
        let yourTurns = events.filter { $0["value"] as? String == "your-turn" && $0["practice"] as? Bool == false }
        XCTAssertEqual(yourTurns.count, 4)
    }

    func testTheScreenShowsLabelledBoxesALitCellAndYourTurn() throws {
        let harness = try ActiveTaskHarness()
        var script: [ScriptedTerminal.Input] = ActiveTaskHarness.open(task: 5) + [.key(.enter)] + countdown
        script += [.wait(ms: SpatialSpanEngine.watchMs + 100), .key(.escape), .type("2"), .key(.enter)]
        let (terminal, _) = harness.play(script)
        let output = terminal.output
        XCTAssertTrue(output.contains("+-------+-------+-------+"), "boxes drawn with plain characters")
        XCTAssertTrue(output.contains("|███████|") || output.contains("███████"), "a lit cell is filled")
        XCTAssertTrue(output.contains("Watch the squares."))
        XCTAssertTrue(output.contains("Remembering places · Practice"))
        XCTAssertFalse(output.contains("Your turn"), "stopped before the turn came")

        // The recall screen, drawn as the player would draw it.
        let kind = SpatialSpanKind(
            task: try harness.activeTask("spatial_span"), title: "Remembering places", words: .english)
        let trial = SpatialSpanEngine.Trial(number: 1, cells: [4, 0, 8])
        let lines = kind.screen(for: .recall(trial, typed: [4], highlighted: true), practice: false)
            .lines(width: 80, rows: 24).map(\.text)
        XCTAssertEqual(lines.count, 24)
        XCTAssertTrue(lines.contains { $0.contains("Your turn: type the letters in the same order.") })
        XCTAssertTrue(lines.contains { $0.contains("e _ _") }, "what was typed, and what is still to come")
        XCTAssertTrue(lines.contains { $0.contains("|▓▓ e ▓▓|") }, "the typed cell is highlighted")
        XCTAssertTrue(lines.contains { $0.contains("|   a   |") })
        XCTAssertTrue(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    func testEscapeThenStopKeepsTheRunAsStopped() throws {
        let harness = try ActiveTaskHarness()
        let s = sequences(seed: runSeed + 1, spans: [2])
        var script = practiceScript()
        script += [presentation(span: 2), .wait(ms: 700), .type(s[0][0]), .wait(ms: 500), .type(s[0][1]), feedback]
        script += [.wait(ms: 1500), .key(.escape), .type("2"), .key(.enter)] // "Stop the task", then the note
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        let result = try harness.result("spatial_span-1")
        XCTAssertEqual(result["status"] as? String, "stopped")
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertTrue(events.contains { $0["value"] as? String == "paused" })
        let summary = try XCTUnwrap(result["summary"] as? [String: Any], "what was done before the pause is summarised")
        XCTAssertEqual(summary["bestSpan"] as? Int, 2)
        XCTAssertEqual((summary["sequences"] as? [[String: Any]])?.count, 1)
    }
}
