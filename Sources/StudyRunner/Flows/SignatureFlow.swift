import StudyModel

/// Full name, the typed signature (the name again), and the contact fields the study asks
/// for; the date and time come from the clock when it is recorded. A refused entry stays in
/// its field to be corrected.
struct SignatureFlow {
    let context: FlowContext
    let recorder: Recorder

    func run() throws -> FlowOutcome {
        let fields = context.study.consent.signature.fields
        var drafts = Array(repeating: "", count: 2 + fields.count)
        var step = 0
        var notice: Notice?
        while step < drafts.count {
            let screen = context.screens.signature(step: step, name: drafts[0], typed: drafts[step], notice: notice)
            let response = try context.presenter.present(screen)
            notice = nil
            switch response.action {
            case .back:
                step = max(0, step - 1)
                continue
            case .leave, .interrupt:
                if let ending = try context.leaving.confirm(response.action) { return .ended(ending) }
                continue
            default:
                break
            }
            let typed = (response.typed ?? "").trimmingWhitespace
            drafts[step] = typed
            if let problem = signatureProblem(typed, step: step, name: drafts[0], fields: fields) {
                notice = .error(problem)
                continue
            }
            step += 1
        }
        let contact = { (field: Signature.Field) in fields.firstIndex(of: field).map { drafts[$0 + 2] } }
        try recorder.recordSignature(
            JournalEvent.Signed(
                fullName: drafts[0], signature: drafts[1],
                email: contact(.email), phone: contact(.phone),
                consentVersion: context.study.consent.version,
                // What each section said, so a later version can say which sections changed.
                sectionHashes: Reconsent.sectionHashes(context.consentText)))
        return .carryOn
    }

    private func signatureProblem(_ typed: String, step: Int, name: String, fields: [Signature.Field]) -> String? {
        // The name goes into the signed consent document as typed: a control character or
        // an escape sequence there would act on the terminal of whoever reads the file.
        if TerminalSafe.inert(typed) != typed { return context.ui.signatureCharacters }
        switch step {
        case 0: return typed.isEmpty ? context.ui.answerRequired : nil
        case 1: return SignatureRules.matches(typed, name) ? nil : context.ui.signatureMismatch
        default:
            if fields[step - 2] == .email {
                return EmailAddress.isPlausible(typed) ? nil : TextCatalogue.for(context.language).answers.emailRule
            }
            return SignatureRules.isPlausiblePhone(typed) ? nil : context.ui.phoneForm
        }
    }
}

/// What makes a typed signature acceptable.
enum SignatureRules {
    /// The signature is the full name typed again; case and spacing do not matter.
    static func matches(_ signature: String, _ name: String) -> Bool {
        normalised(signature) == normalised(name) && !normalised(name).isEmpty
    }

    static func normalised(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// A phone number: digits with optional +, spaces, dashes, dots and brackets, 6 to 15 digits.
    static func isPlausiblePhone(_ text: String) -> Bool {
        let digits = text.filter(\.isNumber).count
        return (6...15).contains(digits) && text.allSatisfy { $0.isNumber || " +-.()".contains($0) }
    }
}
