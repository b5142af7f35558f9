/// Words typed instead of keys: in plain mode for everything, and in full-screen mode on
/// typed-answer lines. A line that is exactly a command word is that command; to give one
/// of these words as an answer, start the line with a backslash (`\back`).
enum PlainCommands {
    static func command(in typed: String, keys: [KeyBinding]) -> ScreenAction? {
        let word = typed.trimmingWhitespace.lowercased()
        guard !word.isEmpty, !typed.hasPrefix("\\") else { return nil }
        return keys.first { $0.plainCommand?.lowercased() == word }?.action
    }

    /// The answer as typed, without the backslash that marks a literal command word.
    static func literal(_ typed: String) -> String {
        typed.hasPrefix("\\") ? String(typed.dropFirst()) : typed
    }

    /// "Answer (1–4), or type back, skip, leave: "
    static func prompt(for screen: Screen, ui: UIText) -> String {
        let words = screen.keys.compactMap(\.plainCommand)
        var prompt = "> "
        if !words.isEmpty {
            prompt = "(" + words.joined(separator: ", ") + ") > "
        }
        return prompt
    }
}
