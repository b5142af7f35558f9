import Foundation
import StudyModel

/// The time of day as the participant's computer has it. Injected so that tests, and
/// results, are reproducible.
protocol WallClock {
    func now() -> Timestamp
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
        return AnswerInput.Moment(day: CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!),
                                  minuteOfDay: parts.hour! * 60 + parts.minute!, utcOffsetMinutes: now.utcOffsetSeconds / 60)
    }
}

struct SystemClock: WallClock {
    func now() -> Timestamp {
        let date = Date()
        return Timestamp(date: date, utcOffsetSeconds: TimeZone.current.secondsFromGMT(for: date))
    }
}

/// A clock that moves only when told to: tests and reproducible journeys.
final class FixedClock: WallClock {
    var current: Timestamp
    /// Added after each reading, so events get distinct, increasing times.
    var tick: TimeInterval

    init(_ current: Timestamp, tick: TimeInterval = 1) {
        self.current = current
        self.tick = tick
    }

    func now() -> Timestamp {
        defer { current.date += tick }
        return current
    }
}
