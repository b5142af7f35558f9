/// Every answer format in the study, with its owner's name for messages.
extension Study {
    /// Each answer format where it stands, in file order (eligibility, surveys, then the
    /// quiz): a list of them copied every format of a large study, about 4% of validating it.
    func forEachAnswerFormat(_ body: (AnswerFormat, TextPlace.Part) -> Void) {
        forEachSurveyStep { step in
            guard case let .question(question) = step.content else { return }
            body(question.answer, TextPlace.Part("question", id: question.id.value.rawValue))
        }
        if let questions = consent.quiz?.questions {
            for index in questions.indices {
                body(questions[index].answer, TextPlace.Part("quiz question", id: questions[index].id.value.rawValue))
            }
        }
    }

    /// Every step of the eligibility check and of each survey (a repeating group's own steps
    /// after the group), in file order, read where it stands: joining the lists first copied
    /// every step, a large value, of a large study.
    func forEachSurveyStep(_ body: (Step) -> Void) {
        if let steps = eligibility?.questions {
            for index in steps.indices { body(steps[index]) }
        }
        for task in tasks {
            guard case let .survey(survey) = task.kind else { continue }
            for index in survey.steps.indices {
                body(survey.steps[index])
                if case let .repeatingGroup(group) = survey.steps[index].content { group.steps.forEach(body) }
            }
        }
    }
}
