import StudyModel

extension Session {
    /// Each kind of data with the reason the study needs it; the participant allows or
    /// declines each. Declining one the study cannot do without explains why, and offers
    /// to allow it or to leave (nothing is recorded then, so they can come back).
    func permission(_ index: Int) throws {
        let permission = study.permissions[index]
        let options = screens.permissionOptions
        let response = try presenter.present(screens.permission(index))
        if response.action == .leave || response.action == .interrupt {
            try confirmLeave(response.action)
            return
        }
        guard let picked = choice(in: response, count: 2, typedOptions: options) else { return }
        if picked == 1 && permission.required {
            let answer = try presenter.present(screens.requiredDeclined(index))
            if choice(in: answer, count: 2, typedOptions: screens.requiredDeclinedOptions) == 0 {
                try record(.permissionDecided(permission: permission.id.value, granted: true))
                return
            }
            throw Leave(ending: .left)
        }
        try record(.permissionDecided(permission: permission.id.value, granted: picked == 0))
    }
}
