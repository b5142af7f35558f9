import Foundation

/// Where a task stands on the participant's home screen.
public enum TaskStatus: Hashable, Sendable {
    /// To do now: never done, or due again.
    case toDo
    /// A `once` task that has been done.
    case done
    /// Done for now; due again at `nextDue`.
    case doneUntil(nextDue: Date)
}

/// When a task is due, from its `schedule`, the times earlier runs were completed, the
/// time now and the participant's calendar (its time zone decides where days begin).
/// Pure: the runner passes the clock's `now` and the calendar in.
///
/// - `once`: to do until completed once, then done.
/// - `daily`: done until the local midnight after the last completion, then to do.
/// - `weekly`: done until the start of the local day 7 days after the last completion
///   (done on a Tuesday afternoon → due again from the next Tuesday, 00:00), then to do.
///
/// Days follow the calendar, not 24-hour periods, so a day of 23 or 25 hours (daylight
/// saving) still ends at local midnight, or at the day's first moment where midnight
/// does not exist. A completion later than `now` (the clock was put back) keeps the task
/// done until the time worked out from it.
public enum TaskSchedule {
    public static func status(
        of schedule: StudyTask.Schedule, completions: [Date], now: Date,
        calendar: Calendar
    ) -> TaskStatus {
        guard let last = completions.max() else { return .toDo }
        let nextDue: Date
        switch schedule {
        case .once: return .done
        case .daily: nextDue = startOfDay(after: last, days: 1, calendar: calendar)
        case .weekly: nextDue = startOfDay(after: last, days: 7, calendar: calendar)
        }
        return now < nextDue ? .doneUntil(nextDue: nextDue) : .toDo
    }

    /// `status(of:completions:now:calendar:)` with a Gregorian calendar in `timeZone`.
    public static func status(
        of schedule: StudyTask.Schedule, completions: [Date], now: Date,
        timeZone: TimeZone
    ) -> TaskStatus {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return status(of: schedule, completions: completions, now: now, calendar: calendar)
    }

    /// The start of the local day `days` calendar days after the day of `date`.
    static func startOfDay(after date: Date, days: Int, calendar: Calendar) -> Date {
        let dayStart = calendar.startOfDay(for: date)
        // From noon, so that adding days never lands in a daylight-saving gap at midnight.
        let noon = calendar.date(byAdding: .hour, value: 12, to: dayStart) ?? dayStart
        guard let later = calendar.date(byAdding: .day, value: days, to: noon) else {
            return dayStart.addingTimeInterval(Double(days) * 86_400)
        }
        return calendar.startOfDay(for: later)
    }

    /// `items` in home-screen order: tasks to do first, then those done for now by when
    /// they are due again (soonest first), then `once` tasks already done. Ties keep the
    /// order of `items` (the study's order).
    public static func homeScreenOrder<Item>(_ items: [Item], status: (Item) -> TaskStatus) -> [Item] {
        items.enumerated()
            .map { (offset: $0.offset, item: $0.element, status: status($0.element)) }
            .sorted { a, b in
                let (rankA, rankB) = (rank(a.status), rank(b.status))
                if rankA != rankB { return rankA < rankB }
                if case let .doneUntil(dueA) = a.status, case let .doneUntil(dueB) = b.status, dueA != dueB {
                    return dueA < dueB
                }
                return a.offset < b.offset
            }
            .map(\.item)
    }

    private static func rank(_ status: TaskStatus) -> Int {
        switch status {
        case .toDo: return 0
        case .doneUntil: return 1
        case .done: return 2
        }
    }
}
