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
    /// The map's own entries, kept whole (one reference), and the allowed fields among them in
    /// the order written, as places in it. Places, not copies of each name and node: a reader is
    /// made and freed for every map of the file, and copying the fields in and releasing them one
    /// by one on the way out cost about 2,500 instructions a question (eleventh round). A list,
    /// not a dictionary: maps have a few fields, and searching them costs less than hashing.
    private let pairs: [YAMLMapping.Pair]
    private let fields: [Field]
    private let definitions: [FieldDefinition]

    convenience init?(
        _ node: YAMLNode, _ what: @autoclosure @escaping () -> String, _ construct: StudyConstruct,
        reader: StudyReader
    ) {
        self.init(node, what(), fields: StudyFormatDefinition.fields(of: construct), reader: reader)
    }

    /// For a map whose description is already made (a step's): wrapping it in a closure
    /// again allocated one more for every step of the file (eleventh round).
    convenience init?(
        _ node: YAMLNode, describedAs what: LazyDescription, _ construct: StudyConstruct, reader: StudyReader
    ) {
        self.init(node, describedAs: what, fields: StudyFormatDefinition.fields(of: construct), reader: reader)
    }

    convenience init?(
        _ node: YAMLNode, _ describe: @autoclosure @escaping () -> String, fields definitions: [FieldDefinition],
        reader: StudyReader
    ) {
        self.init(node, describedAs: LazyDescription(lazy: describe), fields: definitions, reader: reader)
    }

    /// Nil (with an error) when `node` is not a map.
    init?(
        _ node: YAMLNode, describedAs what: LazyDescription, fields definitions: [FieldDefinition],
        reader: StudyReader
    ) {
        guard case let .mapping(mapping) = node else {
            reader.error(
                .wrongType, "\(what) must be a map of fields, but it is \(reader.describe(node))", at: node,
                hint: "write fields as 'name: value' on their own lines")
            return nil
        }
        self.reader = reader
        self.mark = mapping.mark
        self.what = what
        var fields: [Field] = []
        fields.reserveCapacity(mapping.pairs.count)
        for index in mapping.pairs.indices {
            let key = mapping.pairs[index].key
            guard case let .scalar(scalar) = key else {
                reader.error(
                    .wrongType, "a field name in \(what) must be a word, but it is \(reader.describe(key))", at: key)
                continue
            }
            let field = Field(index: index, name: scalar.string)
            if definitions.contains(where: { field.isNamed($0.key, name: scalar.string) }) {
                fields.append(field)
            } else {
                reader.error(
                    .unknownKey, "unknown field '\(scalar.string)' in \(what)", at: key,
                    hint: reader.suggestionHint(for: scalar.string, among: definitions.map(\.key)))
            }
        }
        self.pairs = mapping.pairs
        self.fields = fields
        self.definitions = definitions
    }

    /// One allowed field written in the map: where it stands in `pairs`, and its name's length
    /// when the name is ASCII. Two numbers, so that the list is freed without a walk.
    private struct Field {
        let index: Int32
        /// The name's UTF-8 length when it is ASCII, else -1.
        let asciiLength: Int32

        init(index: Int, name: String) {
            self.index = Int32(truncatingIfNeeded: index)
            // On the bytes in place: walking `utf8` index by index cost about 30 instructions
            // a byte, for every field of the file (tenth round).
            let isASCII =
                name.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
                ?? name.utf8.allSatisfy { $0 < 0x80 }
            asciiLength = isASCII ? Int32(truncatingIfNeeded: name.utf8.count) : -1
        }

        /// `name == key` for `key`, a field name of the format (ASCII, `FieldNameTests`), and
        /// `name`, this field's name. Swift compares Strings by canonical equivalence, so only
        /// an ASCII name can be told apart from an ASCII key by its length alone (U+212A KELVIN
        /// SIGN equals "K"); that spares the runtime's comparison for most pairs, about 1.5 %
        /// of validating a large study (ninth round).
        @inline(__always)
        func isNamed(_ key: String, name: String) -> Bool {
            if asciiLength >= 0 && Int(asciiLength) != key.utf8.count { return false }
            return name == key
        }
    }

    /// The node of the allowed field named `key` (the last, should a name repeat). The key's
    /// length is taken once and a pair is read only when its name may match: copying each
    /// pair out to look at its key cost about 30 instructions a field (eleventh round).
    private func node(named key: String) -> YAMLNode? {
        let keyLength = key.utf8.count
        var position = fields.count
        while position > 0 {
            position -= 1
            let field = fields[position]
            if field.asciiLength >= 0 && Int(field.asciiLength) != keyLength { continue }
            let index = Int(field.index)
            if case let .scalar(scalar) = pairs[index].key, scalar.string == key { return pairs[index].value }
        }
        return nil
    }

    var location: SourceLocation { reader.source.location(line: mark.line, column: mark.column) }

    func has(_ key: String) -> Bool { optional(key) != nil }

    /// The field's node (the last, should a name repeat).
    func optional(_ key: String) -> YAMLNode? { node(named: key) }

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
