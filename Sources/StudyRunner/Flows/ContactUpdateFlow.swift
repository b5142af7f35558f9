import StudyModel

/// New contact details from the profile, for the fields the signature collected. An empty
/// line keeps the value there; a changed value is journalled as a new `contact-updated`
/// event, so the earlier details stay in the journal (the signed consent keeps those signed).
struct ContactUpdateFlow {
    let context: FlowContext
    let recorder: Recorder

    func run() throws {
        let fields = context.study.consent.signature.fields
        let current = recorder.state.contactDetails
        var values = fields.map { $0 == .email ? current.email : current.phone }
        var step = 0
        var notice: Notice?
        var typed = ""
        while step < fields.count {
            let screen = context.screens.contactField(fields[step], current: values[step], typed: typed, notice: notice)
            let response = try context.presenter.present(screen)
            notice = nil
            if response.action == .back || response.action == .leave || response.action == .interrupt {
                if step == 0 || response.action != .back { return }
                step -= 1
                typed = ""
                continue
            }
            typed = (response.typed ?? "").trimmingWhitespace
            if let problem = problem(typed, fields[step]) {
                notice = .error(problem)
                continue
            }
            if !typed.isEmpty { values[step] = typed }
            step += 1
            typed = ""
        }
        let email = fields.firstIndex(of: .email).flatMap { values[$0] }
        let phone = fields.firstIndex(of: .phone).flatMap { values[$0] }
        guard email != current.email || phone != current.phone else { return }
        try recorder.recordContactUpdate(email: email, phone: phone)
        _ = try context.presenter.present(context.screens.message(context.screens.profileText.contactSaved))
    }

    /// The same rules as at the signature; empty keeps the value.
    private func problem(_ typed: String, _ field: Signature.Field) -> String? {
        if typed.isEmpty { return nil }
        if TerminalSafe.inert(typed) != typed { return context.ui.signatureCharacters }
        if field == .email {
            return EmailAddress.isPlausible(typed) ? nil : TextCatalogue.for(context.language).answers.emailRule
        }
        return SignatureRules.isPlausiblePhone(typed) ? nil : context.ui.phoneForm
    }
}
