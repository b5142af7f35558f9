import Foundation

/// Everything the participant reads from the program itself (not the study's own texts),
/// in one language: one table for each kind of text. A table is a struct whose properties
/// are its typed keys; the texts are in one catalogue file per language, `Catalogues/<tag>.yaml`,
/// which translators edit without reading Swift. The CatalogueGeneratorPlugin compiles those
/// files into StudyModel at build time (`TextCatalogue.english`, `.chinese`, `.spanish`, … and
/// `languages`), so the `study` binary needs no resource files, and a file whose keys or
/// `{placeholders}` differ from the English one fails the build.
public struct TextCatalogue: Sendable {
    /// The start of the language tags this catalogue serves ("zh" serves "zh-Hans", "zh-CN").
    public var language: String
    /// The language's name in itself ("Español"), for lists of languages.
    public var nativeName: String
    /// The runner's screens: menus, progress, consent, signature, home, leaving.
    public var ui = UIText()
    /// The words every active task shares.
    public var task = TaskWords()
    /// The few words the drawing primitives show themselves.
    public var wording = Wording()
    /// The labels of the signed consent document.
    public var consent = SignedConsentWording()
    /// The participant's profile and leaving the study.
    public var profile = ProfileText()
    /// Consenting again to a new version of the consent.
    public var reconsent = ReconsentText()
    /// A repeating group's review: adding another instance, removing one, finishing.
    public var repeats = RepeatText()
    /// The participant's results over time ("My results") and the study's encouragement.
    public var results = ResultsText()
    /// The rules and words of answer entry, as templates with `{placeholders}` and texts
    /// chosen by a count, since their word order and plurals differ by language.
    public var answers = AnswerTexts()
    /// Keys (`table.key`) whose text is the English one on purpose.
    public var keptInEnglish: Set<String> = []

    init(language: String, nativeName: String) {
        self.language = language
        self.nativeName = nativeName
        answers.language = language
    }

    /// The catalogue for a study language such as "en", "zh-Hans" or "fr" (English when the
    /// program has none for it; the validator reports such a study language).
    public static func `for`(_ tag: String) -> TextCatalogue {
        speaking(tag) ?? .english
    }

    /// The catalogue serving a language tag, or nil when the program does not speak it.
    public static func speaking(_ tag: String) -> TextCatalogue? {
        let tag = tag.lowercased()
        return languages.first { tag == $0.language || tag.hasPrefix($0.language + "-") }
    }

    /// A word as typed, ready to compare with the catalogue's command words and yes/no:
    /// any case and width, spaces collapsed, and without accents, which a participant may not
    /// have on their keyboard ("atras" for "atrás", "nao" for "não").
    public static func comparable(_ typed: some StringProtocol) -> String {
        ChoiceMatcher.folded(typed).folding(options: .diacriticInsensitive, locale: nil)
    }

    /// "en (English), de (Deutsch), …": the languages there are, for messages.
    public static var languageList: String {
        languages.map { "\($0.language) (\($0.nativeName))" }.joined(separator: ", ")
    }
}

/// One table of a catalogue: what each table can do the same way.
public protocol TextTable: Sendable {
    /// Where a catalogue keeps this table.
    static var inCatalogue: KeyPath<TextCatalogue, Self> { get }
}

extension TextTable {
    /// This table in English.
    public static var english: Self { TextCatalogue.english[keyPath: inCatalogue] }

    /// This table in Simplified Chinese.
    public static var chinese: Self { TextCatalogue.chinese[keyPath: inCatalogue] }

    /// The table in the language of a study language tag (English when not translated).
    public static func forLanguage(_ tag: String) -> Self {
        TextCatalogue.for(tag)[keyPath: inCatalogue]
    }

    /// Fills `{name}` placeholders.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }

    public func fill(_ template: String, _ values: [String: String]) -> String {
        Self.fill(template, values)
    }
}
