import Foundation
import StudyModel

@testable import StudyRunner

/// The journey's screens for snapshots: each calls the builder the session uses
/// (`JourneyScreens`, `QuestionScreen`, `ConsentPages`) with fixed inputs, so the snapshots
/// show exactly what participants see.
struct InlineScreens {
    let loaded: LoadedStudy
    let language: String

    init(_ loaded: LoadedStudy, language: String = "en") {
        self.loaded = loaded
        self.language = language
    }

    var ui: UIText { UIText.forLanguage(language) }
    var keys: KeyTables { KeyTables(ui: ui) }
    var study: Study { loaded.study }
    func text(_ localized: LocalizedText?) -> String { localized?.resolved(in: language) ?? "" }
    var journey: JourneyScreens { JourneyScreens(study: study, language: language) }

    // MARK: Introduction

    func introduction(showingMore: Bool = false) -> Screen { journey.introduction(showingMore: showingMore) }

    func participantID(_ id: String = "K7QM-2X9D") -> Screen { journey.participantID(id) }

    func returning(notice: Notice? = nil) -> Screen { journey.returning(notice: notice) }

    func unknownParticipant(_ typed: String) -> Screen {
        returning(notice: .error(UIText.fill(ui.unknownParticipant, ["id": TerminalSafe.inert(typed)])))
    }

    // MARK: Onboarding

    func eligible() -> Screen { journey.eligibleWelcome() }

    func ending(_ message: String) -> Screen { journey.ending(message) }

    func ineligible() -> Screen { journey.ending(text(study.eligibility?.ineligibleText)) }

    // MARK: Quiz

    func quizSituation(_ index: Int) -> QuestionScreen.Situation { journey.quizSituation(index) }

    func quizQuestion(_ index: Int) -> Screen {
        let item = study.consent.quiz!.questions[index]
        return Questions.screen(item.asQuestion, language: language, situation: quizSituation(index))
    }

    func quizVerdict(_ index: Int, correct: Bool) -> Screen { journey.quizVerdict(index, correct: correct) }

    func quizPassed(correct: Int) -> Screen { journey.quizPassed(correct: correct) }

    func quizFailed(correct: Int, attemptsLeft: Int) -> Screen {
        journey.quizFailed(correct: correct, attemptsLeft: attemptsLeft)
    }

    // MARK: Signature and permissions

    func signature(step: Int, name: String = "", typed: String = "", notice: Notice? = nil) -> Screen {
        journey.signature(step: step, name: name, typed: typed, notice: notice)
    }

    func permission(_ index: Int) -> Screen { journey.permission(index) }

    func requiredDeclined(_ index: Int) -> Screen { journey.requiredDeclined(index) }

    // MARK: Home

    /// `granted`: the permissions allowed now (nil: every one).
    func home(
        completions: [TaskID: [Date]], openRun: TaskID? = nil, now: Date = FixedTime.date, enrolment: Date? = nil,
        granted: Set<PermissionID>? = nil
    ) -> Screen {
        let dashboard = Dashboard.make(
            study: study, completions: { completions[$0] ?? [] }, inProgress: Set([openRun].compactMap { $0 }),
            enrolment: enrolment, granted: granted, now: now, calendar: .in(FixedTime.timeZone))
        return journey.home(dashboard, timeZone: FixedTime.timeZone)
    }

    func taskNotYet(_ taskID: String) -> Screen { journey.taskNotYet(loaded.task(taskID)) }

    // MARK: Surveys

    func surveyIntroduction(_ taskID: String) -> Screen {
        let task = loaded.task(taskID)
        let count = SurveyNavigator(survey: task.survey!).predictedQuestionCount(answers: [:], today: Questions.today)
        return journey.surveyIntroduction(task, questionCount: count)
    }

