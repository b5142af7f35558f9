import StudyModel

/// Words typed instead of keys: in plain mode for everything, and in full-screen mode on
/// typed-answer lines. A line that is exactly a command word is that command; to give one
/// of these words as an answer, start the line with a backslash (`\back`).
enum PlainCommands {
    static func command(in typed: String, keys: [KeyBinding]) -> ScreenAction? {
        // Command words count with or without accents ("atras" for "atrás", "uberspringen").
        let word = TextCatalogue.comparable(typed.trimmingWhitespace)
        guard !word.isEmpty, !typed.hasPrefix("\\") else { return nil }
        func matches(_ binding: KeyBinding) -> Bool { binding.plainCommand.map(TextCatalogue.comparable) == word }
        if let binding = keys.first(where: matches) { return binding.action }
        // The English words work in every language, so no input-method switch is needed.
        // "skip" and "prefer not to answer" count even where not offered, so the question
        // can say why not instead of reading the word as an answer.
        let english = KeyTables(ui: .english)
        let aliases = [english.back, english.skip, english.help, english.preferNot, english.leave, english.learnMore]
        guard let alias = aliases.first(where: matches) else { return nil }
        if alias.action == .skip || alias.action == .preferNotToAnswer { return alias.action }
        return keys.contains(where: { $0.action == alias.action && $0.plainCommand != nil }) ? alias.action : nil
    }

    /// A choice or scale point already picked (when coming back to a question).
    static func hasKeptChoice(_ screen: Screen) -> Bool {
        switch screen.input {
        case let .choices(list): return list.mode != .menu && !list.chosen.isEmpty
        case let .scale(slider): return slider.selected != nil
        default: return false
        }
    }

    /// The answer as typed, without the backslash that marks a literal command word.
    static func literal(_ typed: String) -> String {
        typed.hasPrefix("\\") ? String(typed.dropFirst()) : typed
    }

    /// "Answer (1–4), or type back, skip, leave: "
    static func prompt(for screen: Screen, ui: UIText) -> String {
        var parts: [String] = []
        switch screen.input {
        case let .choices(list):
            parts.append(UIText.fill(ui.typeNumber, ["range": list.items.count == 1 ? "1" : "1-\(list.items.count)"]))
        case let .scale(slider):
            let numeric = slider.points.allSatisfy { Int($0) != nil }
            let range =
                numeric ? "\(slider.points.first ?? "")-\(slider.points.last ?? "")" : "1-\(slider.points.count)"
            parts.append(UIText.fill(ui.typeNumber, ["range": range]))
        default:
            break
        }
        parts += screen.keys.compactMap(\.plainCommand)
        return parts.isEmpty ? "> " : "(" + parts.joined(separator: ui.listSeparator) + ") > "
    }
}
