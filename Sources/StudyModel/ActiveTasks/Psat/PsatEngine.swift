/// The Paced Serial Addition Test, shown rather than spoken (after Gronwall's PASAT): digits
/// 1–9 appear one at a time, every `interval-ms`, and from the second one on the participant
/// types the sum of the last two digits before the next one appears.
///
/// The pace is anchored to onsets: each digit's deadline is its own onset + the interval,
/// so a late redraw delays one digit, never the whole series. No Enter is needed: a first
/// key 2–9 is a whole answer, a first key 1 waits for the second digit of 10–18 (Enter
/// takes the lone 1, Backspace takes it back). Only the first whole answer for a digit
/// counts; keys after it are logged and ignored. No whole answer in time is a miss.
public struct PsatEngine: ActiveTaskEngine {
    public struct View: Equatable, Sendable {
        /// Which digit of the round this is, from 1.
        public var number: Int
        public var count: Int
        public var digit: Int
        /// The sum asked for: this digit + the one before; nil for the first digit.
        public var expected: Int?
        /// What has been typed towards an answer ("1" while a sum of 10–18 is typed).
        public var typed: String
        /// The whole answer, once given.
        public var answer: Int?

        public var isCorrect: Bool? { answer.map { $0 == expected } }

        public init(number: Int, count: Int, digit: Int, expected: Int?, typed: String, answer: Int?) {
            self.number = number
            self.count = count
            self.digit = digit
            self.expected = expected
            self.typed = typed
            self.answer = answer
        }
    }

    public struct Parameters: Sendable, Equatable {
        public var digits: Int
        public var intervalMs: Int

        public init(digits: Int, intervalMs: Int) {
            self.digits = max(0, digits)
            self.intervalMs = intervalMs
        }

        /// The study's parameters; a practice round has `practice-digits` digits.
        public init(_ task: ActiveTask, practice: Bool) {
            self.init(digits: practice ? task.psat.practiceDigits : task.psat.digits, intervalMs: task.psat.intervalMs)
        }
    }

    public let parameters: Parameters
    public let practice: Bool
    /// The round's digits, in order, from the seed.
    public let digits: [Int]
    public private(set) var view: View
    public private(set) var screenNumber = 1
    public private(set) var deadline: UInt64?
    public private(set) var isFinished: Bool
    public private(set) var events: [TaskEvent] = []
    /// The next `shown(at:)` is a new digit's onset, not a redraw of what was typed.
    private var awaitingOnset = true

    public init(_ parameters: Parameters, practice: Bool, random: SeededRandom) {
        var random = random
        self.init(
            parameters, practice: practice,
            digits: (0..<parameters.digits).map { _ in Int.random(in: 1...9, using: &random) })
    }

    /// A round with given digits (tests); `parameters.digits` is taken from them.
    init(_ parameters: Parameters, practice: Bool, digits: [Int]) {
        var parameters = parameters
        parameters.digits = digits.count
        self.parameters = parameters
        self.practice = practice
        self.digits = digits
        self.view = View(
            number: 1, count: digits.count, digit: digits.first ?? 0, expected: nil, typed: "", answer: nil)
        self.isFinished = digits.isEmpty
    }

    private mutating func log(
        _ kind: TaskEvent.Kind, _ value: String, at time: UInt64, _ detail: [String: String]? = nil
    ) {
        events.append(TaskEvent(kind, value, at: time, trial: view.number, practice: practice, detail: detail))
    }

    /// What was typed changed: the screen is redrawn, but no onset is taken.
    private mutating func redraw() {
        screenNumber += 1
    }

    public mutating func shown(at time: UInt64) {
        guard awaitingOnset else { return }
        awaitingOnset = false
        log(.shown, String(view.digit), at: time, view.expected.map { ["expected": String($0)] })
        deadline = time.adding(milliseconds: parameters.intervalMs)
    }

    public mutating func press(_ key: TaskKey, at time: UInt64) {
        guard view.expected != nil, view.answer == nil else {
            // The first digit has nothing to add to, and an answer given is final.
            return log(.key, key.description, at: time, ["response": "ignored"])
        }
        switch (key, view.typed) {
        case let (.character(character), ""):
            guard let value = character.wholeNumberValue, value > 0 else { break }
            if value == 1 {
                view.typed = "1"
                log(.key, key.description, at: time, ["response": "typing", "typed": "1"])
                return redraw()
            }
            return answer(value, key, at: time)
        case let (.character(character), "1"):
            guard let value = character.wholeNumberValue else { break }
            return answer(10 + value, key, at: time)
        case (.enter, "1"):
            return answer(1, key, at: time)
        case (.backspace, "1"):
            view.typed = ""
            log(.key, key.description, at: time, ["response": "typing", "typed": ""])
            return redraw()
        default:
            break
        }
        log(.key, key.description, at: time, ["response": "ignored"])
    }

    private mutating func answer(_ value: Int, _ key: TaskKey, at time: UInt64) {
        view.typed = String(value)
        view.answer = value
        log(
            .key, key.description, at: time,
            [
                "response": "answer", "answer": String(value),
                "correct": String(view.isCorrect == true),
            ])
        redraw()
    }

    public mutating func timeUp(at time: UInt64) {
        if let expected = view.expected, view.answer == nil {
            var detail = ["expected": String(expected)]
            if !view.typed.isEmpty { detail["typed"] = view.typed }
            log(.timeout, "missed", at: time, detail)
        }
        deadline = nil
        guard view.number < view.count else {
            events.append(TaskEvent(.mark, "round-ended", at: time, practice: practice))
            isFinished = true
            return
        }
        let next = digits[view.number]
        view = View(
            number: view.number + 1, count: view.count, digit: next, expected: view.digit + next, typed: "", answer: nil
        )
        awaitingOnset = true
        screenNumber += 1
    }
}
