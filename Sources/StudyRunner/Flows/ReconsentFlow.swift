import StudyModel

/// Consenting again, before anything else on a start after onboarding, when the study's
/// consent reached a version the participant's signature does not cover
/// (`Reconsent.stage`): what changed, each new or changed section (unchanged ones are only
/// listed; the review shows the whole consent), the review, the agreement and the
/// signature again, then a new signed document beside the old one. The quiz is not asked
/// again: the participant passed it when joining, and failing it now would have to end a
/// participation under way, which is a decision for the study team, not the program.
/// Not agreeing ends the sitting with nothing collected; the next start asks again.
struct ReconsentFlow {
    let context: FlowContext
    let recorder: Recorder

    private var pages: ConsentPages { context.consentPages }
    private var consent: ConsentFlow { ConsentFlow(context: context, recorder: recorder) }

    func run() throws -> FlowOutcome {
        let hashes = Reconsent.sectionHashes(context.consentText)
        while true {
            let outcome: FlowOutcome
            switch Reconsent.stage(study: context.study, state: recorder.state, currentHashes: hashes) {
            case .notNeeded: return .carryOn
            case let .start(need): outcome = try start(need)
            case let .changes(need): outcome = try read(need, from: nil)
            case let .section(index, need): outcome = try read(need, from: index)
            case .agreement: outcome = try consent.agreement()
            case .declined: return try declined()
            case .signature: outcome = try SignatureFlow(context: context, recorder: recorder).run()
            case .saveDocument: outcome = try saveDocument()
            }
            if outcome != .carryOn { return outcome }
        }
    }

    /// Journalled first, so a kill on the next screen resumes this re-consent.
    private func start(_ need: ReconsentNeed) throws -> FlowOutcome {
        try recorder.record(.reconsentStarted(version: need.currentVersion))
        return try read(need, from: nil)
    }

    /// What changed (when `section` is nil), the changed sections from `section` (or the
    /// first) on, then the whole consent for review. All in one go: until the review is
    /// journalled, a resumed start cannot tell a kill on the last section from one on the
    /// review, so it takes up again at the section, and the review follows from here.
    private func read(_ need: ReconsentNeed, from section: Int?) throws -> FlowOutcome {
        if section == nil {
            let response = try context.presenter.present(pages.changes(need))
            if let outcome = try context.leaving.outcome(of: response), outcome != .carryOn { return outcome }
        }
        if let first = section ?? need.changedIndices.first {
            let outcome = try sections(from: first, need)
            if outcome != .carryOn { return outcome }
        }
        return try consent.review()
    }

    /// The new and changed sections one per screen, from `start`; back shows the changed
    /// one before.
    private func sections(from start: Int, _ need: ReconsentNeed) throws -> FlowOutcome {
        let changed = need.changedIndices
        let sections = context.study.consent.sections
        var position = changed.firstIndex(of: start) ?? 0
        while position < changed.count {
            let index = changed[position]
            let id = sections[index].id.value
            if recorder.state.openRound?.sectionsShown[id] == nil {
                try recorder.record(.consentSectionShown(section: id))
            }
            let response = try context.presenter.present(pages.changedSection(index, need))
            switch response.action {
            case .learnMore:
                try recorder.record(.consentLearnMoreShown(section: id))
                _ = try context.presenter.present(pages.fullText(index))
            case .back:
                position = max(0, position - 1)
            case .leave, .interrupt:
                if let ending = try context.leaving.confirm(response.action) { return .ended(ending) }
            default:
                position += 1
            }
        }
        return .carryOn
    }

    /// Leave the study (its own confirmation; staying comes back here), or stop for now.
    private func declined() throws -> FlowOutcome {
        while true {
            let response = try context.presenter.present(pages.reconsentDeclined())
            if response.action == .interrupt || response.action == .leave { return .ended(.left) }
            switch pages.reconsentDeclinedMenu.choice(in: response) {
            case .leaveStudy?:
                let outcome = try WithdrawalFlow(context: context, recorder: recorder).run()
                if outcome != .carryOn { return outcome }
            case .stopForNow?: return .ended(.left)
            case nil: continue
            }
        }
    }

    /// The new signed document, then its SHA-256 in the journal (a kill between the two
    /// writes the same document again at the next start).
    private func saveDocument() throws -> FlowOutcome {
        guard let round = recorder.state.openRound else { return .carryOn }
        // With a study team key the kept copy is sealed, like the first consent.
        let saved = try recorder.writeSignedDocument(recorder.files.reconsentDocument(recorder.state, round: round))
        try recorder.record(.documentSaved(file: saved.name, sha256: saved.sha256))
        _ = try context.presenter.present(context.screens.message(pages.reconsentText.saved))
        return .carryOn
    }
}
