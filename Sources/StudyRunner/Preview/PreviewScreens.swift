import StudyModel

/// One screen of a preview, with the file name it is written under ("03-consent-section-2").
struct PreviewScreen: Equatable {
    var name: String
    var screen: Screen
}

/// Every screen a participant can meet in one language, in the order they meet them, built
/// by the same pure builders `study run` uses; nothing is answered, so each screen shows as
/// it first appears. Steps come in file order: branches and `show-if` are not followed.
struct PreviewScreens {
    let study: Study
    let language: String
    let consentDocuments: [String: ConsentDocument]

    /// An id in the shape the runner gives out, since a preview has no participant.
    static let exampleParticipantID = "K7QM-2X9D"

    private var ui: UIText { UIText.forLanguage(language) }
    private var screens: JourneyScreens { JourneyScreens(study: study, language: language) }

    /// The onboarding: introduction, eligibility, consent, quiz, signature, permissions.
    func onboarding() -> [PreviewScreen] {
        var found: [(String, Screen)] = [("introduction", screens.introduction())]
        if study.introduction.learnMore != nil {
            found.append(("introduction-learn-more", screens.introduction(showingMore: true)))
        }
        if let eligibility = study.eligibility {
            let situation = QuestionScreen.Situation(context: ui.eligibilityTitle, progress: nil, canGoBack: false)
            for step in eligibility.questions {
                found.append(
                    (
                        "eligibility-\(step.id.value)",
                        question(step, situation)
                            ?? screens.eligibilityInstruction(step)
                    ))
            }
            found.append(("ineligible", screens.ending(screens.text(eligibility.ineligibleText))))
            if eligibility.eligibleText != nil { found.append(("eligible", screens.eligibleWelcome())) }
        }
        found.append(("participant-id", screens.participantID(Self.exampleParticipantID)))
        found += consent()
        for (index, permission) in study.permissions.enumerated() {
            found.append(("permission-\(permission.id.value)", screens.permission(index)))
            if permission.required {
                found.append(("permission-\(permission.id.value)-declined", screens.requiredDeclined(index)))
            }
        }
        return numbered(found + reconsent())
    }

    /// Consenting again, as someone who signed an earlier version without recorded texts
    /// meets it (every section marked changed): what changed, the first changed section,
    /// declining, and the new document saved.
    private func reconsent() -> [(String, Screen)] {
        let pages = ConsentPages(
            study: study, text: ConsentText(consent: study.consent, language: language, documents: consentDocuments),
            ui: ui)
        let need = ReconsentNeed(
            signedVersion: nil, currentVersion: study.consent.version,
            sections: study.consent.sections.map { _ in .changed })
        var found: [(String, Screen)] = [("reconsent-changes", pages.changes(need))]
        if !study.consent.sections.isEmpty { found.append(("reconsent-section-1", pages.changedSection(0, need))) }
        found.append(("reconsent-declined", pages.reconsentDeclined()))
        found.append(("reconsent-saved", screens.message(pages.reconsentText.saved)))
        return found
    }

    private func consent() -> [(String, Screen)] {
        let pages = ConsentPages(
            study: study,
            text: ConsentText(
                consent: study.consent, language: language,
                documents: consentDocuments), ui: ui)
        var found: [(String, Screen)] = []
        for index in study.consent.sections.indices {
            found.append(("consent-section-\(index + 1)", pages.section(index)))
            found.append(("consent-section-\(index + 1)-full-text", pages.fullText(index)))
        }
        if let quiz = study.consent.quiz {
            for (index, question) in quiz.questions.enumerated() {
                let page = QuestionScreen(question: question.asQuestion, language: language, ui: ui)
                found.append(
                    (
                        "quiz-question-\(index + 1)",
                        page.screen(
                            answer: nil, typed: nil, notice: nil,
                            situation: screens.quizSituation(index))
                    ))
                found.append(("quiz-explanation-\(index + 1)", screens.quizVerdict(index, correct: true)))
            }
            found.append(("quiz-passed", screens.quizPassed(correct: quiz.questions.count)))
            if quiz.attempts.value > 1 {
                found.append(("quiz-failed", screens.quizFailed(correct: 0, attemptsLeft: quiz.attempts.value - 1)))
            }
            let outOfAttempts = UIText.fill(ui.outOfAttempts, ["contact": study.contact.email])
            found.append(("quiz-out-of-attempts", screens.ending(outOfAttempts)))
        }
        found += [
            ("consent-review", pages.review()), ("consent-agreement", pages.agreement()),
            ("consent-declined", screens.ending(ui.declined)),
        ]
        for step in 0..<(2 + study.consent.signature.fields.count) {
            found.append(("signature-\(step + 1)", screens.signature(step: step, name: "", typed: "", notice: nil)))
        }
        return found
    }

    /// One task: a survey's introduction, its steps and its end; an active task's instructions.
    func task(_ task: StudyTask) -> [PreviewScreen] {
        switch task.kind {
        case let .survey(survey): return numbered(surveyScreens(task, survey))
        case let .active(active):
            let words = TaskWords.forLanguage(language)
            let title = screens.text(task.title)
            let kind = ActiveTaskKinds.runner(for: active, title: title, words: words)
            let pages = ActiveTaskScreens(
                studyTitle: screens.text(study.title), taskTitle: title, words: words,
                keys: KeyTables(ui: ui))
            let instructions = active.instructions.map { [screens.text($0)] } ?? kind.defaultInstructions
            let when = active.when.map(screens.text)
            let screen = pages.instructions(instructions, when: when, practice: kind.hasPractice)
            return numbered([("instructions", screen)])
        case .invalid: return []
        }
    }

    private func surveyScreens(_ task: StudyTask, _ survey: Survey) -> [(String, Screen)] {
        let questionCount = survey.questionCount
        var found = [("introduction", screens.surveyIntroduction(task, questionCount: questionCount))]
        var questionsBefore = 0
        for (index, step) in survey.steps.enumerated() {
            let isQuestion = step.question != nil
            let progress = SurveyProgress(
                questionsBefore: questionsBefore, currentIsQuestion: isQuestion,
                questionsAfter: questionCount - questionsBefore - (isQuestion ? 1 : 0))
            defer { questionsBefore += step.questionsAsked }
            let situation = screens.surveySituation(task, progress: progress, canGoBack: index > 0)
            if let group = step.repeatingGroup {
                found += Self.groupScreens(step, group, situation: situation, screens: screens)
                continue
            }
            let screen = question(step, situation) ?? screens.instruction(step, situation: situation)
            found.append(("step-\(step.id.value)", screen))
        }
        found.append(("end", screens.surveyEnd(task, scores: [])))
        return found
    }

    /// The step's question screen with nothing answered, or nil for an instruction.
    private func question(_ step: Step, _ situation: QuestionScreen.Situation) -> Screen? {
        guard let question = step.question else { return nil }
        return QuestionScreen(question: question, language: language, ui: ui)
            .screen(answer: nil, typed: nil, notice: nil, situation: situation)
    }

    /// "01-introduction", "02-…": the order shows in any file listing.
    private func numbered(_ screens: [(String, Screen)]) -> [PreviewScreen] {
        screens.enumerated().map { index, entry in
            let number = index < 9 ? "0\(index + 1)" : "\(index + 1)"
            return PreviewScreen(name: "\(number)-\(entry.0)", screen: entry.1)
        }
    }
}
