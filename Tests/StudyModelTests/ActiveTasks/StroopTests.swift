import XCTest

@testable import StudyModel

/// Milliseconds as monotonic nanoseconds.
private func at(_ ms: Double) -> UInt64 { UInt64(ms * 1_000_000) }

/// The Stroop engine on an exact clock, and its summary from hand-written logs.
final class StroopTests: XCTestCase {
    typealias Stimulus = StroopEngine.Stimulus
    let parameters = StroopEngine.Parameters(trials: 3, congruentPercent: 50, timeoutMs: 2000)

    func stimulus(_ word: StroopColour, _ ink: StroopColour) -> Stimulus { Stimulus(word: word, ink: ink) }

    // MARK: The plan

    func testExactlyTheRoundedShareOfTrialsIsCongruent() {
        for (trials, percent, congruent) in [
            (12, 50, 6), (10, 25, 3), (7, 50, 4), (4, 0, 0), (4, 100, 4), (200, 33, 66), (5, 10, 1),
        ] {
            for seed: UInt64 in [1, 2, 99] {
                let engine = StroopEngine(
                    .init(trials: trials, congruentPercent: percent, timeoutMs: 3000), practice: false,
                    random: SeededRandom(seed: seed))
                XCTAssertEqual(engine.stimuli.count, trials)
                XCTAssertEqual(engine.stimuli.filter(\.isCongruent).count, congruent, "\(trials) trials at \(percent)%")
            }
        }
    }

    func testThePlanComesFromTheSeedAlone() {
        let parameters = StroopEngine.Parameters(trials: 40, congruentPercent: 50, timeoutMs: 3000)
        let first = StroopEngine(parameters, practice: false, random: SeededRandom(seed: 7)).stimuli
        XCTAssertEqual(StroopEngine(parameters, practice: false, random: SeededRandom(seed: 7)).stimuli, first)
        XCTAssertNotEqual(StroopEngine(parameters, practice: false, random: SeededRandom(seed: 8)).stimuli, first)
        // All four inks and a shuffled order, not congruent trials first.
        XCTAssertEqual(Set(first.map(\.ink)), Set(StroopColour.allCases))
        XCTAssertNotEqual(
            first.map(\.isCongruent), Array(repeating: true, count: 20) + Array(repeating: false, count: 20))
    }

    // MARK: The engine

    func testATrialIsAFixationThenTheWordUntilAColourKeyThenFeedback() {
        var clock = EngineClock(StroopEngine(parameters, practice: false, stimuli: [stimulus(.red, .blue)]))
        XCTAssertEqual(clock.engine.view, .fixation(.init(number: 1, count: 1)))
        XCTAssertEqual(clock.engine.deadline, at(500))
        clock.wait(ms: 500)
        XCTAssertEqual(clock.engine.view, .word(.init(number: 1, count: 1), stimulus(.red, .blue)))
        XCTAssertEqual(clock.engine.deadline, at(2500))
        clock.wait(ms: 640)
        clock.press(.character("b"))
        XCTAssertEqual(clock.engine.view, .feedback(.init(number: 1, count: 1), stimulus(.red, .blue), correct: true))
        XCTAssertEqual(clock.engine.deadline, at(1140 + 300))
        clock.wait(ms: 299)
        XCTAssertFalse(clock.engine.isFinished)
        clock.wait(ms: 1)
        XCTAssertTrue(clock.engine.isFinished)
        XCTAssertEqual(
            clock.engine.events,
            [
                TaskEvent(.shown, "fixation", at: 0, trial: 1),
                TaskEvent(
                    .shown, "word", at: at(500), trial: 1, detail: ["word": "red", "ink": "blue", "congruent": "false"]),
                TaskEvent(.key, "b", at: at(1140), trial: 1, detail: ["response": "answer", "correct": "true"]),
                TaskEvent(.mark, "round-ended", at: at(1440)),
            ])
    }

