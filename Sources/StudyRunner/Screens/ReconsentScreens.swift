import StudyModel

/// Consenting again to a new version of the consent, as pure screen builders: what
/// changed (each section marked new, changed or unchanged), a changed section's page, and
/// what declining means.
extension ConsentPages {
    var reconsentText: ReconsentText { ReconsentText.forLanguage(text.language) }

    /// Before the sections: the version signed and the version now, then every section of
    /// the consent with what happened to it since.
    func changes(_ need: ReconsentNeed) -> Screen {
        let words = reconsentText
        let intro =
            need.signedVersion.map {
                words.fill(words.intro, ["version": need.currentVersion, "signed": $0])
            } ?? words.fill(words.introUnknownVersion, ["version": need.currentVersion])
        var body: [Screen.Paragraph] = [.normal(intro)]
        for (section, change) in zip(study.consent.sections, need.sections) {
            let template: String
            switch change {
            case .added: template = words.listAdded
            case .changed: template = words.listChanged
            case .unchanged: template = words.listUnchanged
            }
            let line = "• " + words.fill(template, ["title": text.title(of: section)])
            body.append(change == .unchanged ? .quiet(line) : .strong(line))
        }
        if need.changedIndices.isEmpty {
            body.append(.normal(words.noSectionChanged))
        } else if need.changedIndices.count < need.sections.count {
            body.append(.normal(words.unchangedNote))
        }
        return Screen(
            context: study.title.resolved(in: text.language), title: words.title, body: body,
            keys: [KeyTables(ui: ui).next] + KeyTables(ui: ui).scroll + [KeyTables(ui: ui).leave])
    }

    /// A section that is new or changed since the participant signed, marked as such; its
    /// place among the changed ones is the progress.
    func changedSection(_ index: Int, _ need: ReconsentNeed) -> Screen {
        let words = reconsentText
        let changed = need.changedIndices
        let position = changed.firstIndex(of: index) ?? 0
        var page = section(index)
        let template = need.sections[index] == .added ? words.addedSection : words.changedSection
        page.title = words.fill(template, ["title": page.title ?? ""])
        page.progress = Screen.Progress(
            text: words.fill(words.progress, ["n": "\(position + 1)", "count": "\(changed.count)"]),
            fraction: Double(position) / Double(max(1, changed.count)))
        if position == 0 { page.keys.removeAll { $0.action == .back } }
        return page
    }

    /// Not agreeing: nothing is collected and no task offered until they do; leave the
    /// study, or stop and be asked again at the next start. Nothing preselected.
    func reconsentDeclined() -> Screen {
        let words = reconsentText
        return Screen(
            context: study.title.resolved(in: text.language), title: words.declinedTitle,
            body: [.normal(words.declined)], input: reconsentDeclinedMenu.input(preselect: false),
            keys: KeyTables(ui: ui).menu(count: 2, canLeave: false))
    }

    var reconsentDeclinedMenu: Menu<ReconsentDeclinedChoice> {
        Menu { $0 == .leaveStudy ? reconsentText.leaveStudy : reconsentText.stopForNow }
    }
}
