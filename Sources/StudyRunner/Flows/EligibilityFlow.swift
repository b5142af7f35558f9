import StudyModel

/// The eligibility questions, one per screen, then the decision: someone eligible is
/// welcomed and given their id; someone not eligible is closed kindly.
struct EligibilityFlow {
    let context: FlowContext
    let recorder: Recorder

    func question(_ stepID: StepID) throws -> FlowOutcome {
        guard let eligibility = context.study.eligibility,
            let step = eligibility.step(stepID)
        else { return .carryOn }
        let answers = recorder.state.eligibilityAnswers
        let today = context.clock.today
        let piped = PipedValues(
            steps: eligibility.questions, outcomes: answers, today: today, language: context.language)
        guard let question = step.question else {
            // An instruction among the eligibility questions: shown, then passed.
            let response = try context.presenter.present(context.screens.eligibilityInstruction(piped.step(step)))
            if let outcome = try context.leaving.outcome(of: response), outcome != .carryOn { return outcome }
            try recorder.record(.eligibilityAnswered(step: stepID, outcome: .skipped))
            return .carryOn
        }
        let situation = QuestionScreen.Situation(context: context.ui.eligibilityTitle, progress: nil, canGoBack: false)
        let constraint = AnswerConstraint(question: question)
        let shown = piped.step(step).question ?? question
        let asked = try context.asker.ask(shown, current: answers[stepID], situation: situation) { value in
            let others = AnswerSheet.expressionValues(answers, steps: eligibility.questions)
            return constraint.isBroken(by: value, answers: others, today: today)
                ? constraint.message(in: context.language, piped: piped) : nil
        }
        switch asked {
        case let .answered(outcome):
            try recorder.record(.eligibilityAnswered(step: stepID, outcome: outcome))
        case .back:
            break
        case let .ended(ending):
            return .ended(ending)
        }
        return .carryOn
    }

    func decide(eligible: Bool) throws -> FlowOutcome {
        try recorder.record(.eligibilityDecided(eligible: eligible))
        if eligible, context.study.eligibility?.eligibleText != nil {
            _ = try context.presenter.present(context.screens.eligibleWelcome())
        }
        if eligible { try IntroductionFlow.showParticipantID(context, recorder) }
        return .carryOn
    }

    func ineligible() throws -> FlowOutcome {
        try ClosingFlow(context: context, recorder: recorder)
            .run(.ineligible, text: context.text(context.study.eligibility?.ineligibleText))
    }
}
