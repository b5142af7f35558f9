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
