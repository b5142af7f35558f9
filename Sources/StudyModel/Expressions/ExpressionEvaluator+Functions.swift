/// The built-in functions at run time.
extension ExpressionEvaluation {
    func call(_ name: String, _ arguments: [ExpressionNode]) -> ExpressionValue {
        guard let function = ExpressionFunction(rawValue: name), function.arity.contains(arguments.count) else {
            return .missing
        }
        switch function {
        case .answered, .exists:
            return .boolean(!value(of: arguments[0]).isMissing)
        case .count:
            switch value(of: arguments[0]) {
            case .choices(let values): return .number(Double(values.count))
            case .list(let items): return .number(Double(items.count))
            case .missing: return .number(0)
            default: return .missing
            }
        case .sum, .min, .max:
            return aggregate(function, arguments)
        case .round:
            return round(arguments)
        case .abs, .sqrt, .pow, .exp, .ln:
            return ExpressionMathematics.apply(function, arguments.map { value(of: $0).numeric })
        case .score:
            guard let name = arguments[0].nameIfAny else { return .missing }
            return answers(ExpressionLanguage.choiceScoreKey(name))
        case .isMissing:
            return .boolean(value(of: arguments[0]).isMissing)
        case .if:
            return truth(value(of: arguments[0])) == true ? value(of: arguments[1]) : value(of: arguments[2])
        case .default:
            let given = value(of: arguments[0])
            return given.isMissing ? value(of: arguments[1]) : given
        case .today:
            return .date(today)
        case .yearsSince:
            return date(value(of: arguments[0])).map { .number(Double($0.wholeYears(until: today))) } ?? .missing
        case .daysSince:
            return date(value(of: arguments[0])).map { .number(Double($0.days(until: today))) } ?? .missing
        }
    }

    /// sum, min and max: missing as soon as one argument is missing (or not a number),
    /// so a total is never computed from part of the answers.
    private func aggregate(_ function: ExpressionFunction, _ arguments: [ExpressionNode]) -> ExpressionValue {
        var numbers: [Double] = []
        for argument in arguments {
            guard let number = value(of: argument).numeric else { return .missing }
            numbers.append(number)
        }
        let result: Double
        switch function {
        case .min: result = numbers.min()!
        case .max: result = numbers.max()!
        default: result = numbers.reduce(0, +)
        }
        return result.isFinite ? .number(result) : .missing
    }

    /// Rounds half away from zero; `digits` (default 0, limited to -15...15) may be
    /// negative to round to tens, hundreds...
    private func round(_ arguments: [ExpressionNode]) -> ExpressionValue {
        guard let number = value(of: arguments[0]).numeric else { return .missing }
        var digits = 0
        if arguments.count == 2 {
            guard let written = value(of: arguments[1]).numeric else { return .missing }
            digits = Int(Swift.min(15, Swift.max(-15, written.rounded())))
        }
        var scale = 1.0
        for _ in 0..<abs(digits) { scale *= 10 }
        let result =
            digits >= 0
            ? (number * scale).rounded(.toNearestOrAwayFromZero) / scale
            : (number / scale).rounded(.toNearestOrAwayFromZero) * scale
        return result.isFinite ? .number(result) : .missing
    }

    /// The day of a date or date-time value, or of a text written `YYYY-MM-DD`.
    private func date(_ value: ExpressionValue) -> ExpressionDate? {
        switch value {
        case .date(let date), .dateTime(let date, _): return date
        case .text(let written): return ExpressionDate(parsing: written)
        default: return nil
        }
    }
}
