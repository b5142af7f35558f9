import Testing

@testable import StudyModel

/// Times in these tests are milliseconds from an arbitrary start, turned into nanoseconds.
private func ms(_ value: Double) -> UInt64 { UInt64(value * 1_000_000) }

@Suite struct ReactionTimeEngineTests {
    let parameters = ReactionTimeEngine.Parameters(trials: 2, minWaitMs: 1000, maxWaitMs: 3000, timeoutMs: 2000)

    /// The waits the engine will draw for this seed, in order.
    func waits(_ seed: UInt64, _ count: Int) -> [Int] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in Int.random(in: 1000...3000, using: &random) }
    }

    @Test func theStimulusComesAfterTheDrawnWaitAndTheTimeIsFromItsOnset() {
        var engine = ReactionTimeEngine(parameters, practice: false, random: SeededRandom(seed: 5))
        let wait = waits(5, 1)[0]
        #expect(engine.view == .waiting(.init(number: 1, count: 2)))
        engine.shown(at: ms(0))
        #expect(engine.deadline == ms(Double(wait)))
        engine.timeUp(at: ms(Double(wait)))
        #expect(engine.view == .stimulus(.init(number: 1, count: 2)))
        // Drawn 0.4 ms after the deadline: the onset is the flush, not the deadline.
        let onset = UInt64(wait) * 1_000_000 + 400_000
        engine.shown(at: onset)
        #expect(engine.deadline == onset + 2_000_000_000)
        engine.press(.space, at: onset + 251_600_000)
        #expect(engine.view == .responded(.init(number: 1, count: 2), milliseconds: 252))
        let summary = ReactionTimeSummary.compute(engine.events)
        #expect(summary.trials.first?.reactionTimeMs == 251.6)
    }

    @Test func aPressDuringTheWaitIsAFalseStartAndTheTrialIsRepeated() {
        var engine = ReactionTimeEngine(parameters, practice: false, random: SeededRandom(seed: 5))
        engine.shown(at: ms(0))
        engine.press(.space, at: ms(300))
        #expect(engine.view == .tooSoon(.init(number: 1, count: 2)))
        engine.shown(at: ms(301))
        engine.timeUp(at: ms(301 + Double(ReactionTimeEngine.tooSoonMs)))
        #expect(engine.view == .waiting(.init(number: 1, count: 2)))
        #expect(engine.events.filter { $0.detail?["response"] == "false-start" }.count == 1)
    }

    @Test func noPressIsATimeoutThatIsNotRepeated() {
        var engine = ReactionTimeEngine(parameters, practice: false, random: SeededRandom(seed: 5))
        engine.shown(at: ms(0))
        engine.timeUp(at: ms(3000))
        engine.shown(at: ms(3000))
        engine.timeUp(at: ms(5000))
        #expect(engine.view == .missed(.init(number: 1, count: 2)))
        engine.shown(at: ms(5000))
        engine.timeUp(at: ms(6000))
        #expect(engine.view == .waiting(.init(number: 2, count: 2)))
        #expect(engine.events.contains { $0.kind == .timeout && $0.trial == 1 })
    }

    @Test func otherKeysDuringTheStimulusDoNotAnswer() {
        var engine = ReactionTimeEngine(parameters, practice: false, random: SeededRandom(seed: 5))
        engine.shown(at: ms(0))
        engine.timeUp(at: ms(3000))
        engine.shown(at: ms(3000))
        engine.press(.character("x"), at: ms(3100))
        #expect(engine.view == .stimulus(.init(number: 1, count: 2)))
        #expect(engine.events.last?.detail?["response"] == "ignored")
    }

    @Test func theRoundEndsAfterTheLastTrial() {
        var engine = ReactionTimeEngine(
            .init(trials: 1, minWaitMs: 1000, maxWaitMs: 1000, timeoutMs: 2000),
            practice: true, random: SeededRandom(seed: 1))
        engine.shown(at: ms(0))
        engine.timeUp(at: ms(1000))
        engine.shown(at: ms(1000))
        engine.press(.space, at: ms(1200))
        engine.shown(at: ms(1200))
        engine.timeUp(at: ms(1900))
        #expect(engine.isFinished)
        #expect(engine.events.allSatisfy { $0.practice })
    }

    @Test func zeroTrialsIsFinishedAtOnce() {
        let engine = ReactionTimeEngine(
            .init(trials: 0, minWaitMs: 1000, maxWaitMs: 1000, timeoutMs: 2000),
            practice: true, random: SeededRandom(seed: 1))
        #expect(engine.isFinished)
    }
}

