/// The fields of one YAML map, checked against the keys its construct allows
/// (`StudyFormatDefinition`). Unknown keys are reported at once (with a suggestion); missing
/// required ones when asked for. Ranges and allowed words come from the same table.
///
/// A class: a reader is made for every map of the file and handed to the readers of its
/// parts and into the closures that word messages, and as a struct each of those was a copy
/// and a release of all its fields, through the runtime's generic `Optional` destroy
/// (about 4 % of validating a large study; tenth round, callgrind).
final class FieldReader {
    let reader: StudyReader
    /// Where the map starts: its errors point there.
    let mark: YAMLMark
    /// What the map is, in words, for messages: "the introduction", "question 'age'".
    let what: LazyDescription
    /// The allowed fields in the order written. A list, not a dictionary: maps have a few
    /// fields, and searching them costs less than hashing every name of a large file.
    private let values: [Field]
    private let definitions: [FieldDefinition]

    convenience init?(
        _ node: YAMLNode, _ what: @autoclosure @escaping () -> String, _ construct: StudyConstruct,
        reader: StudyReader
    ) {
        self.init(node, what(), fields: StudyFormatDefinition.fields(of: construct), reader: reader)
    }

    /// Nil (with an error) when `node` is not a map.
    init?(
        _ node: YAMLNode, _ describe: @autoclosure @escaping () -> String, fields definitions: [FieldDefinition],
        reader: StudyReader
    ) {
        let what = LazyDescription(lazy: describe)
        guard let mapping = node.mapping else {
            reader.error(
                .wrongType, "\(what) must be a map of fields, but it is \(reader.describe(node))", at: node,
                hint: "write fields as 'name: value' on their own lines")
            return nil
        }
        self.reader = reader
        self.mark = mapping.mark
        self.what = what
        var values: [Field] = []
        values.reserveCapacity(mapping.count)
        for pair in mapping.pairs {
            let key = pair.key
            guard let name = key.scalar?.string else {
                reader.error(
                    .wrongType, "a field name in \(what) must be a word, but it is \(reader.describe(key))", at: key)
                continue
            }
            let field = Field(name: name, node: pair.value)
            if definitions.contains(where: { field.isNamed($0.key) }) {
                values.append(field)
            } else {
                reader.error(
                    .unknownKey, "unknown field '\(name)' in \(what)", at: key,
                    hint: reader.suggestionHint(for: name, among: definitions.map(\.key)))
            }
        }
        self.values = values
        self.definitions = definitions
    }

    /// One field written in the map. A struct, not a `(name, node)` tuple: an array of tuples
    /// is freed through the runtime's generic `tuple_destroy`, and a reader is made and freed
    /// for every map of the file (eighth round, callgrind).
    private struct Field {
        var name: String
        var node: YAMLNode
        /// Whether `name` is ASCII, known once so that most comparisons end at the length.
        let isASCII: Bool

        init(name: String, node: YAMLNode) {
            self.name = name
            self.node = node
            // On the bytes in place: walking `utf8` index by index cost about 30 instructions
            // a byte, for every field of the file (tenth round).
            isASCII =
                name.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
                ?? name.utf8.allSatisfy { $0 < 0x80 }
        }

        /// `name == key` for `key`, a field name of the format (ASCII, `FieldNameTests`).
        /// Swift compares Strings by canonical equivalence, so only an ASCII name can be
        /// told apart from an ASCII key by its length alone (U+212A KELVIN SIGN equals "K");
        /// that spares the runtime's comparison for most pairs, about 1.5 % of validating a
        /// large study (ninth round).
        @inline(__always)
        func isNamed(_ key: String) -> Bool {
            if isASCII && name.utf8.count != key.utf8.count { return false }
            return name == key
        }
    }

    var location: SourceLocation { reader.source.location(line: mark.line, column: mark.column) }

    func has(_ key: String) -> Bool { optional(key) != nil }

    /// The field's node (the last, should a name repeat).
    func optional(_ key: String) -> YAMLNode? { values.last { $0.isNamed(key) }?.node }

    /// The field's node; reports it missing (at the start of the map) when it is absent.
    func required(_ key: String) -> YAMLNode? {
        if let value = optional(key) { return value }
        reader.report(
            .error(
                .missingField, "\(what) is missing the required field '\(key)'", at: location,
                hint: "add '\(key):'"))
        return nil
    }

    // Typed shortcuts, each reporting under the field's name.

    func text(_ key: String, required: Bool = false) -> LocalizedText? {
        guard let node = required ? self.required(key) : optional(key) else { return nil }
        return reader.text(node, "'\(key)' of \(what)")
    }

    func string(_ key: String, required: Bool = false) -> Located<String>? {
        guard let node = required ? self.required(key) : optional(key) else { return nil }
        return reader.string(node, "'\(key)' of \(what)")
    }

    /// A whole number within the range the format definition gives the field.
    func integer(_ key: String, required: Bool = false) -> Located<Int>? {
        guard let node = required ? self.required(key) : optional(key) else { return nil }
        let range = definitions.first { $0.key == key }?.integerRange
        return reader.integer(node, "'\(key)' of \(what)", in: range)
    }

    func number(_ key: String) -> Located<Double>? {
        optional(key).flatMap { reader.number($0, "'\(key)' of \(what)") }
    }

    func boolean(_ key: String, default defaultValue: Bool) -> Bool {
        optional(key).flatMap { reader.boolean($0, "'\(key)' of \(what)") } ?? defaultValue
    }

    /// One of the words the format definition allows for the field.
    func word(_ key: String, required: Bool = false) -> Located<String>? {
        guard let node = required ? self.required(key) : optional(key) else { return nil }
        var allowed: [String] = []
        if case let .word(words)? = definitions.first(where: { $0.key == key })?.value { allowed = words }
        return reader.word(node, "'\(key)' of \(what)", from: allowed)
    }

    func expression(_ key: String, required: Bool = false) -> ExpressionSource? {
        guard let node = required ? self.required(key) : optional(key) else { return nil }
        return reader.expression(node, "'\(key)' of \(what)")
    }

    func list(_ key: String, required: Bool = false) -> [YAMLNode]? {
        guard let node = required ? self.required(key) : optional(key) else { return nil }
        return reader.list(node, "'\(key)' of \(what)")
    }
}
