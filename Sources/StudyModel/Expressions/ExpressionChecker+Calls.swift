/// Checks function calls: the function exists, gets the right number and kinds of arguments.
extension ExpressionCheck {
    mutating func callType(_ call: ExpressionNode, _ name: String, _ arguments: [ExpressionNode]) -> ExpressionType {
        guard let function = ExpressionFunction(rawValue: name) else {
            for argument in arguments { _ = type(of: argument) }
            let hint =
                Suggestion.closest(to: name, among: ExpressionLanguage.functionNames)
                .map { "did you mean '\($0)'?" }
                ?? "the functions are " + ExpressionLanguage.functionNames.joined(separator: ", ")
            report(call.calleeRange, "unknown function '\(name)'", hint: hint)
            return .unknown
        }
        guard function.arity.contains(arguments.count) else {
            for argument in arguments { _ = type(of: argument) }
            let given = arguments.isEmpty ? "none were" : arguments.count == 1 ? "1 was" : "\(arguments.count) were"
            report(call.range, "\(name)() \(function.arityPhrase), but \(given) given", hint: "write \(function.usage)")
            return resultType(function)
        }
        switch function {
        case .answered, .exists:
            if arguments[0].nameIfAny == nil {
                report(arguments[0].range, "\(name)() needs a question or score id, e.g. \(name)(weight)")
            }
            _ = type(of: arguments[0])
        case .count:
            let type = type(of: arguments[0])
            if ![.multiple, .list, .unknown].contains(Kind(type)) {
                report(
                    arguments[0].range,
                    "count() needs a multiple choice answer, but \(subject(arguments[0])) is \(phrase(arguments[0], type))",
                    hint: arguments[0].nameIfAny.map { "use answered(\($0)) to test whether it was answered" })
            }
        case .sum, .min, .max:
            for argument in arguments {
                requireNumber(argument, type(of: argument), needs: "\(name)() needs numbers")
            }
        case .abs, .sqrt, .pow, .exp, .ln:
            checkMathematical(function, arguments)
        case .isMissing:
            _ = type(of: arguments[0])
        case .score:
            checkScoreArgument(arguments[0])
        case .round:
            requireNumber(arguments[0], type(of: arguments[0]), needs: "round() needs a number")
            if arguments.count == 2 { checkDigits(arguments[1]) }
        case .if:
            return ifType(call, arguments)
        case .default:
            return defaultType(arguments[0], arguments[1])
        case .today:
            break
        case .yearsSince, .daysSince:
            let argument = arguments[0]
            let type = type(of: argument)
            if !checkTemporalLiteral(.date, argument),
                ![.date, .dateTime, .unknown].contains(Kind(type))
            {
                report(argument.range, "\(name)() needs a date, but \(subject(argument)) is \(phrase(argument, type))")
            }
        }
        return resultType(function)
    }

    /// What a function returns, whatever its arguments (`if` and `default` depend on them).
    private func resultType(_ function: ExpressionFunction) -> ExpressionType {
        switch function {
        case .answered, .exists, .isMissing: return .boolean
        case .count, .sum, .min, .max, .round, .yearsSince, .daysSince, .score: return .number
        case .abs, .sqrt, .pow, .exp, .ln: return .number
        case .today: return .date
        case .if, .default: return .unknown
        }
    }

    /// `score(q)`: `q` is a choice question whose choices all have a `score`.
    private mutating func checkScoreArgument(_ argument: ExpressionNode) {
        let type = type(of: argument)
        guard let name = argument.nameIfAny else {
            report(argument.range, "score() needs a choice question's id, e.g. score(phq9_1)")
            return
        }
        guard type != .unknown else { return }
        guard type.choiceValues != nil else {
            report(argument.range, "score() needs a choice question, but '\(name)' is \(type.phrase)")
            return
        }
        if scope.hasChoiceScores(name) == false {
            report(
                argument.range, "score() needs choices with a 'score', but the choices of '\(name)' have none",
                hint: "give each choice of '\(name)' a score, e.g. {value: never, label: Never, score: 0}")
        }
    }

    private mutating func checkDigits(_ digits: ExpressionNode) {
        requireNumber(digits, type(of: digits), needs: "round() needs a whole number of digits")
        if let value = numberLiteral(digits), value != value.rounded() {
            report(
                digits.range, "round() needs a whole number of digits, but this is \(ExpressionFormat.number(value))")
        }
    }

    private mutating func ifType(_ call: ExpressionNode, _ arguments: [ExpressionNode]) -> ExpressionType {
        requireCondition(arguments[0], type(of: arguments[0]), needs: "if() needs a condition (true or false) first")
        let whenTrue = type(of: arguments[1])
        let whenFalse = type(of: arguments[2])
        if let common = Self.unify(whenTrue, whenFalse) { return common }
        report(
            call.range, "the two results of if() differ: \(whenTrue.phrase) and \(whenFalse.phrase)",
            hint: "give both results the same kind of value")
        return .unknown
    }

    private mutating func defaultType(_ value: ExpressionNode, _ fallback: ExpressionNode) -> ExpressionType {
        let valueType = type(of: value)
        let fallbackType = type(of: fallback)
        hintUnquotedChoice([fallback], among: valueType, of: value)
        if valueType == .unknown { return fallbackType }
        if fallbackType == .unknown || checkTemporalLiteral(valueType, fallback) { return valueType }
        if Kind(valueType) == Kind(fallbackType), Kind(valueType) != .list {
            checkChoiceLiteral(fallback, against: value, valueType)
        } else if Self.unify(valueType, fallbackType) == nil {
            report(
                fallback.range,
                "the default value is \(phrase(fallback, fallbackType)), "
                    + "but \(subject(value)) is \(phrase(value, valueType))")
        }
        return valueType
    }
}

/// Checks `abs`, `sqrt`, `pow`, `exp` and `ln`: numbers in, and a written number outside
/// the function's domain (`ln(0)`, `sqrt(-1)`) is reported, since it would always be missing.
extension ExpressionCheck {
    mutating func checkMathematical(_ function: ExpressionFunction, _ arguments: [ExpressionNode]) {
        let name = function.rawValue
        for argument in arguments {
            requireNumber(argument, type(of: argument), needs: "\(name)() needs numbers")
        }
        guard let value = numberLiteral(arguments[0]) else { return }
        let text = ExpressionFormat.number(value)
        if function == .ln, value <= 0 {
            report(
                arguments[0].range, "ln() of \(text) is not defined",
                hint: "ln() needs a number above 0; at run time it gives missing")
        } else if function == .sqrt, value < 0 {
            report(
                arguments[0].range, "sqrt() of \(text) is not defined",
                hint: "sqrt() needs a number of 0 or more; at run time it gives missing")
        }
    }
}
