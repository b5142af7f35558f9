/// The figures of a Stroop run, from its measured events: per trial the word, its ink, the
/// key and the time from the word's onset to it; accuracy and response times apart for
/// congruent and incongruent trials, and the Stroop effect between them.
public struct StroopSummary: TaskSummary, Equatable {
    public struct Trial: Encodable, Sendable, Equatable {
        public var trial: Int
        public var word: String
        public var ink: String
        public var congruent: Bool
        /// The colour key pressed ("r", "g", "b", "y"); nil when time ran out.
        public var key: String?
        /// The key named the ink.
        public var correct: Bool
        public var timedOut: Bool
        public var stimulusNs: UInt64
        public var responseNs: UInt64?
        public var reactionTimeMs: Double?
    }

    public var trials: [Trial]
    public var correct: Int
    /// Answered with a colour key that was not the ink.
    public var errors: Int
    public var timeouts: Int
    /// Correct trials out of all trials (timeouts count as not correct), 0…1.
    public var accuracy: Double?
    public var congruentAccuracy: Double?
    public var incongruentAccuracy: Double?
    /// Response times of correct trials only: an error's time says little about naming.
    public var congruentMeanMs: Double?
    public var congruentMedianMs: Double?
    public var incongruentMeanMs: Double?
    public var incongruentMedianMs: Double?
    /// Incongruent mean − congruent mean: the time it costs to ignore a conflicting word.
    public var stroopEffectMs: Double?

    public static func compute(_ events: [TaskEvent]) -> StroopSummary {
        var trials: [Trial] = []
        var word: Trial?
        for event in events.measured {
            switch (event.kind, event.value) {
            case (.shown, "word"):
                let detail = event.detail ?? [:]
                let shownWord = detail["word"] ?? ""
                let ink = detail["ink"] ?? ""
                word = Trial(
                    trial: event.trial ?? trials.count + 1, word: shownWord, ink: ink, congruent: shownWord == ink,
                    key: nil, correct: false, timedOut: false, stimulusNs: event.monotonicNs, responseNs: nil,
                    reactionTimeMs: nil)
            case (.key, let key) where event.detail?["response"] == "answer":
                guard var answered = word else { continue }
                // Judged again from the key and the ink, so the log alone is the evidence.
                answered.key = key
                answered.correct = key.first.flatMap { StroopColour(key: $0) }?.rawValue == answered.ink
                answered.responseNs = event.monotonicNs
                answered.reactionTimeMs = TaskStatistics.rounded(
                    milliseconds(from: answered.stimulusNs, to: event.monotonicNs))
                trials.append(answered)
                word = nil
            case (.timeout, _):
                guard var missed = word else { continue }
                missed.timedOut = true
                trials.append(missed)
                word = nil
            default:
                break
            }
        }
        return StroopSummary(trials: trials)
    }

    private init(trials: [Trial]) {
        let r = { (value: Double?) in TaskStatistics.rounded(value) }
        func accuracy(_ group: [Trial]) -> Double? {
            group.isEmpty ? nil : r(Double(group.filter(\.correct).count) / Double(group.count))
        }
        func correctTimes(congruent: Bool) -> [Double] {
            trials.filter { $0.congruent == congruent && $0.correct }.compactMap(\.reactionTimeMs)
        }
        let congruentTimes = correctTimes(congruent: true)
        let incongruentTimes = correctTimes(congruent: false)
        let congruentMean = TaskStatistics.mean(congruentTimes)
        let incongruentMean = TaskStatistics.mean(incongruentTimes)
        self.trials = trials
        correct = trials.filter(\.correct).count
        timeouts = trials.filter(\.timedOut).count
        errors = trials.count - correct - timeouts
        self.accuracy = accuracy(trials)
        congruentAccuracy = accuracy(trials.filter(\.congruent))
        incongruentAccuracy = accuracy(trials.filter { !$0.congruent })
        congruentMeanMs = r(congruentMean)
        congruentMedianMs = r(TaskStatistics.median(congruentTimes))
        incongruentMeanMs = r(incongruentMean)
        incongruentMedianMs = r(TaskStatistics.median(incongruentTimes))
        stroopEffectMs = r(incongruentMean.flatMap { incongruent in congruentMean.map { incongruent - $0 } })
    }
}
