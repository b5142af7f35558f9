import Foundation

/// One figure of an active task's results that the participant's "My results" screen can
/// chart across runs (`chart: true` on the task, `chart-figure:` to pick another than the
/// kind's default). Each names the summary field of the results file it reads
/// (docs/active-tasks.md) and how its number is read out.
public struct ResultFigure: Sendable, Hashable {
    /// How the summary's number is shown.
    public enum Unit: Sendable, Hashable {
        /// Milliseconds, shown as whole milliseconds.
        case milliseconds
        /// Milliseconds in the file, shown as seconds with one decimal.
        case seconds
        /// A proportion from 0 to 1, shown as a whole percentage.
        case percent
        /// A count, shown as it is.
        case count
    }

    public var kind: ActiveTaskKind
    /// As written in a study file (`median-reaction-time`).
    public var name: String
    /// The summary's key in the results file; a dot goes into a nested object (`partB.totalTimeMs`).
    public var summaryKey: String
    public var unit: Unit

    /// The number to chart from the value in the file (seconds from milliseconds, percent from a proportion).
    public func shown(_ stored: Double) -> Double {
        switch unit {
        case .milliseconds, .count: return stored
        case .seconds: return stored / 1000
        case .percent: return stored * 100
        }
    }

    /// The figure's value in an active task's results file (its JSON bytes), or nil when the
    /// file has none (a run cut short before anything was measured, a part not completed).
    public func value(inResultFile data: Data) -> Double? {
        guard var node = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            var summary = node["summary"] as? [String: Any]
        else { return nil }
        let path = summaryKey.split(separator: ".").map(String.init)
        for key in path.dropLast() {
            guard let inner = summary[key] as? [String: Any] else { return nil }
            summary = inner
        }
        node = summary
        guard let last = path.last, let number = node[last] as? NSNumber, !(node[last] is Bool) else { return nil }
        return number.doubleValue
    }
}

extension ResultFigure {
    /// Every figure that can be charted, each kind's default first.
    public static let all: [ResultFigure] = [
        .init(kind: .tapping, name: "taps", summaryKey: "taps", unit: .count),
        .init(kind: .tapping, name: "taps-per-second", summaryKey: "tapsPerSecond", unit: .count),
        .init(kind: .reactionTime, name: "median-reaction-time", summaryKey: "medianMs", unit: .milliseconds),
        .init(kind: .reactionTime, name: "mean-reaction-time", summaryKey: "meanMs", unit: .milliseconds),
        .init(kind: .stroop, name: "accuracy", summaryKey: "accuracy", unit: .percent),
        .init(kind: .stroop, name: "stroop-effect", summaryKey: "stroopEffectMs", unit: .milliseconds),
        .init(kind: .psat, name: "correct", summaryKey: "correct", unit: .count),
        .init(kind: .psat, name: "accuracy", summaryKey: "accuracy", unit: .percent),
        .init(kind: .spatialSpan, name: "best-span", summaryKey: "bestSpan", unit: .count),
        .init(kind: .trailMaking, name: "part-b-time", summaryKey: "partB.totalTimeMs", unit: .seconds),
        .init(kind: .trailMaking, name: "part-a-time", summaryKey: "partA.totalTimeMs", unit: .seconds),
        .init(kind: .towerOfHanoi, name: "moves", summaryKey: "moves", unit: .count),
        .init(kind: .towerOfHanoi, name: "total-time", summaryKey: "totalTimeMs", unit: .seconds),
        .init(kind: .timedActivity, name: "duration", summaryKey: "durationMs", unit: .seconds),
    ]

    /// The figures of one kind, its default first.
    public static func figures(of kind: ActiveTaskKind) -> [ResultFigure] {
        all.filter { $0.kind == kind }
    }

    /// What `chart: true` charts when no `chart-figure` is given.
    public static func defaultFigure(of kind: ActiveTaskKind) -> ResultFigure {
        figures(of: kind)[0]
    }

    /// Every name a study file may write, once each (for the format's definition).
    public static var allNames: [String] {
        var seen = Set<String>()
        return all.map(\.name).filter { seen.insert($0).inserted }
    }
}
