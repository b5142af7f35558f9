/// Answers written back out as text: for review screens (`display`) and for the back key
/// (`editableText`), which pre-fills the input line with text that, submitted again
/// unchanged, gives the same answer.
public enum AnswerFormatting {
    /// How the answer reads on a review screen, in the words the question showed: the
    /// choice's label, "Yes" or the study's yes-label, "170 cm (5 ft 7 in)" in the
    /// question's entry system first, "1h 30m", dates as YYYY-MM-DD, a number with its unit.
    public static func display(_ value: AnswerValue, for format: AnswerFormat, language: String) -> String {
        switch (value, format) {
        case let (.yesNo(answer), .yesNo(options)):
            return yesNoLabel(answer, options, language)
        case let (.choice(choice, other), _):
            guard let options = format.choices else { return withOther(choice, other) }
            return withOther(choiceLabel(choice, options, language), other)
        case let (.choices(choices, other), _):
            guard !choices.isEmpty else { return TextCatalogue.for(language).answers.noneChosen }
            let labels = choices.map { choice in
                let label = format.choices.map { choiceLabel(choice, $0, language) } ?? choice
                let isOther = format.choices?.choices.first { $0.value.value == choice }?.other ?? false
                return isOther ? withOther(label, other) : label
            }
            return labels.joined(separator: "; ")
        case let (.integer(number), .integer(options)):
            return withUnit(String(number), options.unit, language)
        case let (.decimal(number), .decimal(options)):
            let text = options.places.map { NumberText.text(number, places: $0) } ?? NumberText.text(number)
            return withUnit(TextCatalogue.for(language).answers.number(text), options.unit, language)
        case let (.scale(number), .scale(options)):
            let end =
                number == options.min.value ? options.minLabel : number == options.max.value ? options.maxLabel : nil
            return end.map { "\(number) (\($0.resolved(in: language)))" } ?? String(number)
        case let (.textScale(position), .textScale(options)):
            return options.labels.indices.contains(position - 1)
                ? options.labels[position - 1].resolved(in: language) : String(position)
        case let (.height(centimetres), .height(options)):
            return BodyMeasure.height.display(centimetres, entry: options.entry)
        case let (.weight(kilograms), .weight(options)):
            return BodyMeasure.weight.display(kilograms, entry: options.entry)
        default:
            return plain(value, language: language)
        }
    }

    /// The text that `AnswerInput.parse` reads back as this same answer, for the back key:
    /// a choice's words (or its number when the words would be read differently), numbers
    /// without their unit, heights and weights in the question's system when exact.
    /// Date-time answers read back with the participant's current UTC offset.
    public static func editableText(_ value: AnswerValue, for format: AnswerFormat, language: String) -> String {
        switch (value, format) {
        case let (.yesNo(answer), .yesNo(options)):
            return firstReadingBack(
                [yesNoLabel(answer, options, language), answer ? "yes" : "no"], value, format, language)
        case let (.choice(choice, other), _):
            guard let options = format.choices, let index = options.values.firstIndex(of: choice) else {
                return withOther(choice, other)
            }
            let label = options.choices[index].label.resolved(in: language)
            return firstReadingBack(
                [withOther(label, other), withOther(String(index + 1), other)], value, format, language)
        case let (.choices(choices, other), .multipleChoice(options)):
            let indices = choices.compactMap { options.values.firstIndex(of: $0) }
            // The "other" choice goes last, since its text runs to the end of the line.
            let ordered = indices.filter { !options.choices[$0].other } + indices.filter { options.choices[$0].other }
            func list(_ words: (Int) -> String) -> String {
                ordered.map { options.choices[$0].other ? withOther(words($0), other) : words($0) }.joined(
                    separator: ", ")
            }
            return firstReadingBack(
                [list { options.choices[$0].label.resolved(in: language) }, list { String($0 + 1) }],
                value, format, language)
        case let (.decimal(number), .decimal(options)):
            return options.places.map { NumberText.text(number, places: $0) } ?? NumberText.text(number)
        case let (.textScale(position), .textScale(options)):
            guard options.labels.indices.contains(position - 1) else { return String(position) }
            return firstReadingBack(
                [options.labels[position - 1].resolved(in: language), String(position)],
                value, format, language)
        case let (.height(centimetres), .height(options)):
            return BodyMeasure.height.editableText(centimetres, entry: options.entry)
        case let (.weight(kilograms), .weight(options)):
            return BodyMeasure.weight.editableText(kilograms, entry: options.entry)
        default:
            return plain(value, language: language)
        }
    }

