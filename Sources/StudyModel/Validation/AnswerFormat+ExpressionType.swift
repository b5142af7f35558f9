extension AnswerFormat {
    /// The type an answer has inside expressions.
    public var expressionType: ExpressionType {
        switch self {
        case .yesNo: return .boolean
        case let .singleChoice(options), let .valuePicker(options):
            return .singleChoice(values: options.values, numeric: options.isNumeric)
        case let .multipleChoice(options): return .multipleChoice(values: options.values)
        case .integer, .decimal, .scale, .height, .weight: return .number
        case .textScale: return .number // the position of the chosen label, from 1
        case .text, .email: return .text
        case .date: return .date
        case .time: return .time
        case .dateTime: return .dateTime
        case .duration: return .duration
        case .invalid: return .unknown
        }
    }
}
