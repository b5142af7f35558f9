/// What a participant types for a question, turned into a typed answer, or into the one
/// sentence that says what to type instead.
///
/// `study run` shows one question per screen. Typed answer types (numbers, dates, text…)
/// are read from a line; choices are picked with keys, but in plain mode (screen readers,
/// answers piped from a file) they are typed too, as a number or the words of a choice.
/// Both paths end in the same checks, so a key-picked answer obeys the same rules as a
/// typed one.
///
/// Pure: "today" and "now" come in as values, so the same line always gives the same
/// answer and tests need no clock. `parse` never returns "skipped": skipping an optional
/// question (an empty line, a key) is the front end's decision.
public enum AnswerInput {
    /// The participant's local date and time when the question is asked, with their UTC
    /// offset, which date-time answers keep.
    public struct Moment: Sendable, Hashable {
        public var day: CalendarDay
        public var minuteOfDay: Int
        public var utcOffsetMinutes: Int

        public init(day: CalendarDay, minuteOfDay: Int, utcOffsetMinutes: Int) {
            self.day = day
            self.minuteOfDay = minuteOfDay
            self.utcOffsetMinutes = utcOffsetMinutes
        }

        /// Seconds since 1970-01-01 00:00 on the local clock.
        var localSeconds: Int { (day.daysSince1970 * 1440 + minuteOfDay) * 60 }
    }

    /// The answer `typed` gives to a question of `format`, or the rule it breaks.
    /// Labels (choices, yes-no, text scales) and the study's own messages are read in
    /// `language`; relative limits are resolved against `today` and `now`.
    public static func parse(
        _ typed: String, for format: AnswerFormat, language: String, today: CalendarDay,
        now: Moment
    ) -> Result<AnswerValue, AnswerProblem> {
        AnswerRules(format: format, language: language, today: today, now: now).parse(typed)
    }

    /// The same, with "now" as a tuple.
    public static func parse(
        _ typed: String, for format: AnswerFormat, language: String, today: CalendarDay,
        now: (day: CalendarDay, minuteOfDay: Int, utcOffsetMinutes: Int)
    )
        -> Result<AnswerValue, AnswerProblem>
    {
        parse(
            typed, for: format, language: language, today: today,
            now: Moment(day: now.day, minuteOfDay: now.minuteOfDay, utcOffsetMinutes: now.utcOffsetMinutes))
    }

    /// Checks an answer that was not typed (picked with keys, moved to on a scale, or
    /// restored from a results file) against the question's rules. Choice selections come
    /// back in the order of the choices.
    public static func validate(
        _ value: AnswerValue, for format: AnswerFormat, language: String, today: CalendarDay,
        now: Moment
    ) -> Result<AnswerValue, AnswerProblem> {
        AnswerRules(format: format, language: language, today: today, now: now).check(value)
    }

    /// The sentence `parse` gives when an answer breaks the question's main rule, for a
    /// front end that wants to show it up front (an accessible prompt, a help key).
    public static func rule(for format: AnswerFormat, language: String, today: CalendarDay, now: Moment) -> String {
        AnswerRules(format: format, language: language, today: today, now: now).rule
    }

    /// Choices picked with keys (by value), with the text typed for an "other" choice.
    /// Gives `.choice` for single-choice and value-picker questions (exactly one value),
    /// `.choices` for multiple choice. An "other" choice without text fails with
    /// `.otherTextNeeded`, so the front end knows to ask for it.
    public static func choose(
        _ values: [String], otherText: String? = nil, for format: AnswerFormat,
        language: String
    ) -> Result<AnswerValue, AnswerProblem> {
        let rules = AnswerRules(
            format: format, language: language, today: CalendarDay(year: 2000, month: 1, day: 1),
            now: Moment(
                day: CalendarDay(year: 2000, month: 1, day: 1), minuteOfDay: 0,
                utcOffsetMinutes: 0))
        switch format {
        case .multipleChoice:
            return rules.check(.choices(values, otherText: otherText))
        case .singleChoice, .valuePicker:
            guard values.count == 1 else { return .failure(AnswerProblem(rules.rule)) }
            return rules.check(.choice(values[0], otherText: otherText))
        default:
            return .failure(AnswerProblem(rules.rule))
        }
    }

