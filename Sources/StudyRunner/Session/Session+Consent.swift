import StudyModel

extension Session {
    /// Consent sections one per screen, from the first not yet shown; back shows earlier
    /// ones again. The quiz and the agreement come only after every section was shown.
    func consentSections(from start: Int) throws {
        let pages = ConsentPages(study: study, text: consentText, ui: ui)
        // Coming back part-way, the section being read when they left is shown again.
        var index = max(0, start - 1)
        while index < study.consent.sections.count {
            let section = study.consent.sections[index]
            if state.sectionsShown[section.id.value] == nil {
                try record(.consentSectionShown(section: section.id.value))
            }
            let response = try presenter.present(pages.section(index))
            switch response.action {
            case .learnMore:
                try record(.consentLearnMoreShown(section: section.id.value))
                _ = try presenter.present(pages.fullText(index))
            case .back:
                index = max(0, index - 1)
            case .leave, .interrupt:
                try confirmLeave(response.action)
            default:
                index += 1
            }
        }
    }

    func quizQuestion(attempt: Int, index: Int) throws {
        guard let quiz = study.consent.quiz else { return }
        let item = quiz.questions[index]
        let question = Question(id: item.id, text: item.question, detail: nil, optional: false, preferNotToAnswer: false,
                                answer: item.answer, location: item.location)
        let situation = screens.quizSituation(index)
        let asker = QuestionAsker(presenter: presenter, language: language, ui: ui, clock: clock,
                                      confirmLeave: { try self.confirmLeave($0) })
        switch try asker.ask(question, current: nil, situation: situation) {
        case let .answered(outcome):
            let correct = outcome.value.map { QuizGrading.isCorrect($0, for: item) } ?? false
            try record(.quizAnswered(attempt: attempt, question: item.id.value, outcome: outcome, correct: correct))
            _ = try presenter.present(screens.quizVerdict(index, correct: correct))
        case .back:
            break
        case .leave:
            try confirmLeave(.leave)
        case .interrupt:
            try confirmLeave(.interrupt)
        }
    }

    func quizResult(correct: Int, passed: Bool, attemptsLeft: Int?) throws {
        guard passed else { return }
        _ = try presenter.present(screens.quizPassed(correct: correct))
    }

    /// Below the pass mark: read the consent again, or try again at once.
    func quizFailed(attempt: Int, attemptsLeft: Int) throws {
        guard let result = state.quizAttempts.last?.result else { return }
        let options = screens.quizFailedOptions
        let response = try presenter.present(screens.quizFailed(correct: result.correct, attemptsLeft: attemptsLeft))
        if response.action == .leave || response.action == .interrupt {
            try confirmLeave(response.action)
            return
        }
        guard let picked = choice(in: response, count: 2, typedOptions: options) else { return }
        if picked == 0 {
            let pages = ConsentPages(study: study, text: consentText, ui: ui)
            for index in study.consent.sections.indices {
                _ = try presenter.present(pages.fullText(index))
            }
        }
        try quizQuestion(attempt: attempt + 1, index: 0)
    }
}
