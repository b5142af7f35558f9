/// Holds every language's file to the English one: the same keys, the same kind of value for
/// each, and the same `{placeholders}` in each text (a placeholder left out or misspelled
/// would show a raw `{n}` or lose a number). The build stops on any of these.
enum CatalogueCheck {
    static func problems(of file: CatalogueFile, against english: CatalogueFile) -> [CatalogueProblem] {
        var problems: [CatalogueProblem] = []
        let theirs = Dictionary(file.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let lastLine = file.entries.map(\.line).max() ?? 1
        for wanted in english.entries {
            guard let entry = theirs[wanted.path] else {
                problems.append(
                    problem(file, lastLine, "'\(wanted.path)' is missing; English has it at line \(wanted.line)"))
                continue
            }
            if let message = mismatch(entry.value, wanted.value) {
                problems.append(problem(file, entry.line, "'\(wanted.path)' \(message)"))
            }
        }
        let known = Set(english.entries.map(\.path))
        for entry in file.entries where !known.contains(entry.path) {
            problems.append(problem(file, entry.line, "'\(entry.path)' is not a key of the English catalogue"))
        }
        for key in file.keptInEnglish where !known.contains(key) {
            problems.append(problem(file, 1, "keptInEnglish names '\(key)', which is not a key"))
        }
        return problems
    }

    private static func problem(_ file: CatalogueFile, _ line: Int, _ message: String) -> CatalogueProblem {
        CatalogueProblem(path: file.path, line: line, message: message)
    }

    /// What is wrong with a translated value, or nil.
    private static func mismatch(_ value: CatalogueFile.Value, _ english: CatalogueFile.Value) -> String? {
        switch (value, english) {
        case let (.text(text), .text(model)):
            return placeholderMismatch(text, model)
        case let (.list(texts), .list(model)):
            guard texts.count == model.count else {
                return "must have \(model.count) paragraphs, as in English (it has \(texts.count))"
            }
            return zip(texts, model).lazy.compactMap { placeholderMismatch($0, $1) }.first
        case (.flag, .flag):
            return nil
        case let (.plural(one, other), .plural(_, modelOther)):
            if let message = placeholderMismatch(other, modelOther) { return "(other) " + message }
            guard let one, !placeholders(one).isSubset(of: placeholders(modelOther)) else { return nil }
            return "(one) uses a placeholder the English does not have"
        case (.text, .plural), (.plural, .text):
            return "must be a plain text where English has one, and one:/other: where English has them"
        default:
            return "is a different kind of value from the English one (a text, a list, true/false or one:/other:)"
        }
    }

    private static func placeholderMismatch(_ text: String, _ model: String) -> String? {
        let mine = placeholders(text)
        let wanted = placeholders(model)
        guard mine != wanted else { return nil }
        let missing = wanted.subtracting(mine).sorted().map { "{\($0)}" }
        let extra = mine.subtracting(wanted).sorted().map { "{\($0)}" }
        return [
            missing.isEmpty ? nil : "lacks " + missing.joined(separator: ", "),
            extra.isEmpty ? nil : "has " + extra.joined(separator: ", ") + ", which the program does not fill",
        ].compactMap { $0 }.joined(separator: " and ")
    }

    /// The names between braces: `{n}`, `{count}`.
    static func placeholders(_ text: String) -> Set<String> {
        let opened = text.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
        return Set(
            opened.compactMap { $0.split(separator: "}", omittingEmptySubsequences: false).first.map(String.init) })
    }
}
