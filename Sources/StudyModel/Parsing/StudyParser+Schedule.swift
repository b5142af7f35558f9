/// A task's `schedule:`: a word (`weekly`, `every 14 days`) or a map with `repeat:`,
/// `start:`, at most one end (`for:`, `times:`, `until:`) and a `window:`.
extension StudyParser {
    static func readSchedule(_ node: YAMLNode?, of task: String, _ reader: StudyReader) -> Schedule {
        guard let node else { return .once }
        let what = "the schedule of \(task)"
        if node.scalar != nil {
            return repeats(node, "\(what)", reader).map { Schedule($0) } ?? .once
        }
        guard let fields = FieldReader(node, what, .schedule, reader: reader) else { return .once }
        var schedule = Schedule(
            fields.required("repeat").flatMap { repeats($0, "'repeat' of \(what)", reader) } ?? .once)
        if let start = fields.optional("start") {
            schedule.start =
                formatted(start, "'start' of \(what)", reader, ScheduleText.start, Self.startForms)
                ?? .enrolment(days: 0)
        }
        schedule.end = readEnd(fields, what: what, once: schedule.isOnce, reader)
        if let window = fields.optional("window") {
            schedule.window = formatted(window, "'window' of \(what)", reader, ScheduleText.window, Self.windowForms)
        }
        if case let .day(first) = schedule.start, case let .until(last)? = schedule.end, last < first {
            reader.error(
                .scheduleEnd, "\(what) ends on \(last.iso), before it starts on \(first.iso)",
                at: fields.optional("until") ?? node, hint: "make 'until' a day on or after 'start'")
        }
        return schedule
    }

    private static func readEnd(_ fields: FieldReader, what: String, once: Bool, _ reader: StudyReader)
        -> Schedule.End?
    {
        let given = ["for", "times", "until"].filter(fields.has)
        if given.count > 1, let second = fields.optional(given[1]) {
            reader.error(
                .scheduleEnd, "\(what) has both '\(given[0])' and '\(given[1])'; a schedule has one end", at: second,
                hint: "keep one of 'for', 'times' and 'until'")
        }
        if once, let times = fields.optional("times") {
            reader.error(
                .scheduleEnd, "\(what) repeats once, so 'times' does not apply", at: times,
                hint: "remove 'times', or repeat e.g. weekly")
            return nil
        }
        if let length = fields.optional("for") {
            return formatted(length, "'for' of \(what)", reader, ScheduleText.length, Self.lengthForms)
                .map { .after($0.0, $0.1) }
        }
        if let times = fields.integer("times") { return .times(times.value) }
        if let until = fields.optional("until") {
            return formatted(until, "'until' of \(what)", reader, ValueFormats.day, "a day such as 2027-03-31")
                .map { .until($0) }
        }
        return nil
    }

    private static func repeats(_ node: YAMLNode, _ what: String, _ reader: StudyReader) -> Schedule.Repeat? {
        formatted(node, what, reader, ScheduleText.repeats, Self.repeatForms)
    }

    /// A value in one of a schedule's written forms, or an error saying which forms there are.
    private static func formatted<Value>(
        _ node: YAMLNode, _ what: String, _ reader: StudyReader, _ read: (String) -> Value?, _ forms: String
    ) -> Value? {
        guard let text = reader.string(node, what) else { return nil }
        if let value = read(text.value) { return value }
        reader.error(
            .scheduleValue, "\(what) is '\(text.value)', which is not a schedule value", at: node,
            hint: "write \(forms)")
        return nil
    }

    private static let repeatForms = "once, daily, weekly, monthly, or e.g. 'every 14 days'"
    private static let startForms = "enrolment, e.g. 'enrolment + 7 days', or a day such as 2027-01-04"
    private static let lengthForms = "e.g. '12 weeks', '30 days' or '6 months'"
    private static let windowForms = "two different times such as '08:00-20:00' (24-hour clock, local time)"
}
