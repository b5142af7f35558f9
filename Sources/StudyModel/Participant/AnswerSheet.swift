/// Answers by step id, turned into the values expressions see.
public enum AnswerSheet {
    public static func expressionValues(_ outcomes: [StepID: AnswerOutcome], steps: [Step]) -> [String: ExpressionValue]
    {
        var values: [String: ExpressionValue] = [:]
        for step in steps {
            guard let question = step.question, let value = outcomes[question.id.value]?.value else { continue }
            values[question.id.value.rawValue] = value.expressionValue(for: question.answer)
            if let score = value.choiceScore(for: question.answer) {
                values[ExpressionLanguage.choiceScoreKey(question.id.value.rawValue)] = .number(score)
            }
        }
        return values
    }

    /// The same for the scores of many runs (the export's), with the questions gathered once
    /// (`Questions`: each step's question was copied out of its survey, its choices checked
    /// and its score's name made, for every run), and only the answers of the steps `onPath`
    /// (a run's path) when given, without a filtered copy of the answers made first.
    /// `room`: entries to be added afterwards (the scores), made room for now.
    public static func expressionValues(
        _ outcomes: [StepID: AnswerOutcome], questions: Questions, onPath: Set<StepID>? = nil, room: Int = 0
    ) -> [String: ExpressionValue] {
        var values = [String: ExpressionValue](minimumCapacity: min(outcomes.count, questions.entries.count) + room)
        for entry in questions.entries {
            guard onPath?.contains(entry.id) ?? true, let value = outcomes[entry.id]?.value else { continue }
            values[entry.id.rawValue] = value.expressionValue(numericChoices: entry.numericChoices)
            if let scores = entry.choiceScores,
                let score = value.choiceScore({ picked in scores.first { $0.value == picked }?.score ?? nil })
            {
                values[entry.scoreKey] = .number(score)
            }
        }
        return values
    }

    /// The question steps of a survey (or eligibility check) in order, with what
    /// `expressionValues` needs of each.
    public struct Questions: Sendable {
        /// What an answer's values need of its question, worked out once (its format was
        /// copied, and its choices checked, for every answer of every run).
        struct Entry: Sendable {
            var id: StepID
            /// `ExpressionLanguage.choiceScoreKey` of the id.
            var scoreKey: String
            /// `ChoiceOptions.isNumeric`.
            var numericChoices: Bool
            /// Each choice's value and score when every choice is scored (`isScored`), in the
            /// study's order (the first of a value counts, as `ChoiceOptions.score(of:)`).
            var choiceScores: [(value: String, score: Double?)]?
        }

        let entries: [Entry]

        /// `keeping`: only the questions of these ids (nil: all).
        public init(steps: [Step], keeping named: Set<String>? = nil) {
            entries = steps.compactMap { step -> Entry? in
                guard let question = step.question, named?.contains(question.id.value.rawValue) ?? true else {
                    return nil
                }
                let options = question.answer.choices
                return Entry(
                    id: question.id.value, scoreKey: ExpressionLanguage.choiceScoreKey(question.id.value.rawValue),
                    numericChoices: options?.isNumeric == true,
                    choiceScores: options.flatMap { options in
                        options.isScored ? options.choices.map { ($0.value.value, $0.score?.value) } : nil
                    })
            }
        }
    }
}
