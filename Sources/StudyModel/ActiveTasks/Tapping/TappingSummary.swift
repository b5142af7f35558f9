/// The figures of a tapping run, from its measured events: how many taps, how regular they
/// were (the intervals between consecutive taps) and how often the alternation broke.
public struct TappingSummary: TaskSummary, Equatable {
    /// Presses of either of the two keys, alternation errors included.
    public var taps: Int
    /// Taps per key ("f": 31, "j": 30); both keys are listed, even with no taps.
    public var tapsPerKey: [String: Int]
    /// Milliseconds between each tap and the one before it (taps − 1 values).
    public var intervalsMs: [Double]
    public var meanIntervalMs: Double?
    public var sdIntervalMs: Double?
    public var medianIntervalMs: Double?
    /// Taps divided by the timed window; null when the window did not end (a stopped run).
    public var tapsPerSecond: Double?
    /// Taps of the same key twice in a row (also how a held key's auto-repeat shows).
    public var alternationErrors: Int
    /// Presses of any other key while the timer ran.
    public var otherKeys: Int
    public var firstTapNs: UInt64?
    public var lastTapNs: UInt64?
    /// From the first tap to the timer's end: `duration-seconds` × 1000 when the round ran
    /// out; null when it was stopped first.
    public var durationMs: Double?

    public static func compute(_ events: [TaskEvent]) -> TappingSummary {
        var keys: [String] = []
        var taps: [TaskEvent] = []
        var otherKeys = 0
        var timerStart: UInt64?
        var timerEnd: UInt64?
        for event in events.measured {
            switch (event.kind, event.value) {
            case (.shown, "start"):
                // A round begun again after a pause starts from nothing: only the last counts.
                keys = (event.detail?["keys"]).map { $0.map { String($0) } } ?? []
                taps = []
                otherKeys = 0
                timerStart = nil
                timerEnd = nil
            case (.mark, "timer-started"):
                timerStart = event.monotonicNs
            case (.mark, "timer-ended"):
                timerEnd = event.monotonicNs
            case (.key, _) where event.detail?["result"] == "other-key":
                if timerStart != nil { otherKeys += 1 }
            case (.key, _) where event.trial != nil:
                taps.append(event)
            default:
                break
            }
        }
        var tapsPerKey = Dictionary(uniqueKeysWithValues: keys.map { ($0, 0) })
        for tap in taps { tapsPerKey[tap.value, default: 0] += 1 }
        let intervals = zip(taps, taps.dropFirst()).map { milliseconds(from: $0.monotonicNs, to: $1.monotonicNs) }
        let duration = timerStart.flatMap { start in timerEnd.map { milliseconds(from: start, to: $0) } }
        let r = { (value: Double?) in TaskStatistics.rounded(value) }
        return TappingSummary(
            taps: taps.count, tapsPerKey: tapsPerKey, intervalsMs: intervals.compactMap { r($0) },
            meanIntervalMs: r(TaskStatistics.mean(intervals)),
            sdIntervalMs: r(TaskStatistics.standardDeviation(intervals)),
            medianIntervalMs: r(TaskStatistics.median(intervals)),
            tapsPerSecond: r(duration.flatMap { $0 > 0 ? Double(taps.count) / ($0 / 1000) : nil }),
            alternationErrors: taps.filter { $0.detail?["result"] == "alternation-error" }.count, otherKeys: otherKeys,
            firstTapNs: taps.first?.monotonicNs, lastTapNs: taps.last?.monotonicNs, durationMs: r(duration))
    }

    enum CodingKeys: String, CodingKey {
        case taps, tapsPerKey, intervalsMs, meanIntervalMs, sdIntervalMs, medianIntervalMs, tapsPerSecond
        case alternationErrors, otherKeys, firstTapNs, lastTapNs, durationMs
    }

    /// Absent figures are written as null, so every tapping file has the same keys.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(taps, forKey: .taps)
        try c.encode(tapsPerKey, forKey: .tapsPerKey)
        try c.encode(intervalsMs, forKey: .intervalsMs)
        try c.encode(meanIntervalMs, forKey: .meanIntervalMs)
        try c.encode(sdIntervalMs, forKey: .sdIntervalMs)
        try c.encode(medianIntervalMs, forKey: .medianIntervalMs)
        try c.encode(tapsPerSecond, forKey: .tapsPerSecond)
        try c.encode(alternationErrors, forKey: .alternationErrors)
        try c.encode(otherKeys, forKey: .otherKeys)
        try c.encode(firstTapNs, forKey: .firstTapNs)
        try c.encode(lastTapNs, forKey: .lastTapNs)
        try c.encode(durationMs, forKey: .durationMs)
    }
}
