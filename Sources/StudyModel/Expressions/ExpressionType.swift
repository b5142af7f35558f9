/// What kind of value an expression produces, as far as the checker can tell.
public indirect enum ExpressionType: Hashable, Sendable {
    case number
    case text
    /// A condition: yes-no answers, comparisons, `and`/`or`/`not`.
    case boolean
    case date
    /// A time of day.
    case time
    case dateTime
    /// A duration; it behaves as a number of seconds.
    case duration
    /// A single-choice (or value-picker) answer. With `numeric` (every value an integer)
    /// the answer is a number, as for PHQ-9 items.
    case singleChoice(values: [String], numeric: Bool)
    /// A multiple-choice answer: the set of selected values.
    case multipleChoice(values: [String])
    case list(ExpressionType)
    /// Could not be determined because of an earlier error; never reported again,
    /// so one mistake gives one issue.
    case unknown

    /// How messages name the type: "a number", "a choice"...
    public var phrase: String {
        switch self {
        case .number: return "a number"
        case .text: return "a text"
        case .boolean: return "a condition (true or false)"
        case .date: return "a date"
        case .time: return "a time of day"
        case .dateTime: return "a date and time"
        case .duration: return "a duration"
        case .singleChoice(_, let numeric): return numeric ? "a choice with numeric values" : "a choice"
        case .multipleChoice: return "a multiple choice answer"
        case .list(let element): return element == .unknown ? "a list" : "a list of \(element.plural)"
        case .unknown: return "an unknown value"
        }
    }

    /// "numbers", "texts"... for "a list of texts".
    var plural: String {
        switch self {
        case .number: return "numbers"
        case .text: return "texts"
        case .boolean: return "conditions"
        case .date: return "dates"
        case .time: return "times of day"
        case .dateTime: return "dates and times"
        case .duration: return "durations"
        case .singleChoice: return "choices"
        case .multipleChoice: return "multiple choice answers"
        case .list: return "lists"
        case .unknown: return "values"
        }
    }

    /// Whether the value can be used where a condition (true or false) is needed.
    /// `unknown` counts, so an earlier error is not reported twice.
    public var isCondition: Bool { self == .boolean || self == .unknown }

    /// Numbers, numeric choices and durations (in seconds) take part in arithmetic.
    public var isNumeric: Bool {
        switch self {
        case .number, .duration, .singleChoice(_, true): return true
        default: return false
        }
    }

    /// Texts and choices with text values: comparable with `=` and `!=` only.
    var isTextual: Bool {
        switch self {
        case .text, .singleChoice(_, false): return true
        default: return false
        }
    }

    /// The choice values, for single and multiple choices.
    var choiceValues: [String]? {
        switch self {
        case .singleChoice(let values, _), .multipleChoice(let values): return values
        default: return nil
        }
    }
}
