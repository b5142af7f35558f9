import StudyModel

/// The participant's profile, from home: who they are in the study and what they allowed;
/// change a permission, update their contact details, re-read the consent they signed or
/// the privacy notice, save their reminders as a calendar file (`CalendarFlow`), or leave the
/// study (`WithdrawalFlow`). Every change is a journal event first, like an answer.
struct ProfileFlow {
    let context: FlowContext
    let recorder: Recorder

    func run() throws -> FlowOutcome {
        let screens = context.screens
        while true {
            let state = recorder.state
            let response = try context.presenter.present(screens.profile(state))
            if response.action == .back { return .carryOn }
            if let outcome = try context.leaving.outcome(of: response) {
                if outcome == .carryOn { continue }
                return outcome
            }
            guard let choice = screens.profileMenu(state).choice(in: response) else { continue }
            if choice == .back { return .carryOn }
            let outcome = try perform(choice)
            if outcome != .carryOn { return outcome }
        }
    }

    private func perform(_ choice: ProfileChoice) throws -> FlowOutcome {
        let screens = context.screens
        let words = screens.profileText
        switch choice {
        case .changePermission: try PermissionChangeFlow(context: context, recorder: recorder).run()
        case .updateContact: try ContactUpdateFlow(context: context, recorder: recorder).run()
        case .readConsent:
            // The consent that holds now: after a re-consent, its own signed document.
            let signed = recorder.read(recorder.state.currentConsentDocument).map {
                String(decoding: $0, as: UTF8.self)
            }
            let text = signed ?? recorder.files.consentDocument(recorder.state).text
            try read(screens.reading(title: words.signedConsentTitle, markdown(text)))
        case .privacyNotice:
            let notice = context.consentPages.paragraphs(context.text(context.study.privacyNotice))
            try read(screens.reading(title: words.privacyNoticeTitle, notice))
        case .addToCalendar: return try CalendarFlow(context: context, recorder: recorder).run()
        case .leaveStudy: return try WithdrawalFlow(context: context, recorder: recorder).run()
        case .back: break
        }
        return .carryOn
    }

    /// A text to read: closing it, or Ctrl-C on it, goes back to the profile.
    private func read(_ screen: Screen) throws {
        _ = try context.presenter.present(screen)
    }

    /// The signed document as paragraphs: it is written one fact or one paragraph a line
    /// (`SignedConsentDocument`), so each line stays one; its headings are headings.
    private func markdown(_ text: String) -> [Screen.Paragraph] {
        text.split(separator: "\n").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }.map { line in
            line.hasPrefix("#") ? .strong(String(line.drop { $0 == "#" }).trimmingWhitespace) : .normal(line)
        }
    }
}