@Suite struct ReactionTimeSummaryTests {
    /// A hand-written log: trial 1 with a false start then 250 ms; trial 2 timed out;
    /// trial 3 at 300 ms; a practice trial that must not count.
    let log: [TaskEvent] = [
        TaskEvent(.shown, "stimulus", at: ms(10), trial: 1, practice: true),
        TaskEvent(.key, "space", at: ms(110), trial: 1, practice: true, detail: ["response": "hit"]),
        TaskEvent(.shown, "fixation", at: ms(1000), trial: 1, detail: ["waitMs": "1500"]),
        TaskEvent(.key, "space", at: ms(1200), trial: 1, detail: ["response": "false-start"]),
        TaskEvent(.shown, "fixation", at: ms(3000), trial: 1, detail: ["waitMs": "2000"]),
        TaskEvent(.shown, "stimulus", at: ms(5000), trial: 1),
        TaskEvent(.key, "space", at: ms(5250), trial: 1, detail: ["response": "hit"]),
        TaskEvent(.shown, "fixation", at: ms(6000), trial: 2, detail: ["waitMs": "1000"]),
        TaskEvent(.shown, "stimulus", at: ms(7000), trial: 2),
        TaskEvent(.timeout, "no-response", at: ms(9000), trial: 2),
        TaskEvent(.shown, "fixation", at: ms(10000), trial: 3, detail: ["waitMs": "1000"]),
        TaskEvent(.shown, "stimulus", at: ms(11000), trial: 3),
        TaskEvent(.key, "x", at: ms(11100), trial: 3, detail: ["response": "ignored"]),
        TaskEvent(.key, "space", at: ms(11300), trial: 3, detail: ["response": "hit"]),
    ]

    @Test func figuresFromAKnownLog() {
        let summary = ReactionTimeSummary.compute(log)
        #expect(summary.trials.map(\.outcome) == ["hit", "timeout", "hit"])
        #expect(summary.trials.map(\.reactionTimeMs) == [250, nil, 300])
        #expect(summary.trials.map(\.waitMs) == [2000, 1000, 1000])
        #expect(summary.trials.map(\.falseStartsBefore) == [1, 0, 0])
        #expect(summary.hits == 2)
        #expect(summary.timeouts == 1)
        #expect(summary.falseStarts == 1)
        #expect(summary.meanMs == 275)
        #expect(summary.medianMs == 275)
        #expect(summary.sdMs == 35.355)
        #expect(summary.minMs == 250)
        #expect(summary.maxMs == 300)
    }

    @Test func anEmptyLogHasNoFigures() {
        let summary = ReactionTimeSummary.compute([])
        #expect(summary.trials.isEmpty)
        #expect(summary.meanMs == nil)
        #expect(summary.sdMs == nil)
    }
}

@Suite struct CountdownEngineTests {
    @Test func countsDownOnceASecondFromItsOnsets() {
        var countdown = CountdownEngine(seconds: 3)
        var shown: [Int] = []
        var time: UInt64 = 0
        while !countdown.isFinished {
            shown.append(countdown.view)
            countdown.shown(at: time)
            #expect(countdown.deadline == time + 1_000_000_000)
            countdown.press(.space, at: time + 1)
            time += 1_000_000_000
            countdown.timeUp(at: time)
        }
        #expect(shown == [3, 2, 1])
        #expect(countdown.events.isEmpty)
    }
}
