/// The figures of a trail-making run, from its measured events: per part, the time from the
/// labels' onset to the last label, the errors, and each link from one label to the next.
public struct TrailMakingSummary: TaskSummary, Equatable {
    /// The way from one label to the next.
    public struct Link: Encodable, Sendable, Equatable {
        public var from: String
        public var to: String
        /// From reaching `from` (for the first link, the labels' onset) to reaching `to`.
        public var timeMs: Double
        /// Wrong labels typed on the way.
        public var errorsBefore: Int
    }

    public struct Part: Encodable, Sendable, Equatable {
        /// "A" or "B".
        public var part: String
        /// Every label reached within the time limit.
        public var completed: Bool
        public var labels: Int
        /// Labels reached, counting the first one the trail starts on.
        public var reached: Int
        /// From the labels' onset to the last label reached; null when not completed.
        public var totalTimeMs: Double?
        public var errors: Int
        public var links: [Link]
    }

    public var partA: Part?
    public var partB: Part?
    /// Part B's time minus part A's, when both were completed.
    public var bMinusAMs: Double?
    /// Part B's time divided by part A's, when both were completed.
    public var bOverA: Double?

    public static func compute(_ events: [TaskEvent]) -> TrailMakingSummary {
        var parts: [Part] = []
        var open: Part?
        var onset: UInt64 = 0
        var lastReach: (label: String, time: UInt64) = ("", 0)
        var errorsSince = 0
        for event in events.measured {
            switch (event.kind, event.value) {
            case (.shown, "trail"):
                if let unfinished = open { parts.append(unfinished) }
                let labels = Int(event.detail?["labels"] ?? "") ?? 0
                open = Part(
                    part: event.detail?["part"] ?? "", completed: false, labels: labels, reached: 1,
                    totalTimeMs: nil, errors: 0, links: [])
                onset = event.monotonicNs
                // Both parts start on 1, reached at the onset.
                lastReach = ("1", event.monotonicNs)
                errorsSince = 0
            case (.key, _) where event.detail?["result"] == "error":
                open?.errors += 1
                errorsSince += 1
            case (.key, _) where event.detail?["result"] == "reached":
                let to = event.detail?["expected"] ?? ""
                open?.links.append(
                    Link(
                        from: lastReach.label, to: to, timeMs: rounded(from: lastReach.time, to: event.monotonicNs),
                        errorsBefore: errorsSince))
                open?.reached += 1
                lastReach = (to, event.monotonicNs)
                errorsSince = 0
            case (.mark, "part-ended"):
                guard var part = open else { continue }
                part.completed = event.detail?["finished"] == "true"
                if part.completed { part.totalTimeMs = rounded(from: onset, to: lastReach.time) }
                parts.append(part)
                open = nil
            default:
                break
            }
        }
        if let unfinished = open { parts.append(unfinished) }
        let a = parts.first { $0.part == "A" }
        let b = parts.first { $0.part == "B" }
        var summary = TrailMakingSummary(partA: a, partB: b)
        if let timeA = a?.totalTimeMs, let timeB = b?.totalTimeMs {
            summary.bMinusAMs = TaskStatistics.rounded(timeB - timeA)
            summary.bOverA = timeA > 0 ? TaskStatistics.rounded(timeB / timeA) : nil
        }
        return summary
    }

    private static func rounded(from start: UInt64, to end: UInt64) -> Double {
        TaskStatistics.rounded(milliseconds(from: start, to: end)) ?? 0
    }
}
