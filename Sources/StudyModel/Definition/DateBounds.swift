/// A calendar day with no time zone: answers to date questions and date limits.
public struct CalendarDay: Sendable, Hashable, Comparable, Codable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// (The month's length from a switch, not an array made for every day read: every time
    /// of every journal line is checked here.)
    public var isValid: Bool {
        guard (1...12).contains(month), year >= 1 else { return false }
        return (1...Self.length(ofMonth: month, in: year)).contains(day)
    }

    /// `YYYY-MM-DD`, the form participants type and results store.
    public var iso: String {
        PaddedDigits.text([(year, 4, UInt8(ascii: "-")), (month, 2, UInt8(ascii: "-")), (day, 2, 0)])
            ?? String(year).leftPadded(4) + "-" + String(month).leftPadded(2) + "-" + String(day).leftPadded(2)
    }
}

/// A limit on a date answer: a fixed day, or a distance from the day the question is asked.
public enum DateBound: Sendable, Equatable {
    public enum Unit: String, Sendable {
        case days = "d"
        case weeks = "w"
        case months = "m"
        case years = "y"
    }
    case day(CalendarDay)
    case relativeToToday(amount: Int, unit: Unit)
}

/// A limit on a date-time answer: a fixed minute, or seconds from the moment it is asked.
public enum DateTimeBound: Sendable, Equatable {
    case moment(CalendarDay, minuteOfDay: Int)
    case relativeToNow(seconds: Int)
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
