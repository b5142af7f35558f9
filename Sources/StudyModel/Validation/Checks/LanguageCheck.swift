/// Every text must exist in every language the study declares, and in no other.
enum LanguageCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        let declared = context.study.languages.map(\.value)
        var diagnostics: [Diagnostic] = []
        for (text, what) in context.study.allTexts {
            guard let written = text.languages else {
                if declared.count > 1 {
                    diagnostics.append(.error(
                        .missingLanguage, "\(what) is not translated: the study is in \(declared.joined(separator: " and "))",
                        at: text.location, hint: "write it as a map: " + declared.map { "\($0): …" }.joined(separator: ", ")))
                }
                continue
            }
            let missing = declared.filter { !written.contains($0) }
            if !missing.isEmpty {
                diagnostics.append(.error(
                    .missingLanguage, "\(what) has no \(missing.map { "'\($0)'" }.joined(separator: ", ")) text",
                    at: text.location, hint: "every text needs each language in 'languages': \(declared.joined(separator: ", "))"))
            }
            if case let .perLanguage(entries) = text.content {
                for entry in entries where !declared.contains(entry.language.value) {
                    diagnostics.append(.error(
                        .unknownLanguage, "'\(entry.language.value)' is not one of the study's languages",
                        at: entry.language.location,
                        hint: Suggestion.closest(to: entry.language.value, among: declared).map { "did you mean '\($0)'?" }
                            ?? "add it to 'languages' at the top of the file, or remove this text"))
                }
            }
        }
        return diagnostics
    }
}
