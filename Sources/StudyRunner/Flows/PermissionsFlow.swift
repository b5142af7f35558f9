import StudyModel

/// Each kind of data with the reason the study needs it; the participant allows or
/// declines each. Declining one the study cannot do without explains why, and offers to
/// allow it or to leave (nothing is recorded then, so they can come back).
struct PermissionsFlow {
    let context: FlowContext
    let recorder: Recorder

    func run(_ index: Int) throws -> FlowOutcome {
        let permission = context.study.permissions[index]
        let screens = context.screens
        let response = try context.presenter.present(screens.permission(index))
        if let outcome = try context.leaving.outcome(of: response) { return outcome }
        guard let picked = screens.permissionMenu.choice(in: response) else { return .carryOn }
        if picked == .decline && permission.required {
            let answer = try context.presenter.present(screens.requiredDeclined(index))
            guard screens.requiredDeclinedMenu.choice(in: answer) == .allow else { return .ended(.left) }
            try recorder.record(.permissionDecided(permission: permission.id.value, granted: true))
            return .carryOn
        }
        try recorder.record(.permissionDecided(permission: permission.id.value, granted: picked == .allow))
        return .carryOn
    }
}
