import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The Stroop task (task 3 of the cognition study: 12 trials, 50 % congruent, 3000 ms to
/// answer, 2 practice trials) played on a scripted terminal with a scripted clock.
final class StroopRunTests: XCTestCase {
    let runSeed = SeededRandom.runSeed(sessionSeed: 42)

    /// The words and inks a round plays (the practice with the run's seed + 0, the measured
    /// round with seed + 1), made the way the task makes them.
    func plan(seed: UInt64, trials: Int) -> [StroopEngine.Stimulus] {
        StroopEngine(
            .init(trials: trials, congruentPercent: 50, timeoutMs: 3000), practice: false,
            random: SeededRandom(seed: seed)
        ).stimuli
    }

    static func key(_ colour: StroopColour) -> ScriptedTerminal.Input { .type(colour.key) }

    /// Fixation, then `key` `ms` after the word, then the feedback.
    func trial(answer colour: StroopColour, after ms: Int) -> [ScriptedTerminal.Input] {
        [.wait(ms: StroopEngine.fixationMs), .wait(ms: ms), Self.key(colour), .wait(ms: StroopEngine.feedbackMs)]
    }

    /// Opening the task and its practice round, answered right, up to the measured round's countdown.
    func throughPractice() -> [ScriptedTerminal.Input] {
        var script = ActiveTaskHarness.open(task: 3) + [.key(.enter)] + countdown
        for stimulus in plan(seed: runSeed, trials: 2) { script += trial(answer: stimulus.ink, after: 400) }
        return script + [.key(.enter)] + countdown
    }

    func testAWholeRunRecordsEveryTrialAndTheStroopEffect() throws {
        let harness = try ActiveTaskHarness()
        let measured = plan(seed: runSeed + 1, trials: 12)
        XCTAssertEqual(measured.filter(\.isCongruent).count, 6)
        // Trial 1: a stray key first. Trial 2: a wrong colour. Trial 3: no answer. The rest
        // right: congruent in 500 ms, incongruent in 650 ms.
        var script = throughPractice()
        script += [.wait(ms: StroopEngine.fixationMs), .wait(ms: 100), .type("x")]
        script += [
            .wait(ms: measured[0].isCongruent ? 400 : 550), Self.key(measured[0].ink),
            .wait(ms: StroopEngine.feedbackMs),
        ]
        let wrong = StroopColour.allCases.first { $0 != measured[1].ink }!
        script += trial(answer: wrong, after: 700)
        script += [.wait(ms: StroopEngine.fixationMs), .wait(ms: 3000), .wait(ms: StroopEngine.feedbackMs)]
        for stimulus in measured[3...] {
            script += trial(answer: stimulus.ink, after: stimulus.isCongruent ? 500 : 650)
        }
        script += [.key(.enter)] // the end screen
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertTrue(terminal.output.contains("Colour words: Finished"))
        XCTAssertTrue(terminal.output.contains("10 of 12 correct"))

        let result = try harness.result("stroop-1")
        XCTAssertEqual(result["status"] as? String, "completed")
        XCTAssertEqual(result["taskKind"] as? String, "stroop")
        XCTAssertEqual(result["seed"] as? Int, Int(runSeed))
        XCTAssertEqual((result["display"] as? [String: Any])?["colour"] as? Bool, true)
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        let trials = try XCTUnwrap(summary["trials"] as? [[String: Any]])
        guard trials.count == 12 else { return XCTFail("12 trials expected, got \(trials.count)") }
        XCTAssertEqual(trials.map { $0["word"] as? String }, measured.map(\.word.rawValue))
        XCTAssertEqual(trials.map { $0["ink"] as? String }, measured.map(\.ink.rawValue))
        XCTAssertEqual(trials.map { $0["congruent"] as? Bool }, measured.map(\.isCongruent))
        XCTAssertEqual(trials.map { $0["correct"] as? Bool }, [true, false, false] + Array(repeating: true, count: 9))
        XCTAssertEqual(trials[1]["key"] as? String, String(wrong.key))
        XCTAssertEqual(trials[2]["timedOut"] as? Bool, true)
        XCTAssertNil(trials[2]["reactionTimeMs"] as? Double)
        let expectedTimes: [Double?] =
            [measured[0].isCongruent ? 500 : 650, 700, nil]
            + measured[3...].map { $0.isCongruent ? 500 : 650 }
        XCTAssertEqual(trials.map { $0["reactionTimeMs"] as? Double }, expectedTimes)

        XCTAssertEqual(summary["correct"] as? Int, 10)
        XCTAssertEqual(summary["errors"] as? Int, 1)
        XCTAssertEqual(summary["timeouts"] as? Int, 1)
        XCTAssertEqual(summary["accuracy"] as? Double, 0.833)
        let congruentMissed = measured[1...2].filter(\.isCongruent).count
        XCTAssertEqual(summary["congruentAccuracy"] as? Double, TaskStatistics.rounded(Double(6 - congruentMissed) / 6))
        XCTAssertEqual(
            summary["incongruentAccuracy"] as? Double, TaskStatistics.rounded(Double(4 + congruentMissed) / 6))
        XCTAssertEqual(summary["congruentMeanMs"] as? Double, 500)
        XCTAssertEqual(summary["congruentMedianMs"] as? Double, 500)
        XCTAssertEqual(summary["incongruentMeanMs"] as? Double, 650)
        XCTAssertEqual(summary["incongruentMedianMs"] as? Double, 650)
        XCTAssertEqual(summary["stroopEffectMs"] as? Double, 150)

        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        let stray = events.first { $0["value"] as? String == "x" }
        XCTAssertEqual((stray?["detail"] as? [String: String])?["response"], "ignored")
        let verdicts = events.filter { $0["practice"] as? Bool == false }.compactMap {
            ($0["detail"] as? [String: String])?["correct"]
        }
        XCTAssertEqual(verdicts, ["true", "false"] + Array(repeating: "true", count: 9))
        XCTAssertEqual(events.filter { $0["practice"] as? Bool == true && $0["value"] as? String == "word" }.count, 2)
        XCTAssertEqual(events.filter { $0["practice"] as? Bool == false && $0["value"] as? String == "word" }.count, 12)
    }

    func testTheScreenShowsTheWordInItsInkAndTheKeysTheWholeTime() throws {
        let harness = try ActiveTaskHarness()
        let first = plan(seed: runSeed + 1, trials: 12)[0]
        let (terminal, _) = harness.play(throughPractice() + [.wait(ms: 700), .key(.escape), .type("2"), .key(.enter)])
        let ink = ["red": "1;31", "green": "1;32", "blue": "1;34", "yellow": "1;33"][first.ink.rawValue]!
        XCTAssertTrue(
            terminal.output.contains("\u{1B}[\(ink)m\(first.word.rawValue.uppercased())\u{1B}[0m"),
            "the first word, \(first.word) in \(first.ink) ink")
        XCTAssertTrue(terminal.output.contains("r red · g green · b blue · y yellow · Esc: pause"))
        XCTAssertTrue(terminal.output.contains("Trial 1 of 12"))
        XCTAssertTrue(terminal.output.contains("Colour words · Practice"))
    }

    func testEscapeThenStopKeepsTheRunAsStopped() throws {
        let harness = try ActiveTaskHarness()
        let measured = plan(seed: runSeed + 1, trials: 12)
        var script = throughPractice() + trial(answer: measured[0].ink, after: 450)
        script += [.wait(ms: 200), .key(.escape), .type("2"), .key(.enter)] // "Stop the task", then the note
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        let result = try harness.result("stroop-1")
        XCTAssertEqual(result["status"] as? String, "stopped")
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertTrue(events.contains { $0["value"] as? String == "paused" })
        // What was done before the pause is kept: one trial answered.
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertEqual((summary["trials"] as? [[String: Any]])?.count, 1)
        XCTAssertEqual(summary["accuracy"] as? Double, 1)
    }

    func testWithoutColourTheTaskOffersASkipRecordedAsNotDone() throws {
        let harness = try ActiveTaskHarness()
        let (terminal, status) = harness.play(ActiveTaskHarness.open(task: 3) + [.type("1")], colour: false)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertTrue(terminal.output.contains("colour is turned off here"))
        XCTAssertTrue(terminal.output.contains("Skip this task (recorded as not done)"))
        let result = try harness.result("stroop-1")
        XCTAssertEqual(result["status"] as? String, "not-done")
        XCTAssertEqual(result["notDoneReason"] as? String, "needs colour")
        XCTAssertEqual((result["events"] as? [Any])?.count, 0)
        XCTAssertTrue(result["summary"] is NSNull)
        let journal = try harness.journal().map { $0["event"] as? String }
        XCTAssertEqual(Array(journal.suffix(4)), ["task-started", "result-saved", "task-finished", "session-ended"])
    }

    func testChineseWordsAndLegend() throws {
        let harness = try ActiveTaskHarness()
        guard case let .active(task)? = harness.study.tasks.first(where: { $0.id.value == "stroop" })?.kind else {
            return XCTFail("no stroop task")
        }
        let kind = StroopKind(task: task, title: "颜色字", words: .chinese)
        let screen = kind.screen(
            for: .word(.init(number: 2, count: 12), .init(word: .red, ink: .blue)), practice: false)
        XCTAssertEqual(screen.body, [Line("红", .inkBlue)])
        XCTAssertEqual(screen.keys, "r 红 · g 绿 · b 蓝 · y 黄 · Esc：暂停")
        XCTAssertEqual(screen.status, "第 2 次，共 12 次")
        let english = StroopKind(task: task, title: "Colour words", words: .english)
        XCTAssertEqual(
            english.screen(for: .word(.init(number: 1, count: 12), .init(word: .yellow, ink: .green)), practice: false)
                .body,
            [Line("YELLOW", .inkGreen)])
        let wrong = StroopEngine.View.feedback(
            .init(number: 1, count: 2), .init(word: .red, ink: .blue), correct: false)
        XCTAssertEqual(kind.screen(for: wrong, practice: true).body.map(\.text), ["✗ 字的颜色是蓝"])
        XCTAssertEqual(english.screen(for: wrong, practice: true).body.map(\.text), ["✗ The ink was blue"])
        XCTAssertEqual(english.screen(for: wrong, practice: false).body.map(\.text), ["✗"])
        XCTAssertTrue(kind.defaultInstructions.joined().contains("共 12 个字"))
    }
}
