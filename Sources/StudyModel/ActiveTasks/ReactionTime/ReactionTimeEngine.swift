/// Simple reaction time: a fixation mark for a random wait (`min-wait-ms`…`max-wait-ms`),
/// then a stimulus; the participant presses space. A press during the wait is a false
/// start: it is said, and the trial begins again with a new wait. No press within
/// `timeout-ms` is a timeout, recorded and not repeated.
public struct ReactionTimeEngine: ActiveTaskEngine {
    public enum View: Equatable, Sendable {
        /// The fixation mark before the stimulus.
        case waiting(Trial)
        case stimulus(Trial)
        case tooSoon(Trial)
        case responded(Trial, milliseconds: Int)
        case missed(Trial)
    }

    public struct Trial: Equatable, Sendable {
        public var number: Int
        public var count: Int
    }

    public struct Parameters: Sendable, Equatable {
        public var trials: Int
        public var minWaitMs: Int
        public var maxWaitMs: Int
        public var timeoutMs: Int

        public init(trials: Int, minWaitMs: Int, maxWaitMs: Int, timeoutMs: Int) {
            self.trials = trials
            self.minWaitMs = minWaitMs
            self.maxWaitMs = max(minWaitMs, maxWaitMs)
            self.timeoutMs = timeoutMs
        }

        /// The study's parameters; a practice round has `practice-trials` trials.
        public init(_ task: ActiveTask, practice: Bool) {
            let study = task.reactionTime
            self.init(
                trials: practice ? study.practiceTrials : study.trials, minWaitMs: study.minWaitMs,
                maxWaitMs: study.maxWaitMs, timeoutMs: study.timeoutMs)
        }
    }

    /// How long feedback stays on screen.
    public static let tooSoonMs = 1500
    public static let feedbackMs = 700
    public static let missedMs = 1000

    public let parameters: Parameters
    public let practice: Bool
    private var random: SeededRandom
    public private(set) var view: View
    public private(set) var screenNumber = 1
    public private(set) var deadline: UInt64?
    public private(set) var isFinished = false
    public private(set) var events: [TaskEvent] = []
    private var onset: UInt64?
    private var waitMs = 0

    public init(_ parameters: Parameters, practice: Bool, random: SeededRandom) {
        self.parameters = parameters
        self.practice = practice
        self.random = random
        self.view = .waiting(Trial(number: 1, count: parameters.trials))
        self.isFinished = parameters.trials == 0
    }

    private var trial: Trial {
        switch view {
        case let .waiting(trial), let .stimulus(trial), let .tooSoon(trial), let .responded(trial, _),
            let .missed(trial):
            return trial
        }
    }

    private mutating func show(_ next: View) {
        view = next
        screenNumber += 1
        deadline = nil
        onset = nil
    }

    private mutating func log(
        _ kind: TaskEvent.Kind, _ value: String, at time: UInt64, _ detail: [String: String]? = nil
    ) {
        events.append(TaskEvent(kind, value, at: time, trial: trial.number, practice: practice, detail: detail))
    }

    public mutating func shown(at time: UInt64) {
        onset = time
        switch view {
        case .waiting:
            waitMs = Int.random(in: parameters.minWaitMs...parameters.maxWaitMs, using: &random)
            log(.shown, "fixation", at: time, ["waitMs": String(waitMs)])
            deadline = time.adding(milliseconds: waitMs)
        case .stimulus:
            log(.shown, "stimulus", at: time)
            deadline = time.adding(milliseconds: parameters.timeoutMs)
        case .tooSoon:
            deadline = time.adding(milliseconds: Self.tooSoonMs)
        case .responded:
            deadline = time.adding(milliseconds: Self.feedbackMs)
        case .missed:
            deadline = time.adding(milliseconds: Self.missedMs)
        }
    }

    public mutating func press(_ key: TaskKey, at time: UInt64) {
        switch view {
        case .waiting:
            log(.key, key.description, at: time, ["response": "false-start"])
            show(.tooSoon(trial))
        case .stimulus where key == .space:
            log(.key, key.description, at: time, ["response": "hit"])
            let elapsed = onset.map { milliseconds(from: $0, to: time) } ?? 0
            show(.responded(trial, milliseconds: Int(elapsed.rounded())))
        default:
            // Other keys during the stimulus, and any key during feedback, do nothing; they
            // are logged so the record is complete.
            log(.key, key.description, at: time, ["response": "ignored"])
        }
    }

    public mutating func timeUp(at time: UInt64) {
        switch view {
        case .waiting:
            show(.stimulus(trial))
        case .stimulus:
            log(.timeout, "no-response", at: time)
            show(.missed(trial))
        case .tooSoon:
            show(.waiting(trial))
        case .responded, .missed:
            let done = trial
            if done.number >= done.count {
                events.append(TaskEvent(.mark, "round-ended", at: time, practice: practice))
                isFinished = true
                deadline = nil
            } else {
                show(.waiting(Trial(number: done.number + 1, count: done.count)))
            }
        }
    }
}
