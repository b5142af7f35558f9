/// A participant-facing text: one string for every language, or one per language code.
public struct LocalizedText: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case same(String)
        /// In the order written, so documents list languages as the author did.
        case perLanguage([(language: Located<String>, text: String)])

        public static func == (lhs: Content, rhs: Content) -> Bool {
            switch (lhs, rhs) {
            case let (.same(a), .same(b)): return a == b
            case let (.perLanguage(a), .perLanguage(b)):
                return a.map { [$0.language.value, $0.text] } == b.map { [$0.language.value, $0.text] }
            default: return false
            }
        }
    }

    public var content: Content
    public var location: SourceLocation

    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The empty text the parser puts where a required text is missing (that is reported as
    /// a missing field): not a text of the file, so no translation of it is asked for.
    public var isPlaceholder: Bool {
        // `isEmpty`, not a match against "": that ran the runtime's string comparison for
        // every text of the study (tenth round); only the empty string equals "".
        if case let .same(text) = content { return text.isEmpty }
        return false
    }

    /// The text in `language`, or else in the first language written.
    public func resolved(in language: String) -> String {
        switch content {
        case let .same(text): return text
        case let .perLanguage(entries):
            return entries.first { $0.language.value == language }?.text ?? entries.first?.text ?? ""
        }
    }

    /// The languages this text is written in; nil when it is one text for all.
    public var languages: [String]? {
        if case let .perLanguage(entries) = content { return entries.map(\.language.value) }
        return nil
    }

    /// Calls `body` with every variant, without making a list of them (a check that visits
    /// every text of a large study would make one list per text).
    public func forEachVariant(_ body: (String) -> Void) {
        switch content {
        case let .same(text): body(text)
        case let .perLanguage(entries):
            for entry in entries { body(entry.text) }
        }
    }

    /// Every variant, for checks that apply to each (length, emptiness).
    public var allVariants: [String] {
        switch content {
        case let .same(text): return [text]
        case let .perLanguage(entries): return entries.map(\.text)
        }
    }
}
