import Foundation

/// Last week in the study, for the summary on the first start of a new week: how many of the
/// sessions due that week were done. Only sessions the participant could do count, as in the
/// dashboard's "X of N": a task withheld by a permission not granted (the journal keeps only
/// each permission's latest decision, so the grants as they are now) adds nothing. Pure: the
/// moments and the calendar are passed in.
public struct WeekSummary: Sendable, Equatable {
    /// The study week summed up, from 1 (the week of joining).
    public var week: Int
    public var done: Int
    public var due: Int

    /// The week before `now`'s, when the start before this one (`previousStart`) was in an
    /// earlier study week than `now`; nil on the first start, within the same week, before
    /// joining, or when nothing was due last week. `granted` are the permissions granted (nil:
    /// every one, for callers that do not track them).
    public static func make(
        study: Study, completions: (TaskID) -> [Date], enrolment: Date?, granted: Set<PermissionID>? = nil,
        previousStart: Date?, now: Date, calendar: Calendar
    ) -> WeekSummary? {
        guard let enrolment, let previousStart else { return nil }
        let joined = ScheduleCalendar.localDay(of: enrolment, calendar: calendar)
        func week(_ date: Date) -> Int {
            (ScheduleCalendar.localDay(of: date, calendar: calendar).daysSince1970 - joined.daysSince1970) / 7 + 1
        }
        let current = week(now)
        guard current > 1, week(previousStart) < current else { return nil }
        // The counts at the last moment of last week, less those at the last moment of the week before.
        func counts(beforeWeek number: Int) -> (done: Int, begun: Int) {
            let first = joined.adding(days: (number - 1) * 7)
            // From noon, which every day has, so a daylight-saving change cannot move the day.
            let noon = DateComponents(year: first.year, month: first.month, day: first.day, hour: 12)
            guard number > 1, let midday = calendar.date(from: noon) else { return (0, 0) }
            let moment = calendar.startOfDay(for: midday).addingTimeInterval(-1)
            let dashboard = Dashboard.make(
                study: study, completions: { completions($0).filter { $0 <= moment } }, inProgress: [],
                enrolment: enrolment, granted: granted, now: moment, calendar: calendar)
            return (dashboard.occurrencesDone, dashboard.occurrencesBegun)
        }
        let end = counts(beforeWeek: current)
        let start = counts(beforeWeek: current - 1)
        let summary = WeekSummary(week: current - 1, done: end.done - start.done, due: end.begun - start.begun)
        return summary.due > 0 ? summary : nil
    }
}
