import Testing

@testable import StudyModel

/// The text catalogue: one table per kind of text, English as the fallback, and every
/// language either translating each text or keeping it in English on purpose.
@Suite struct TextCatalogueTests {
    /// Every text of a catalogue's tables, by path: `ui.joinStudy`, `task.psat.keys`,
    /// `task.psat.instructions.0` (a kind's tables sit inside `task`; lists count item by item).
    private static func texts(_ catalogue: TextCatalogue) -> [String: String] {
        var all: [String: String] = [:]
        func collect(_ value: Any, at path: String) {
            switch value {
            case let text as String: all[path] = text
            case let list as [String]: for (index, text) in list.enumerated() { all["\(path).\(index)"] = text }
            default:
                let mirror = Mirror(reflecting: value)
                guard mirror.displayStyle == .struct else { return }
                for child in mirror.children { collect(child.value, at: path + "." + (child.label ?? "?")) }
            }
        }
        let tables: [(String, Any)] = [
            ("ui", catalogue.ui), ("task", catalogue.task), ("wording", catalogue.wording),
            ("consent", catalogue.consent),
        ]
        for (table, value) in tables { collect(value, at: table) }
        return all
    }

    /// Not texts the participant reads: the session's language code.
    private static let notTexts: Set<String> = ["task.language"]

    @Test(arguments: TextCatalogue.languages.filter { $0.language != "en" }.map(\.language))
    func everyTextIsTranslatedOrKeptInEnglishKnowingly(_ language: String) throws {
        let catalogue = try #require(TextCatalogue.languages.first { $0.language == language })
        let english = Self.texts(.english)
        let translated = Self.texts(catalogue)
        #expect(Set(english.keys) == Set(translated.keys))
        for (key, text) in english where !Self.notTexts.contains(key) {
            let kept = catalogue.keptInEnglish.contains(key)
            #expect(
                (translated[key] == text) == kept,
                kept ? "\(key) is listed as kept in English but is translated" : "\(key) is not translated")
        }
        #expect(catalogue.keptInEnglish.isSubset(of: Set(english.keys)), "keptInEnglish names only real keys")
    }

    @Test(arguments: TextCatalogue.languages.map(\.language))
    func aTranslationKeepsEveryPlaceholder(_ language: String) throws {
        let catalogue = try #require(TextCatalogue.languages.first { $0.language == language })
        let english = Self.texts(.english)
        let translated = Self.texts(catalogue)
        func placeholders(_ text: String) -> Set<Substring> {
            let opened = text.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
            return Set(opened.compactMap { $0.split(separator: "}").first })
        }
        for (key, text) in english {
            #expect(placeholders(translated[key] ?? "") == placeholders(text), "\(key) in \(language)")
        }
    }

    @Test func aLanguageTagPicksItsCatalogueAndEnglishIsTheFallback() {
        #expect(TextCatalogue.for("zh-Hans").language == "zh")
        #expect(TextCatalogue.for("ZH-cn").language == "zh")
        #expect(TextCatalogue.for("en-GB").language == "en")
        #expect(TextCatalogue.for("fr").language == "en", "an untranslated language reads English")
        #expect(UIText.forLanguage("zh-Hans").joinStudy == "加入研究")
        #expect(UIText.forLanguage("fr").joinStudy == "Join the study")
        #expect(TaskWords.forLanguage("zh-Hans").language == "zh-Hans")
        #expect(AnswerMessages.for("zh-CN") == .chinese)
    }

    @Test func placeholdersAreFilled() {
        #expect(UIText.fill("Question {n} of {count}", ["n": "2", "count": "9"]) == "Question 2 of 9")
        #expect(Wording.forLanguage("zh").page(1, of: 3) == "第 1 页，共 3 页")
    }
}
