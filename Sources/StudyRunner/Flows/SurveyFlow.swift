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

    private var taskID: String { task.id.value }
    private var today: ExpressionDate { context.clock.today }

    func run() throws -> FlowOutcome {
        let navigator = SurveyNavigator(survey: survey)
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
            guard let step = survey.steps.first(where: { $0.id.value == stepID }), let run = recorder.state.run(runID)
            else {
                break
            }
            if run.currentStep != stepID { try recorder.record(.stepShown(task: taskID, run: runID, step: stepID)) }
            let trail = NavigationTrail(recorder.state.run(runID)?.trail ?? [])
            let progress = navigator.progress(
                trail: trail, current: stepID, answers: expressionAnswers(runID), today: today)
            let situation = context.screens.surveySituation(
                task, progress: progress, canGoBack: trail.previous(before: stepID) != nil)
            switch try show(step, situation: situation, current: recorder.state.run(runID)?.answers[stepID]) {
            case let .answered(outcome):
                if step.question != nil {
                    try recorder.record(.answered(task: taskID, run: runID, step: stepID, outcome: outcome))
                    try recorder.writeSurveyResult(run: runID)
                }
                current = navigator.next(after: stepID, answers: expressionAnswers(runID), today: today)
            case .back:
                if let previous = trail.previous(before: stepID) {
                    try recorder.record(.wentBack(task: taskID, run: runID, from: stepID, to: previous))
                    current = .step(previous)
                }
            case .leave:
                if let ending = try leave(step, run: runID, .leave) { return .ended(ending) }
            case .interrupt:
                if let ending = try leave(step, run: runID, .interrupt) { return .ended(ending) }
            }
        }
        try recorder.record(.taskFinished(task: taskID, run: runID, status: .completed))
        try recorder.writeSurveyResult(run: runID)
        try end(runID)
        return .carryOn
    }

    /// A question's leaving was confirmed by its asker; an instruction's is confirmed here,
    /// once the results are written. Nil when the participant stays.
    private func leave(_ step: Step, run runID: String, _ action: ScreenAction) throws -> SessionEnding? {
        guard step.question == nil else { return action == .interrupt ? .interrupted : .left }
        try recorder.writeSurveyResult(run: runID)
        return try context.leaving.confirm(action)
    }

    /// The answers expressions see: only those on the path actually taken.
    private func expressionAnswers(_ runID: String) -> [String: ExpressionValue] {
        guard let run = recorder.state.run(runID) else { return [:] }
        return AnswerSheet.expressionValues(NavigationTrail(run.trail).keepingShown(run.answers), steps: survey.steps)
    }

    private func show(_ step: Step, situation: QuestionScreen.Situation, current: AnswerOutcome?) throws
        -> QuestionAsker.Result
    {
        switch step.content {
        case let .question(question):
            return try context.asker.ask(question, current: current, situation: situation)
        case .instruction:
            let response = try context.presenter.present(context.screens.instruction(step, situation: situation))
            switch response.action {
            case .back: return .back
            case .leave: return .leave
            case .interrupt: return .interrupt
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
