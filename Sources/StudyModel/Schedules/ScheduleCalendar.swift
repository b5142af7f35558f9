import Foundation

/// A schedule laid out on the participant's calendar: its occurrences as local days. Days
/// are counted as calendar days (`CalendarDay`), never as 24-hour periods, so a day of 23
/// or 25 hours (daylight saving) moves nothing; the time zone only decides which day a
/// moment falls on and when a day begins.
public struct ScheduleCalendar: Sendable {
    /// One occurrence: from the start of `firstDay` to the start of `endDay` (exclusive),
    /// or open-ended (a `once` task without an end).
    public struct Occurrence: Sendable, Equatable {
        /// 0 for the first.
        public var index: Int
        public var firstDay: CalendarDay
        public var endDay: CalendarDay?
    }

    public let schedule: Schedule
    /// The first occurrence's day.
    public let anchor: CalendarDay
    public let calendar: Calendar

    public init(_ schedule: Schedule, anchor: CalendarDay, calendar: Calendar) {
        self.schedule = schedule
        self.anchor = anchor
        self.calendar = calendar
    }

    /// The first day of the schedule for someone who joined at `enrolment`.
    public static func anchor(of schedule: Schedule, enrolment: Date, calendar: Calendar) -> CalendarDay {
        anchor(of: schedule, joinedOn: localDay(of: enrolment, calendar: calendar))
    }

    /// The first day of the schedule for someone who joined on `joined`.
    public static func anchor(of schedule: Schedule, joinedOn joined: CalendarDay) -> CalendarDay {
        switch schedule.start {
        case let .day(day): return day
        case let .enrolment(days): return joined.adding(days: days)
        }
    }

    /// The first day after the schedule (exclusive), or nil when it does not end.
    public var endDay: CalendarDay? {
        switch schedule.end {
        case nil: return nil
        case let .after(amount, .days): return anchor.adding(days: amount)
        case let .after(amount, .weeks): return anchor.adding(days: amount * 7)
        case let .after(amount, .months): return anchor.adding(months: amount)
        case let .until(day): return day.adding(days: 1)
        case let .times(count): return schedule.isOnce ? nil : firstDay(of: count)
        }
    }

    /// How many occurrences the schedule has; nil when it does not end.
    public var occurrenceCount: Int? {
        if schedule.isOnce { return 1 }
        if case let .times(count) = schedule.end { return count }
        guard let endDay else { return nil }
        guard let containing = index(containing: endDay.adding(days: -1)) else { return 0 }
        return containing + 1
    }

    /// The first day of occurrence `index`, whether or not the schedule still runs then.
    public func firstDay(of index: Int) -> CalendarDay {
        switch schedule.repeats {
        case .once: return anchor
        case let .everyDays(days): return anchor.adding(days: index * days)
        case .monthly: return anchor.adding(months: index)
        }
    }

    /// The occurrence whose days include `day`: nil before the schedule starts or after it ends.
    public func occurrence(containing day: CalendarDay) -> Occurrence? {
        guard let index = index(containing: day) else { return nil }
        if let end = endDay, day >= end { return nil }
        if let count = occurrenceCount, index >= count { return nil }
        return occurrence(index)
    }

    /// Occurrence `index`, ending where the next begins or where the schedule ends.
    public func occurrence(_ index: Int) -> Occurrence {
        var end: CalendarDay? = schedule.isOnce ? nil : firstDay(of: index + 1)
        if let scheduleEnd = endDay { end = min(end ?? scheduleEnd, scheduleEnd) }
        return Occurrence(index: index, firstDay: firstDay(of: index), endDay: end)
    }

    /// The index of the occurrence period that `day` falls in, ignoring the schedule's end.
    private func index(containing day: CalendarDay) -> Int? {
        guard day >= anchor else { return nil }
        switch schedule.repeats {
        case .once: return 0
        case let .everyDays(days): return (day.daysSince1970 - anchor.daysSince1970) / max(days, 1)
        case .monthly:
            var months = (day.year - anchor.year) * 12 + (day.month - anchor.month)
            // A month has begun only on its occurrence's day (the 31st → the month's last day).
            if firstDay(of: months) > day { months -= 1 }
            return months
        }
    }

    // MARK: Days and moments

    /// The local day `date` falls on.
    public static func localDay(of date: Date, calendar: Calendar) -> CalendarDay {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The local minute of the day `date` falls on.
    public static func minuteOfDay(of date: Date, calendar: Calendar) -> Int {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }

    /// The first moment of `day`: local midnight, or the day's first moment where a
    /// daylight-saving change skips midnight.
    public func start(of day: CalendarDay) -> Date {
        moment(day, minuteOfDay: 0)
    }

    /// `day` at `minute` local time; in a daylight-saving gap, the first moment after it.
    public func moment(_ day: CalendarDay, minuteOfDay minute: Int) -> Date {
        // From noon, which every day has, so a skipped midnight cannot move the day.
        let noon = DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)
        guard let midday = calendar.date(from: noon) else { return Date(timeIntervalSince1970: 0) }
        let dayStart = calendar.startOfDay(for: midday)
        guard minute > 0 else { return dayStart }
        let wanted = DateComponents(
            year: day.year, month: day.month, day: day.day, hour: minute / 60, minute: minute % 60)
        let found = calendar.date(from: wanted) ?? dayStart.addingTimeInterval(Double(minute) * 60)
        return max(found, dayStart)
    }
}