    /// The answer with the text for its "other" choice, once the front end has asked for
    /// it after the choice was picked with keys. The text is trimmed and must not be empty.
    public static func attachingOtherText(
        _ text: String, to value: AnswerValue, for format: AnswerFormat,
        language: String
    ) -> Result<AnswerValue, AnswerProblem> {
        switch value {
        case let .choice(choice, _): return choose([choice], otherText: text, for: format, language: language)
        case let .choices(choices, _): return choose(choices, otherText: text, for: format, language: language)
        default: return .failure(AnswerProblem(TextCatalogue.for(language).answers.unanswerable))
        }
    }

    /// Whether picking these values needs an "other" text: one of them is an "other" choice.
    public static func needsOtherText(_ values: [String], for format: AnswerFormat) -> Bool {
        guard let options = format.choices else { return false }
        return options.choices.contains { $0.other && values.contains($0.value.value) }
    }

    /// A short hint shown under the input, saying what to type: "YYYY-MM-DD", "HH:MM",
    /// "170 cm or 5 ft 7 in", "a whole number from 0 to 120", "e.g. 1h 30m".
    public static func expectedForm(for format: AnswerFormat, language: String) -> String {
        AnswerRules(
            format: format, language: language, today: CalendarDay(year: 2000, month: 1, day: 1),
            now: Moment(day: CalendarDay(year: 2000, month: 1, day: 1), minuteOfDay: 0, utcOffsetMinutes: 0)
        )
        .expectedForm
    }
}

/// A question's rules for one asking: its format, the language, and the day and time it
/// is asked. Each answer type adds its reading (`read…`) and checking (`check…`) in its
/// own file; typed input is read into a candidate value, then checked like any other.
struct AnswerRules {
    let format: AnswerFormat
    let language: String
    let today: CalendarDay
    let now: AnswerInput.Moment

    /// The sentences and words in the question's language.
    var messages: any AnswerMessages { TextCatalogue.for(language).answers }

    func parse(_ typed: String) -> Result<AnswerValue, AnswerProblem> {
        switch format {
        case let .yesNo(options): return readYesNo(typed, options)
        case let .singleChoice(options), let .valuePicker(options): return readChoice(typed, options)
        case let .multipleChoice(options): return readChoices(typed, options)
        case let .integer(options): return readInteger(typed, options)
        case let .decimal(options): return readDecimal(typed, options)
        case let .scale(options): return readScale(typed, options)
        case let .textScale(options): return readTextScale(typed, options)
        case let .text(options): return checkText(typed, options)
        case .email: return checkEmail(typed)
        case .date: return attempt(ValueFormats.day(typed).map(AnswerValue.date))
        case .time: return attempt(ValueFormats.typedMinuteOfDay(typed).map { .time(minuteOfDay: $0) })
        case .dateTime:
            return attempt(
                ValueFormats.typedMoment(typed).map {
                    .dateTime($0.0, minuteOfDay: $0.1, utcOffsetMinutes: now.utcOffsetMinutes)
                })
        case .duration: return attempt(ValueFormats.typedDuration(typed).map { .duration(seconds: $0) })
        case let .height(options):
            return attempt(BodyMeasure.height.read(typed, entry: options.entry).map { .height(centimetres: $0) })
        case let .weight(options):
            return attempt(BodyMeasure.weight.read(typed, entry: options.entry).map { .weight(kilograms: $0) })
        case .invalid: return .failure(AnswerProblem(messages.unanswerable))
        }
    }

