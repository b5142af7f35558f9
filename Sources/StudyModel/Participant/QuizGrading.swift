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
