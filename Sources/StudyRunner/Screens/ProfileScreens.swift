import Foundation
import StudyModel

/// The profile and leaving the study, as pure screen builders: who the participant is in
/// the study, what they allowed, and what leaving does to the answers already given.
extension JourneyScreens {
    var profileText: ProfileText { ProfileText.forLanguage(language) }
    private var profileKeys: KeyTables { KeyTables(ui: ui) }

    /// The day of a journal time, as the participant's clock had it (`2026-11-21`).
    static func day(_ time: Timestamp) -> String {
        ExpressionDate(time.date, timeZone: TimeZone(secondsFromGMT: time.utcOffsetSeconds) ?? .current).description
    }

    /// Who they are in the study, what they allowed, whom to ask; then the profile's menu.
    func profile(_ state: ParticipantState) -> Screen {
        let words = profileText
        // Facts of a kind share a paragraph, so the menu fits on one 80 × 24 screen.
        var taking = [words.fill(words.study, ["study": text(study.title), "version": study.version])]
        if let joined = state.joinedAt { taking.append(words.fill(words.joined, ["date": Self.day(joined)])) }
        if let signed = state.currentSignedAt {
            // The version signed last (a re-consent's), as the journal recorded it (older journals did not).
            let version = state.signedConsentVersion
            taking.append(
                words.fill(
                    version == nil ? words.consentSigned : words.consentVersion,
                    ["version": version ?? "", "date": Self.day(signed)]))
        }
        var body: [Screen.Paragraph] = [
            .strong(words.fill(words.participantID, ["id": state.participant ?? ""])),
            .normal(taking.joined(separator: " · ")),
        ]
        let permissions = study.permissions.map { permission in
            let allowed = state.permissions[permission.id.value] == true
            return words.fill(
                allowed ? words.permissionAllowed : words.permissionNotAllowed,
                ["permission": text(permission.title)])
        }
        if !permissions.isEmpty { body.append(.normal(permissions.joined(separator: " · "))) }
        if !study.consent.signature.fields.isEmpty {
            let contact = state.contactDetails
            let details = [contact.email, contact.phone].compactMap { $0 }.filter { !$0.isEmpty }
            let none = contact.isSealedAway ? words.contactSealed : words.noContact
            let shown = details.isEmpty ? none : details.joined(separator: ui.listSeparator)
            body.append(.normal(words.fill(words.yourContact, ["details": shown])))
        }
        body.append(.quiet(teamContact))
        let menu = profileMenu(state)
        return Screen(
            context: text(study.title), title: words.title, body: body, input: menu.input(),
            keys: profileKeys.menu(count: menu.choices.count))
    }

    /// "Questions? Contact Dr …, email, phone".
    var teamContact: String {
        let contact = study.contact
        let values = ["name": contact.name, "email": contact.email, "phone": contact.phone ?? ""]
        return profileText.fill(contact.phone == nil ? profileText.team : profileText.teamPhone, values)
    }

    /// The entries this study has a use for, in the order `ProfileChoice` declares them; the
    /// calendar only while the participant allows reminders (`ReminderPlan.refusal`).
    func profileMenu(_ state: ParticipantState) -> Menu<ProfileChoice> {
        let words = profileText
        let offered = ProfileChoice.allCases.filter {
            switch $0 {
            case .changePermission: return !study.permissions.isEmpty
            case .updateContact: return !study.consent.signature.fields.isEmpty
            case .privacyNotice: return study.privacyNotice != nil
            case .addToCalendar: return ReminderPlan.refusal(study: study, state: state) == nil
            case .readConsent, .leaveStudy, .back: return true
            }
        }
        return Menu(offered) {
            switch $0 {
            case .changePermission: words.changePermission
            case .updateContact: words.updateContact
            case .readConsent: words.readConsent
            case .privacyNotice: words.readPrivacyNotice
            case .addToCalendar: words.addToCalendar
            case .leaveStudy: words.leaveStudy
            case .back: words.backHome
            }
        }
    }

