/// Whether a quiz answer is right. Multiple choice must match the correct set exactly:
/// choosing one right answer and one wrong one is not right.
public enum QuizGrading {
    public static func isCorrect(_ answer: AnswerValue, for question: QuizQuestion) -> Bool {
        let correct = question.correct.map(\.value)
        switch answer {
        case let .yesNo(value):
            guard let expected = correct.first?.lowercased() else { return false }
            return value == (expected == "yes" || expected == "true")
        case let .choice(value, _):
            return correct == [value]
        case let .choices(values, _):
            return Set(values) == Set(correct)
        default:
            return false
        }
    }
}

/// Answers by step id, turned into the values expressions see.
public enum AnswerSheet {
    /// `onPath`: when given, only the answers of these steps (a run's path) count, without a
    /// filtered copy of the answers made first.
    public static func expressionValues(
        _ outcomes: [StepID: AnswerOutcome], steps: [Step], onPath: Set<StepID>? = nil
    ) -> [String: ExpressionValue] {
        var values: [String: ExpressionValue] = [:]
        values.reserveCapacity(min(outcomes.count, steps.count))
        for step in steps {
            guard let question = step.question, onPath?.contains(question.id.value) ?? true,
                let value = outcomes[question.id.value]?.value
            else { continue }
            values[question.id.value.rawValue] = value.expressionValue(for: question.answer)
            if let score = value.choiceScore(for: question.answer) {
                values[ExpressionLanguage.choiceScoreKey(question.id.value.rawValue)] = .number(score)
            }
        }
        return values
    }
}
