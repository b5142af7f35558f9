import Foundation
import StudyModel

/// The screens of the participant's journey that are not questions or consent pages, as
/// pure builders: the session decides which to show, these decide what they look like,
/// and snapshot tests draw them without a terminal.
struct JourneyScreens {
    let study: Study
    let language: String
    let ui: UIText

    init(study: Study, language: String, ui: UIText? = nil) {
        self.study = study
        self.language = language
        self.ui = ui ?? UIText.forLanguage(language)
    }

    var keys: KeyTables { KeyTables(ui: ui) }
    func text(_ localized: LocalizedText?) -> String { localized?.resolved(in: language) ?? "" }
    var studyTitle: String { text(study.title) }

    // MARK: Introduction

    func introduction(showingMore: Bool = false) -> Screen {
        let intro = study.introduction
        var body: [Screen.Paragraph] = [.normal(text(intro.text))]
        if showingMore, let more = intro.learnMore { body.append(.quiet(text(more))) }
        var bindings = keys.menu(count: welcomeMenu.choices.count, canLeave: false)
        if intro.learnMore != nil { bindings.append(keys.learnMore) }
        return Screen(
            context: text(study.organisation), title: text(intro.title), body: body,
            input: welcomeMenu.input(), keys: bindings)
    }

    func participantID(_ id: String) -> Screen {
        Screen(
            title: ui.yourParticipantID, body: [.strong(id), .normal(ui.participantIDExplanation)], keys: [keys.next])
    }

    func returning(notice: Notice? = nil) -> Screen {
        Screen(
            title: ui.enterParticipantID,
            input: .line(Screen.LineField(label: nil, text: "", expectedForm: "K7QM-2X9D")),
            notice: notice, keys: keys.typedWords([keys.next, keys.back]))
    }

    // MARK: Onboarding

    func eligibleWelcome() -> Screen {
        Screen(context: ui.eligibilityTitle, title: text(study.eligibility?.eligibleText), keys: [keys.next])
    }

    func eligibilityInstruction(_ step: Step) -> Screen {
        Screen(
            context: ui.eligibilityTitle, title: step.instructionTitle.map(text),
            body: [.normal(step.instructionText.map(text) ?? "")], keys: [keys.next, keys.leave])
    }

    /// The last screen for someone who does not join: kind, and Enter closes.
    func ending(_ message: String) -> Screen {
        Screen(context: text(study.organisation), title: studyTitle, body: [.normal(message)], keys: [keys.close])
    }

    // MARK: Quiz

    func quizSituation(_ index: Int) -> QuestionScreen.Situation {
        let count = study.consent.quiz?.questions.count ?? 1
        let progress = UIText.fill(ui.quizQuestion, ["n": "\(index + 1)", "count": "\(count)"])
        return QuestionScreen.Situation(
            context: studyTitle,
            progress: Screen.Progress(text: progress, fraction: Double(index) / Double(count)),
            canGoBack: false)
    }

    /// Right or not (said in words, not only by colour), then the explanation.
    func quizVerdict(_ index: Int, correct: Bool) -> Screen {
        let item = study.consent.quiz!.questions[index]
        return Screen(
            context: studyTitle, progress: quizSituation(index).progress,
            title: correct ? ui.correctAnswer : ui.wrongAnswer, body: [.normal(text(item.explanation))],
            keys: [keys.next])
    }

    func quizPassed(correct: Int) -> Screen {
        let count = study.consent.quiz?.questions.count ?? 0
        return Screen(
            context: studyTitle, title: UIText.fill(ui.quizPassed, ["n": "\(correct)", "count": "\(count)"]),
            keys: [keys.next])
    }

    func quizFailed(correct: Int, attemptsLeft: Int) -> Screen {
        let quiz = study.consent.quiz!
        let message = UIText.fill(
            ui.quizFailed,
            [
                "n": "\(correct)", "count": "\(quiz.questions.count)",
                "needed": "\(quiz.passMark.value)",
            ])
        return Screen(
            context: studyTitle, title: message, body: [.quiet(UIText.fill(ui.attemptsLeft, ["n": "\(attemptsLeft)"]))],
            input: quizFailedMenu.input(), keys: keys.menu(count: 2))
    }

    // MARK: Signature and permissions

    /// Step 0 the full name, 1 the typed signature, then the contact fields the study asks for.
    func signature(step: Int, name: String, typed: String, notice: Notice?) -> Screen {
        let fields = study.consent.signature.fields
        let label: String
        var form: String?
        switch step {
        case 0: label = ui.fullName
        case 1: label = ui.typedSignature
        default:
            let email = fields[step - 2] == .email
            label = email ? ui.email : ui.phone
            form = email ? TextCatalogue.for(language).answers.emailForm : "+44 20 7946 0000"
        }
        var bindings = [keys.next, keys.leave]
        if step > 0 { bindings.insert(keys.back, at: 1) }
        var body: [Screen.Paragraph] = [
            .quiet(UIText.fill(ui.stepOf, ["n": "\(step + 1)", "count": "\(fields.count + 2)"]))
        ]
        if step == 1 { body.append(.normal(ui.fullName + ui.labelSeparator + name)) }
        if step == 0, let meaning = study.consent.signature.meaning { body.append(.normal(text(meaning))) }
        return Screen(
            context: studyTitle, title: ui.signatureTitle, body: body,
            input: .line(Screen.LineField(label: label, text: typed, expectedForm: form)),
            notice: notice, keys: keys.typedWords(bindings))
    }

