/// A date range with one fixed limit and one relative to today. It is empty on some days
/// only: `min: 2030-01-01, max: today` until 2030 begins, `min: today-1y, max: 2030-12-31`
/// from 2032 on. Checked on the day the validation is made (`study validate` and `study run`
/// give theirs), so a study whose question nobody could answer today is refused with the
/// day its range opens, or the day it closed.
extension DateRangeRules {
    static func mixedProblems(
        _ min: Located<DateBound>, _ max: Located<DateBound>, owner: TextPlace.Part, today: CalendarDay
    ) -> [Diagnostic] {
        // Limits thousands of years away cannot be worked out as days (and mean no range).
        for case let .relativeToToday(amount, unit) in [min.value, max.value] {
            let span = days(amount, unit)
            guard span.lowerBound > -limitDays && span.upperBound < limitDays else { return [] }
        }
        let earliest = min.value.resolved(today: today)
        let latest = max.value.resolved(today: today)
        guard earliest > latest else { return [] }
        let when: String
        switch (min.value, max.value) {
        case let (.day(fixed), relative):
            let opens = firstDay(near: fixed) { relative.resolved(today: $0) >= fixed }
            when = "nobody can answer it before \(opens.iso)"
        case let (relative, .day(fixed)):
            let closed = firstDay(near: fixed) { relative.resolved(today: $0) > fixed }
            when = "nobody can answer it since \(closed.iso)"
        default:
            return []
        }
        return [
            .error(
                .minAboveMax,
                "the date range of \(owner) is empty on \(today.iso), the day it was checked: its 'min' (\(shown(min.value, today))) is after its 'max' (\(shown(max.value, today))); \(when)",
                at: max.location,
                hint: "'min' is the earliest date, 'max' the latest: move the fixed date, or the relative one")
        ]
    }

    /// About 27,000 years: further than any answer, and safe from overflow when resolved.
    private static let limitDays = 10_000_000

    /// A limit as written, and the day it stands for when relative.
    private static func shown(_ bound: DateBound, _ today: CalendarDay) -> String {
        switch bound {
        case let .day(day): return day.iso
        case let .relativeToToday(amount, unit): return "\(written(amount, unit)), \(bound.resolved(today: today).iso)"
        }
    }

    /// The first day on which `holds` becomes true, for a condition false on earlier days and
    /// true on later ones that turns within `limitDays` of `fixed`.
    private static func firstDay(near fixed: CalendarDay, _ holds: (CalendarDay) -> Bool) -> CalendarDay {
        var low = fixed.daysSince1970 - limitDays
        var high = fixed.daysSince1970 + limitDays
        while low < high {
            let middle = low + (high - low) / 2
            if holds(CalendarDay(daysSince1970: middle)) { high = middle } else { low = middle + 1 }
        }
        return CalendarDay(daysSince1970: low)
    }
}
