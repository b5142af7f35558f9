import Testing

@testable import StudyModel

/// Answer formats built in code, and short ways to parse with a fixed "today" and "now",
/// for the answer tests.
enum Answers {
    static let here = SourceLocation(file: "test.study", line: 1, column: 1)

    /// 2024-05-01, 07:30 at UTC+01:00.
    static let today = CalendarDay(year: 2024, month: 5, day: 1)
    static let now = AnswerInput.Moment(day: today, minuteOfDay: 7 * 60 + 30, utcOffsetMinutes: 60)

    static func located<T>(_ value: T) -> Located<T> { Located(value, at: here) }

    static func day(_ text: String) -> CalendarDay { ValueFormats.day(text)! }

    // MARK: Texts

    static func text(_ text: String) -> LocalizedText { LocalizedText(.same(text), at: here) }

    /// One text per language, in the order given.
    static func text(_ entries: [(String, String)]) -> LocalizedText {
        LocalizedText(.perLanguage(entries.map { (language: located($0.0), text: $0.1) }), at: here)
    }

    // MARK: Formats

    static func choice(_ value: String, _ label: String? = nil, exclusive: Bool = false, other: Bool = false) -> Choice
    {
        choice(value, label: text(label ?? value), exclusive: exclusive, other: other)
    }

    static func choice(_ value: String, label: LocalizedText, exclusive: Bool = false, other: Bool = false) -> Choice {
        Choice(value: located(value), label: label, exclusive: exclusive, other: other, location: here)
    }

    static func choiceOptions(_ choices: [Choice], min: Int? = nil, max: Int? = nil) -> ChoiceOptions {
        ChoiceOptions(
            choices: choices, minSelections: min.map(located), maxSelections: max.map(located), location: here)
    }

    static func yesNo(yes: LocalizedText? = nil, no: LocalizedText? = nil) -> AnswerFormat {
        .yesNo(YesNoOptions(yesLabel: yes, noLabel: no))
    }

    static func single(_ choices: [Choice]) -> AnswerFormat { .singleChoice(choiceOptions(choices)) }

    static func multiple(_ choices: [Choice], min: Int? = nil, max: Int? = nil) -> AnswerFormat {
        .multipleChoice(choiceOptions(choices, min: min, max: max))
    }

    static func numbers(min: Double?, max: Double?, step: Double?, unit: String?, places: Int?) -> NumberOptions {
        NumberOptions(
            min: min.map(located), max: max.map(located), step: step.map(located),
            unit: unit.map { text($0) }, places: places)
    }

    static func integer(min: Double? = nil, max: Double? = nil, step: Double? = nil, unit: String? = nil)
        -> AnswerFormat
    {
        .integer(numbers(min: min, max: max, step: step, unit: unit, places: nil))
    }

    static func decimal(
        min: Double? = nil, max: Double? = nil, step: Double? = nil, places: Int? = nil,
        unit: String? = nil
    ) -> AnswerFormat {
        .decimal(numbers(min: min, max: max, step: step, unit: unit, places: places))
    }

    static func scale(_ min: Int, _ max: Int, step: Int = 1, minLabel: String? = nil, maxLabel: String? = nil)
        -> AnswerFormat
    {
        .scale(
            ScaleOptions(
                min: located(min), max: located(max), step: located(step), minLabel: minLabel.map { text($0) },
                maxLabel: maxLabel.map { text($0) }, defaultValue: nil, location: here))
    }

    static func textScale(_ labels: [LocalizedText]) -> AnswerFormat {
        .textScale(TextScaleOptions(labels: labels, location: here))
    }

    static func textAnswer(
        multiline: Bool = false, maxLength: Int? = nil, pattern: String? = nil,
        message: LocalizedText? = nil
    ) -> AnswerFormat {
        .text(
            TextOptions(
                multiline: multiline, maxLength: maxLength.map(located), pattern: pattern.map(located),
                patternMessage: message, placeholder: nil))
    }

    static func date(min: String? = nil, max: String? = nil) -> AnswerFormat {
        .date(
            DateOptions(
                min: min.map { located(ValueFormats.dateBound($0)!) },
                max: max.map { located(ValueFormats.dateBound($0)!) }))
    }

    static func time(min: String? = nil, max: String? = nil) -> AnswerFormat {
        .time(
            TimeOptions(
                min: min.map { located(ValueFormats.minuteOfDay($0)!) },
                max: max.map { located(ValueFormats.minuteOfDay($0)!) }))
    }

    static func dateTime(min: String? = nil, max: String? = nil) -> AnswerFormat {
        .dateTime(
            DateTimeOptions(
                min: min.map { located(ValueFormats.dateTimeBound($0)!) },
                max: max.map { located(ValueFormats.dateTimeBound($0)!) }))
    }

    static func duration(min: String? = nil, max: String? = nil) -> AnswerFormat {
        .duration(
            DurationOptions(
                min: min.map { located(ValueFormats.duration($0)!) },
                max: max.map { located(ValueFormats.duration($0)!) }))
    }

    static func height(_ entry: BodyMeasureOptions.Entry = .metric, min: Double? = nil, max: Double? = nil)
        -> AnswerFormat
    {
        .height(BodyMeasureOptions(entry: entry, min: min.map(located), max: max.map(located)))
    }

    static func weight(_ entry: BodyMeasureOptions.Entry = .metric, min: Double? = nil, max: Double? = nil)
        -> AnswerFormat
    {
        .weight(BodyMeasureOptions(entry: entry, min: min.map(located), max: max.map(located)))
    }

    // MARK: Parsing

    static func parse(
        _ typed: String, _ format: AnswerFormat, language: String = "en",
        today: CalendarDay = Answers.today, now: AnswerInput.Moment = Answers.now
    )
        -> Result<AnswerValue, AnswerProblem>
    {
        AnswerInput.parse(typed, for: format, language: language, today: today, now: now)
    }

    /// The answer `typed` gives, or nil.
    static func value(
        _ typed: String, _ format: AnswerFormat, language: String = "en",
        today: CalendarDay = Answers.today, now: AnswerInput.Moment = Answers.now
    ) -> AnswerValue? {
        try? parse(typed, format, language: language, today: today, now: now).get()
    }

    /// The message `typed` is refused with, or nil when it is accepted.
    static func problem(
        _ typed: String, _ format: AnswerFormat, language: String = "en",
        today: CalendarDay = Answers.today, now: AnswerInput.Moment = Answers.now
    ) -> String? {
        if case let .failure(problem) = parse(typed, format, language: language, today: today, now: now) {
            return problem.message
        }
        return nil
    }

    /// The moment `text` (YYYY-MM-DD HH:MM) at UTC+01:00.
    static func moment(_ text: String, offset: Int = 60) -> AnswerInput.Moment {
        let (day, minute) = ValueFormats.moment(text)!
        return AnswerInput.Moment(day: day, minuteOfDay: minute, utcOffsetMinutes: offset)
    }
}
