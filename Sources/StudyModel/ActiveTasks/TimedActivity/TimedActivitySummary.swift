/// The figures of a timed activity, from its measured events: how long it lasted, from
/// the activity screen's onset to the key that ended it, against the target.
public struct TimedActivitySummary: TaskSummary, Equatable {
    public var targetSeconds: Int?
    /// The activity screen's onset and the end key's read time.
    public var startNs: UInt64?
    public var endNs: UInt64?
    /// From `startNs` to `endNs`; null when the run was stopped before the end key.
    public var durationMs: Double?
    /// True when the end key came before the target time.
    public var endedEarly: Bool?
    /// How long past the target the end key came (0 when it ended early).
    public var overrunMs: Double?

    public static func compute(_ events: [TaskEvent]) -> TimedActivitySummary {
        var summary = TimedActivitySummary()
        for event in events.measured {
            switch (event.kind, event.value) {
            case (.shown, "activity"):
                // A round begun again after a pause starts from nothing: only the last counts.
                summary = TimedActivitySummary(
                    targetSeconds: event.detail?["targetSeconds"].flatMap { Int($0) },
                    startNs: event.monotonicNs)
            case (.mark, "ended"):
                summary.endNs = event.monotonicNs
            default:
                break
            }
        }
        guard let start = summary.startNs, let end = summary.endNs else { return summary }
        let duration = milliseconds(from: start, to: end)
        summary.durationMs = TaskStatistics.rounded(duration)
        if let target = summary.targetSeconds {
            let targetMs = Double(target) * 1000
            summary.endedEarly = duration < targetMs
            summary.overrunMs = TaskStatistics.rounded(max(0, duration - targetMs))
        }
        return summary
    }

    enum CodingKeys: String, CodingKey {
        case targetSeconds, startNs, endNs, durationMs, endedEarly, overrunMs
    }

    /// Absent figures are written as null, so every timed-activity file has the same keys.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(targetSeconds, forKey: .targetSeconds)
        try c.encode(startNs, forKey: .startNs)
        try c.encode(endNs, forKey: .endNs)
        try c.encode(durationMs, forKey: .durationMs)
        try c.encode(endedEarly, forKey: .endedEarly)
        try c.encode(overrunMs, forKey: .overrunMs)
    }
}
