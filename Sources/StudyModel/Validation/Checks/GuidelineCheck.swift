/// Warnings from the design guidelines: tell people how long a task takes, keep surveys
/// short, keep each question to one screen.
enum GuidelineCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let limit = context.options.surveyQuestionLimit
        for task in context.study.tasks {
            if task.estimatedMinutes == nil {
                diagnostics.append(
                    .warning(
                        .noEstimatedTime, "task '\(task.id.value)' does not say how long it takes",
                        at: task.location, hint: "add 'estimated-minutes:'; participants are told before they start"))
            }
            if let survey = task.survey, survey.questionCount > limit {
                diagnostics.append(
                    .warning(
                        .longSurvey, "survey '\(task.id.value)' has \(survey.questionCount) questions",
                        at: task.location,
                        hint:
                            "several short surveys work better than one long one; consider splitting it (over \(limit) questions)"
                    ))
            }
        }
        context.study.forEachSurveyStep { step in
            guard case let .question(question) = step.content else { return }
            // Counting characters walks grapheme clusters; a text with no more bytes than the
            // limit cannot have more characters, so most texts skip the walk (and the list).
            var mayBeLong = false
            question.text.forEachVariant { mayBeLong = mayBeLong || $0.utf8.count > context.options.questionTextLimit }
            guard mayBeLong else { return }
            let longest = question.text.allVariants.map(\.count).max() ?? 0
            if longest > context.options.questionTextLimit {
                diagnostics.append(
                    .warning(
                        .longQuestion, "question '\(question.id.value)' is \(longest) characters long",
                        at: question.text.location,
                        hint:
                            "keep the question under \(context.options.questionTextLimit) characters so it fits one screen; move the rest into 'detail:'"
                    ))
            }
        }
        return diagnostics
    }
}