    /// The context, progress and back key of a survey step, as `runSurvey` works them out.
    func surveySituation(_ taskID: String, step: StepID, trail: [StepID], answers: [StepID: AnswerOutcome])
        -> QuestionScreen.Situation
    {
        let task = loaded.task(taskID)
        let survey = task.survey!
        let values = AnswerSheet.expressionValues(NavigationTrail(trail).keepingShown(answers), steps: survey.steps)
        let progress = SurveyNavigator(survey: survey).progress(
            trail: NavigationTrail(trail), current: step, answers: values,
            today: Questions.today)
        return journey.surveySituation(
            task, progress: progress, canGoBack: NavigationTrail(trail).previous(before: step) != nil)
    }

    /// A survey question as `runSurvey` shows it, `trail` being the steps shown so far
    /// (ending with `step`).
    func surveyQuestion(
        _ taskID: String, step: StepID, trail: [StepID], answers: [StepID: AnswerOutcome] = [:],
        answer: AnswerOutcome? = nil, typed: String? = nil, notice: Notice? = nil
    ) -> Screen {
        let situation = surveySituation(taskID, step: step, trail: trail, answers: answers)
        return Questions.screen(
            loaded.question(step, in: taskID), language: language, answer: answer, typed: typed,
            notice: notice, situation: situation)
    }

    func surveyInstruction(_ taskID: String, step: StepID, trail: [StepID], answers: [StepID: AnswerOutcome] = [:])
        -> Screen
    {
        let situation = surveySituation(taskID, step: step, trail: trail, answers: answers)
        let found = loaded.survey(taskID).step(step)!
        return journey.instruction(found, situation: situation)
    }

    func surveyEnd(_ taskID: String, answers: [StepID: AnswerOutcome]) -> Screen {
        let task = loaded.task(taskID)
        let survey = task.survey!
        let values = AnswerSheet.expressionValues(answers, steps: survey.steps)
        let scores = ScoreCalculator(survey: survey).results(
            answers: values, today: Questions.today, language: language)
        return journey.surveyEnd(task, scores: scores)
    }

    // MARK: Leaving and other text

    func confirmLeave() -> Screen { journey.confirmLeave() }

    func otherText(current: String? = nil) -> Screen {
        JourneyScreens.otherTextScreen(
            question: "Which of these do you use?", choice: "Other", current: current, ui: ui)
    }
}

/// Question screens as `QuestionAsker.ask` builds them: through `QuestionScreen`, with the
/// answer type's rule for the help key, at a fixed "today".
enum Questions {
    static let today = ExpressionDate(year: 2026, month: 3, day: 14)!

    static func rule(_ question: Question, language: String) -> String {
        AnswerInput.rule(for: question.answer, language: language, today: FixedTime.day, now: FixedTime.moment)
    }

    static func screen(
        _ question: Question, language: String = "en", answer: AnswerOutcome? = nil, typed: String? = nil,
        notice: Notice? = nil, situation: QuestionScreen.Situation, showHelp: Bool = false
    ) -> Screen {
        var situation = situation
        situation.rule = situation.rule ?? rule(question, language: language)
        situation.showHelp = showHelp
        return QuestionScreen(question: question, language: language, ui: UIText.forLanguage(language))
            .screen(answer: answer, typed: typed, notice: notice, situation: situation)
    }

    /// The notice `QuestionAsker` shows when `typed` breaks the question's rule.
    static func notice(for typed: String, _ question: Question, language: String = "en") -> Notice? {
        switch AnswerInput.parse(
            typed, for: question.answer, language: language, today: FixedTime.day, now: FixedTime.moment)
        {
        case .success: return nil
        case let .failure(problem): return .error(problem.message)
        }
    }

    /// An eligibility question's situation, as `eligibilityQuestion(_:)` sets it.
    static func eligibility(_ ui: UIText) -> QuestionScreen.Situation {
        QuestionScreen.Situation(context: ui.eligibilityTitle, progress: nil, canGoBack: false)
    }
}
