/// Conversions for the study format's own kinds of value: texts, ids, expressions.
extension StudyReader {
    /// A participant-facing text: a string, or a map from language code to string.
    func text(_ node: YAMLNode, _ what: @autoclosure () -> String) -> LocalizedText? {
        let location = location(of: node)
        if let scalar = node.scalar {
            if scalar.string.trimmingWhitespace.isEmpty {
                error(.emptyValue, "\(what()) is empty", at: node)
                return nil
            }
            return LocalizedText(.same(scalar.string), at: location)
        }
        guard let mapping = node.mapping else {
            error(
                .wrongType, "\(what()) must be a text, or a map from language to text, but it is \(describe(node))",
                at: node, hint: "write the text itself, or e.g. 'en: ...' and 'zh-Hans: ...' on their own lines")
            return nil
        }
        var entries: [(language: Located<String>, text: String)] = []
        for (key, value) in mapping {
            guard let language = string(key, "a language code in \(what())"),
                let text = string(value, "the '\(key.scalar?.string ?? "?")' text of \(what())")
            else { continue }
            entries.append((language, text.value))
        }
        return entries.isEmpty ? nil : LocalizedText(.perLanguage(entries), at: location)
    }

    /// An id: lower-case letters, digits and `_`, starting with a letter, not a reserved word.
    func id(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let text = string(node, what()) else { return nil }
        if let problem = IDRules.problem(with: text.value) {
            error(
                .malformedID, "\(what()) '\(text.value)' \(problem)", at: node,
                hint: IDRules.repaired(text.value).map { "for example '\($0)'" })
        }
        return text
    }

    /// `id(_:_:)`, typed as the kind of id it is.
    func id<ID: StudyIdentifier>(_ node: YAMLNode, _ what: @autoclosure () -> String, as _: ID.Type) -> Located<ID>? {
        id(node, what()).map { $0.map(ID.init) }
    }

    /// An expression, located so errors inside it can point at their column.
    func expression(_ node: YAMLNode, _ what: @autoclosure () -> String) -> ExpressionSource? {
        guard let text = string(node, what()) else { return nil }
        var start = text.location
        if let style = node.scalar?.style, style == .singleQuoted || style == .doubleQuoted {
            start = start.advanced(by: 1)
        }
        return ExpressionSource(
            text: text.value, location: start,
            mapsColumnsExactly: writtenVerbatim(text.value, at: start))
    }

    /// True when the text stands unchanged at that place in the file (one line, no escapes),
    /// so that an offset inside it is also a column offset.
    private func writtenVerbatim(_ text: String, at location: SourceLocation) -> Bool {
        guard !text.containsLineFeed, let line = source.line(location.line) else { return false }
        if let verbatim = Self.startsOnBytes(line, text, afterScalars: location.column - 1) { return verbatim }
        let rest = line.unicodeScalars.dropFirst(location.column - 1)
        return rest.starts(with: text.unicodeScalars)
    }

    /// `writtenVerbatim`'s comparison on the bytes in place when the line's first `skipped`
    /// bytes are ASCII (each a scalar, so the scalar offset is the byte offset, and UTF-8
    /// compares as the scalars do); nil otherwise. The scalar walk cost about 3,500
    /// instructions an expression (eleventh round).
    private static func startsOnBytes(_ line: Substring, _ text: String, afterScalars skipped: Int) -> Bool? {
        guard skipped >= 0 else { return nil }
        return line.utf8.withContiguousStorageIfAvailable { lineBytes -> Bool? in
            guard lineBytes.count >= skipped, lineBytes[..<skipped].allSatisfy({ $0 < 0x80 }) else { return nil }
            return text.utf8.withContiguousStorageIfAvailable { textBytes in
                lineBytes[skipped...].starts(with: textBytes)
            }
        } ?? nil
    }
}

/// The rules for ids, shared by the parser and the validator's messages.
public enum IDRules {
    public static let maximumLength = 64

    /// Why `id` is not a valid id, or nil when it is.
    public static func problem(with id: String) -> String? {
        // The usual id, a few lower-case ASCII letters, digits and '_', is told on its bytes:
        // there each byte is a scalar, so the rules below all hold but the last. Walking the
        // scalars three times cost about 500 instructions an id (tenth round).
        let plain = id.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, isLowerCaseLetter(first), bytes.count <= maximumLength else { return false }
            return bytes.allSatisfy { isLowerCaseLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
        }
        if plain == true {
            return ExpressionLanguage.reservedWords.contains(id) ? "is a reserved word of the expression language" : nil
        }
        guard let first = id.unicodeScalars.first else { return "is empty" }
        if !("a"..."z").contains(first) {
            return "must start with a lower-case letter (a–z)"
        }
        if id.unicodeScalars.contains(where: { !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_") }) {
            return "may contain only lower-case letters, digits and '_'"
        }
        if id.unicodeScalars.count > maximumLength {
            return "is longer than \(maximumLength) characters"
        }
        if ExpressionLanguage.reservedWords.contains(id) {
            return "is a reserved word of the expression language"
        }
        return nil
    }

    private static func isLowerCaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The study id may also contain '-', since it only names a folder.
    public static func studyIDProblem(with id: String) -> String? {
        guard let first = id.unicodeScalars.first else { return "is empty" }
        if !(("a"..."z").contains(first) || ("0"..."9").contains(first)) {
            return "must start with a lower-case letter or a digit"
        }
        if id.unicodeScalars.contains(where: {
            !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }) {
            return "may contain only lower-case letters, digits, '_' and '-'"
        }
        return id.unicodeScalars.count > maximumLength ? "is longer than \(maximumLength) characters" : nil
    }

    /// A valid id close to `id`, to suggest.
    public static func repaired(_ id: String) -> String? {
        var out = ""
        for scalar in id.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" {
                out.unicodeScalars.append(scalar)
            } else if scalar == "-" || scalar == " " || scalar == "." {
                out += "_"
            }
        }
        if let first = out.unicodeScalars.first, !("a"..."z").contains(first) { out = "q_" + out }
        if ExpressionLanguage.reservedWords.contains(out) { out += "_answer" }
        out = String(out.prefix(maximumLength))
        return out.isEmpty || out == id || problem(with: out) != nil ? nil : out
    }
}
