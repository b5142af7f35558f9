import StudyModel

/// The consent quiz: one question per screen with its verdict and explanation, the result,
/// and below the pass mark an offer to read the consent again or try again at once.
struct QuizFlow {
    let context: FlowContext
    let recorder: Recorder

    func question(attempt: Int, index: Int) throws -> FlowOutcome {
        guard let quiz = context.study.consent.quiz else { return .carryOn }
        let item = quiz.questions[index]
        switch try context.asker.ask(item.asQuestion, current: nil, situation: context.screens.quizSituation(index)) {
        case let .answered(outcome):
            let correct = outcome.value.map { QuizGrading.isCorrect($0, for: item) } ?? false
            try recorder.record(
                .quizAnswered(
                    attempt: attempt, question: item.id.value, outcome: outcome,
                    correct: correct))
            _ = try context.presenter.present(context.screens.quizVerdict(index, correct: correct))
        case .back:
            break
        case let .ended(ending):
            return .ended(ending)
        }
        return .carryOn
    }

    func result(attempt: Int, correct: Int, passed: Bool) throws -> FlowOutcome {
        try recorder.record(.quizFinished(attempt: attempt, correct: correct, passed: passed))
        if passed { _ = try context.presenter.present(context.screens.quizPassed(correct: correct)) }
        return .carryOn
    }

    /// Below the pass mark: read the consent again, or try again at once.
    func failed(attempt: Int, attemptsLeft: Int) throws -> FlowOutcome {
        guard let result = recorder.state.quizAttempts.last?.result else { return .carryOn }
        let screens = context.screens
        let response = try context.presenter.present(
            screens.quizFailed(
                correct: result.correct,
                attemptsLeft: attemptsLeft))
        if let outcome = try context.leaving.outcome(of: response) { return outcome }
        guard let picked = screens.quizFailedMenu.choice(in: response) else { return .carryOn }
        switch picked {
        case .readAgain:
            let pages = context.consentPages
            for index in context.study.consent.sections.indices {
                _ = try context.presenter.present(pages.fullText(index))
            }
        case .tryAgain:
            break
        }
        return try question(attempt: attempt + 1, index: 0)
    }

    func outOfAttempts() throws -> FlowOutcome {
        let text = UIText.fill(context.ui.outOfAttempts, ["contact": context.study.contact.email])
        return try ClosingFlow(context: context, recorder: recorder).run(.quizNotPassed, text: text)
    }
}
