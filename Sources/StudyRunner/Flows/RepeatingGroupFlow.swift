import StudyModel

/// A repeating group inside a survey run: the instances' questions one per screen, then the
/// review with "add another", "remove one" and "I am done" as `RepeatNavigator` allows.
/// Every move is journalled (`RepeatEvent`) before the next screen, and every answer and
/// removal rewrites the run's results, so a kill anywhere resumes where it happened.
struct RepeatingGroupFlow {
    let context: FlowContext
    let recorder: Recorder
    let task: StudyTask
    let groupID: StepID
    let group: RepeatingGroup
    let runID: String
    /// Where the group stands in the survey (its progress, whether back leaves it).
    let situation: QuestionScreen.Situation
    /// The survey's answers on the path taken, which the group's `show-if`s may use.
    let outer: () -> [String: ExpressionValue]

    private var taskID: TaskID { task.id.value }
    private var today: ExpressionDate { context.clock.today }
    private var state: RepeatingGroupRun { recorder.state.run(runID)?.groups[groupID] ?? RepeatingGroupRun() }

    /// `.answered(.skipped)` once the participant is done; `.back` to leave it backwards.
    func run() throws -> QuestionAsker.Result {
        let navigator = RepeatNavigator(group: group)
        var move = navigator.entering(state, outer: outer(), today: today)
        var notice: Notice?
        while true {
            switch move {
            case let .startInstance(key):
                try record(.started, instance: key)
                move = navigator.firstStep(of: key, state: state, outer: outer(), today: today)
            case let .show(key, stepID):
                guard let step = group.step(stepID) else {
                    move = .review
                    continue
                }
                if state.place != .step(instance: key, step: stepID) { try record(.stepShown(stepID), instance: key) }
                switch try show(step, instance: key) {
                case let .answered(outcome):
                    if step.isQuestion {
                        try record(.answered(stepID, outcome), instance: key)
                        try recorder.writeSurveyResult(run: runID)
                    }
                    move = navigator.next(after: stepID, instance: key, state: state, outer: outer(), today: today)
                case .back:
                    move = navigator.back(from: stepID, instance: key, state: state)
                    if case let .show(_, previous) = move {
                        try record(.wentBack(to: previous), instance: key)
                    } else if state.instance(key)?.answers.isEmpty == true {
                        // Back out of an instance nothing was entered in: it was never given.
                        try record(.removed, instance: key)
                    }
                case let .ended(ending):
                    return .ended(ending)
                }
            case .review:
                if state.place != .review { try record(.reviewShown, instance: 0) }
                let choice = try review(navigator, notice: notice)
                notice = nil
                switch choice {
                case .add:
                    move = .startInstance(key: state.nextKey)
                case .remove:
                    notice = try remove()
                case .done:
                    try record(.finished, instance: 0)
                    return .answered(.skipped)
                case let .left(result):
                    return result
                }
            }
        }
    }

    private enum ReviewOutcome {
        case add, remove, done
        case left(QuestionAsker.Result)
    }

    private func review(_ navigator: RepeatNavigator, notice: Notice?) throws -> ReviewOutcome {
        let screens = context.screens
        while true {
            let current = state
            let choices = navigator.choices(current)
            let screen = screens.repeatReview(group, current, choices: choices, situation: situation, notice: notice)
            let response = try context.presenter.present(screen)
            switch response.action {
            case .back where situation.canGoBack: return .left(.back)
            case .leave, .interrupt:
                try recorder.writeSurveyResult(run: runID)
                if let ending = try context.leaving.confirm(response.action) { return .left(.ended(ending)) }
            default:
                switch screens.repeatReviewMenu(choices, hasAny: !current.kept.isEmpty).choice(in: response) {
                case .add?: return .add
                case .remove?: return .remove
                case .done?: return .done
                case nil: continue
                }
            }
        }
    }

    /// Asks which instance to remove; the notice says which was, or nil when none was.
    private func remove() throws -> Notice? {
        let screens = context.screens
        let current = state
        let response = try context.presenter.present(screens.repeatRemove(group, current, situation: situation))
        guard case let .instance(key)? = screens.repeatRemoveMenu(group, current).choice(in: response) else {
            return nil
        }
        let name = screens.instanceName(group, current, key: key)
        try record(.removed, instance: key)
        try recorder.writeSurveyResult(run: runID)
        return .success(UIText.fill(screens.repeatText.removed, ["name": name]))
    }

    /// One step of an instance: a question through the asker, an instruction here, `{id}` in
    /// their texts filled in. A question's constraint is checked with the answers of its own
    /// instance and those before the group.
    private func show(_ step: Step, instance key: Int) throws -> QuestionAsker.Result {
        let situation = instanceSituation(step, instance: key)
        let piped = pipedValues(instance: key)
        if let question = step.question {
            let current = state.instance(key)?.answers[step.id.value]
            let shown = piped?.step(step).question ?? question
            guard question.constraint != nil else {
                return try context.asker.ask(shown, current: current, situation: situation)
            }
            let constraint = AnswerConstraint(question: question, scores: task.survey?.scores ?? [])
            let answers = RepeatNavigator(group: group).answers(of: key, in: state, outer: outer())
            return try context.asker.ask(shown, current: current, situation: situation) { value in
                constraint.isBroken(by: value, answers: answers, today: today)
                    ? constraint.message(in: context.language, piped: piped) : nil
            }
        }
        let shownStep = piped?.step(step) ?? step
        while true {
            let response = try context.presenter.present(context.screens.instruction(shownStep, situation: situation))
            switch response.action {
            case .back: return .back
            case .leave, .interrupt:
                try recorder.writeSurveyResult(run: runID)
                if let ending = try context.leaving.confirm(response.action) { return .ended(ending) }
            default: return .answered(.skipped)
            }
        }
    }

    /// What `{id}` shows in an instance's texts: the survey's answers on the path taken, then
    /// this instance's own on its path (another instance's answers are never named).
    private func pipedValues(instance key: Int) -> PipedValues? {
        guard var survey = task.survey else { return nil }
        survey.steps += group.steps
        var outcomes = recorder.state.run(runID).map { NavigationTrail($0.trail).keepingShown($0.answers) } ?? [:]
        if let instance = state.instance(key) {
            let onPath = Set(instance.trail)
            outcomes.merge(instance.answers.filter { onPath.contains($0.key) }) { _, mine in mine }
        }
        return PipedValues(survey: survey, outcomes: outcomes, today: today, language: context.language)
    }

    private func instanceSituation(_ step: Step, instance key: Int) -> QuestionScreen.Situation {
        let screens = context.screens
        return screens.instanceSituation(
            situation, group: group, step: step, name: screens.instanceName(group, state, key: key))
    }

    private func record(_ action: RepeatEvent.Action, instance: Int) throws {
        try recorder.record(
            .repeating(RepeatEvent(task: taskID, run: runID, group: groupID, instance: instance, action: action)))
    }
}
