import StudyModel

extension Session {
    /// Full name, the typed signature (the name again), and the contact fields the study
    /// asks for; the date and time come from the clock when it is recorded.
    func signature() throws {
        let fields = study.consent.signature.fields
        var name = ""
        var signed = ""
        var email: String?
        var phone: String?
        var step = 0
        var notice: Notice?
        while step < 2 + fields.count {
            let current: String = {
                switch step {
                case 0: return name
                case 1: return signed
                default: return fields[step - 2] == .email ? email ?? "" : phone ?? ""
                }
            }()
            let screen = screens.signature(step: step, name: name, typed: current, notice: notice)
            let response = try presenter.present(screen)
            notice = nil
            switch response.action {
            case .back:
                step = max(0, step - 1)
                continue
            case .leave, .interrupt:
                try confirmLeave(response.action)
                continue
            default:
                break
            }
            let typed = (response.typed ?? "").trimmingWhitespace
            switch step {
            case 0:
                if typed.isEmpty { notice = .error(ui.answerRequired); continue }
                name = typed
            case 1:
                guard SignatureRules.matches(typed, name) else { notice = .error(ui.signatureMismatch); continue }
                signed = typed
            default:
                if fields[step - 2] == .email {
                    guard EmailAddress.isPlausible(typed) else { notice = .error(AnswerMessages.emailRule); continue }
                    email = typed
                } else {
                    guard SignatureRules.isPlausiblePhone(typed) else { notice = .error(ui.phoneForm); continue }
                    phone = typed
                }
            }
            step += 1
        }
        try record(.signed(JournalEvent.Signed(fullName: name, signature: signed, email: email, phone: phone)))
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
