/// One answer type: its name in study files and the options it takes besides `type:`.
public struct AnswerTypeDefinition: Sendable {
    public var name: String
    public var description: String
    public var options: [FieldDefinition]
}

/// The answer types and their options.
extension StudyFormatDefinition {
    /// How bounds of dates, times and durations are written; the parser quotes these in its messages.
    public static let dateForm = "YYYY-MM-DD, today or today-18y"
    public static let timeForm = "HH:MM"
    public static let dateTimeForm = "YYYY-MM-DDTHH:MM, now or now-7d"
    public static let durationForm = "30s, 15m, 1h30m or 2d"
    /// The options of a number scale, which a text scale (with `labels`) may not have.
    public static let numberScaleKeys = ["min", "max", "step", "min-label", "max-label", "default"]

    public static let answerTypes: [AnswerTypeDefinition] = [
        .init(
            name: "yes-no", description: "Yes or no.",
            options: [
                .init("yes-label", .text, "The label of 'yes' (default Yes)."),
                .init("no-label", .text, "The label of 'no' (default No)."),
            ]),
        .init(name: "single-choice", description: "One choice from a short list.", options: [choicesOption]),
        .init(
            name: "multiple-choice", description: "Any number of choices from a list.",
            options: [
                choicesOption,
                .init("min-selections", .integer(0...1000), "The fewest choices to pick."),
                .init("max-selections", .integer(1...1000), "The most choices to pick."),
            ]),
        .init(
            name: "value-picker", description: "One choice from a long list, shown as a picker.",
            options: [choicesOption]),
        .init(name: "integer", description: "A whole number.", options: numberOptions(.integer(nil))),
        .init(
            name: "decimal", description: "A number with decimals.",
            options: numberOptions(.number) + [
                .init("places", .integer(0...6), "How many decimal places to keep.")
            ]),
        .init(
            name: "scale", description: "A slider: min to max, or a list of labels.",
            options: [
                .init("min", .integer(nil), "The lowest value of a number scale."),
                .init("max", .integer(nil), "The highest value of a number scale."),
                .init("step", .integer(nil), "The distance between values (default 1)."),
                .init("min-label", .text, "The words at the low end."),
                .init("max-label", .text, "The words at the high end."),
                .init("default", .integer(nil), "Where the slider starts."),
                .init("labels", .list(.text), "A text scale instead of numbers: its labels, lowest first."),
            ]),
        .init(
            name: "text", description: "Free text.",
            options: [
                .init("multiline", .boolean, "Allow several lines (default false)."),
                .init("max-length", .integer(1...10000), "The most characters accepted."),
                .init("pattern", .string, "A regular expression the whole answer must match."),
                .init("pattern-message", .text, "What to type, in plain words; needed with 'pattern'."),
                .init("placeholder", .text, "A hint shown in the empty field."),
            ]),
        .init(name: "email", description: "An email address.", options: []),
        .init(name: "date", description: "A calendar date.", options: bounds(dateForm)),
        .init(name: "time", description: "A time of day.", options: bounds(timeForm)),
        .init(name: "date-time", description: "A date and a time.", options: bounds(dateTimeForm)),
        .init(name: "duration", description: "A length of time.", options: bounds(durationForm)),
        .init(name: "height", description: "A body height, stored in centimetres.", options: bodyMeasureOptions("cm")),
        .init(name: "weight", description: "A body weight, stored in kilograms.", options: bodyMeasureOptions("kg")),
    ]

    /// The `type:` key of an answer written as a map.
    public static let answerTypeField = FieldDefinition(
        "type", .word(answerTypes.map(\.name)), required: true, "The answer type; the other keys are its options.")

    /// `type:` and the options of an answer type, put together once rather than for every
    /// question of a large study.
    static func answerFields(of type: String) -> [FieldDefinition] {
        answerFieldsByType[type] ?? [answerTypeField]
    }

    private static let answerFieldsByType: [String: [FieldDefinition]] = Dictionary(
        answerTypes.map { ($0.name, [answerTypeField] + $0.options) }, uniquingKeysWith: { first, _ in first })

    /// The options an answer type takes besides `type:`.
    public static func answerOptions(of type: String) -> [FieldDefinition] {
        answerTypes.first { $0.name == type }?.options ?? []
    }

    private static let choicesOption = FieldDefinition(
        "choices", .list(.choice), required: true,
        "The choices: a value each, or value, label, exclusive, other, code, score.")

    private static func numberOptions(_ value: FieldValue) -> [FieldDefinition] {
        [
            .init("min", value, "The smallest accepted answer."),
            .init("max", value, "The largest accepted answer."),
            .init("step", value, "Accepted answers are min plus a multiple of step."),
            .init("unit", .text, "The unit shown after the answer, e.g. kg."),
        ]
    }

    private static func bounds(_ form: String) -> [FieldDefinition] {
        [
            .init("min", .formatted(form), "The earliest or shortest accepted answer, written as \(form)."),
            .init("max", .formatted(form), "The latest or longest accepted answer, written as \(form)."),
        ]
    }

    private static func bodyMeasureOptions(_ unit: String) -> [FieldDefinition] {
        [
            .init(
                "entry", .word(BodyMeasureOptions.Entry.allCases.map(\.rawValue)),
                "How the participant types it: metric or imperial (default metric)."),
            .init("min", .number, "The smallest accepted answer, in \(unit)."),
            .init("max", .number, "The largest accepted answer, in \(unit)."),
        ]
    }
}
