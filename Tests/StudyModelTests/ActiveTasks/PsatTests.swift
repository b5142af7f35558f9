import XCTest

@testable import StudyModel

/// Milliseconds as monotonic nanoseconds.
private func at(_ ms: Double) -> UInt64 { UInt64(ms * 1_000_000) }

/// The PSAT engine on an exact clock, and its summary from hand-written logs.
final class PsatTests: XCTestCase {
    func engine(_ digits: [Int], intervalMs: Int = 2000, practice: Bool = false) -> PsatEngine {
        PsatEngine(.init(digits: digits.count, intervalMs: intervalMs), practice: practice, digits: digits)
    }

    // MARK: The digits

    func testDigitsAreOneToNineFromTheSeed() {
        let parameters = PsatEngine.Parameters(digits: 200, intervalMs: 3000)
        let digits = PsatEngine(parameters, practice: false, random: SeededRandom(seed: 5)).digits
        XCTAssertEqual(digits.count, 200)
        XCTAssertEqual(Set(digits), Set(1...9))
        XCTAssertEqual(PsatEngine(parameters, practice: false, random: SeededRandom(seed: 5)).digits, digits)
        XCTAssertNotEqual(PsatEngine(parameters, practice: false, random: SeededRandom(seed: 6)).digits, digits)
        XCTAssertTrue(
            PsatEngine(.init(digits: 0, intervalMs: 3000), practice: true, random: SeededRandom(seed: 5)).isFinished)
    }

    // MARK: The engine

    func testAWholeRoundOfAnswersTypingAndMisses() {
        var clock = EngineClock(engine([3, 5, 2, 9, 9, 4]))
        XCTAssertEqual(clock.engine.view, .init(number: 1, count: 6, digit: 3, expected: nil, typed: "", answer: nil))
        XCTAssertEqual(clock.engine.deadline, at(2000))
        clock.wait(ms: 500)
        clock.type("8") // nothing to add the first digit to yet
        XCTAssertNil(clock.engine.view.answer)

        clock.wait(ms: 1500 + 1200) // digit 2 (5) at 2000; 3 + 5
        clock.type("8")
        XCTAssertEqual(clock.engine.view, .init(number: 2, count: 6, digit: 5, expected: 8, typed: "8", answer: 8))
        XCTAssertEqual(clock.engine.view.isCorrect, true)
        clock.type("1") // an answer given is final

        clock.wait(ms: 800 + 900) // digit 3 (2) at 4000; 5 + 2
        clock.type("7")

        clock.wait(ms: 1100 + 500) // digit 4 (9) at 6000; 2 + 9 = 11, typed 12
        clock.type("1")
        XCTAssertEqual(clock.engine.view.typed, "1")
        XCTAssertNil(clock.engine.view.answer)
        clock.wait(ms: 300)
        clock.type("2")
        XCTAssertEqual(clock.engine.view.isCorrect, false)

        clock.wait(ms: 1200 + 300) // digit 5 (9) at 8000; 9 + 9 = 18, never completed
        clock.type("1")
        clock.wait(ms: 100)
        clock.press(.backspace)
        clock.wait(ms: 100)
        clock.type("0a") // 0 starts no sum; letters are not digits
        XCTAssertEqual(clock.engine.view.typed, "")
        clock.wait(ms: 500)
        clock.type("1")

        clock.wait(ms: 1100 + 500) // the miss at 10000, then digit 6 (4); 9 + 4
        clock.type("1")
        clock.wait(ms: 900)
        clock.type("3")
        clock.wait(ms: 499)
        XCTAssertFalse(clock.engine.isFinished)
        clock.wait(ms: 1) // the last digit keeps its whole interval
        XCTAssertTrue(clock.engine.isFinished)

        let events = clock.engine.events
        XCTAssertEqual(
            events.filter { $0.kind == .shown },
            [
                TaskEvent(.shown, "3", at: 0, trial: 1),
                TaskEvent(.shown, "5", at: at(2000), trial: 2, detail: ["expected": "8"]),
                TaskEvent(.shown, "2", at: at(4000), trial: 3, detail: ["expected": "7"]),
                TaskEvent(.shown, "9", at: at(6000), trial: 4, detail: ["expected": "11"]),
                TaskEvent(.shown, "9", at: at(8000), trial: 5, detail: ["expected": "18"]),
                TaskEvent(.shown, "4", at: at(10000), trial: 6, detail: ["expected": "13"]),
            ])
        XCTAssertEqual(
            events.filter { $0.detail?["response"] == "answer" },
            [
                TaskEvent(
                    .key, "8", at: at(3200), trial: 2, detail: ["response": "answer", "answer": "8", "correct": "true"]),
                TaskEvent(
                    .key, "7", at: at(4900), trial: 3, detail: ["response": "answer", "answer": "7", "correct": "true"]),
                TaskEvent(
                    .key, "2", at: at(6800), trial: 4,
                    detail: ["response": "answer", "answer": "12", "correct": "false"]),
                TaskEvent(
                    .key, "3", at: at(11500), trial: 6,
                    detail: ["response": "answer", "answer": "13", "correct": "true"]),
            ])
        XCTAssertEqual(
            events.filter { $0.detail?["response"] == "ignored" }.map { "\($0.trial!):\($0.value)" },
            ["1:8", "2:1", "5:0", "5:a"])
        XCTAssertEqual(
            events.filter { $0.detail?["response"] == "typing" }.map {
                "\($0.trial!):\($0.value)=\($0.detail!["typed"]!)"
            },
            ["4:1=1", "5:1=1", "5:backspace=", "5:1=1", "6:1=1"])
        XCTAssertEqual(
            events.filter { $0.kind == .timeout },
            [TaskEvent(.timeout, "missed", at: at(10000), trial: 5, detail: ["expected": "18", "typed": "1"])])
        XCTAssertEqual(events.last, TaskEvent(.mark, "round-ended", at: at(12000)))

        let summary = PsatSummary.compute(events)
        XCTAssertEqual(summary.pairs.map(\.answer), [8, 7, 12, nil, 13])
        XCTAssertEqual(summary.pairs.map(\.responseTimeMs), [1200, 900, 800, nil, 1500])
    }

