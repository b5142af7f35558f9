import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The PSAT (task 4 of the cognition study: 16 digits, one every 3000 ms, 3 practice
/// digits) played on a scripted terminal with a scripted clock.
final class PsatRunTests: XCTestCase {
    let runSeed = SeededRandom.runSeed(sessionSeed: 42)
    let interval = 3000

    /// The digits a round shows (the practice with the run's seed + 0, the measured round
    /// with seed + 1), made the way the task makes them.
    func digits(seed: UInt64, count: Int) -> [Int] {
        PsatEngine(.init(digits: count, intervalMs: interval), practice: false, random: SeededRandom(seed: seed)).digits
    }

    /// One digit's interval: `answer` typed so that its last key comes `ms` after the onset
    /// (a two-digit answer's first key 150 ms earlier), then the rest of the interval.
    func digit(answer: Int, after ms: Int) -> [ScriptedTerminal.Input] {
        let keys = String(answer).map { ScriptedTerminal.Input.type($0) }
        if keys.count == 2 { return [.wait(ms: ms - 150), keys[0], .wait(ms: 150), keys[1], .wait(ms: interval - ms)] }
        return [.wait(ms: ms), keys[0], .wait(ms: interval - ms)]
    }

    /// Opening the task and its three practice digits (one right, one wrong), up to the
    /// measured round's countdown.
    func throughPractice() -> [ScriptedTerminal.Input] {
        let practice = digits(seed: runSeed, count: 3)
        var script = ActiveTaskHarness.open(task: 4) + [.key(.enter)] + countdown + [.wait(ms: interval)]
        script += digit(answer: practice[0] + practice[1], after: 1000)
        script += digit(answer: practice[1] + practice[2] == 2 ? 3 : 2, after: 1000)
        return script + [.key(.enter)] + countdown
    }

    func testAWholeRunRecordsEveryPairExactly() throws {
        let harness = try ActiveTaskHarness()
        let shown = digits(seed: runSeed + 1, count: 16)
        // Digit 5 missed, digit 8 answered one too high, digit 3 followed by a stray key;
        // every other sum right, 800 + 10 × n ms after digit n appeared.
        var script = throughPractice() + [.wait(ms: interval)]
        var correctTimes: [Double] = []
        for n in 2...16 {
            let expected = shown[n - 2] + shown[n - 1]
            switch n {
            case 5: script += [.wait(ms: interval)]
            case 8: script += digit(answer: expected + 1, after: 1000)
            case 3:
                var keys = digit(answer: expected, after: 830)
                keys.insert(.type("5"), at: keys.count - 1) // right after the answer: too late to change it
                script += keys
                correctTimes.append(830)
            default:
                script += digit(answer: expected, after: 800 + 10 * n)
                correctTimes.append(Double(800 + 10 * n))
            }
        }
        script += [.key(.enter)] // the end screen
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertTrue(terminal.output.contains("Adding numbers: Finished"))
        XCTAssertTrue(terminal.output.contains("13 of 15 sums correct · 1 wrong · 1 missed"))

        let result = try harness.result("psat-1")
        XCTAssertEqual(result["status"] as? String, "completed")
        XCTAssertEqual(result["taskKind"] as? String, "psat")
        XCTAssertEqual(result["seed"] as? Int, Int(runSeed))
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        let pairs = try XCTUnwrap(summary["pairs"] as? [[String: Any]])
        guard pairs.count == 15 else { return XCTFail("15 pairs expected, got \(pairs.count)") }
        XCTAssertEqual(pairs.map { $0["trial"] as? Int }, Array(2...16))
        XCTAssertEqual(pairs.map { $0["digit"] as? Int }, Array(shown[1...]))
        XCTAssertEqual(pairs.map { $0["previous"] as? Int }, Array(shown[..<15]))
        XCTAssertEqual(pairs.map { $0["expected"] as? Int }, (1..<16).map { shown[$0 - 1] + shown[$0] })
        XCTAssertEqual(pairs.map { $0["correct"] as? Bool }, (2...16).map { $0 != 5 && $0 != 8 })
        XCTAssertEqual(pairs[3]["missed"] as? Bool, true)
        XCTAssertNil(pairs[3]["answer"] as? Int)
        XCTAssertEqual(pairs[6]["answer"] as? Int, shown[6] + shown[7] + 1)
        XCTAssertEqual(pairs[6]["responseTimeMs"] as? Double, 1000)
        let expectedTimes = (2...16).map { (n: Int) -> Double? in
            switch n {
            case 3: return 830
            case 5: return nil
            case 8: return 1000
            default: return Double(800 + 10 * n)
            }
        }
        XCTAssertEqual(pairs.map { $0["responseTimeMs"] as? Double }, expectedTimes)

        XCTAssertEqual(summary["correct"] as? Int, 13)
        XCTAssertEqual(summary["wrong"] as? Int, 1)
        XCTAssertEqual(summary["missed"] as? Int, 1)
        XCTAssertEqual(summary["accuracy"] as? Double, 0.867)
        XCTAssertEqual(summary["meanCorrectMs"] as? Double, TaskStatistics.rounded(TaskStatistics.mean(correctTimes)))
        XCTAssertEqual(summary["longestCorrectRun"] as? Int, 8) // digits 9 to 16

        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        let measured = events.filter { $0["practice"] as? Bool == false }
        let onsets = measured.filter { $0["kind"] as? String == "shown" }.compactMap { $0["monotonicNs"] as? Int }
        XCTAssertEqual(onsets.count, 16)
        // Anchored to onsets: with no drawing delay, exactly one interval apart.
        XCTAssertEqual(Set(zip(onsets.dropFirst(), onsets).map { $0 - $1 }), [interval * 1_000_000])
        let miss = measured.first { $0["kind"] as? String == "timeout" }
        XCTAssertEqual(miss?["trial"] as? Int, 5)
        XCTAssertEqual(miss?["monotonicNs"] as? Int, onsets[4] + interval * 1_000_000)
        let stray = measured.first {
            $0["trial"] as? Int == 3 && ($0["detail"] as? [String: String])?["response"] == "ignored"
        }
        XCTAssertEqual(stray?["value"] as? String, "5")
        XCTAssertEqual(events.filter { $0["practice"] as? Bool == true && $0["kind"] as? String == "shown" }.count, 3)
    }

    func testEscapeThenStopKeepsTheRunAsStopped() throws {
        let harness = try ActiveTaskHarness()
        let shown = digits(seed: runSeed + 1, count: 16)
        var script = throughPractice() + [.wait(ms: interval)] + digit(answer: shown[0] + shown[1], after: 900)
        script += [.wait(ms: 500), .key(.escape), .type("2"), .key(.enter)] // "Stop the task", then the note
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        let result = try harness.result("psat-1")
        XCTAssertEqual(result["status"] as? String, "stopped")
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertTrue(events.contains { $0["value"] as? String == "paused" })
        // The answered pair is kept; digit 3, open when Escape came, is not a pair.
        let summary = try XCTUnwrap(result["summary"] as? [String: Any])
        XCTAssertEqual((summary["pairs"] as? [[String: Any]])?.count, 1)
        XCTAssertEqual(summary["correct"] as? Int, 1)
        XCTAssertEqual(summary["meanCorrectMs"] as? Double, 900)
    }

    func testTheScreenShowsTheDigitBigTheTypedAnswerAndFeedbackOnlyInPractice() throws {
        let harness = try ActiveTaskHarness()
        guard case let .active(task)? = harness.study.tasks.first(where: { $0.id.value == "psat" })?.kind else {
            return XCTFail("no psat task")
        }
        let kind = PsatKind(task: task, title: "Adding numbers", words: .english)
        func text(_ view: PsatEngine.View, practice: Bool) -> [String] {
            kind.screen(for: view, practice: practice).body.map { $0.text.trimmingCharacters(in: .whitespaces) }
        }
        let first = PsatEngine.View(number: 1, count: 16, digit: 7, expected: nil, typed: "", answer: nil)
        XCTAssertEqual(
            text(first, practice: false),
            BigDigits.rows(7).map { $0.trimmingCharacters(in: .whitespaces) }
                + ["", "Remember this number."])
        var typing = PsatEngine.View(number: 2, count: 16, digit: 5, expected: 12, typed: "1", answer: nil)
        XCTAssertEqual(text(typing, practice: false).last, "Sum: 1_")
        typing.typed = "13"
        typing.answer = 13
        XCTAssertEqual(text(typing, practice: false).last, "Sum: 13")
        XCTAssertEqual(text(typing, practice: true).last, "Sum: 13  ✗ 7 + 5 = 12")
        typing.answer = 12
        typing.typed = "12"
        XCTAssertEqual(text(typing, practice: true).last, "Sum: 12  ✓")
        // The digit does not move while an answer is typed.
        let screens = [first, typing].map { kind.screen(for: $0, practice: true).body.map(\.width) }
        XCTAssertEqual(Set(screens.joined()), [PsatKind.bodyWidth])
        let screen = kind.screen(for: typing, practice: false)
        XCTAssertEqual(screen.status, "Number 2 of 16")
        XCTAssertEqual(screen.keys, "Type the sum · Backspace: correct · Esc: pause")

        let chinese = PsatKind(task: task, title: "加法", words: .chinese)
        XCTAssertEqual(chinese.screen(for: typing, practice: false).status, "第 2 个数字，共 16 个")
        XCTAssertEqual(
            chinese.screen(for: typing, practice: false).body.last?.text.trimmingCharacters(in: .whitespaces), "和：12")
        XCTAssertTrue(chinese.defaultInstructions[0].contains("每 3 秒一个"))
        XCTAssertTrue(kind.defaultInstructions[0].contains("one every 3 seconds"))
    }

    func testBigDigitsAreFiveRowsOfSquareCells() {
        for digit in 0...9 {
            let rows = BigDigits.rows(digit)
            XCTAssertEqual(rows.count, 5)
            XCTAssertEqual(Set(rows.map(\.count)), [6], "\(digit)")
        }
        XCTAssertEqual(BigDigits.rows(1), ["  ██  ", "████  ", "  ██  ", "  ██  ", "██████"])
        XCTAssertNotEqual(BigDigits.rows(6), BigDigits.rows(9))
        XCTAssertEqual(BigDigits.rows(12).map(\.count), Array(repeating: 14, count: 5))
    }
}
