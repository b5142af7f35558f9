/// The figures of a reaction-time run, from its measured events: per trial, the time from
/// the stimulus's onset to the space press (or a timeout), and the false starts before it.
public struct ReactionTimeSummary: TaskSummary, Equatable {
    public struct Trial: Encodable, Sendable, Equatable {
        public var trial: Int
        /// "hit" or "timeout".
        public var outcome: String
        public var waitMs: Int?
        public var stimulusNs: UInt64
        public var responseNs: UInt64?
        public var reactionTimeMs: Double?
        public var falseStartsBefore: Int
    }

    public var trials: [Trial]
    public var hits: Int
    public var timeouts: Int
    public var falseStarts: Int
    public var meanMs: Double?
    public var medianMs: Double?
    public var sdMs: Double?
    public var minMs: Double?
    public var maxMs: Double?

    public static func compute(_ events: [TaskEvent]) -> ReactionTimeSummary {
        var trials: [Trial] = []
        var falseStarts = 0
        var falseStartsThisTrial = 0
        var waitMs: Int?
        var stimulus: (trial: Int, time: UInt64)?
        for event in events.measured {
            switch (event.kind, event.value) {
            case (.shown, "fixation"):
                waitMs = event.detail?["waitMs"].flatMap { Int($0) }
            case (.shown, "stimulus"):
                stimulus = (event.trial ?? trials.count + 1, event.monotonicNs)
            case (.key, _) where event.detail?["response"] == "false-start":
                falseStarts += 1
                falseStartsThisTrial += 1
            case (.key, _) where event.detail?["response"] == "hit":
                guard let shown = stimulus else { continue }
                trials.append(
                    Trial(
                        trial: shown.trial, outcome: "hit", waitMs: waitMs, stimulusNs: shown.time,
                        responseNs: event.monotonicNs,
                        reactionTimeMs: milliseconds(from: shown.time, to: event.monotonicNs),
                        falseStartsBefore: falseStartsThisTrial))
                stimulus = nil
                falseStartsThisTrial = 0
            case (.timeout, _):
                guard let shown = stimulus else { continue }
                trials.append(
                    Trial(
                        trial: shown.trial, outcome: "timeout", waitMs: waitMs, stimulusNs: shown.time,
                        responseNs: nil, reactionTimeMs: nil, falseStartsBefore: falseStartsThisTrial))
                stimulus = nil
                falseStartsThisTrial = 0
            default:
                break
            }
        }
        let times = trials.compactMap(\.reactionTimeMs)
        let r = { (value: Double?) in TaskStatistics.rounded(value) }
        return ReactionTimeSummary(
            trials: trials, hits: times.count, timeouts: trials.count - times.count, falseStarts: falseStarts,
            meanMs: r(TaskStatistics.mean(times)), medianMs: r(TaskStatistics.median(times)),
            sdMs: r(TaskStatistics.standardDeviation(times)), minMs: r(times.min()), maxMs: r(times.max()))
    }
}
