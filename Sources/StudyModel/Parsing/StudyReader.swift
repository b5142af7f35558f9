/// Walks composed YAML nodes and turns scalars into typed, located values. Every problem
/// is recorded, never thrown, so one pass finds all of them; a failed conversion gives nil
/// and the caller carries on with what it has.
/// Each conversion takes its description (`what`) as an autoclosure: the words are built only
/// when a diagnostic needs them, not for every field of a large file.
final class StudyReader {
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(source: SourceFile) {
        self.source = source
    }

    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    func error(_ code: DiagnosticCode, _ message: String, at node: YAMLNode, hint: String? = nil) {
        report(.error(code, message, at: location(of: node), hint: hint, length: width(of: node)))
    }

    func warning(_ code: DiagnosticCode, _ message: String, at node: YAMLNode, hint: String? = nil) {
        report(.warning(code, message, at: location(of: node), hint: hint, length: width(of: node)))
    }

    func location(of node: YAMLNode) -> SourceLocation {
        let mark = node.mark
        return source.location(line: mark.line, column: mark.column)
    }

    /// How many columns a scalar spans on its line, to underline it whole.
    private func width(of node: YAMLNode) -> Int {
        guard let scalar = node.scalar, !scalar.string.containsLineFeed else { return 1 }
        let quotes = scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 2 : 0
        return scalar.string.unicodeScalars.count + quotes
    }

    // MARK: Shapes

    /// What a node is, in words a researcher knows, for "must be a map, but it is a list".
    func describe(_ node: YAMLNode) -> String {
        switch node {
        case .mapping: return "a map"
        case .sequence: return "a list"
        case let .scalar(scalar): return scalar.string.isEmpty ? "empty" : "'\(scalar.string)'"
        }
    }

    /// "step 'age'" when the map has a usable id, else "a step": used before the id is read,
    /// so that every message about an element names it.
    func name(of node: YAMLNode, _ kind: String) -> String {
        if let id = node.mapping?["id"]?.scalar?.string, !id.isEmpty, !id.containsLineFeed {
            return "\(kind) '\(id)'"
        }
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\(article) \(kind)"
    }

    func list(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLNode]? {
        if let sequence = node.sequence { return Array(sequence) }
        error(
            .wrongType, "\(what()) must be a list, but it is \(describe(node))", at: node,
            hint: "write each entry on its own line starting with '- '")
        return nil
    }

    func scalarString(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        if let scalar = node.scalar { return scalar.string }
        error(.wrongType, "\(what()) must be a single value, but it is \(describe(node))", at: node)
        return nil
    }

    // MARK: Scalars

    func string(_ node: YAMLNode, _ what: @autoclosure () -> String, allowEmpty: Bool = false) -> Located<String>? {
        guard let text = scalarString(node, what()) else { return nil }
        if !allowEmpty && text.trimmingWhitespace.isEmpty {
            error(.emptyValue, "\(what()) is empty", at: node)
            return nil
        }
        return Located(text, at: location(of: node))
    }

    func integer(_ node: YAMLNode, _ what: @autoclosure () -> String, in range: ClosedRange<Int>? = nil) -> Located<
        Int
    >? {
        guard let text = scalarString(node, what()) else { return nil }
        guard let value = Int(text.trimmingWhitespace) else {
            // Int(exactly:), not Int(): a huge number, `nan` or `inf` would stop the program.
            let rounded = Double(text.trimmingWhitespace).flatMap { Int(exactly: $0.rounded()) }
            let hint = rounded.map { "use a whole number such as \($0)" }
            error(.wrongType, "\(what()) must be a whole number, but it is '\(text)'", at: node, hint: hint)
            return nil
        }
        if let range, !range.contains(value) {
            error(
                .outOfRange, "\(what()) must be from \(range.lowerBound) to \(range.upperBound), but it is \(value)",
                at: node)
            return nil
        }
        return Located(value, at: location(of: node))
    }

    func number(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<Double>? {
        guard let text = scalarString(node, what()) else { return nil }
        let trimmed = text.trimmingWhitespace
        // The first byte, not the first Character: a text `Double` reads to a finite number
        // starts with an ASCII digit, sign or point, and finding the first Character (grapheme
        // breaking) cost about 1,000 instructions a number (eleventh round).
        guard let value = Double(trimmed), value.isFinite,
            trimmed.utf8.first.map({
                ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-")
                    || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".")
            }) == true
        else {
            error(.wrongType, "\(what()) must be a number, but it is '\(text)'", at: node)
            return nil
        }
        return Located(value, at: location(of: node))
    }

    func boolean(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Bool? {
        guard let text = scalarString(node, what()) else { return nil }
        switch text.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default:
            error(
                .wrongType, "\(what()) must be true or false, but it is '\(text)'", at: node,
                hint: "write true or false")
            return nil
        }
    }

    /// One of a fixed set of words, with a suggestion when it is close to one of them.
    func word(_ node: YAMLNode, _ what: @autoclosure () -> String, from allowed: [String]) -> Located<String>? {
        guard let text = string(node, what()) else { return nil }
        if allowed.contains(text.value) { return text }
        error(
            .unknownValue, "unknown value '\(text.value)' for \(what())", at: node,
            hint: suggestionHint(for: text.value, among: allowed))
        return nil
    }

    func suggestionHint(for name: String, among candidates: [String]) -> String {
        if let close = Suggestion.closest(to: name, among: candidates) {
            return "did you mean '\(close)'?"
        }
        return "expected one of: " + candidates.joined(separator: ", ")
    }
}

extension StringProtocol {
    /// True when the text holds a line break. A byte scan: Foundation's `contains("\n")`
    /// took about 1% of validating a large file, once for every step's name.
    var containsLineFeed: Bool {
        containsByte(UInt8(ascii: "\n"))
    }

    /// Whether the text's UTF-8 holds `byte`. Searched in place where the bytes lie in one
    /// piece (always, for a native string): walking `utf8` index by index took about 30
    /// instructions a byte, several times each step's texts (tenth round).
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    /// The text without white space (Unicode's definition) at either end.
    public var trimmingWhitespace: String {
        let substring = Substring(self)
        // Most values have no surrounding space: skip the scalar walk for them.
        if let first = substring.utf8.first, let last = substring.utf8.last,
            first > 0x20, first < 0x7F, last > 0x20, last < 0x7F
        {
            return String(substring)
        }
        var scalars = substring.unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}

extension String {
    /// As `StringProtocol.trimmingWhitespace`, without making a `Substring` and a new String
    /// for the usual value that has no white space at either end: that cost about 400
    /// instructions a value, 2 % of validating a large study (ninth round).
    public var trimmingWhitespace: String {
        // The end bytes read in place: `utf8.last` walked back through the view, about 500
        // instructions a value (tenth round).
        let plainEnds = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
        }
        if plainEnds ?? false { return self }
        if plainEnds == nil, let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20,
            last < 0x7F
        {
            return self
        }
        return Substring(self).trimmingWhitespace
    }
}
