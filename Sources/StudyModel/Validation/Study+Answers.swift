/// Every answer format in the study, with its owner's name for messages.
extension Study {
    var allAnswerFormats: [(format: AnswerFormat, owner: TextPlace.Part, location: SourceLocation)] {
        var formats: [(AnswerFormat, TextPlace.Part, SourceLocation)] = []
        forEachSurveyStep { step in
            guard case let .question(question) = step.content else { return }
            formats.append(
                (question.answer, TextPlace.Part("question", id: question.id.value.rawValue), question.location))
        }
        for question in consent.quiz?.questions ?? [] {
            formats.append(
                (question.answer, TextPlace.Part("quiz question", id: question.id.value.rawValue), question.location))
        }
        return formats
    }

    /// Every step of the eligibility check and of each survey, in file order, read where it
    /// stands: joining the lists first copied every step, a large value, of a large study.
    func forEachSurveyStep(_ body: (Step) -> Void) {
        if let steps = eligibility?.questions {
            for index in steps.indices { body(steps[index]) }
        }
        for task in tasks {
            guard case let .survey(survey) = task.kind else { continue }
            for index in survey.steps.indices { body(survey.steps[index]) }
        }
    }
}
