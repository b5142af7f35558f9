import Foundation

/// A calendar day (proleptic Gregorian), without time or time zone: what date answers hold
/// and what "today" means to `years_since` and `days_since`.
public struct ExpressionDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil unless the day exists (so 2023-02-29 is refused).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD` exactly, as study files and expressions write dates.
    public init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = ExpressionTemporal.digits(parts[0]),
            let month = ExpressionTemporal.digits(parts[1]),
            let day = ExpressionTemporal.digits(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The calendar day of `date` in `timeZone`, for the runner's "today".
    public init(_ date: Date, timeZone: TimeZone = .current) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.year = parts.year ?? 1970
        self.month = parts.month ?? 1
        self.day = parts.day ?? 1
    }

    public var description: String {
        let pad = { (value: Int, width: Int) in
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (a: ExpressionDate, b: ExpressionDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// Days since 1970-01-01 (negative before), so day differences are a subtraction.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whole years from this date to `later`, counting a year only once its anniversary
    /// is reached (an age). Someone born on 29 February turns a year older on 1 March in
    /// common years. Negative when `later` is earlier.
    public func wholeYears(until later: ExpressionDate) -> Int {
        if later < self { return -later.wholeYears(until: self) }
        let years = later.year - year
        return (later.month, later.day) < (month, day) ? years - 1 : years
    }

    /// Days from this date to `later` (negative when `later` is earlier).
    public func days(until later: ExpressionDate) -> Int {
        later.dayNumber - dayNumber
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
