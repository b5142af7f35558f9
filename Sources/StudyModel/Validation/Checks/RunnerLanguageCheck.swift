/// Every language the study declares needs the program's own texts in it (buttons, progress,
/// consent labels, command words): without a runner catalogue a participant reading the
/// study in that language would meet every runner text in English.
enum RunnerLanguageCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        context.study.languages.compactMap { language in
            guard TextCatalogue.speaking(language.value) == nil else { return nil }
            return .error(
                .runnerLanguage,
                "the study program has no texts of its own in '\(language.value)': its buttons, progress and "
                    + "messages would be shown in English",
                at: language.location,
                hint: "use a language the program speaks: \(TextCatalogue.languageList); or add "
                    + "Catalogues/\(language.value.lowercased()).yaml (docs/architecture.md, \"Adding a language\")",
                length: language.value.unicodeScalars.count)
        }
    }
}
