import StudyModel

extension Session {
    /// Each kind of data with the reason the study needs it; the participant allows or
    /// declines each. Declining one the study cannot do without explains why, and offers
    /// to allow it or to leave (nothing is recorded then, so they can come back).
    func permission(_ index: Int) throws {
        let permission = study.permissions[index]
        let progress = UIText.fill(ui.permissionTitle, ["n": "\(index + 1)", "count": "\(study.permissions.count)"])
        var body: [Screen.Paragraph] = [.normal(text(permission.reason))]
        if permission.required { body.append(.quiet(ui.requiredPermission)) }
        let options = [ui.allow, ui.dontAllow]
        let screen = Screen(context: text(study.title),
                            progress: Screen.Progress(text: progress, fraction: Double(index) / Double(study.permissions.count)),
                            title: text(permission.title), body: body,
                            input: .choices(ChoiceList(items: options.map { .init($0) }, mode: .menu, cursor: 0)),
                            keys: KeyTables(ui: ui).menu())
        let response = try presenter.present(screen)
        if response.action == .leave || response.action == .interrupt {
            try confirmLeave(response.action)
            return
        }
        guard let picked = choice(in: response, count: 2, typedOptions: options) else { return }
        if picked == 1 && permission.required {
            let options = [ui.allow, ui.leave]
            let explain = Screen(context: text(study.title), title: text(permission.title), body: [.normal(ui.requiredDeclined)],
                                 input: .choices(ChoiceList(items: options.map { .init($0) }, mode: .menu, cursor: 0)),
                                 keys: KeyTables(ui: ui).menu(canLeave: false))
            let answer = try presenter.present(explain)
            if choice(in: answer, count: 2, typedOptions: options) == 0 {
                try record(.permissionDecided(permission: permission.id.value, granted: true))
                return
            }
            throw Leave(ending: .left)
        }
        try record(.permissionDecided(permission: permission.id.value, granted: picked == 0))
    }
}
