import Foundation

/// Where a task stands on the participant's home screen.
public enum TaskStatus: Hashable, Sendable {
    /// To do now: never done, or due again.
    case toDo
    /// A `once` task that has been done.
    case done
    /// Done for now; due again at `nextDue`.
    case doneUntil(nextDue: Date)
    /// Not open yet: before the schedule starts, or outside its time window; opens at `opensAt`.
    case notYet(opensAt: Date)
    /// The schedule has ended (its last occurrence is over, done or not).
    case over
}

/// A task's schedule worked out at one moment: its status, the occurrence it is in, how
/// far through the schedule the participant is and how many occurrences they did.
public struct TaskTimeline: Sendable, Equatable {
    public var status: TaskStatus
    /// The occurrence open now (or the one that just ended, when the schedule is over).
    public var occurrence: ScheduleCalendar.Occurrence?
    /// When the current occurrence began, for "to do since".
    public var dueSince: Date?
    /// How many occurrences the schedule has; nil when it does not end.
    public var occurrenceCount: Int?
    /// Occurrences begun by now, the current one included.
    public var occurrencesBegun: Int
    /// Occurrences with at least one completed run.
    public var occurrencesDone: Int
    /// The current occurrence has begun but its time window has not opened yet (the evening
    /// diary in the morning): it is not yet something the participant could have done.
    public var currentOpensLater = false
    /// The latest completion.
    public var lastDone: Date?
    /// To do, and has been since an earlier day than today.
    public var overdue: Bool
}

/// When a task is due, from its schedule, the participant's enrolment, the times earlier
/// runs were completed, the time now and the participant's calendar (its time zone decides
/// where days begin). Pure: the runner passes the clock's `now` and the calendar in.
///
/// Occurrences follow `ScheduleCalendar` from the schedule's start (by default the day
/// the participant joined): a weekly task's week runs from that weekday to the next. A
/// task is done for an occurrence once a run was completed in it, and due again when the
/// next one begins. Without an enrolment (tests, old journals) the day of the latest
/// completion starts the count, so a weekly task done on a Tuesday afternoon is due again
/// from the next Tuesday, 00:00. A completion later than `now` (the clock was put back)
/// keeps the task done until the occurrence after it.
public enum TaskSchedule {
    public static func status(
        of schedule: Schedule, completions: [Date], now: Date, enrolment: Date? = nil, calendar: Calendar
    ) -> TaskStatus {
        timeline(of: schedule, completions: completions, now: now, enrolment: enrolment, calendar: calendar).status
    }

    /// `status(of:completions:now:enrolment:calendar:)` with a Gregorian calendar in `timeZone`.
    public static func status(
        of schedule: Schedule, completions: [Date], now: Date, enrolment: Date? = nil, timeZone: TimeZone
    ) -> TaskStatus {
        status(of: schedule, completions: completions, now: now, enrolment: enrolment, calendar: .in(timeZone))
    }

    public static func timeline(
        of schedule: Schedule, completions: [Date], now: Date, enrolment: Date?, calendar: Calendar
    ) -> TaskTimeline {
        let last = completions.max()
        let start = enrolment ?? last ?? now
        let layout = ScheduleCalendar(
            schedule, anchor: ScheduleCalendar.anchor(of: schedule, enrolment: start, calendar: calendar),
            calendar: calendar)
        let doneIndexes = Set(completions.compactMap { layout.occurrence(containing: localDay($0, calendar))?.index })
        let today = localDay(now, calendar)
        // The clock was put back: the latest completion's occurrence decides.
        let reference = last.map { $0 > now ? localDay($0, calendar) : today } ?? today
        var timeline = TaskTimeline(
            status: .toDo, occurrence: nil, dueSince: nil, occurrenceCount: layout.occurrenceCount,
            occurrencesBegun: 0, occurrencesDone: doneIndexes.count, lastDone: last, overdue: false)
        guard reference >= layout.anchor else {
            timeline.status = .notYet(opensAt: opening(layout.occurrence(0), layout, after: now))
            return timeline
        }
        guard let current = layout.occurrence(containing: reference) else {
            timeline.status = schedule.isOnce && !doneIndexes.isEmpty ? .done : .over
            timeline.occurrencesBegun = layout.occurrenceCount ?? 0
            return timeline
        }
        timeline.occurrence = current
        timeline.occurrencesBegun = current.index + 1
        timeline.dueSince = layout.start(of: current.firstDay)
        timeline.status = status(in: current, done: doneIndexes.contains(current.index), layout, now: now)
        timeline.overdue = timeline.status == .toDo && current.firstDay < today
        if case let .notYet(opens) = timeline.status {
            timeline.currentOpensLater = current.endDay.map { opens < layout.start(of: $0) } ?? true
        }
        return timeline
    }

