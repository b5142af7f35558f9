import Foundation
import StudyModel

/// One question per screen, with progress; back, skip, help and leave; skip logic and
/// branching from the study; the end with the scores the study shows. Every answer is
/// journalled, then the run's results file is rewritten.
struct SurveyFlow {
    let context: FlowContext
    let recorder: Recorder
    let task: StudyTask
    let survey: Survey

    private var taskID: TaskID { task.id.value }
    private var today: ExpressionDate { context.clock.today }

    func run() throws -> FlowOutcome {
        let navigator = SurveyNavigator(survey: survey, language: context.language)
        let runID: String
        if let open = recorder.state.openRun(of: taskID) {
            runID = open.run
        } else {
            guard try introduction(navigator) else { return .carryOn }
            runID = recorder.state.nextRunID(of: taskID)
            try recorder.record(.taskStarted(task: taskID, run: runID))
        }
        var current: NavigationTarget
        if let run = recorder.state.run(runID), let step = run.currentStep {
            // An answer saved just before the program was killed counts: go on after it.
            current =
                run.currentStepAnswered
                ? navigator.next(after: step, answers: expressionAnswers(runID), today: today) : .step(step)
        } else {
            current = navigator.firstStep(answers: [:], today: today)
        }
        while case let .step(stepID) = current {
            guard let step = survey.step(stepID), let run = recorder.state.run(runID)
            else {
                break
            }
            if run.currentStep != stepID { try recorder.record(.stepShown(task: taskID, run: runID, step: stepID)) }
            let trail = NavigationTrail(recorder.state.run(runID)?.trail ?? [])
            let progress = navigator.progress(
                trail: trail, current: stepID, answers: expressionAnswers(runID), today: today)
            let situation = context.screens.surveySituation(
                task, progress: progress, canGoBack: trail.previous(before: stepID) != nil)
            switch try show(step, run: runID, situation: situation) {
            case let .answered(outcome):
                if let question = step.question {
                    try recorder.recordAnswer(task: taskID, run: runID, question: question, outcome: outcome)
                    try recorder.writeSurveyResult(run: runID)
                }
                current = navigator.next(after: stepID, answers: expressionAnswers(runID), today: today)
            case .back:
                if let previous = trail.previous(before: stepID) {
                    try recorder.record(.wentBack(task: taskID, run: runID, from: stepID, to: previous))
                    current = .step(previous)
                }
            case let .ended(ending):
                return .ended(ending)
            }
        }
        try recorder.record(.taskFinished(task: taskID, run: runID, status: .completed))
        try recorder.writeSurveyResult(run: runID)
        try end(runID)
        return .carryOn
    }

    /// The answers expressions see: only those on the path actually taken.
    private func expressionAnswers(_ runID: String) -> [String: ExpressionValue] {
        guard let run = recorder.state.run(runID) else { return [:] }
        let trail = NavigationTrail(run.trail)
        return AnswerSheet.expressionValues(trail.keepingShown(run.answers), steps: survey.steps).merging(
            RepeatingGroupRun.countValues(trail.keepingShown(run.groups), steps: survey.steps)
        ) { answer, _ in answer }
    }

    /// What `{id}` in the texts shows: the answers on the path taken, and the scores.
    private func pipedValues(_ runID: String) -> PipedValues {
        let outcomes = recorder.state.run(runID).map { NavigationTrail($0.trail).keepingShown($0.answers) } ?? [:]
        return PipedValues(survey: survey, outcomes: outcomes, today: today, language: context.language)
    }

    /// A question is asked by the asker (which confirms leaving itself); an instruction is
    /// shown here, and leaving it is confirmed once the run's results are written.
    private func show(_ step: Step, run runID: String, situation: QuestionScreen.Situation) throws
        -> QuestionAsker.Result
    {
        let piped = pipedValues(runID)
        if case let .question(question) = step.content {
            let current = recorder.state.run(runID)?.answers[step.id.value]
            let shown = piped.step(step).question ?? question
            guard question.constraint != nil else {
                return try context.asker.ask(shown, current: current, situation: situation)
            }
            let constraint = AnswerConstraint(question: question, scores: survey.scores)
            return try context.asker.ask(shown, current: current, situation: situation) { value in
                constraint.isBroken(by: value, answers: expressionAnswers(runID), today: today)
                    ? constraint.message(in: context.language, piped: piped) : nil
            }
        }
        if case let .repeatingGroup(group) = step.content {
            return try RepeatingGroupFlow(
                context: context, recorder: recorder, task: task, groupID: step.id.value, group: group, runID: runID,
                situation: situation, outer: { expressionAnswers(runID) }
            ).run()
        }
        let shownStep = piped.step(step)
        while true {
            let response = try context.presenter.present(
                context.screens.instruction(shownStep, situation: situation))
            switch response.action {
            case .back: return .back
            case .leave, .interrupt:
                try recorder.writeSurveyResult(run: runID)
                if let ending = try context.leaving.confirm(response.action) { return .ended(ending) }
            default: return .answered(.skipped)
            }
        }
    }

    /// "12 questions, about 8 minutes." before the first question. False to go back home.
    private func introduction(_ navigator: SurveyNavigator) throws -> Bool {
        let count = navigator.predictedQuestionCount(answers: [:], today: today)
        let response = try context.presenter.present(context.screens.surveyIntroduction(task, questionCount: count))
        return response.action == .submit
    }

    private func end(_ runID: String) throws {
        let scores = ScoreCalculator(survey: survey).results(
            answers: expressionAnswers(runID), today: today,
            language: context.language)
        _ = try context.presenter.present(context.screens.surveyEnd(task, scores: scores))
    }
}
