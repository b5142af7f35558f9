import StudyModel

/// Runs the onboarding from wherever the journal says the participant is (the stage comes
/// from StudyModel's `OnboardingFlow`), handing each stage to its flow, until it is
/// complete or a flow ends the session.
struct OnboardingSequence {
    let context: FlowContext
    let recorder: Recorder

    func run() throws -> FlowOutcome {
        while true {
            let stage = OnboardingFlow.stage(study: context.study, state: recorder.state, today: context.clock.today)
            if stage == .complete || stage == .introduction { return .carryOn } // not joined: nothing to resume
            let outcome = try perform(stage)
            if outcome != .carryOn { return outcome }
        }
    }

    private func perform(_ stage: OnboardingStage) throws -> FlowOutcome {
        let eligibility = EligibilityFlow(context: context, recorder: recorder)
        let consent = ConsentFlow(context: context, recorder: recorder)
        let quiz = QuizFlow(context: context, recorder: recorder)
        switch stage {
        case .complete, .introduction: return .carryOn
        case let .eligibilityQuestion(step): return try eligibility.question(step)
        case let .recordEligibility(eligible): return try eligibility.decide(eligible: eligible)
        case .ineligible: return try eligibility.ineligible()
        case let .consentSection(index):
            let outcome = try consent.sections(from: index)
            guard outcome == .carryOn else { return outcome }
            // Leaving the last section journals nothing, so the stage would show it again:
            // what follows it (the quiz's first question, or the review) comes in this go.
            let next = OnboardingFlow.afterConsentSections(study: context.study, state: recorder.state)
            return try perform(next)
        case let .quizQuestion(attempt, index): return try quiz.question(attempt: attempt, index: index)
        case let .recordQuizResult(attempt, correct, passed):
            return try quiz.result(attempt: attempt, correct: correct, passed: passed)
        case let .quizFailed(attempt, left): return try quiz.failed(attempt: attempt, attemptsLeft: left)
        case .quizOutOfAttempts: return try quiz.outOfAttempts()
        case .review: return try consent.review()
        case .agreement: return try consent.agreement()
        case .declined: return try consent.declined()
        case .signature: return try SignatureFlow(context: context, recorder: recorder).run()
        case let .permission(index): return try PermissionsFlow(context: context, recorder: recorder).run(index)
        case .recordCompletion: return try complete()
        }
    }

    /// The signed consent first, its SHA-256 journalled (so it is in the journal's chain),
    /// then the journal says onboarding is complete, then the onboarding record (a kill in
    /// between is caught up at the next start).
    /// With a study team key the kept copy is sealed (each seal differs, so it is journalled anew).
    private func complete() throws -> FlowOutcome {
        let consent = try recorder.writeSignedDocument(recorder.files.consentDocument(recorder.state))
        // Resumed after a stop just past this line: the same document is already journalled.
        if recorder.state.savedDocuments[consent.name]?.sha256 != consent.sha256 {
            try recorder.record(.documentSaved(file: consent.name, sha256: consent.sha256))
        }
        try recorder.record(.onboardingCompleted)
        try recorder.writeOnboardingRecord()
        // The kept copy is sealed: the participant may keep a readable one of their own.
        guard consent.name.hasSuffix(SealedRecord.suffix), !recorder.inMemoryOnly else { return .carryOn }
        return try ConsentCopyFlow(context: context, recorder: recorder)
            .run(document: recorder.files.consentDocument(recorder.state).text)
    }
}
