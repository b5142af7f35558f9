/// The functions expressions may call, with how many arguments each takes.
enum ExpressionFunction: String, CaseIterable, Sendable {
    case answered, exists, count, sum, min, max, round
    case abs, sqrt, pow, exp, ln
    case `if`, `default`
    case isMissing = "is-missing"
    case score
    case today
    case yearsSince = "years_since"
    case daysSince = "days_since"

    /// How many arguments the function accepts.
    var arity: ClosedRange<Int> {
        switch self {
        case .today: return 0...0
        case .answered, .exists, .count, .yearsSince, .daysSince, .isMissing, .score: return 1...1
        case .abs, .sqrt, .exp, .ln: return 1...1
        case .pow: return 2...2
        case .round: return 1...2
        case .default: return 2...2
        case .if: return 3...3
        case .sum, .min, .max: return 1...Int.max
        }
    }

    /// How the function is written, for hints.
    var usage: String {
        switch self {
        case .answered, .exists, .count, .score: return "\(rawValue)(question)"
        case .sum, .min, .max: return "\(rawValue)(a, b, ...)"
        case .round: return "round(x) or round(x, digits)"
        case .abs, .sqrt, .exp, .ln: return "\(rawValue)(x)"
        case .pow: return "pow(x, y) or x ^ y"
        case .isMissing: return "is-missing(x)"
        case .if: return "if(condition, value if true, value if false)"
        case .default: return "default(question, value if missing)"
        case .today: return "today()"
        case .yearsSince, .daysSince: return "\(rawValue)(date)"
        }
    }

    /// "takes 1 argument", "takes 1 or 2 arguments", "takes at least 1 argument".
    var arityPhrase: String {
        let plural = { (count: Int) in count == 1 ? "1 argument" : "\(count) arguments" }
        if arity.upperBound == Int.max { return "takes at least \(plural(arity.lowerBound))" }
        if arity.upperBound == 0 { return "takes no arguments" }
        if arity.count == 1 { return "takes \(plural(arity.lowerBound))" }
        return "takes \(arity.lowerBound) or \(plural(arity.upperBound))"
    }
}
