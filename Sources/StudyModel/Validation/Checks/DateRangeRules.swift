/// Date and date-time limits whose range is empty: no answer could be accepted, and a
/// required question would trap the participant. Fixed limits are compared directly;
/// limits relative to the day asked (`min: today, max: today-1y`) are compared as spans
/// of days, a month counting 28 to 31 days and a year 365 or 366, and reported only when
/// the range is empty whatever the day. A fixed limit against a relative one (`min:
/// 2030-01-01, max: today`) is empty on some days only, so it is checked on the day the
/// validation is made, when it is given (DateRangeRules+Mixed).
enum DateRangeRules {
    static func problems(
        _ options: DateOptions, owner: TextPlace.Part, today: (@Sendable () -> CalendarDay)? = nil
    ) -> [Diagnostic] {
        guard let min = options.min, let max = options.max else { return [] }
        switch (min.value, max.value) {
        case let (.day(low), .day(high)) where low > high:
            return [AnswerFormatCheck.minAboveMax(owner, at: max.location)]
        case let (.relativeToToday(lowAmount, lowUnit), .relativeToToday(highAmount, highUnit)):
            let earliest = days(lowAmount, lowUnit)
            let latest = days(highAmount, highUnit)
            guard earliest.lowerBound > latest.upperBound else { return [] }
            return [
                .error(
                    .minAboveMax,
                    "the date range of \(owner) is empty: its 'min' (\(written(lowAmount, lowUnit))) is always after its 'max' (\(written(highAmount, highUnit)))",
                    at: max.location, hint: "swap them: 'min' is the earliest date, 'max' the latest")
            ]
        case (.day, .relativeToToday), (.relativeToToday, .day):
            guard let today else { return [] }
            return mixedProblems(min, max, owner: owner, today: today())
        default:
            return []
        }
    }

    static func problems(_ options: DateTimeOptions, owner: TextPlace.Part) -> [Diagnostic] {
        guard let min = options.min, let max = options.max else { return [] }
        switch (min.value, max.value) {
        case let (.moment(lowDay, lowMinute), .moment(highDay, highMinute))
        where (lowDay, lowMinute) > (highDay, highMinute):
            return [AnswerFormatCheck.minAboveMax(owner, at: max.location)]
        case let (.relativeToNow(low), .relativeToNow(high)) where low > high:
            return [
                .error(
                    .minAboveMax, "the date-time range of \(owner) is empty: its 'min' is always after its 'max'",
                    at: max.location, hint: "swap them: 'min' is the earliest moment, 'max' the latest")
            ]
        default:
            return []
        }
    }

    /// How many days from today `amount` units can be, at least and at most.
    static func days(_ amount: Int, _ unit: DateBound.Unit) -> ClosedRange<Int> {
        let (shortest, longest): (Int, Int)
        switch unit {
        case .days: (shortest, longest) = (1, 1)
        case .weeks: (shortest, longest) = (7, 7)
        case .months: (shortest, longest) = (28, 31)
        case .years: (shortest, longest) = (365, 366)
        }
        let (a, overflowA) = amount.multipliedReportingOverflow(by: shortest)
        let (b, overflowB) = amount.multipliedReportingOverflow(by: longest)
        guard !overflowA, !overflowB else { return Int.min...Int.max }
        return Swift.min(a, b)...Swift.max(a, b)
    }

    static func written(_ amount: Int, _ unit: DateBound.Unit) -> String {
        amount == 0 ? "today" : "today\(amount > 0 ? "+" : "")\(amount)\(unit.rawValue)"
    }
}
