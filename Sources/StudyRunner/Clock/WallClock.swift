import Foundation
import StudyModel

/// The time of day as the participant's computer has it. Injected so that tests, and
/// results, are reproducible.
protocol WallClock {
    func now() -> Timestamp
    /// The participant's time zone, for the UTC offset in force at another date.
    var timeZone: TimeZone { get }
}

extension WallClock {
    /// The participant's calendar day now.
    var today: ExpressionDate {
        let now = now()
        return ExpressionDate(now.date, timeZone: TimeZone(secondsFromGMT: now.utcOffsetSeconds) ?? .current)
    }
}

extension WallClock {
    /// The participant's local day, minute and UTC offset now, as answers need them.
    func moment() -> AnswerInput.Moment {
        let now = now()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: now.utcOffsetSeconds) ?? .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: now.date)
        return AnswerInput.Moment(
            day: CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!),
            minuteOfDay: parts.hour! * 60 + parts.minute!, utcOffsetMinutes: now.utcOffsetSeconds / 60)
    }
}

extension WallClock {
    /// A date-time answer stored with the UTC offset in force on that date (summer time),
    /// not today's.
    func withLocalOffset(_ value: AnswerValue) -> AnswerValue {
        guard case let .dateTime(day, minute, _) = value else { return value }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = DateComponents(
            year: day.year, month: day.month, day: day.day, hour: minute / 60, minute: minute % 60)
        guard let date = calendar.date(from: parts) else { return value }
        return .dateTime(day, minuteOfDay: minute, utcOffsetMinutes: timeZone.secondsFromGMT(for: date) / 60)
    }
}

struct SystemClock: WallClock {
    var timeZone: TimeZone { .current }

    func now() -> Timestamp {
        let date = Date()
        return Timestamp(date: date, utcOffsetSeconds: TimeZone.current.secondsFromGMT(for: date))
    }
}