    func testTheWordIsWrongAndKeysThatNameNoColourAreLoggedAndIgnored() {
        var clock = EngineClock(
            StroopEngine(parameters, practice: true, stimuli: [stimulus(.green, .green), stimulus(.yellow, .red)]))
        clock.wait(ms: 100)
        clock.press(.character("g")) // during the fixation cross: too early to answer
        XCTAssertEqual(clock.engine.view, .fixation(.init(number: 1, count: 2)))
        XCTAssertEqual(clock.engine.deadline, at(500))
        clock.wait(ms: 400)
        clock.press(.character("x"))
        clock.press(.space)
        clock.press(.enter)
        XCTAssertEqual(clock.engine.view, .word(.init(number: 1, count: 2), stimulus(.green, .green)))
        clock.wait(ms: 300)
        clock.press(.character("g"))
        clock.press(.character("r")) // during feedback
        XCTAssertEqual(
            clock.engine.view, .feedback(.init(number: 1, count: 2), stimulus(.green, .green), correct: true))
        clock.wait(ms: 300 + 500 + 450)
        clock.press(.character("Y")) // trial 2: the word, not the ink
        XCTAssertEqual(
            clock.engine.view, .feedback(.init(number: 2, count: 2), stimulus(.yellow, .red), correct: false))
        let keys = clock.engine.events.filter { $0.kind == .key }
        XCTAssertEqual(keys.map(\.value), ["g", "x", "space", "enter", "g", "r", "Y"])
        XCTAssertEqual(
            keys.map { $0.detail?["response"] },
            ["ignored", "ignored", "ignored", "ignored", "answer", "ignored", "answer"])
        XCTAssertEqual(keys.map { $0.detail?["correct"] }, [nil, nil, nil, nil, "true", nil, "false"])
        XCTAssertTrue(clock.engine.events.allSatisfy(\.practice))
    }

    func testNoColourKeyInTimeIsATimeoutAndTheNextTrialFollows() {
        var clock = EngineClock(
            StroopEngine(parameters, practice: false, stimuli: [stimulus(.blue, .blue), stimulus(.red, .green)]))
        clock.wait(ms: 500 + 2000)
        XCTAssertEqual(clock.engine.view, .feedback(.init(number: 1, count: 2), stimulus(.blue, .blue), correct: nil))
        XCTAssertEqual(clock.engine.events.last, TaskEvent(.timeout, "no-response", at: at(2500), trial: 1))
        clock.wait(ms: 300)
        XCTAssertEqual(clock.engine.view, .fixation(.init(number: 2, count: 2)))
        XCTAssertEqual(clock.engine.events.last, TaskEvent(.shown, "fixation", at: at(2800), trial: 2))
        // A key read at the deadline is too late: the deadline is handled first, as the player does.
        clock.wait(ms: 500 + 2000)
        clock.press(.character("g"))
        XCTAssertEqual(clock.engine.view, .feedback(.init(number: 2, count: 2), stimulus(.red, .green), correct: nil))
    }

    func testARoundWithNoTrialsIsFinishedAtOnce() {
        let engine = StroopEngine(
            .init(trials: 0, congruentPercent: 50, timeoutMs: 3000), practice: true, random: SeededRandom(seed: 1))
        XCTAssertTrue(engine.isFinished)
    }

    // MARK: The summary

    private func word(_ trial: Int, _ word: String, _ ink: String, at ms: Double, practice: Bool = false) -> [TaskEvent]
    {
        [
            TaskEvent(.shown, "fixation", at: at(ms - 500), trial: trial, practice: practice),
            TaskEvent(
                .shown, "word", at: at(ms), trial: trial, practice: practice,
                detail: ["word": word, "ink": ink, "congruent": String(word == ink)]),
        ]
    }

    private func answer(_ key: String, at ms: Double, trial: Int, practice: Bool = false) -> TaskEvent {
        TaskEvent(
            .key, key, at: at(ms), trial: trial, practice: practice, detail: ["response": "answer", "correct": "?"])
    }