    /// A long text to read and close: the signed consent, the privacy notice.
    func reading(title: String, _ paragraphs: [Screen.Paragraph]) -> Screen {
        Screen(
            context: text(study.title), title: title, body: paragraphs, keys: [profileKeys.next] + profileKeys.scroll)
    }

    // MARK: Permissions

    func permissionToChange() -> Screen {
        let menu = permissionToChangeMenu
        return Screen(
            context: text(study.title), title: profileText.choosePermission, input: menu.input(),
            keys: profileKeys.menu(count: menu.choices.count))
    }

    var permissionToChangeMenu: Menu<PermissionToChange> {
        Menu(study.permissions.map(PermissionToChange.permission) + [.back]) {
            switch $0 {
            case let .permission(permission): text(permission.title)
            case .back: profileText.backToProfile
            }
        }
    }

    func changingPermission(_ permission: Permission, allowed: Bool) -> Screen {
        let words = profileText
        var body: [Screen.Paragraph] = [.normal(text(permission.reason))]
        if permission.required && allowed {
            body.append(.strong(words.requiredPermission))
            return Screen(
                context: text(study.title), title: text(permission.title), body: body, keys: [profileKeys.next])
        }
        body.append(.quiet(words.fill(words.permissionNow, ["state": allowed ? words.allowed : words.notAllowed])))
        return Screen(
            context: text(study.title), title: text(permission.title), body: body,
            input: permissionMenu.input(preselect: false), keys: profileKeys.menu(count: 2))
    }

    // MARK: Contact details

    /// One contact field to update; the current value is shown as the expected form.
    func contactField(_ field: Signature.Field, current: String?, typed: String, notice: Notice?) -> Screen {
        let label = field == .email ? ui.email : ui.phone
        return Screen(
            context: text(study.title), title: profileText.updateContact, body: [.quiet(profileText.contactStep)],
            input: .line(Screen.LineField(label: label, text: typed, expectedForm: current)), notice: notice,
            keys: profileKeys.typedWords([profileKeys.next, profileKeys.back]))
    }

    // MARK: Reminders in a calendar

    /// Where to save the calendar file of the next weeks' tasks (a place of their own is
    /// suggested; an empty line goes back to the profile). `back` and `leave` are commands
    /// here as everywhere, never file names.
    func calendarPlace(suggested: String, weeks: Int, typed: String, notice: Notice?) -> Screen {
        let words = profileText
        return Screen(
            context: text(study.title), title: words.calendarTitle,
            body: [.normal(UIText.fill(words.calendarOffer, ["path": suggested, "weeks": "\(weeks)"]))],
            input: .line(Screen.LineField(label: words.calendarPrompt, text: typed, expectedForm: nil)),
            notice: notice, keys: profileKeys.typedWords([profileKeys.next, profileKeys.back, profileKeys.leave]))
    }

    // MARK: Leaving the study

    /// What leaving does, said before anything happens: nothing more collected, and what
    /// becomes of the answers already given under this study's policy.
    func leaveStudy() -> Screen {
        let words = profileText
        let answers = study.withdrawal == .keepData ? words.leaveKeepsAnswers : words.leaveChooseAnswers
        let menu = leaveStudyMenu
        return Screen(
            context: text(study.title), title: words.leaveTitle,
            body: [.normal(words.leaveStopsEverything), .strong(answers)],
            // Nothing preselected: leaving must never be one stray Enter away.
            input: menu.input(preselect: false), keys: profileKeys.menu(count: menu.choices.count, canLeave: false))
    }

    var leaveStudyMenu: Menu<LeaveStudyChoice> {
        let words = profileText
        let keeping = study.withdrawal == .keepData
        let offered: [LeaveStudyChoice] = keeping ? [.leaveKeeping, .stay] : [.leaveKeeping, .leaveDeleting, .stay]
        return Menu(offered) {
            switch $0 {
            case .leaveKeeping: keeping ? words.leaveConfirm : words.leaveAndKeep
            case .leaveDeleting: words.leaveAndDelete
            case .stay: words.stay
            }
        }
    }
}
