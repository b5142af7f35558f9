import StudyModel

/// The offer of the participant's own readable copy of a sealed signed consent: where to
/// save it (a place of their own is suggested; an empty line goes on without a copy). `leave` is
/// the command here as everywhere, never a file name.
extension JourneyScreens {
    func consentCopy(suggested: String, typed: String, notice: Notice?) -> Screen {
        let words = profileText
        let keys = KeyTables(ui: ui)
        return Screen(
            context: text(study.title), title: words.consentCopyTitle,
            body: [.normal(UIText.fill(words.consentCopyOffer, ["path": suggested]))],
            input: .line(Screen.LineField(label: words.consentCopyPrompt, text: typed, expectedForm: nil)),
            notice: notice, keys: keys.typedWords([keys.next, keys.leave]))
    }
}