    /// A value read from typed text, checked; the rule when nothing could be read.
    func attempt(_ value: AnswerValue?) -> Result<AnswerValue, AnswerProblem> {
        value.map(check) ?? refuse()
    }

    /// The question's main rule as a failure.
    func refuse() -> Result<AnswerValue, AnswerProblem> {
        .failure(AnswerProblem(rule))
    }

    /// Whether `value` is acceptable; gives it back in canonical form.
    func check(_ value: AnswerValue) -> Result<AnswerValue, AnswerProblem> {
        switch (format, value) {
        case (.yesNo, .yesNo): return .success(value)
        case let (.singleChoice(options), .choice(choice, other)), let (.valuePicker(options), .choice(choice, other)):
            return checkChoice(choice, otherText: other, options)
        case let (.multipleChoice(options), .choices(choices, other)):
            return checkChoices(choices, otherText: other, options)
        case let (.integer(options), .integer(number)): return checkInteger(number, options)
        case let (.decimal(options), .decimal(number)): return checkDecimal(number, options)
        case let (.scale(options), .scale(number)): return checkScale(number, options)
        case let (.textScale(options), .textScale(position)):
            return (1...max(1, options.labels.count)).contains(position) ? .success(value) : refuse()
        case let (.text(options), .text(text)): return checkText(text, options)
        case let (.email, .email(text)): return checkEmail(text)
        case let (.date(options), .date(day)): return checkDate(day, options)
        case let (.time(options), .time(minute)): return checkTime(minute, options)
        case let (.dateTime(options), .dateTime(day, minute, offset)):
            return checkDateTime(day, minute, offset, options)
        case let (.duration(options), .duration(seconds)): return checkDuration(seconds, options)
        case let (.height(options), .height(centimetres)):
            return checkMeasure(.height, centimetres, options).map { .height(centimetres: $0) }
        case let (.weight(options), .weight(kilograms)):
            return checkMeasure(.weight, kilograms, options).map { .weight(kilograms: $0) }
        case (.invalid, _): return .failure(AnswerProblem(messages.unanswerable))
        default: return refuse()
        }
    }

    /// The one sentence stating what this question accepts.
    var rule: String {
        switch format {
        case .yesNo, .singleChoice, .valuePicker, .multipleChoice, .integer, .decimal, .scale, .textScale:
            return messages.enter(expectedForm)
        case let .text(options):
            return options.pattern == nil ? messages.emptyText : patternMessage(options)
        case .email: return messages.emailRule
        case let .date(options): return dateRule(options)
        case let .time(options): return timeRule(options)
        case let .dateTime(options): return dateTimeRule(options)
        case let .duration(options): return durationRule(options)
        case let .height(options): return measureRule(.height, options)
        case let .weight(options): return measureRule(.weight, options)
        case .invalid: return messages.unanswerable
        }
    }

    /// The hint under the input.
    var expectedForm: String {
        switch format {
        case .yesNo: return messages.yesNoForm
        case let .singleChoice(options), let .valuePicker(options):
            return messages.choiceForm(count: options.choices.count)
        case let .multipleChoice(options): return choicesForm(options)
        case let .integer(options): return integerForm(options)
        case let .decimal(options): return decimalForm(options)
        case let .scale(options): return scaleForm(options)
        case let .textScale(options):
            return messages.textScaleForm(labels: options.labels.map { $0.resolved(in: language) })
        case let .text(options): return messages.textForm(maximum: options.maxLength?.value)
        case .email: return messages.emailForm
        case .date: return "YYYY-MM-DD"
        case .time: return "HH:MM"
        case .dateTime: return "YYYY-MM-DD HH:MM"
        case .duration: return messages.durationForm
        case let .height(options): return messages.heightForm(imperialFirst: options.entry == .imperial)
        case let .weight(options): return messages.weightForm(imperialFirst: options.entry == .imperial)
        case .invalid: return ""
        }
    }
}
