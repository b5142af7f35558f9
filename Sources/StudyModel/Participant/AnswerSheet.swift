/// Answers by step id, turned into the values expressions see.
public enum AnswerSheet {
    /// `onPath`: when given, only the answers of these steps (a run's path) count, without a
    /// filtered copy of the answers made first.
    public static func expressionValues(
        _ outcomes: [StepID: AnswerOutcome], steps: [Step], onPath: Set<StepID>? = nil
    ) -> [String: ExpressionValue] {
        expressionValues(outcomes, questions: Questions(steps: steps), onPath: onPath)
    }

    /// The same with the steps' questions gathered once (`Questions`): the export works out
    /// the scores of every run of a survey, and each step's question was copied out of it,
    /// and its score's name made, for every run.
    public static func expressionValues(
        _ outcomes: [StepID: AnswerOutcome], questions: Questions, onPath: Set<StepID>? = nil
    ) -> [String: ExpressionValue] {
        var values: [String: ExpressionValue] = [:]
        values.reserveCapacity(min(outcomes.count, questions.stepCount))
        // Each entry read where it lies: `for entry in` copied every question's format.
        questions.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                guard onPath?.contains(entries[index].id) ?? true, let value = outcomes[entries[index].id]?.value
                else { continue }
                values[entries[index].id.rawValue] = value.expressionValue(for: entries[index].format)
                if let score = value.choiceScore(for: entries[index].format) {
                    values[entries[index].scoreKey] = .number(score)
                }
            }
        }
        return values
    }

    /// The question steps of a survey (or eligibility check) in order, with what
    /// `expressionValues` needs of each.
    public struct Questions: Sendable {
        struct Entry: Sendable {
            var id: StepID
            var format: AnswerFormat
            /// `ExpressionLanguage.choiceScoreKey` of the id.
            var scoreKey: String
        }

        let entries: [Entry]
        /// How many steps there were (the room the values are made with, as before).
        let stepCount: Int

        public init(steps: [Step]) {
            stepCount = steps.count
            entries = steps.compactMap { step in
                step.question.map {
                    Entry(
                        id: $0.id.value, format: $0.answer,
                        scoreKey: ExpressionLanguage.choiceScoreKey($0.id.value.rawValue))
                }
            }
        }
    }
}