    private static func status(
        in occurrence: ScheduleCalendar.Occurrence, done: Bool, _ layout: ScheduleCalendar, now: Date
    ) -> TaskStatus {
        if done {
            if layout.schedule.isOnce { return .done }
            let next = occurrence.index + 1
            if let count = layout.occurrenceCount, next >= count { return .over }
            return .doneUntil(nextDue: opening(layout.occurrence(next), layout, after: now))
        }
        guard let window = layout.schedule.window,
            !window.contains(minuteOfDay: ScheduleCalendar.minuteOfDay(of: now, calendar: layout.calendar))
        else { return .toDo }
        let opens = opening(occurrence, layout, after: now)
        if let end = occurrence.endDay, opens >= layout.start(of: end) {
            let next = occurrence.index + 1
            if let count = layout.occurrenceCount, next >= count { return .over }
            return .notYet(opensAt: opening(layout.occurrence(next), layout, after: now))
        }
        return .notYet(opensAt: opens)
    }

    /// The first moment the task may be done in `occurrence` at or after `now`: its first
    /// day's start, or the next opening of its time window.
    static func opening(_ occurrence: ScheduleCalendar.Occurrence, _ layout: ScheduleCalendar, after now: Date)
        -> Date
    {
        let begins = layout.start(of: occurrence.firstDay)
        guard let window = layout.schedule.window else { return begins }
        var day = max(occurrence.firstDay, localDay(now, layout.calendar))
        // Today's opening if it is still to come, else tomorrow's (two days cover a window past midnight).
        for _ in 0..<3 {
            let open = layout.moment(day, minuteOfDay: window.from)
            if open >= now && open >= begins { return open }
            day = day.adding(days: 1)
        }
        return layout.moment(day, minuteOfDay: window.from)
    }

    private static func localDay(_ date: Date, _ calendar: Calendar) -> CalendarDay {
        ScheduleCalendar.localDay(of: date, calendar: calendar)
    }
}

extension Calendar {
    /// A Gregorian calendar in `timeZone`.
    public static func `in`(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

extension TaskStatus {
    /// When a task that cannot be done now can be done next.
    public var opensAt: Date? {
        switch self {
        case let .doneUntil(date), let .notYet(date): return date
        case .toDo, .done, .over: return nil
        }
    }
}

extension TaskSchedule {
    /// Whether `earlier` and `later` fall in the same occurrence of `schedule` (always, for
    /// `once`): a run started in an earlier occurrence is over when the next one begins.
    public static func sameOccurrence(
        _ earlier: Date, _ later: Date, of schedule: Schedule, enrolment: Date?, calendar: Calendar
    ) -> Bool {
        if schedule.isOnce { return true }
        let layout = ScheduleCalendar(
            schedule,
            anchor: ScheduleCalendar.anchor(of: schedule, enrolment: enrolment ?? earlier, calendar: calendar),
            calendar: calendar)
        let first = layout.occurrence(containing: ScheduleCalendar.localDay(of: earlier, calendar: calendar))
        let second = layout.occurrence(containing: ScheduleCalendar.localDay(of: later, calendar: calendar))
        return first?.index == second?.index
    }
}
