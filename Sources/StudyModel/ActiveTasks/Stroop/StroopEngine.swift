/// The Stroop colour-word task (Stroop 1935): a colour word is drawn in an ink colour, and
/// the participant names the ink with a key, not the word. Each trial is a fixation cross
/// for `fixationMs`, then the word until a colour key or `timeout-ms`, then a brief ✓ or ✗.
/// Keys that name no colour are logged and change nothing.
///
/// Which trials are congruent (word = ink) and every colour come from the seed, drawn once
/// when the round is made, so `stimuli` is the whole plan of the round.
public struct StroopEngine: ActiveTaskEngine {
    public enum View: Equatable, Sendable {
        case fixation(Trial)
        case word(Trial, Stimulus)
        /// After the word: `correct` is nil when no colour key came in time.
        case feedback(Trial, Stimulus, correct: Bool?)
    }

    public struct Trial: Equatable, Sendable {
        public var number: Int
        public var count: Int

        public init(number: Int, count: Int) {
            self.number = number
            self.count = count
        }
    }

    public struct Stimulus: Equatable, Sendable {
        public var word: StroopColour
        public var ink: StroopColour
        public var isCongruent: Bool { word == ink }

        public init(word: StroopColour, ink: StroopColour) {
            self.word = word
            self.ink = ink
        }
    }

    public struct Parameters: Sendable, Equatable {
        public var trials: Int
        public var congruentPercent: Int
        public var timeoutMs: Int

        public init(trials: Int, congruentPercent: Int, timeoutMs: Int) {
            self.trials = max(0, trials)
            self.congruentPercent = min(100, max(0, congruentPercent))
            self.timeoutMs = timeoutMs
        }

        /// The study's parameters; a practice round has `practice-trials` trials.
        public init(_ task: ActiveTask, practice: Bool) {
            let study = task.stroop
            self.init(
                trials: practice ? study.practiceTrials : study.trials,
                congruentPercent: study.congruentPercent, timeoutMs: study.timeoutMs)
        }

        /// round(trials × congruent-percent / 100), halves rounded up.
        public var congruentTrials: Int { (trials * congruentPercent + 50) / 100 }
    }

    public static let fixationMs = 500
    /// Long enough to see ✓ or ✗, short enough to keep the pace.
    public static let feedbackMs = 300

    public let parameters: Parameters
    public let practice: Bool
    /// The round's words and inks, trial 1 first.
    public let stimuli: [Stimulus]
    public private(set) var view: View
    public private(set) var screenNumber = 1
    public private(set) var deadline: UInt64?
    public private(set) var isFinished: Bool
    public private(set) var events: [TaskEvent] = []

    public init(_ parameters: Parameters, practice: Bool, random: SeededRandom) {
        var random = random
        self.init(parameters, practice: practice, stimuli: Self.plan(parameters, random: &random))
    }

    /// A round with a given plan (tests); `parameters.trials` is taken from it.
    init(_ parameters: Parameters, practice: Bool, stimuli: [Stimulus]) {
        var parameters = parameters
        parameters.trials = stimuli.count
        self.parameters = parameters
        self.practice = practice
        self.stimuli = stimuli
        self.view = .fixation(Trial(number: 1, count: stimuli.count))
        self.isFinished = stimuli.isEmpty
    }

    /// Exactly `congruentTrials` congruent trials in a shuffled order; each ink is drawn
    /// from all four colours, and an incongruent word from the three other ones.
    static func plan(_ parameters: Parameters, random: inout SeededRandom) -> [Stimulus] {
        let congruent = parameters.congruentTrials
        var isCongruent =
            Array(repeating: true, count: congruent) + Array(repeating: false, count: parameters.trials - congruent)
        isCongruent.shuffle(using: &random)
        return isCongruent.map { congruent in
            let ink = StroopColour.allCases.randomElement(using: &random)!
            let word = congruent ? ink : StroopColour.allCases.filter { $0 != ink }.randomElement(using: &random)!
            return Stimulus(word: word, ink: ink)
        }
    }

    private var trial: Trial {
        switch view {
        case let .fixation(trial), let .word(trial, _), let .feedback(trial, _, _): return trial
        }
    }

    private mutating func show(_ next: View) {
        view = next
        screenNumber += 1
        deadline = nil
    }

    private mutating func log(
        _ kind: TaskEvent.Kind, _ value: String, at time: UInt64, _ detail: [String: String]? = nil
    ) {
        events.append(TaskEvent(kind, value, at: time, trial: trial.number, practice: practice, detail: detail))
    }

    public mutating func shown(at time: UInt64) {
        switch view {
        case .fixation:
            log(.shown, "fixation", at: time)
            deadline = time.adding(milliseconds: Self.fixationMs)
        case let .word(_, stimulus):
            log(
                .shown, "word", at: time,
                [
                    "word": stimulus.word.rawValue, "ink": stimulus.ink.rawValue,
                    "congruent": String(stimulus.isCongruent),
                ])
            deadline = time.adding(milliseconds: parameters.timeoutMs)
        case .feedback:
            deadline = time.adding(milliseconds: Self.feedbackMs)
        }
    }

    public mutating func press(_ key: TaskKey, at time: UInt64) {
        guard case let .word(trial, stimulus) = view, let letter = key.letter, let colour = StroopColour(key: letter)
        else {
            // A key before the word or during feedback, or one that names no colour: kept
            // in the record, never counted as an answer.
            return log(.key, key.description, at: time, ["response": "ignored"])
        }
        let correct = colour == stimulus.ink
        log(.key, key.description, at: time, ["response": "answer", "correct": String(correct)])
        show(.feedback(trial, stimulus, correct: correct))
    }

    public mutating func timeUp(at time: UInt64) {
        switch view {
        case .fixation:
            show(.word(trial, stimuli[trial.number - 1]))
        case let .word(trial, stimulus):
            log(.timeout, "no-response", at: time)
            show(.feedback(trial, stimulus, correct: nil))
        case .feedback:
            let done = trial
            if done.number >= done.count {
                events.append(TaskEvent(.mark, "round-ended", at: time, practice: practice))
                isFinished = true
                deadline = nil
            } else {
                show(.fixation(Trial(number: done.number + 1, count: done.count)))
            }
        }
    }
}
