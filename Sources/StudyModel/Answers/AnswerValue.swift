/// An accepted answer, typed. Results store it with its unit; expressions see it through
/// `expressionValue`.
public enum AnswerValue: Sendable, Hashable {
    case yesNo(Bool)
    /// Single choice or value picker: the chosen value, and the text typed for an "other" choice.
    case choice(String, otherText: String?)
    /// Multiple choice: the chosen values in the order of the choices.
    case choices([String], otherText: String?)
    case integer(Int)
    case decimal(Double)
    /// A number scale's value.
    case scale(Int)
    /// A text scale's position, from 1.
    case textScale(Int)
    case text(String)
    case email(String)
    case date(CalendarDay)
    case time(minuteOfDay: Int)
    /// A moment as the participant typed it, with their UTC offset at the time.
    case dateTime(CalendarDay, minuteOfDay: Int, utcOffsetMinutes: Int)
    case duration(seconds: Int)
    /// Always stored in centimetres, however it was typed.
    case height(centimetres: Double)
    /// Always stored in kilograms, however it was typed.
    case weight(kilograms: Double)
}

/// What happened to a question: answered, skipped (optional questions), or declined.
public enum AnswerOutcome: Sendable, Hashable {
    case answered(AnswerValue)
    case skipped
    case preferNotToAnswer
    /// Answered, but the answer identifies the participant (`identifier: true`) and the study
    /// has a team key: it is only in the sealed record named here. Such answers are never
    /// used in expressions (validation refuses it), so nothing needs their value.
    case sealed(record: String)

    public var value: AnswerValue? {
        if case let .answered(value) = self { return value }
        return nil
    }

    public var isSealed: Bool {
        if case .sealed = self { return true }
        return false
    }
}
