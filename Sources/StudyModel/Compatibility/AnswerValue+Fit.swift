/// Whether an answer recorded under an earlier study file is still an answer of the type a
/// question takes now: a study changed under existing participants may have changed it.
extension AnswerValue {
    public func fits(_ format: AnswerFormat) -> Bool {
        switch (self, format) {
        case (_, .invalid): return true
        case (.yesNo, .yesNo), (.choice, .singleChoice), (.choice, .valuePicker), (.choices, .multipleChoice),
            (.integer, .integer), (.decimal, .decimal), (.scale, .scale), (.textScale, .textScale),
            (.text, .text), (.email, .email), (.date, .date), (.time, .time), (.dateTime, .dateTime),
            (.duration, .duration), (.height, .height), (.weight, .weight):
            return true
        // A whole number is still a number when the question now takes decimals.
        case (.integer, .decimal): return true
        default: return false
        }
    }

    /// The answer type, as study files name it, that this answer was given in.
    public var formatName: String {
        switch self {
        case .yesNo: return "yes-no"
        case .choice: return "single-choice"
        case .choices: return "multiple-choice"
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
        }
    }
}
