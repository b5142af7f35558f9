import Foundation
import StudyModel

extension Session {
    /// One question per screen, with progress; back, skip, help and leave; skip logic and
    /// branching from the study; the end with the scores the study shows.
    func runSurvey(_ task: StudyTask, _ survey: Survey) throws {
        let navigator = SurveyNavigator(survey: survey)
        let taskID = task.id.value
        var runID: String
        if let open = state.openRun(of: taskID) {
            runID = open.run
        } else {
            guard try surveyIntroduction(task, navigator) else { return }
            runID = "\(taskID)-\(state.runs.filter { $0.task == taskID }.count + 1)"
            try record(.taskStarted(task: taskID, run: runID))
        }
        var current: NavigationTarget
        if let run = currentRun(runID), let step = run.currentStep {
            // An answer saved just before the program was killed counts: go on after it.
            current = run.currentStepAnswered
                ? navigator.next(after: step, answers: expressionAnswers(survey, runID), today: clock.today) : .step(step)
        } else {
            current = navigator.firstStep(answers: [:], today: clock.today)
        }
        while case let .step(stepID) = current {
            guard let step = survey.steps.first(where: { $0.id.value == stepID }), let run = currentRun(runID) else { break }
            if run.currentStep != stepID { try record(.stepShown(task: taskID, run: runID, step: stepID)) }
            let answers = expressionAnswers(survey, runID)
            let progress = navigator.progress(trail: NavigationTrail(currentRun(runID)?.trail ?? []), current: stepID,
                                              answers: answers, today: clock.today)
            let situation = screens.surveySituation(
                task, progress: progress, canGoBack: NavigationTrail(currentRun(runID)?.trail ?? []).previous(before: stepID) != nil)
            switch try show(step, situation: situation, current: currentRun(runID)?.answers[stepID]) {
            case let .answered(outcome):
                if step.question != nil {
                    try record(.answered(task: taskID, run: runID, step: stepID, outcome: outcome))
                    try writeResult(task, survey, runID)
                }
                current = navigator.next(after: stepID, answers: expressionAnswers(survey, runID), today: clock.today)
            case .back:
                if let previous = NavigationTrail(currentRun(runID)?.trail ?? []).previous(before: stepID) {
                    try record(.wentBack(task: taskID, run: runID, from: stepID, to: previous))
                    current = .step(previous)
                }
            case .leave:
                try writeResult(task, survey, runID)
                try confirmLeave(.leave)
            case .interrupt:
                try writeResult(task, survey, runID)
                try confirmLeave(.interrupt)
            }
        }
        try record(.taskFinished(task: taskID, run: runID, status: .completed))
        try writeResult(task, survey, runID)
        try surveyEnd(task, survey, runID)
    }

    func currentRun(_ runID: String) -> TaskRun? {
        state.runs.last { $0.run == runID }
    }

    /// The answers expressions see: only those on the path actually taken.
    private func expressionAnswers(_ survey: Survey, _ runID: String) -> [String: ExpressionValue] {
        guard let run = currentRun(runID) else { return [:] }
        return AnswerSheet.expressionValues(NavigationTrail(run.trail).keepingShown(run.answers), steps: survey.steps)
    }

    private func show(_ step: Step, situation: QuestionScreen.Situation, current: AnswerOutcome?) throws -> QuestionAsker.Result {
        switch step.content {
        case let .question(question):
            return try QuestionAsker(presenter: presenter, language: language, ui: ui, clock: clock,
                                      confirmLeave: { try self.confirmLeave($0) })
                .ask(question, current: current, situation: situation)
        case .instruction:
            let response = try presenter.present(screens.instruction(step, situation: situation))
            switch response.action {
            case .back: return .back
            case .leave: return .leave
            case .interrupt: return .interrupt
            default: return .answered(.skipped)
            }
        }
    }

    /// "12 questions, about 8 minutes." before the first question. False to go back home.
    private func surveyIntroduction(_ task: StudyTask, _ navigator: SurveyNavigator) throws -> Bool {
        let count = navigator.predictedQuestionCount(answers: [:], today: clock.today)
        let response = try presenter.present(screens.surveyIntroduction(task, questionCount: count))
        return response.action == .submit
    }

    func writeResult(_ task: StudyTask, _ survey: Survey, _ runID: String) throws {
        guard let run = currentRun(runID), let participant = state.participant else { return }
        let result = TaskResult.survey(study: study, task: task, survey: survey, run: run, participant: participant,
                                       language: language, today: clock.today)
        guard let data = try? result.json() else { return }
        try write(String(decoding: data, as: UTF8.self) + "\n", to: "tasks/\(runID).json")
    }

    private func surveyEnd(_ task: StudyTask, _ survey: Survey, _ runID: String) throws {
        let scores = ScoreCalculator(survey: survey).results(answers: expressionAnswers(survey, runID), today: clock.today,
                                                             language: language)
        _ = try presenter.present(screens.surveyEnd(task, scores: scores))
    }
}
