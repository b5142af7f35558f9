/// Dates, times, date-times and durations. Limits relative to today or now are resolved
/// when the question is asked, and the messages show them resolved ("between 1926-01-01
/// and 2008-11-21"), except today and now themselves, which read better as words.
extension AnswerRules {
    // MARK: Date

    func checkDate(_ day: CalendarDay, _ options: DateOptions) -> Result<AnswerValue, AnswerProblem> {
        guard day.isValid else { return refuse() }
        if let min = options.min?.value, day < min.resolved(today: today) { return refuse() }
        if let max = options.max?.value, day > max.resolved(today: today) { return refuse() }
        return .success(.date(day))
    }

    func dateRule(_ options: DateOptions) -> String {
        func text(_ bound: DateBound) -> String { bound.isToday ? messages.today : bound.resolved(today: today).iso }
        return messages.dateRule(
            earliest: options.min.map { text($0.value) }, latest: options.max.map { text($0.value) })
    }

    // MARK: Time

    func checkTime(_ minute: Int, _ options: TimeOptions) -> Result<AnswerValue, AnswerProblem> {
        guard (0..<1440).contains(minute) else { return refuse() }
        if let min = options.min?.value, minute < min { return refuse() }
        if let max = options.max?.value, minute > max { return refuse() }
        return .success(.time(minuteOfDay: minute))
    }

    func timeRule(_ options: TimeOptions) -> String {
        messages.timeRule(
            earliest: options.min.map { AnswerFormatting.clock($0.value) },
            latest: options.max.map { AnswerFormatting.clock($0.value) })
    }

    // MARK: Date-time

    /// Compared on the participant's local clock, as typed; the UTC offset they answer in
    /// is kept with the answer so that results can place it in time.
    func checkDateTime(
        _ day: CalendarDay, _ minute: Int, _ offset: Int,
        _ options: DateTimeOptions
    ) -> Result<AnswerValue, AnswerProblem> {
        guard day.isValid, (0..<1440).contains(minute), abs(offset) <= 18 * 60 else { return refuse() }
        let seconds = (day.daysSince1970 * 1440 + minute) * 60
        if let min = options.min?.value, seconds < min.resolvedSeconds(now: now) { return refuse() }
        if let max = options.max?.value, seconds > max.resolvedSeconds(now: now) { return refuse() }
        return .success(.dateTime(day, minuteOfDay: minute, utcOffsetMinutes: offset))
    }

    func dateTimeRule(_ options: DateTimeOptions) -> String {
        /// The first (or last) whole minute inside the limit.
        func text(_ bound: DateTimeBound, roundingUp: Bool) -> String {
            if bound.isNow { return messages.now }
            let seconds = bound.resolvedSeconds(now: now)
            let minutes = Int((Double(seconds) / 60).rounded(roundingUp ? .up : .down))
            let days = Int((Double(minutes) / 1440).rounded(.down))
            return AnswerFormatting.moment(CalendarDay(daysSince1970: days), minutes - days * 1440)
        }
        return messages.dateTimeRule(
            earliest: options.min.map { text($0.value, roundingUp: true) },
            latest: options.max.map { text($0.value, roundingUp: false) })
    }

    // MARK: Duration

    func checkDuration(_ seconds: Int, _ options: DurationOptions) -> Result<AnswerValue, AnswerProblem> {
        guard seconds >= 0 else { return refuse() }
        if let min = options.min?.value, seconds < min { return refuse() }
        if let max = options.max?.value, seconds > max { return refuse() }
        return .success(.duration(seconds: seconds))
    }

    func durationRule(_ options: DurationOptions) -> String {
        messages.durationRule(
            range: messages.range(
                from: options.min.map { AnswerFormatting.duration($0.value) },
                to: options.max.map { AnswerFormatting.duration($0.value) }))
    }
}
