/// A question's `constraint`: a rule its answer must keep with the answers before it
/// (`end_date > start_date`), checked when the answer is given. The runner shows the
/// study's `constraint-message` as the error notice and records nothing until it holds.
///
/// A constraint that uses an answer or score that is missing (a question that was skipped)
/// does not stop the participant: there is nothing to compare with. (A comparison with a
/// missing value is false in expressions, so this is checked before.) One that does not
/// parse (only in a study that was not validated) is ignored the same way.
public struct AnswerConstraint: Sendable {
    let question: Question
    let expression: ExpressionNode?
    /// The names the constraint uses besides the question's own answer.
    let others: Set<String>
    let calculations: ScoreCalculator

    /// `scores`: the survey's scores, which the constraint may use (eligibility has none).
    public init(question: Question, scores: [Score] = []) {
        self.question = question
        self.expression = question.constraint.flatMap { try? ExpressionParser.parse($0.text) }
        let own = question.id.value.rawValue
        self.others = Set((expression?.referencedNames ?? []).map(\.name).filter { $0 != own })
        self.calculations = ScoreCalculator(scores: scores)
    }

    /// Whether `value`, given to the question, breaks the constraint with `answers` (the
    /// other answers on the path, as expressions see them).
    public func isBroken(by value: AnswerValue, answers: [String: ExpressionValue], today: ExpressionDate) -> Bool {
        guard let expression else { return false }
        var names = answers
        let id = question.id.value.rawValue
        names[id] = value.expressionValue(for: question.answer)
        names[ExpressionLanguage.choiceScoreKey(id)] = value.choiceScore(for: question.answer).map(
            ExpressionValue.number)
        names = calculations.values(answers: names, today: today)
        guard others.allSatisfy({ (names[$0] ?? .missing) != .missing }) else { return false }
        return ExpressionEvaluator.evaluate(expression, answers: names, today: today) == .boolean(false)
    }

    /// The study's message in `language`, with `{id}` references filled by `piped`.
    public func message(in language: String, piped: PipedValues? = nil) -> String {
        guard let message = question.constraintMessage else { return "" }
        return piped.map { $0.fill(message).resolved(in: language) } ?? message.resolved(in: language)
    }
}