    func testTheSummaryFromAKnownLog() {
        var events = word(1, "red", "red", at: 1000, practice: true) + [answer("r", at: 1100, trial: 1, practice: true)]
        events += word(1, "red", "red", at: 10_000) + [answer("r", at: 10_500, trial: 1)]
        events += word(2, "red", "blue", at: 12_000)
        events += [
            TaskEvent(.key, "x", at: at(12_100), trial: 2, detail: ["response": "ignored"]),
            answer("b", at: 12_700, trial: 2),
        ]
        events += word(3, "green", "yellow", at: 14_000) + [answer("g", at: 14_650, trial: 3)]
        events += word(4, "blue", "blue", at: 16_000) + [TaskEvent(.timeout, "no-response", at: at(19_000), trial: 4)]
        events += word(5, "yellow", "yellow", at: 20_000) + [answer("y", at: 20_400, trial: 5)]
        events += word(6, "green", "red", at: 22_000) + [answer("r", at: 22_900, trial: 6)]
        let summary = StroopSummary.compute(events)

        XCTAssertEqual(summary.trials.map(\.trial), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(summary.trials.map(\.key), ["r", "b", "g", nil, "y", "r"])
        XCTAssertEqual(summary.trials.map(\.correct), [true, true, false, false, true, true])
        XCTAssertEqual(summary.trials.map(\.congruent), [true, false, false, true, true, false])
        XCTAssertEqual(summary.trials.map(\.timedOut), [false, false, false, true, false, false])
        XCTAssertEqual(summary.trials.map(\.reactionTimeMs), [500, 700, 650, nil, 400, 900])
        XCTAssertEqual(
            summary.trials[1],
            .init(
                trial: 2, word: "red", ink: "blue", congruent: false, key: "b", correct: true,
                timedOut: false, stimulusNs: at(12_000), responseNs: at(12_700), reactionTimeMs: 700))
        XCTAssertEqual(summary.correct, 4)
        XCTAssertEqual(summary.errors, 1)
        XCTAssertEqual(summary.timeouts, 1)
        XCTAssertEqual(summary.accuracy, 0.667)
        XCTAssertEqual(summary.congruentAccuracy, 0.667)
        XCTAssertEqual(summary.incongruentAccuracy, 0.667)
        // Correct trials only: congruent 500 and 400, incongruent 700 and 900.
        XCTAssertEqual(summary.congruentMeanMs, 450)
        XCTAssertEqual(summary.congruentMedianMs, 450)
        XCTAssertEqual(summary.incongruentMeanMs, 800)
        XCTAssertEqual(summary.incongruentMedianMs, 800)
        XCTAssertEqual(summary.stroopEffectMs, 350)
    }

    func testCorrectnessIsJudgedFromTheKeyAndTheInkNotTheLoggedVerdict() {
        let events =
            word(1, "red", "blue", at: 1000)
            + [TaskEvent(.key, "r", at: at(1600), trial: 1, detail: ["response": "answer", "correct": "true"])]
        XCTAssertEqual(StroopSummary.compute(events).trials.map(\.correct), [false])
    }

    func testMediansAndAnUnevenEffect() {
        var events: [TaskEvent] = []
        for (trial, rt) in [(1, 400.0), (2, 500), (3, 900)] {
            events +=
                word(trial, "blue", "blue", at: Double(trial) * 5000) + [
                    answer("b", at: Double(trial) * 5000 + rt, trial: trial)
                ]
        }
        events += word(4, "blue", "green", at: 30_000) + [answer("g", at: 30_000 + 1000.0 / 3, trial: 4)]
        let summary = StroopSummary.compute(events)
        XCTAssertEqual(summary.congruentMeanMs, 600)
        XCTAssertEqual(summary.congruentMedianMs, 500)
        XCTAssertEqual(summary.incongruentMeanMs, 333.333)
        XCTAssertEqual(summary.stroopEffectMs, -266.667)
    }

    func testAWordLeftUnansweredByAStopIsNotATrialAndEmptyGroupsAreNull() {
        let events =
            word(1, "red", "green", at: 1000) + [answer("g", at: 1800, trial: 1)] + word(2, "blue", "red", at: 3000)
        let summary = StroopSummary.compute(events)
        XCTAssertEqual(summary.trials.count, 1)
        XCTAssertEqual(summary.accuracy, 1)
        XCTAssertNil(summary.congruentAccuracy)
        XCTAssertNil(summary.congruentMeanMs)
        XCTAssertEqual(summary.incongruentMeanMs, 800)
        XCTAssertNil(summary.stroopEffectMs)

        let empty = StroopSummary.compute([])
        XCTAssertEqual(empty.trials, [])
        XCTAssertNil(empty.accuracy)
        XCTAssertEqual(empty.timeouts, 0)
    }

    func testTheEngineLogGivesTheSummaryItDescribes() {
        var clock = EngineClock(
            StroopEngine(parameters, practice: false, stimuli: [stimulus(.red, .red), stimulus(.blue, .yellow)]))
        clock.wait(ms: 500 + 420)
        clock.press(.character("r"))
        clock.wait(ms: 300 + 500 + 610)
        clock.press(.character("y"))
        clock.wait(ms: 300)
        let summary = StroopSummary.compute(clock.engine.events)
        XCTAssertEqual(summary.trials.map(\.reactionTimeMs), [420, 610])
        XCTAssertEqual(summary.stroopEffectMs, 190)
        XCTAssertEqual(summary.accuracy, 1)
    }
}
