/// What kind of answer a question takes, with the options that constrain it.
public enum AnswerFormat: Sendable {
    case yesNo(YesNoOptions)
    case singleChoice(ChoiceOptions)
    case multipleChoice(ChoiceOptions)
    /// A long list of choices shown as a picker.
    case valuePicker(ChoiceOptions)
    case integer(NumberOptions)
    case decimal(NumberOptions)
    case scale(ScaleOptions)
    case textScale(TextScaleOptions)
    case text(TextOptions)
    case email
    case date(DateOptions)
    case time(TimeOptions)
    case dateTime(DateTimeOptions)
    case duration(DurationOptions)
    case height(BodyMeasureOptions)
    case weight(BodyMeasureOptions)
    /// The type was missing or unknown (already reported); checks that need it are skipped.
    case invalid

    /// The name used in study files.
    public var typeName: String {
        switch self {
        case .yesNo: return "yes-no"
        case .singleChoice: return "single-choice"
        case .multipleChoice: return "multiple-choice"
        case .valuePicker: return "value-picker"
        case .integer: return "integer"
        case .decimal: return "decimal"
        case .scale, .textScale: return "scale"
        case .text: return "text"
        case .email: return "email"
        case .date: return "date"
        case .time: return "time"
        case .dateTime: return "date-time"
        case .duration: return "duration"
        case .height: return "height"
        case .weight: return "weight"
        case .invalid: return "invalid"
        }
    }

    /// The names study files use, in the order messages list them (`StudyFormatDefinition.answerTypes`).
    public static let typeNames = StudyFormatDefinition.answerTypes.map(\.name)

    /// The choices of a choice question, or nil.
    public var choices: ChoiceOptions? {
        switch self {
        case let .singleChoice(options), let .multipleChoice(options), let .valuePicker(options): return options
        default: return nil
        }
    }
}

public struct YesNoOptions: Sendable {
    public var yesLabel: LocalizedText?
    public var noLabel: LocalizedText?
}

public struct Choice: Sendable {
    public var value: Located<String>
    public var label: LocalizedText
    /// "None of these": clears every other choice in multiple choice.
    public var exclusive: Bool
    /// "Other, please specify": asks for text.
    public var other: Bool
    public var location: SourceLocation
    /// The choice as a code from a terminology, kept apart from the stored value.
    public var code: Coding? = nil
    /// What the choice counts in a score (`score(q)`), kept apart from the stored value.
    public var score: Located<Double>? = nil
}

public struct ChoiceOptions: Sendable {
    public var choices: [Choice]
    public var minSelections: Located<Int>?
    public var maxSelections: Located<Int>?
    public var location: SourceLocation

    public var values: [String] { choices.map(\.value.value) }
    /// PHQ-9-style items: when every value is a whole number, answers are numbers.
    public var isNumeric: Bool { !choices.isEmpty && choices.allSatisfy { Int($0.value.value) != nil } }
    /// Whether every choice has a score, so `score(q)` means something.
    public var isScored: Bool { !choices.isEmpty && choices.allSatisfy { $0.score != nil } }

    /// The score of the choice with `value`, if it has one.
    public func score(of value: String) -> Double? {
        choices.first { $0.value.value == value }?.score?.value
    }
}

public struct NumberOptions: Sendable {
    public var min: Located<Double>?
    public var max: Located<Double>?
    public var step: Located<Double>?
    public var unit: LocalizedText?
    /// Decimal places shown and kept (decimal only).
    public var places: Int?
}

public struct ScaleOptions: Sendable {
    public var min: Located<Int>
    public var max: Located<Int>
    public var step: Located<Int>
    public var minLabel: LocalizedText?
    public var maxLabel: LocalizedText?
    public var defaultValue: Located<Int>?
    public var location: SourceLocation
    /// ResearchKit allows at most 13 steps on a scale; more does not fit a line.
    public static let maximumSteps = 13
}

public struct TextScaleOptions: Sendable {
    public var labels: [LocalizedText]
    public var location: SourceLocation
}

public struct TextOptions: Sendable {
    public var multiline: Bool
    public var maxLength: Located<Int>?
    public var pattern: Located<String>?
    public var patternMessage: LocalizedText?
    public var placeholder: LocalizedText?
}

public struct DateOptions: Sendable {
    public var min: Located<DateBound>?
    public var max: Located<DateBound>?
}

public struct TimeOptions: Sendable {
    /// Minutes since midnight.
    public var min: Located<Int>?
    public var max: Located<Int>?
}

public struct DateTimeOptions: Sendable {
    public var min: Located<DateTimeBound>?
    public var max: Located<DateTimeBound>?
}

public struct DurationOptions: Sendable {
    /// Seconds.
    public var min: Located<Int>?
    public var max: Located<Int>?
}

public struct BodyMeasureOptions: Sendable {
    public enum Entry: String, Sendable, CaseIterable { case metric, imperial }
    public var entry: Entry
    /// In the canonical unit: centimetres for height, kilograms for weight.
    public var min: Located<Double>?
    public var max: Located<Double>?
}