    func testEnterTakesALoneOneAndOtherwiseDoesNothing() {
        var clock = EngineClock(engine([4, 6, 2]))
        clock.wait(ms: 2000)
        clock.press(.enter)
        clock.press(.backspace)
        XCTAssertNil(clock.engine.view.answer)
        clock.type("1")
        clock.press(.enter)
        XCTAssertEqual(clock.engine.view.answer, 1)
        XCTAssertEqual(clock.engine.view.isCorrect, false)
        clock.wait(ms: 2000)
        clock.type("1")
        clock.type("9") // 19 is no sum of two digits, but it is an answer: a wrong one
        XCTAssertEqual(clock.engine.view.answer, 19)
        XCTAssertEqual(clock.engine.events.filter { $0.kind == .timeout }, [])
    }

    func testTypingRedrawsWithoutANewOnsetAndThePaceFollowsEachOnset() {
        var engine = engine([2, 3, 4], intervalMs: 1000)
        engine.shown(at: 0)
        engine.timeUp(at: at(1000))
        let digitScreen = engine.screenNumber
        engine.shown(at: at(1040)) // drawn 40 ms late: only this digit's deadline moves
        XCTAssertEqual(engine.deadline, at(2040))
        engine.press(.character("1"), at: at(1500))
        XCTAssertEqual(engine.screenNumber, digitScreen + 1)
        engine.shown(at: at(1501)) // the typed "1" drawn: not an onset
        engine.press(.backspace, at: at(1600))
        engine.shown(at: at(1601))
        engine.press(.character("5"), at: at(1700))
        engine.shown(at: at(1701))
        XCTAssertEqual(engine.deadline, at(2040))
        XCTAssertEqual(engine.events.filter { $0.kind == .shown }.map(\.monotonicNs), [0, at(1040)])
        engine.timeUp(at: at(2040))
        engine.shown(at: at(2050))
        XCTAssertEqual(engine.deadline, at(3050))
        XCTAssertEqual(PsatSummary.compute(engine.events).pairs.first?.responseTimeMs, 660)
    }

    // MARK: The summary

    private func digit(_ trial: Int, _ digit: Int, at ms: Double, expected: Int? = nil, practice: Bool = false)
        -> TaskEvent
    {
        TaskEvent(
            .shown, String(digit), at: at(ms), trial: trial, practice: practice,
            detail: expected.map { ["expected": String($0)] })
    }

    private func answer(_ value: Int, at ms: Double, trial: Int, practice: Bool = false) -> TaskEvent {
        TaskEvent(
            .key, String(value % 10), at: at(ms), trial: trial, practice: practice,
            detail: ["response": "answer", "answer": String(value), "correct": "?"])
    }

    private func missed(at ms: Double, trial: Int) -> TaskEvent {
        TaskEvent(.timeout, "missed", at: at(ms), trial: trial, detail: ["expected": "?"])
    }

