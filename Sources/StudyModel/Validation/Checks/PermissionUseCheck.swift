/// A task's `needs:` ties it to the permissions whose data it collects, so the runner can
/// stop offering it when one is declined or withdrawn: each name must be a permission the
/// study declares. Reminders are not data a task collects, and a study has one leave to
/// remind at most, so that `study calendar` knows which decision to respect.
enum PermissionUseCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        let study = context.study
        let declared = study.permissions.map(\.id.value.rawValue)
        var diagnostics: [Diagnostic] = []
        for task in study.tasks {
            for need in task.needs {
                guard let permission = study.permission(need.value) else {
                    diagnostics.append(
                        .error(
                            .unknownPermission,
                            "task '\(task.id.value)' needs '\(need.value)', which is not a permission",
                            at: need.location,
                            hint: Suggestion.closest(to: need.value.rawValue, among: declared).map {
                                "did you mean '\($0)'?"
                            } ?? "declare it under 'permissions:' with a title and a reason, or remove it",
                            length: need.value.rawValue.count))
                    continue
                }
                if permission.kind == .reminders {
                    diagnostics.append(
                        .error(
                            .remindersPermission,
                            "task '\(task.id.value)' needs '\(need.value)', a reminders permission",
                            at: need.location,
                            hint: "a task needs the permissions of the data it collects; reminders are not data",
                            length: need.value.rawValue.count))
                }
            }
        }
        for extra in study.permissions.filter({ $0.kind == .reminders }).dropFirst() {
            diagnostics.append(
                .error(
                    .remindersPermission, "permission '\(extra.id.value)' is a second reminders permission",
                    at: extra.location,
                    hint: "keep one permission with 'kind: reminders'; it covers every reminder"))
        }
        return diagnostics
    }
}
