/// Answers as expressions see them (`show-if`, branches, criteria, scores). The types
/// match `AnswerFormat.expressionType`, which the type checker uses, so an expression
/// that checks is evaluated with values of the types it was checked against.
extension AnswerValue {
    /// The value of this answer inside expressions, for a question of `format`:
    ///
    /// | answer | expression value |
    /// | --- | --- |
    /// | yes-no | boolean |
    /// | single choice, value picker | the value as text, or as a number when every choice value is a whole number (`ChoiceOptions.isNumeric`, the PHQ-9 style) |
    /// | multiple choice | the set of values |
    /// | integer, decimal, scale | number |
    /// | text scale | number: the position of the label, from 1 |
    /// | height, weight | number of cm, kg |
    /// | date, time, date-time | date, time, date-time (the UTC offset is not part of it) |
    /// | duration | duration in seconds |
    /// | text, email | text |
    ///
    /// The "other" text of a choice is not part of the value; the value of the "other"
    /// choice is.
    public func expressionValue(for format: AnswerFormat) -> ExpressionValue {
        expressionValue(numericChoices: format.choices?.isNumeric == true)
    }

    /// The same, with whether the question's choices are all whole numbers already known
    /// (asked only of a choice).
    func expressionValue(numericChoices: @autoclosure () -> Bool) -> ExpressionValue {
        switch self {
        case let .yesNo(answer): return .boolean(answer)
        case let .choice(choice, _):
            if numericChoices(), let number = Int(choice) { return .number(Double(number)) }
            return .text(choice)
        case let .choices(choices, _): return .choices(Set(choices))
        case let .integer(number), let .scale(number), let .textScale(number): return .number(Double(number))
        case let .decimal(number): return .number(number)
        case let .text(text), let .email(text): return .text(text)
        case let .date(day): return Self.date(day).map(ExpressionValue.date) ?? .missing
        case let .time(minute): return .time(minutes: minute)
        case let .dateTime(day, minute, _): return Self.date(day).map { .dateTime($0, minutes: minute) } ?? .missing
        case let .duration(seconds): return .duration(seconds: Double(seconds))
        case let .height(centimetres): return .number(centimetres)
        case let .weight(kilograms): return .number(kilograms)
        }
    }

    /// What `score(q)` gives for this answer: the picked choice's score, or the sum of the
    /// picked choices' scores; nil unless every choice of the question has a score.
    public func choiceScore(for format: AnswerFormat) -> Double? {
        guard let options = format.choices, options.isScored else { return nil }
        return choiceScore { options.score(of: $0) }
    }

    /// The same, with the question's choices scored (`score`: a value's score, or nil).
    func choiceScore(_ score: (String) -> Double?) -> Double? {
        switch self {
        case let .choice(choice, _): return score(choice)
        case let .choices(choices, _):
            return choices.reduce(0) { total, value in total + (score(value) ?? 0) }
        default: return nil
        }
    }

    private static func date(_ day: CalendarDay) -> ExpressionDate? {
        ExpressionDate(year: day.year, month: day.month, day: day.day)
    }
}

extension AnswerOutcome {
    /// The answer's expression value; a skipped or declined question is missing.
    public func expressionValue(for format: AnswerFormat) -> ExpressionValue {
        value?.expressionValue(for: format) ?? .missing
    }
}
