import Foundation

/// Everything the participant reads from the program itself (not the study's own texts),
/// in one language: one table for each kind of text. A table is a struct whose properties
/// are its typed keys and whose defaults are the English texts, so English is the fallback:
/// a language sets the texts it translates, and names in `keptInEnglish` the ones it keeps
/// in English on purpose (a test holds every language to that).
///
/// A new language is one new file for the tables, `extension TextCatalogue { static let french = … }`,
/// one for the answer messages (`struct FrenchAnswerMessages: AnswerMessages`, set as `answers`),
/// and its entry in `languages`. `{name}` placeholders are filled by `TextTable.fill`.
public struct TextCatalogue: Sendable {
    /// The start of the language tags this catalogue serves ("zh" serves "zh-Hans", "zh-CN").
    public var language: String
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
    /// The rules and words of answer entry: sentences whose word order and plurals differ by
    /// language, so each language builds them in code (one `AnswerMessages` implementation each).
    public var answers: any AnswerMessages = EnglishAnswerMessages()
    /// Keys (`table.key`) whose text is the English one on purpose.
    public var keptInEnglish: Set<String> = []

    public init(language: String) {
        self.language = language
    }

    public static let english = TextCatalogue(language: "en")

    /// Every language the program speaks; the first whose tag starts a study's language is
    /// used, English when none does.
    public static let languages: [TextCatalogue] = [.english, .chinese]

    /// The catalogue for a study language such as "en", "zh-Hans" or "fr".
    public static func `for`(_ tag: String) -> TextCatalogue {
        let tag = tag.lowercased()
        return languages.first { tag.hasPrefix($0.language) } ?? .english
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
