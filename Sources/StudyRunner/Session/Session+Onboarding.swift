import StudyModel

extension Session {
    /// Runs the onboarding from wherever the journal says the participant is, until it is
    /// complete (then returns) or ends kindly (then throws `Leave`).
    func onboarding() throws {
        while true {
            let stage = OnboardingFlow.stage(study: study, state: state, today: clock.today)
            switch stage {
            case .complete:
                return
            case .introduction:
                return // not joined: nothing to resume
            case let .eligibilityQuestion(step):
                try eligibilityQuestion(step)
            case let .recordEligibility(eligible):
                try record(.eligibilityDecided(eligible: eligible))
                if eligible, study.eligibility?.eligibleText != nil {
                    _ = try presenter.present(screens.eligibleWelcome())
                }
                if eligible { try showParticipantID() }
            case .ineligible:
                try close(.ineligible, text: text(study.eligibility?.ineligibleText))
            case let .consentSection(index):
                try consentSections(from: index)
            case let .quizQuestion(attempt, index):
                try quizQuestion(attempt: attempt, index: index)
            case let .recordQuizResult(attempt, correct, passed):
                try record(.quizFinished(attempt: attempt, correct: correct, passed: passed))
                try quizResult(correct: correct, passed: passed, attemptsLeft: nil)
            case let .quizFailed(attempt, left):
                try quizFailed(attempt: attempt, attemptsLeft: left)
            case .quizOutOfAttempts:
                try close(.quizNotPassed, text: UIText.fill(ui.outOfAttempts, ["contact": study.contact.email]))
            case .review:
                try review()
            case .agreement:
                try agreement()
            case .declined:
                try close(.declined, text: ui.declined)
            case .signature:
                try signature()
            case let .permission(index):
                try permission(index)
            case .recordCompletion:
                let document = SignedConsentDocument.render(study: study, state: state, text: consentText)
                try write(document, to: "consent.md")
                try record(.onboardingCompleted)
                try writeOnboardingRecord()
            }
        }
    }

    /// Someone who does not join (not eligible, quiz not passed, not agreeing) leaves only
    /// the outcome; then a kind last screen.
    /// Someone who did not pass the quiz keeps everything (their attempts are part of the
    /// consent record); someone not eligible or not agreeing keeps only the outcome.
    private func close(_ decision: OutcomeRecord.Decision, text: String) throws -> Never {
        if let store {
            let record = OutcomeRecord(study: study, participant: state.participant ?? "", decision: decision, time: clock.now())
            let outcome = ((try? record.json()).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
            while true {
                do {
                    if decision == .quizNotPassed {
                        try? writeOnboardingRecord()
                        try store.write(outcome, to: "outcome.json")
                    } else {
                        try store.keepOnlyOutcome(outcome)
                    }
                    break
                } catch {
                    try offerRetry(after: error)
                }
            }
        }
        _ = try? presenter.present(screens.ending(text))
        throw Leave(ending: .closed)
    }

    func writeOnboardingRecord() throws {
        if let data = try? OnboardingRecord(study: study, state: state).json() {
            try write(String(decoding: data, as: UTF8.self) + "\n", to: "onboarding.json")
        }
    }

    private func eligibilityQuestion(_ stepID: String) throws {
        guard let eligibility = study.eligibility,
              let step = eligibility.questions.first(where: { $0.id.value == stepID }) else { return }
        guard let question = step.question else {
            // An instruction among the eligibility questions: shown, then passed.
            let response = try presenter.present(screens.eligibilityInstruction(step))
            if response.action == .leave || response.action == .interrupt { try confirmLeave(response.action) }
            try record(.eligibilityAnswered(step: stepID, outcome: .skipped))
            return
        }
        let asker = QuestionAsker(presenter: presenter, language: language, ui: ui, clock: clock,
                                      confirmLeave: { try self.confirmLeave($0) })
        let situation = QuestionScreen.Situation(context: ui.eligibilityTitle, progress: nil, canGoBack: false)
        switch try asker.ask(question, current: state.eligibilityAnswers[stepID], situation: situation) {
        case let .answered(outcome):
            try record(.eligibilityAnswered(step: stepID, outcome: outcome))
        case .back:
            break
        case .leave:
            try confirmLeave(.leave)
        case .interrupt:
            try confirmLeave(.interrupt)
        }
    }

    private func review() throws {
        let pages = ConsentPages(study: study, text: consentText, ui: ui)
        let response = try presenter.present(pages.review())
        if response.action == .leave || response.action == .interrupt { try confirmLeave(response.action) }
        try record(.consentReviewShown)
    }

    private func agreement() throws {
        let response = try presenter.present(ConsentPages(study: study, text: consentText, ui: ui).agreement())
        if response.action == .leave || response.action == .interrupt {
            try confirmLeave(response.action)
            return
        }
        switch choice(in: response, count: 2, typedOptions: [ui.agree, ui.disagree]) {
        case 0?: try record(.consentDecided(agreed: true))
        case 1?:
            try record(.consentDecided(agreed: false))
        default: break
        }
    }
}

extension Step {
    var instructionTitle: LocalizedText? {
        if case let .instruction(title, _) = content { return title }
        return nil
    }

    var instructionText: LocalizedText? {
        if case let .instruction(_, text) = content { return text }
        return nil
    }
}
