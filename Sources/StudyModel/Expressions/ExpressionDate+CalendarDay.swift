import Foundation

/// Conversions with the model's `CalendarDay`, so answers and "today" pass into
/// expressions without re-parsing text.
extension ExpressionDate {
    /// Nil when `day` is not a real day (e.g. 2023-02-29).
    public init?(_ day: CalendarDay) {
        self.init(year: day.year, month: day.month, day: day.day)
    }

    public var calendarDay: CalendarDay {
        CalendarDay(year: year, month: month, day: day)
    }
}

extension Timestamp {
    /// The calendar day of this moment at its own UTC offset, as "today" for the expressions
    /// of a run that ended then: what `ExpressionDate(date, timeZone:)` gives in a zone of that
    /// offset, without making a `Calendar` and a `TimeZone` for each of an export's runs.
    public var expressionDay: ExpressionDate {
        let localSeconds = date.timeIntervalSince1970 + Double(utcOffsetSeconds)
        let dayNumber = (localSeconds / 86_400).rounded(.down)
        // Beyond ±18 hours Foundation's zone is UTC; before 1900 its calendar may not be the
        // proleptic Gregorian one `CalendarDay` counts in: both through Foundation, as before.
        guard abs(utcOffsetSeconds) <= 18 * 3600, dayNumber.isFinite, (-25_567...2_932_896).contains(dayNumber),
            let day = ExpressionDate(CalendarDay(daysSince1970: Int(dayNumber)))
        else {
            return ExpressionDate(date, timeZone: TimeZone(secondsFromGMT: utcOffsetSeconds) ?? .gmt)
        }
        return day
    }
}
