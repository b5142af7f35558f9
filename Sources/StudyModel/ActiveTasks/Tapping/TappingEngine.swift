/// Finger tapping: alternate two keys ("f" and "j") as fast as possible for
/// `duration-seconds`. The timer starts at the first tap of either key, so the time taken
/// to react to the screen is not part of the measure, and ends exactly `duration-seconds`
/// later. Every key read is logged: a tap of the key due next is "ok", the same key twice
/// is an "alternation-error" (still a tap), any other key is "other-key".
///
/// The screen shows the seconds left, so it is redrawn once a second and after every tap;
/// only the start screen is logged as shown, because the redraws are not stimuli.
public struct TappingEngine: ActiveTaskEngine {
    public struct View: Equatable, Sendable {
        /// The two keys, left to right as given ("fj").
        public var keys: [Character]
        /// The key to press next; nil before the first tap, when either key starts.
        public var next: Character?
        /// Taps so far (presses of either of the two keys).
        public var taps: Int
        public var secondsLeft: Int
        public var timerStarted: Bool { next != nil }
    }

    public struct Parameters: Sendable, Equatable {
        public var durationSeconds: Int
        /// Two different lowercase letters.
        public var keys: [Character]

        public init(durationSeconds: Int, keys: String) {
            self.durationSeconds = max(1, durationSeconds)
            let letters = Array(keys.lowercased())
            self.keys = letters.count == 2 && letters[0] != letters[1] ? letters : ["f", "j"]
        }

        /// The study's parameters; a practice round lasts `practiceSeconds` (or less, when
        /// the measured round is shorter still).
        public init(_ task: ActiveTask, practice: Bool) {
            let duration = task.tapping.durationSeconds
            self.init(
                durationSeconds: practice ? min(TappingEngine.practiceSeconds, duration) : duration,
                keys: task.tapping.keys)
        }
    }

    public static let practiceSeconds = 5

    public let parameters: Parameters
    public let practice: Bool
    public private(set) var view: View
    public private(set) var screenNumber = 1
    public private(set) var isFinished = false
    public private(set) var events: [TaskEvent] = []
    private var startShown = false
    private var timerStart: UInt64?

    public init(_ parameters: Parameters, practice: Bool) {
        self.parameters = parameters
        self.practice = practice
        self.view = View(keys: parameters.keys, next: nil, taps: 0, secondsLeft: parameters.durationSeconds)
    }

    private var timerEnd: UInt64? {
        timerStart?.adding(milliseconds: parameters.durationSeconds * 1000)
    }

    /// The next whole second of the timer (to redraw the seconds left) or its end. Counted
    /// from the first tap, not from the last redraw, so the seconds do not drift.
    public var deadline: UInt64? {
        guard let timerStart, !isFinished else { return nil }
        let elapsed = parameters.durationSeconds - view.secondsLeft
        return timerStart.adding(milliseconds: min(elapsed + 1, parameters.durationSeconds) * 1000)
    }

    private mutating func log(
        _ kind: TaskEvent.Kind, _ value: String, at time: UInt64, trial: Int? = nil,
        _ detail: [String: String]? = nil
    ) {
        events.append(TaskEvent(kind, value, at: time, trial: trial, practice: practice, detail: detail))
    }

    public mutating func shown(at time: UInt64) {
        guard !startShown else { return }
        startShown = true
        log(
            .shown, "start", at: time,
            ["keys": String(parameters.keys), "durationSeconds": String(parameters.durationSeconds)])
    }

    public mutating func press(_ key: TaskKey, at time: UInt64) {
        guard !isFinished else { return }
        // The player ends the round first when a key comes after the deadline; this keeps
        // the engine right on its own.
        if let timerEnd, time >= timerEnd { return end() }
        guard let letter = key.letter, parameters.keys.contains(letter) else {
            log(.key, key.description, at: time, ["expected": expected, "result": "other-key"])
            return
        }
        if timerStart == nil {
            timerStart = time
            log(.mark, "timer-started", at: time)
        }
        let result = view.next == nil || view.next == letter ? "ok" : "alternation-error"
        log(.key, key.description, at: time, trial: view.taps + 1, ["expected": expected, "result": result])
        view.taps += 1
        view.next = parameters.keys.first { $0 != letter }
        screenNumber += 1
    }

    /// What the log says was due: the next key, or "either" before the first tap.
    private var expected: String {
        view.next.map { String($0) } ?? "either"
    }

    public mutating func timeUp(at time: UInt64) {
        guard let timerStart, let timerEnd, !isFinished else { return }
        if time >= timerEnd { return end() }
        let elapsed = time > timerStart ? Int((time - timerStart) / 1_000_000_000) : 0
        let secondsLeft = parameters.durationSeconds - min(elapsed, parameters.durationSeconds - 1)
        // A poll that wakes a hair early changes nothing; the player simply waits again.
        guard secondsLeft < view.secondsLeft else { return }
        view.secondsLeft = secondsLeft
        screenNumber += 1
    }

    /// The mark is put at the timer's exact end, even when the poll woke a little late:
    /// the window is exactly `duration-seconds` long, and nothing after it counts.
    private mutating func end() {
        guard let timerEnd else { return }
        log(.mark, "timer-ended", at: timerEnd)
        view.secondsLeft = 0
        isFinished = true
    }
}
