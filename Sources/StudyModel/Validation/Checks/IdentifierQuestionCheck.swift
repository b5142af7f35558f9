/// A question marked `identifier: true` identifies the participant: with a study team key
/// its answer is sealed, so nothing may compute with it (a `show-if`, a branch or a score
/// would not be recomputable from the record), and it belongs in a survey, not among the
/// eligibility questions, which decide before anyone has joined.
enum IdentifierQuestionCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for step in context.study.eligibility?.questions ?? [] {
            guard let question = step.question, question.identifier else { continue }
            diagnostics.append(
                .error(
                    .identifierQuestion, "eligibility question '\(question.id.value)' is marked 'identifier'",
                    at: question.location, hint: "ask for identifying details in a survey, after consent"))
        }
        for task in context.study.tasks {
            guard let survey = task.survey else { continue }
            let identifiers = Set(survey.steps.compactMap { $0.question.flatMap { $0.identifier ? $0.id.value : nil } })
            guard !identifiers.isEmpty else { continue }
            let expressions =
                survey.steps.flatMap { step in [step.showIf].compactMap { $0 } + step.branches.compactMap(\.condition) }
                + survey.scores.compactMap(\.value)
            for expression in expressions {
                guard let node = try? ExpressionParser.parse(expression.text) else { continue }
                for name in Set(node.referencedNames.map(\.name)) where identifiers.contains(StepID(name)) {
                    diagnostics.append(
                        .error(
                            .identifierQuestion,
                            "'\(name)' is marked 'identifier', so its answer cannot be used in an expression",
                            at: expression.location,
                            hint: "remove 'identifier: true', or decide without that answer"))
                }
            }
        }
        return diagnostics
    }
}