    func testTheSummaryFromAKnownLog() {
        var events = [
            digit(1, 7, at: 0, practice: true), digit(2, 1, at: 3000, practice: true),
            answer(8, at: 3500, trial: 2, practice: true),
        ]
        events += [digit(1, 3, at: 10_000)]
        events += [digit(2, 5, at: 13_000), answer(8, at: 14_200, trial: 2)]
        events += [digit(3, 2, at: 16_000), answer(7, at: 16_900, trial: 3)]
        events += [
            digit(4, 9, at: 19_000),
            TaskEvent(.key, "1", at: at(19_300), trial: 4, detail: ["response": "typing", "typed": "1"]),
            answer(12, at: 19_800, trial: 4),
        ]
        events += [digit(5, 9, at: 22_000), missed(at: 25_000, trial: 5)]
        events += [
            digit(6, 4, at: 25_000), answer(13, at: 26_500, trial: 6),
            TaskEvent(.key, "4", at: at(26_600), trial: 6, detail: ["response": "ignored"]),
        ]
        events += [
            digit(7, 4, at: 28_000), answer(8, at: 29_000.5, trial: 7), TaskEvent(.mark, "round-ended", at: at(31_000)),
        ]
        let summary = PsatSummary.compute(events)

        XCTAssertEqual(summary.pairs.map(\.trial), [2, 3, 4, 5, 6, 7])
        XCTAssertEqual(summary.pairs.map(\.previous), [3, 5, 2, 9, 9, 4])
        XCTAssertEqual(summary.pairs.map(\.digit), [5, 2, 9, 9, 4, 4])
        XCTAssertEqual(summary.pairs.map(\.expected), [8, 7, 11, 18, 13, 8])
        XCTAssertEqual(summary.pairs.map(\.correct), [true, true, false, false, true, true])
        XCTAssertEqual(summary.pairs.map(\.missed), [false, false, false, true, false, false])
        XCTAssertEqual(summary.pairs.map(\.responseTimeMs), [1200, 900, 800, nil, 1500, 1000.5])
        XCTAssertEqual(
            summary.pairs[2],
            .init(
                trial: 4, digit: 9, previous: 2, expected: 11, answer: 12, correct: false, missed: false,
                digitNs: at(19_000), answerNs: at(19_800), responseTimeMs: 800))
        XCTAssertEqual(summary.correct, 4)
        XCTAssertEqual(summary.wrong, 1)
        XCTAssertEqual(summary.missed, 1)
        XCTAssertEqual(summary.accuracy, 0.667)
        XCTAssertEqual(summary.meanCorrectMs, 1150.125)
        XCTAssertEqual(summary.longestCorrectRun, 2)
    }

    func testSumsAreWorkedOutFromTheDigitsNotTheLoggedVerdict() {
        let events = [
            digit(1, 6, at: 0), digit(2, 6, at: 2000, expected: 11),
            TaskEvent(
                .key, "1", at: at(2500), trial: 2, detail: ["response": "answer", "answer": "11", "correct": "true"]),
        ]
        let pair = PsatSummary.compute(events).pairs.first
        XCTAssertEqual(pair?.expected, 12)
        XCTAssertEqual(pair?.correct, false)
    }

    func testLongestRunAndEmptyRounds() {
        var events = [digit(1, 1, at: 0)]
        for trial in 2...5 {
            events += [
                digit(trial, 1, at: Double(trial) * 1000), answer(2, at: Double(trial) * 1000 + 400, trial: trial),
            ]
        }
        let allRight = PsatSummary.compute(events)
        XCTAssertEqual(allRight.longestCorrectRun, 4)
        XCTAssertEqual(allRight.accuracy, 1)
        XCTAssertEqual(allRight.meanCorrectMs, 400)

        // Stopped during digit 2: no pair was finished.
        let stopped = PsatSummary.compute([digit(1, 3, at: 0), digit(2, 4, at: 2000)])
        XCTAssertEqual(stopped.pairs, [])
        XCTAssertNil(stopped.accuracy)
        XCTAssertNil(stopped.meanCorrectMs)
        XCTAssertEqual(stopped.longestCorrectRun, 0)

        let allMissed = PsatSummary.compute([digit(1, 3, at: 0), digit(2, 4, at: 2000), missed(at: 4000, trial: 2)])
        XCTAssertEqual(allMissed.missed, 1)
        XCTAssertEqual(allMissed.accuracy, 0)
        XCTAssertEqual(allMissed.longestCorrectRun, 0)
    }
}
