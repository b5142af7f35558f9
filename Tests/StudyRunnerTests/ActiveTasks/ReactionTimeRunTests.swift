import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The reaction-time task played on a scripted terminal with a scripted clock: every time
/// in the results is exact.
final class ReactionTimeRunTests: XCTestCase {
    /// The run's seed: the first number of the session's generator (seeded 42 in the harness).
    let runSeed = SeededRandom.runSeed(sessionSeed: 42)

    /// The waits a round's generator draws, in order (the practice round plays with the run's
    /// seed + 0, the measured round with seed + 1): each trial's wait is drawn when its
    /// fixation cross is shown.
    func waits(seed: UInt64, count: Int, min: Int = 1000, max: Int = 2000) -> [Int] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in Int.random(in: min...max, using: &random) }
    }

    func testAWholeRunRecordsExactReactionTimesFalseStartsAndTimeouts() throws {
        let harness = try ActiveTaskHarness()
        let practiceWait = waits(seed: runSeed, count: 1)[0]
        // The measured round: a false start repeats trial 1 with a new wait, so it draws 6.
        let measured = waits(seed: runSeed + 1, count: 6)
        var script: [ScriptedTerminal.Input] = ActiveTaskHarness.open(task: 1) + [.key(.enter)] + countdown
        script += [.wait(ms: practiceWait), .wait(ms: 300), .space, .wait(ms: ReactionTimeEngine.feedbackMs)]
        script += [.key(.enter)] + countdown // "Practice done"
        // Trial 1: space 100 ms into the wait (a false start), then after the new wait, 250 ms.
        script += [.wait(ms: 100), .space, .wait(ms: ReactionTimeEngine.tooSoonMs)]
        script += [.wait(ms: measured[1]), .wait(ms: 250), .space, .wait(ms: ReactionTimeEngine.feedbackMs)]
        // Trials 2 and 3: 301 ms and 199 ms. Trial 4: no press (timeout after 2000 ms). Trial 5: 400 ms.
        script += [.wait(ms: measured[2]), .wait(ms: 301), .space, .wait(ms: ReactionTimeEngine.feedbackMs)]
        script += [.wait(ms: measured[3]), .wait(ms: 199), .space, .wait(ms: ReactionTimeEngine.feedbackMs)]
        script += [.wait(ms: measured[4]), .wait(ms: 2000), .wait(ms: ReactionTimeEngine.missedMs)]
        script += [.wait(ms: measured[5]), .wait(ms: 400), .space, .wait(ms: ReactionTimeEngine.feedbackMs)]
        script += [.key(.enter)] // the end screen
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertTrue(terminal.output.contains("Reaction time: Finished"))

        let result = try harness.result("reaction-1")
        XCTAssertEqual(result["status"] as? String, "completed")
        XCTAssertEqual(result["seed"] as? Int, Int(runSeed))
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertEqual(summary["hits"] as? Int, 4)
        XCTAssertEqual(summary["timeouts"] as? Int, 1)
        XCTAssertEqual(summary["falseStarts"] as? Int, 1)
        XCTAssertEqual(summary["meanMs"] as? Double, 287.5)
        XCTAssertEqual(summary["minMs"] as? Double, 199)
        let trials = try XCTUnwrap(summary["trials"] as? [[String: Any]])
        guard trials.count == 5 else { return XCTFail("5 trials expected, got \(trials.count)") }
        XCTAssertEqual(trials.map { $0["reactionTimeMs"] as? Double }, [250, 301, 199, nil, 400])
        XCTAssertEqual(trials.map { $0["waitMs"] as? Int }, Array(measured[1...5]))
        XCTAssertEqual(trials[0]["falseStartsBefore"] as? Int, 1)
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertEqual(
            events.filter { $0["practice"] as? Bool == true && $0["value"] as? String == "stimulus" }.count, 1)

        let journal = try harness.journal().map { $0["event"] as? String }
        XCTAssertEqual(Array(journal.suffix(4)), ["task-started", "result-saved", "task-finished", "session-ended"])
    }

    func testEscapeThenStopKeepsTheRunAsStopped() throws {
        let harness = try ActiveTaskHarness()
        let practiceWait = waits(seed: runSeed, count: 1)[0]
        var script: [ScriptedTerminal.Input] = ActiveTaskHarness.open(task: 1) + [.key(.enter)] + countdown
        script += [.wait(ms: practiceWait), .wait(ms: 300), .space, .wait(ms: ReactionTimeEngine.feedbackMs)]
        script += [.key(.enter)] + countdown + [.wait(ms: 500), .key(.escape)]
        script += [.type("2"), .key(.enter)] // "Stop the task", then the note
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        let result = try harness.result("reaction-1")
        XCTAssertEqual(result["status"] as? String, "stopped")
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertTrue(events.contains { $0["value"] as? String == "paused" })
    }
}
