import StudyModel

/// The consent: its sections one per screen, the whole document for review, and the
/// decision. (The quiz and the signature are flows of their own.)
struct ConsentFlow {
    let context: FlowContext
    let recorder: Recorder

    private var pages: ConsentPages { context.consentPages }

    /// Sections one per screen, from `start` (the onboarding stage's: the one being read
    /// when the participant left, or the first); back shows earlier ones again. The quiz
    /// and the agreement come only after every section was shown.
    func sections(from start: Int) throws -> FlowOutcome {
        let sections = context.study.consent.sections
        var index = start
        while index < sections.count {
            let section = sections[index]
            if recorder.state.sectionsShown[section.id.value] == nil {
                try recorder.record(.consentSectionShown(section: section.id.value))
            }
            let response = try context.presenter.present(pages.section(index))
            switch response.action {
            case .learnMore:
                try recorder.record(.consentLearnMoreShown(section: section.id.value))
                _ = try context.presenter.present(pages.fullText(index))
            case .back:
                index = max(0, index - 1)
            case .leave, .interrupt:
                if let ending = try context.leaving.confirm(response.action) { return .ended(ending) }
            default:
                index += 1
            }
        }
        return .carryOn
    }

    /// The whole document once more; leaving and staying goes on to the agreement.
    func review() throws -> FlowOutcome {
        let response = try context.presenter.present(pages.review())
        if let outcome = try context.leaving.outcome(of: response), outcome != .carryOn { return outcome }
        try recorder.record(.consentReviewShown)
        return .carryOn
    }

    func agreement() throws -> FlowOutcome {
        let response = try context.presenter.present(pages.agreement())
        if let outcome = try context.leaving.outcome(of: response) { return outcome }
        switch pages.agreementMenu.choice(in: response) {
        case .agree?: try recorder.record(.consentDecided(agreed: true))
        case .disagree?: try recorder.record(.consentDecided(agreed: false))
        case nil: break
        }
        return .carryOn
    }

    func declined() throws -> FlowOutcome {
        try ClosingFlow(context: context, recorder: recorder).run(.declined, text: context.ui.declined)
    }
}
