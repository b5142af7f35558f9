/// Where a participant is in the onboarding, derived from the study and their journal:
/// introduction → eligibility → consent sections → quiz → review → agreement → signature →
/// permissions. Pure, so resuming after a crash lands on exactly the screen they left.
public enum OnboardingStage: Sendable, Equatable {
    case introduction
    case eligibilityQuestion(step: StepID)
    /// Every eligibility question is answered: the runner records this outcome next.
    case recordEligibility(eligible: Bool)
    case ineligible
    /// The consent section to show: the one being read when the sitting stopped (the one
    /// before the first never shown), or the first. Consent cannot be agreed before every
    /// section was shown. With every section shown and nothing after them journalled, the
    /// last: the runner then goes on to `afterConsentSections` in the same go.
    case consentSection(index: Int)
    case quizQuestion(attempt: Int, index: Int)
    /// Every question of the attempt is answered: the runner records this result next.
    case recordQuizResult(attempt: Int, correct: Int, passed: Bool)
    case quizFailed(attempt: Int, attemptsLeft: Int)
    case quizOutOfAttempts
    case review
    case agreement
    case declined
    case signature
    case permission(index: Int)
    /// Every step is done: the runner records completion and writes the consent document.
    case recordCompletion
    case complete
}

public enum OnboardingFlow {
    public static func stage(
        study: Study, state: ParticipantState, today: ExpressionDate
    ) -> OnboardingStage {
        if state.onboardingCompleted { return .complete }
        guard state.participant != nil else { return .introduction }
        if let eligibility = study.eligibility {
            switch state.eligible {
            case false?: return .ineligible
            case true?: break
            case nil: return eligibilityStage(eligibility, state: state, today: today)
            }
        }
        if let index = consentSectionToShow(study.consent, state: state) { return .consentSection(index: index) }
        return afterConsentSections(study: study, state: state)
    }

    /// Showing a section journals it, but leaving the last one journals nothing: the quiz's
    /// first question is journalled once answered, the review once left. So a journal whose
    /// sections were all shown and that holds nothing after them cannot tell a kill on the
    /// last section from one on the quiz's first question or the review: it shows the last
    /// section again (showing a section twice is harmless; skipping one the participant did
    /// not finish reading is not), and what follows comes from there.
    private static func consentSectionToShow(_ consent: Consent, state: ParticipantState) -> Int? {
        let sections = consent.sections
        if let unseen = sections.firstIndex(where: { state.sectionsShown[$0.id.value] == nil }) {
            return max(0, unseen - 1)
        }
        let nothingAfter = state.quizAttempts.isEmpty && !state.reviewShown && state.consentAgreed == nil
        return nothingAfter && !sections.isEmpty ? sections.count - 1 : nil
    }

    /// Where the onboarding stands once the consent's sections were read: the quiz, the
    /// review, the agreement, the signature, the permissions.
    public static func afterConsentSections(study: Study, state: ParticipantState) -> OnboardingStage {
        let consent = study.consent
        if let quiz = consent.quiz, !quiz.questions.isEmpty, let stage = quizStage(quiz, state: state) {
            return stage
        }
        if !state.reviewShown { return .review }
        switch state.consentAgreed {
        case nil: return .agreement
        case false?: return .declined
        case true?: break
        }
        if state.signature == nil { return .signature }
        if let index = study.permissions.firstIndex(where: { state.permissions[$0.id.value] == nil }) {
            return .permission(index: index)
        }
        return .recordCompletion
    }

    private static func eligibilityStage(
        _ eligibility: Eligibility, state: ParticipantState, today: ExpressionDate
    ) -> OnboardingStage {
        let navigator = SurveyNavigator(steps: eligibility.questions)
        let answers = AnswerSheet.expressionValues(state.eligibilityAnswers, steps: eligibility.questions)
        var target = navigator.firstStep(answers: answers, today: today)
        while case let .step(id) = target {
            if state.eligibilityAnswers[id] == nil { return .eligibilityQuestion(step: id) }
            target = navigator.next(after: id, answers: answers, today: today)
        }
        return .recordEligibility(
            eligible: EligibilityCheck(eligibility).outcome(answers: answers, today: today) == .eligible)
    }

    private static func quizStage(_ quiz: Quiz, state: ParticipantState) -> OnboardingStage? {
        guard let attempt = state.quizAttempts.last else { return .quizQuestion(attempt: 1, index: 0) }
        if let result = attempt.result {
            if result.passed { return nil }
            let left = quiz.attempts.value - attempt.number
            return left > 0 ? .quizFailed(attempt: attempt.number, attemptsLeft: left) : .quizOutOfAttempts
        }
        if let index = quiz.questions.firstIndex(where: { attempt.answers[$0.id.value] == nil }) {
            return .quizQuestion(attempt: attempt.number, index: index)
        }
        let correct = quiz.questions.filter { attempt.answers[$0.id.value]?.correct == true }.count
        return .recordQuizResult(attempt: attempt.number, correct: correct, passed: correct >= quiz.passMark.value)
    }
}