    func permission(_ index: Int) -> Screen {
        let permission = study.permissions[index]
        let progress = UIText.fill(ui.permissionTitle, ["n": "\(index + 1)", "count": "\(study.permissions.count)"])
        var body: [Screen.Paragraph] = [.normal(text(permission.reason))]
        if permission.required { body.append(.strong(ui.requiredPermission)) }
        return Screen(
            context: studyTitle,
            progress: Screen.Progress(text: progress, fraction: Double(index) / Double(study.permissions.count)),
            title: text(permission.title), body: body, input: permissionMenu.input(preselect: false),
            keys: keys.menu(count: 2))
    }

    func requiredDeclined(_ index: Int) -> Screen {
        Screen(
            context: studyTitle, title: text(study.permissions[index].title), body: [.normal(ui.requiredDeclined)],
            input: requiredDeclinedMenu.input(preselect: false), keys: keys.menu(count: 2, canLeave: false))
    }

    // MARK: Home

    func taskNotYet(_ task: StudyTask) -> Screen {
        Screen(context: studyTitle, title: text(task.title), body: [.normal(ui.taskNotYet)], keys: [keys.next])
    }

    // MARK: Surveys

    func surveyIntroduction(_ task: StudyTask, questionCount count: Int) -> Screen {
        let minutes = "\(task.estimatedMinutes ?? max(1, count / 2))"
        let summary =
            count == 1
            ? UIText.fill(ui.surveyIntroOne, ["minutes": minutes])
            : UIText.fill(ui.surveyIntro, ["count": "\(count)", "minutes": minutes])
        var body: [Screen.Paragraph] = []
        if let description = task.description { body.append(.normal(text(description))) }
        body.append(.normal(summary))
        return Screen(context: studyTitle, title: text(task.title), body: body, keys: [keys.next, keys.back])
    }

    /// Where a survey step is: the task first (so a narrow window keeps it), the progress.
    func surveySituation(_ task: StudyTask, progress: SurveyProgress, canGoBack: Bool) -> QuestionScreen.Situation {
        let label =
            progress.currentIsQuestion
            ? UIText.fill(ui.questionOf, ["n": "\(progress.questionNumber)", "count": "\(progress.questionCount)"])
            : ui.questionsInAll(progress.questionCount)
        var timeLeft: String?
        switch progress.remainingTime(estimatedMinutes: task.estimatedMinutes) {
        case let .minutes(n)?: timeLeft = ui.minutesLeft(n)
        case .lessThanAMinute?: timeLeft = ui.lessThanAMinute
        default: timeLeft = nil
        }
        return QuestionScreen.Situation(
            context: text(task.title) + " · " + studyTitle,
            progress: Screen.Progress(text: label, fraction: progress.fractionDone, timeLeft: timeLeft),
            canGoBack: canGoBack)
    }

    func instruction(_ step: Step, situation: QuestionScreen.Situation) -> Screen {
        var bindings = [keys.next]
        if situation.canGoBack { bindings.append(keys.back) }
        bindings.append(keys.leave)
        return Screen(
            context: situation.context, progress: situation.progress, title: step.instructionTitle.map(text),
            body: [.normal(step.instructionText.map(text) ?? "")], keys: bindings)
    }

    /// The end: said plainly, the scores the study shows, then its completion text.
    func surveyEnd(_ task: StudyTask, scores: [ScoreResult]) -> Screen {
        var body: [Screen.Paragraph] = []
        for score in scores where score.show {
            let label = score.label.map(text) ?? score.id
            let value = score.band.map(text) ?? score.value.map(Self.format) ?? "–"
            body.append(.strong(label + ui.labelSeparator + value))
        }
        if let completion = task.completion { body.append(.normal(text(completion))) }
        return Screen(
            context: studyTitle, title: text(task.title), body: body, notice: .success(ui.surveyDone), keys: [keys.next]
        )
    }

    /// A score as the end of a survey shows it: at most one decimal place (`7`, `2.3`).
    static func format(_ value: Double) -> String {
        NumberText.text(value, upTo: 1)
    }

    // MARK: Leaving and problems

    func confirmLeave() -> Screen {
        Screen(title: ui.confirmLeave, input: confirmLeaveMenu.input(), keys: keys.menu(count: 2, canLeave: false))
    }

    func storageProblem(advice: String, detail: String) -> Screen {
        Screen(
            title: advice, body: [.quiet(detail)], input: storageProblemMenu.input(),
            keys: keys.menu(count: 2, canLeave: false))
    }

    func message(_ text: String) -> Screen {
        Screen(title: text, keys: [keys.next])
    }

    /// "Other, please specify", with the question and the choice it belongs to.
    static func otherTextScreen(question: String, choice: String, current: String?, ui: UIText) -> Screen {
        Screen(
            context: question, title: choice,
            input: .line(Screen.LineField(label: ui.otherPrompt, text: current ?? "", expectedForm: nil)),
            keys: [KeyTables(ui: ui).next])
    }
}
