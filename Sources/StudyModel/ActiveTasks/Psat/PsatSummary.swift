/// The figures of a PSAT run, from its measured events: one pair per digit after the first
/// (that digit + the one before), with the answer and the time from the digit's onset to
/// the key that completed it, or a miss.
public struct PsatSummary: TaskSummary, Equatable {
    public struct Pair: Encodable, Sendable, Equatable {
        /// The digit's place in the round, from 2 (the first digit makes no pair).
        public var trial: Int
        public var digit: Int
        public var previous: Int
        public var expected: Int
        /// The whole answer typed; nil when missed.
        public var answer: Int?
        public var correct: Bool
        public var missed: Bool
        public var digitNs: UInt64
        public var answerNs: UInt64?
        public var responseTimeMs: Double?
    }

    public var pairs: [Pair]
    public var correct: Int
    public var wrong: Int
    public var missed: Int
    /// Correct answers out of all pairs, 0…1.
    public var accuracy: Double?
    public var meanCorrectMs: Double?
    /// The most correct answers in a row: a miss or a wrong answer ends a run.
    public var longestCorrectRun: Int

    public static func compute(_ events: [TaskEvent]) -> PsatSummary {
        var pairs: [Pair] = []
        var previous: Int?
        var open: Pair?
        for event in events.measured {
            switch event.kind {
            case .shown:
                guard let digit = Int(event.value) else { continue }
                // Sums are worked out again from the digits shown, so the log alone is the evidence.
                open = previous.map {
                    Pair(
                        trial: event.trial ?? 0, digit: digit, previous: $0, expected: $0 + digit, answer: nil,
                        correct: false,
                        missed: false, digitNs: event.monotonicNs, answerNs: nil, responseTimeMs: nil)
                }
                previous = digit
            case .key where event.detail?["response"] == "answer":
                guard var pair = open, let answer = event.detail?["answer"].flatMap({ Int($0) }) else { continue }
                pair.answer = answer
                pair.correct = answer == pair.expected
                pair.answerNs = event.monotonicNs
                pair.responseTimeMs = TaskStatistics.rounded(milliseconds(from: pair.digitNs, to: event.monotonicNs))
                pairs.append(pair)
                open = nil
            case .timeout:
                guard var pair = open else { continue }
                pair.missed = true
                pairs.append(pair)
                open = nil
            default:
                break
            }
        }
        return PsatSummary(pairs: pairs)
    }

    private init(pairs: [Pair]) {
        self.pairs = pairs
        correct = pairs.filter(\.correct).count
        missed = pairs.filter(\.missed).count
        wrong = pairs.count - correct - missed
        accuracy = pairs.isEmpty ? nil : TaskStatistics.rounded(Double(correct) / Double(pairs.count))
        meanCorrectMs = TaskStatistics.rounded(
            TaskStatistics.mean(pairs.filter(\.correct).compactMap(\.responseTimeMs)))
        var run = 0
        longestCorrectRun = 0
        for pair in pairs {
            run = pair.correct ? run + 1 : 0
            longestCorrectRun = max(longestCorrectRun, run)
        }
    }
}
