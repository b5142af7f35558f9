import StudyModel

/// The day a validation checks date ranges that mix a fixed limit and one relative to today
/// (`ValidationOptions.today`). Worked out on first use and once per process: finding the
/// local day sets up Foundation's calendar and time zone, which most studies never need.
enum ValidationDay {
    static let today: @Sendable () -> CalendarDay = { day }

    private static let day = SystemClock().moment().day
}
