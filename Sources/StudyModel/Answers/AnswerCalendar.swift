/// Calendar arithmetic for resolving date limits such as `today-18y` on the day a
/// question is asked. The model has no clock: "today" and "now" are passed in.
extension CalendarDay {
    /// Days since 1970-01-01 (negative before), so that days can be added and compared.
    public var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    /// The day `daysSince1970` days after 1970-01-01.
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    public func adding(days: Int) -> CalendarDay {
        CalendarDay(daysSince1970: daysSince1970 + days)
    }

    /// Whole months later (or earlier), keeping the day of the month where it exists and
    /// otherwise taking the month's last day: 2024-02-29 minus one year is 2023-02-28,
    /// 2024-01-31 plus one month is 2024-02-29. For an age limit (`max: today-18y`) this
    /// errs on the safe side: nobody is let in a day before their 18th birthday.
    public func adding(months: Int) -> CalendarDay {
        let total = year * 12 + (month - 1) + months
        let newYear = total >= 0 ? total / 12 : (total - 11) / 12
        let newMonth = total - newYear * 12 + 1
        return CalendarDay(
            year: newYear, month: newMonth,
            day: min(day, CalendarDay.length(ofMonth: newMonth, in: newYear)))
    }

    static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension DateBound {
    /// The day this limit stands for when the question is asked on `today`.
    public func resolved(today: CalendarDay) -> CalendarDay {
        switch self {
        case let .day(day): return day
        case let .relativeToToday(amount, .days): return today.adding(days: amount)
        case let .relativeToToday(amount, .weeks): return today.adding(days: amount * 7)
        case let .relativeToToday(amount, .months): return today.adding(months: amount)
        case let .relativeToToday(amount, .years): return today.adding(months: amount * 12)
        }
    }

    /// Whether the limit is today itself, which messages say in words ("no later than today").
    var isToday: Bool {
        if case .relativeToToday(amount: 0, unit: _) = self { return true }
        return false
    }
}

extension DateTimeBound {
    /// Seconds since 1970-01-01 00:00 in the participant's local time, when the question
    /// is asked at `now`. Date-time answers are compared in local time, as they are typed.
    func resolvedSeconds(now: AnswerInput.Moment) -> Int {
        switch self {
        case let .moment(day, minute): return (day.daysSince1970 * 1440 + minute) * 60
        case let .relativeToNow(seconds): return now.localSeconds + seconds
        }
    }

    var isNow: Bool { self == .relativeToNow(seconds: 0) }
}
