import StudyModel

/// Changing a permission from the profile: the choice is journalled as the onboarding's
/// was (`permission-decided`; the latest one counts), then the onboarding record is
/// rewritten so it says what the participant allows now. A permission the study cannot go
/// on without is not taken back here: leaving the study is the way to stop.
struct PermissionChangeFlow {
    let context: FlowContext
    let recorder: Recorder

    func run() throws {
        let screens = context.screens
        while true {
            let response = try context.presenter.present(screens.permissionToChange())
            if response.action == .back || response.action == .leave || response.action == .interrupt { return }
            switch screens.permissionToChangeMenu.choice(in: response) {
            case let .permission(permission)?: try change(permission)
            case .back?: return
            case nil: continue
            }
        }
    }

    private func change(_ permission: Permission) throws {
        let screens = context.screens
        let allowed = recorder.state.permissions[permission.id.value] == true
        let response = try context.presenter.present(screens.changingPermission(permission, allowed: allowed))
        guard !(permission.required && allowed), let picked = screens.permissionMenu.choice(in: response) else {
            return
        }
        let granted = picked == .allow
        if granted == allowed { return }
        try recorder.record(.permissionDecided(permission: permission.id.value, granted: granted))
        try recorder.writeOnboardingRecord()
        let words = screens.profileText
        let saved = words.fill(
            words.permissionSaved,
            ["permission": context.text(permission.title), "state": granted ? words.allowed : words.notAllowed])
        _ = try context.presenter.present(screens.message(saved))
    }
}