    /// The answer on its own, when the question's format does not fit it (a study changed
    /// since the answer was given): values rather than labels, metric units.
    static func plain(_ value: AnswerValue, language: String) -> String {
        let messages = TextCatalogue.for(language).answers
        switch value {
        case let .yesNo(answer): return answer ? messages.yes : messages.no
        case let .choice(choice, other): return withOther(choice, other)
        case let .choices(choices, other): return choices.joined(separator: ", ") + (other.map { ": \($0)" } ?? "")
        case let .integer(number), let .scale(number), let .textScale(number): return String(number)
        case let .decimal(number): return NumberText.text(number)
        case let .text(text), let .email(text): return text
        case let .date(day): return day.iso
        case let .time(minute): return clock(minute)
        case let .dateTime(day, minute, _): return moment(day, minute)
        case let .duration(seconds): return duration(seconds)
        case let .height(centimetres): return BodyMeasure.height.metricText(centimetres)
        case let .weight(kilograms): return BodyMeasure.weight.metricText(kilograms)
        }
    }

    /// `07:30`.
    public static func clock(_ minuteOfDay: Int) -> String {
        PaddedDigits.text([(minuteOfDay / 60, 2, UInt8(ascii: ":")), (minuteOfDay % 60, 2, 0)])
            ?? String(minuteOfDay / 60).leftPadded(2) + ":" + String(minuteOfDay % 60).leftPadded(2)
    }

    /// `2024-05-01 07:30`, as participants type it.
    public static func moment(_ day: CalendarDay, _ minuteOfDay: Int) -> String {
        day.iso + " " + clock(minuteOfDay)
    }

    /// `1h 30m`, `45m`, `30s`, `2d 3h`, `0m`: largest unit first, zero parts left out; the
    /// study-file spelling, so it reads back everywhere.
    public static func duration(_ seconds: Int) -> String {
        guard seconds > 0 else { return seconds == 0 ? "0m" : "-" + duration(-seconds) }
        var rest = seconds
        var parts: [String] = []
        for (size, unit) in [(86400, "d"), (3600, "h"), (60, "m"), (1, "s")] where rest >= size {
            parts.append("\(rest / size)\(unit)")
            rest %= size
        }
        return parts.joined(separator: " ")
    }

    // MARK: Helpers

    private static func yesNoLabel(_ answer: Bool, _ options: YesNoOptions, _ language: String) -> String {
        let messages = TextCatalogue.for(language).answers
        return (answer ? options.yesLabel : options.noLabel)?.resolved(in: language)
            ?? (answer ? messages.yes : messages.no)
    }

    private static func choiceLabel(_ value: String, _ options: ChoiceOptions, _ language: String) -> String {
        options.choices.first { $0.value.value == value }?.label.resolved(in: language) ?? value
    }

    /// The first candidate that parses back as `value`: a label when typing it picks the
    /// same answer, else the number (or `yes`/`no`), which always does.
    private static func firstReadingBack(
        _ candidates: [String], _ value: AnswerValue, _ format: AnswerFormat,
        _ language: String
    ) -> String {
        let day = CalendarDay(year: 2000, month: 1, day: 1)
        let rules = AnswerRules(
            format: format, language: language, today: day,
            now: AnswerInput.Moment(day: day, minuteOfDay: 0, utcOffsetMinutes: 0))
        let canonical = (try? rules.check(value).get()) ?? value
        return candidates.first { (try? rules.parse($0).get()) == canonical } ?? candidates.last ?? ""
    }

    private static func withOther(_ text: String, _ other: String?) -> String {
        other.map { "\(text): \($0)" } ?? text
    }

    private static func withUnit(_ number: String, _ unit: LocalizedText?, _ language: String) -> String {
        unit.map { "\(number) \($0.resolved(in: language))" } ?? number
    }
}
