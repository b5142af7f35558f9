/// When a task is offered, as the study file says it: how often, from when, until when,
/// and at what times of day. A plain value; `TaskSchedule` works out what it means at a
/// given moment.
public struct Schedule: Sendable, Equatable {
    /// How often the task comes back.
    public enum Repeat: Sendable, Equatable {
        /// A single time (a baseline survey): done is done.
        case once
        /// Every `days` calendar days: 1 is daily, 7 weekly.
        case everyDays(Int)
        /// Every calendar month, on the day of the month the schedule starts (the month's
        /// last day where that day does not exist: 31 January → 28 or 29 February).
        case monthly
    }

    /// Where the first occurrence begins.
    public enum Start: Sendable, Equatable {
        /// `days` days after the day the participant joined (0: that day).
        case enrolment(days: Int)
        /// A fixed calendar day, the same for every participant.
        case day(CalendarDay)
    }

    /// Where the schedule ends; without one a repeating task goes on for as long as the
    /// participant takes part.
    public enum End: Sendable, Equatable {
        /// After a length of time from the start: `for: 12 weeks`.
        case after(Int, Unit)
        /// After this many occurrences: `times: 6`.
        case times(Int)
        /// At the end of this day: `until: 2027-03-31`.
        case until(CalendarDay)
    }

    public enum Unit: String, Sendable, Equatable, CaseIterable {
        case days, weeks, months
    }

    /// The times of day a task may be done, as minutes since local midnight; `from` later
    /// than `to` runs over midnight (22:00-02:00).
    public struct Window: Sendable, Equatable {
        public var from: Int
        public var to: Int

        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// Whether `minute` (since local midnight) falls inside the window.
        public func contains(minuteOfDay minute: Int) -> Bool {
            from <= to ? (from..<to).contains(minute) : minute >= from || minute < to
        }
    }

    public var repeats: Repeat
    public var start: Start
    public var end: End?
    public var window: Window?

    public init(_ repeats: Repeat, start: Start = .enrolment(days: 0), end: End? = nil, window: Window? = nil) {
        self.repeats = repeats
        self.start = start
        self.end = end
        self.window = window
    }

    public static let once = Schedule(.once)
    public static let daily = Schedule(.everyDays(1))
    public static let weekly = Schedule(.everyDays(7))
    public static let monthly = Schedule(.monthly)

    public var isOnce: Bool { repeats == .once }

    /// The repeat words a study file may write alone (`schedule: weekly`); `every N days`
    /// is the other form.
    public static let repeatWords = ["once", "daily", "weekly", "monthly"]
}
