/// Every text must exist in every language the study declares, and in no other.
///
/// A language that many texts lack was added to `languages` before the translation was
/// done: it is reported once, at its entry in `languages`, with a count and the first few
/// places, instead of once per text (50 errors for a small study hide everything else).
/// A few texts without it are forgotten translations, each pointed at where it stands.
enum LanguageCheck {
    /// Up to this many texts without a language are reported one by one.
    static let reportedOneByOne = 3

    static func run(_ context: ValidationContext) -> [Diagnostic] {
        let declared = context.study.languages.map(\.value)
        var placesLacking: [String: [SourceLocation]] = [:]
        // In a study of one language, only a text written per language can be wrong: when
        // there is none, the second walk over every text is left out.
        var anyPerLanguage = false
        context.study.forEachText { text, _ in
            if text.isPlaceholder { return }
            if text.languages != nil { anyPerLanguage = true }
            for language in languages(declared, missingFrom: text) {
                placesLacking[language, default: []].append(text.location)
            }
        }
        let untranslated = Set(placesLacking.filter { $0.value.count > reportedOneByOne }.keys)
        var diagnostics = context.study.languages.compactMap { entry in
            untranslated.contains(entry.value)
                ? untranslatedLanguage(entry, places: placesLacking[entry.value] ?? [], declared: declared) : nil
        }
        guard declared.count > 1 || anyPerLanguage else { return diagnostics }
        context.study.forEachText { text, what in
            if text.isPlaceholder { return }
            diagnostics += problems(of: text, what(), declared: declared, untranslated: untranslated)
        }
        return diagnostics
    }

    /// The declared languages `text` has no text for. A plain text is in the first (default)
    /// language, so in a study of several languages it lacks all the others.
    private static func languages(_ declared: [String], missingFrom text: LocalizedText) -> [String] {
        guard let written = text.languages else { return Array(declared.dropFirst()) }
        return declared.filter { !written.contains($0) }
    }

    /// "'fr' has no translation for 50 texts; first at 12:10, 14:12, 20:8", at 'fr' in `languages`.
    private static func untranslatedLanguage(
        _ language: Located<String>, places: [SourceLocation], declared: [String]
    ) -> Diagnostic {
        let first = places.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            .prefix(reportedOneByOne).map { "\($0.line):\($0.column)" }
        return .error(
            .missingLanguage,
            "'\(language.value)' has no translation for \(counted(places.count, "text")); first at "
                + first.joined(separator: ", "),
            at: language.location,
            hint: "write each text as a map (" + declared.map { "\($0): …" }.joined(separator: ", ")
                + "), or leave '\(language.value)' out of 'languages' until the translation is ready",
            length: language.value.unicodeScalars.count)
    }

    /// The problems of one text, leaving out the languages reported at `languages`.
    private static func problems(
        of text: LocalizedText, _ what: TextPlace, declared: [String], untranslated: Set<String>
    ) -> [Diagnostic] {
        let missing = languages(declared, missingFrom: text).filter { !untranslated.contains($0) }
        guard text.languages != nil else {
            guard !missing.isEmpty else { return [] }
            return [
                .error(
                    .missingLanguage,
                    "\(what) is not translated: the study is in \(declared.joined(separator: " and "))",
                    at: text.location, hint: "write it as a map: " + declared.map { "\($0): …" }.joined(separator: ", ")
                )
            ]
        }
        var diagnostics: [Diagnostic] = []
        if !missing.isEmpty {
            diagnostics.append(
                .error(
                    .missingLanguage, "\(what) has no \(missing.map { "'\($0)'" }.joined(separator: ", ")) text",
                    at: text.location,
                    hint: "every text needs each language in 'languages': \(declared.joined(separator: ", "))"))
        }
        if case let .perLanguage(entries) = text.content {
            for entry in entries where !declared.contains(entry.language.value) {
                diagnostics.append(
                    .error(
                        .unknownLanguage, "'\(entry.language.value)' is not one of the study's languages",
                        at: entry.language.location,
                        hint: Suggestion.closest(to: entry.language.value, among: declared).map {
                            "did you mean '\($0)'?"
                        }
                            ?? "add it to 'languages' at the top of the file, or remove this text"))
            }
        }
        return diagnostics
    }
}
