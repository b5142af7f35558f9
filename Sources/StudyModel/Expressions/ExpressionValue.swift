/// A value while evaluating an expression: answers come in as these, results go out.
public enum ExpressionValue: Hashable, Sendable, CustomStringConvertible {
    /// Numbers, including numeric single-choice answers, heights (cm) and weights (kg).
    case number(Double)
    /// Texts and single-choice answers with text values.
    case text(String)
    /// Yes-no answers and conditions.
    case boolean(Bool)
    case date(ExpressionDate)
    /// A time of day.
    case time(minutes: Int)
    case dateTime(ExpressionDate, minutes: Int)
    /// Behaves as a number of seconds.
    case duration(seconds: Double)
    /// A multiple-choice answer: the values selected.
    case choices(Set<String>)
    case list([ExpressionValue])
    /// No value: an unanswered question, or arithmetic that had nothing to work on.
    case missing

    public var isMissing: Bool { self == .missing }

    /// The number this value stands for in arithmetic (durations in seconds).
    var numeric: Double? {
        switch self {
        case .number(let value), .duration(let value): return value
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .number(let value): return ExpressionFormat.number(value)
        case .text(let value): return ExpressionFormat.quoted(value)
        case .boolean(let value): return value ? "true" : "false"
        case .date(let date): return date.description
        case .time(let minutes): return Self.clock(minutes)
        case .dateTime(let date, let minutes): return "\(date)T\(Self.clock(minutes))"
        case .duration(let seconds): return "\(ExpressionFormat.number(seconds))s"
        case .choices(let values): return "{" + values.sorted().joined(separator: ", ") + "}"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .missing: return "missing"
        }
    }

    private static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
