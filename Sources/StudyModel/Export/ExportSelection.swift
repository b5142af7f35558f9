import Foundation

/// Which participants and runs a partial export takes: `--participants` (a list of ids) and
/// `--since` (runs started, and eligibility answered, on or after a day, each in the
/// participant's own local time).
public struct ExportSelection: Sendable {
    public var participants: Set<String>?
    public var since: ExpressionDate?

    public init(participants: Set<String>? = nil, since: ExpressionDate? = nil) {
        self.participants = participants
        self.since = since
    }

    public func includes(_ participant: String) -> Bool {
        participants?.contains(participant) ?? true
    }

    /// Whether a withdrawal with deletion is in the export: with `since`, only one on or
    /// after that day.
    public func includes(_ deletion: ExportParticipant.Deletion) -> Bool {
        guard let since, let left = deletion.leftAt else { return true }
        return Self.day(left) >= since
    }

    static func day(_ time: Timestamp) -> ExpressionDate {
        ExpressionDate(time.date, timeZone: TimeZone(secondsFromGMT: time.utcOffsetSeconds) ?? .gmt)
    }

    /// The events of the runs started on or after `since`; the rest of the record (joining,
    /// consent, sessions) is kept, since it is not answers.
    public func events(_ events: [JournalEvent]) -> [JournalEvent] {
        guard let since else { return events }
        let day = Self.day
        var earlierRuns: Set<String> = []
        return events.filter { event in
            switch event.kind {
            case let .taskStarted(_, run):
                if day(event.time) < since { earlierRuns.insert(run) }
                return day(event.time) >= since
            case .eligibilityAnswered, .eligibilityDecided:
                return day(event.time) >= since
            case let .stepShown(_, run, _), let .answered(_, run, _, _), let .wentBack(_, run, _, _),
                let .taskFinished(_, run, _), let .resultSaved(_, run, _):
                return !earlierRuns.contains(run)
            default:
                return true
            }
        }
    }
}
