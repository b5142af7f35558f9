/// Turns diagnostics into the text a compiler would print: the location, the message,
/// the offending line with a caret under the problem, and a hint when there is one.
public struct DiagnosticFormatter: Sendable {
    public var useColor: Bool

    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// `sources` maps a path to its text, so the offending line can be quoted.
    public func format(_ diagnostic: Diagnostic, sources: [String: SourceFile]) -> String {
        var out = ""
        let label = diagnostic.severity.rawValue
        let where_ = diagnostic.location.map { "\($0): " } ?? ""
        out += bold(where_) + paint(label + ":", diagnostic.severity == .error ? "31" : "35")
        // Messages and hints quote the file (an id, a value): inert, like the quoted line.
        out += bold(" " + TerminalSafe.inert(diagnostic.message)) + "\n"
        if let location = diagnostic.location,
            let line = sources[location.file]?.line(location.line)
        {
            let (excerpt, column) = Self.excerpt(of: line, around: location.column)
            let shown = TerminalSafe.inert(excerpt)
            out += "    " + shown + "\n"
            out += "    " + caretLine(for: shown, column: column, length: diagnostic.length) + "\n"
        }
        if let hint = diagnostic.hint {
            out += "    " + paint("hint:", "36") + " " + TerminalSafe.inert(hint) + "\n"
        }
        if let note = diagnostic.note {
            out += "    " + paint("note:", "36") + " " + TerminalSafe.inert(note) + "\n"
        }
        return out
    }

    /// A line longer than `quotedWidth` characters (a minified file, 100,000 '[' in a
    /// row) is quoted as the part around the column, with "…" where it is cut, so one
    /// message never fills the terminal. Returns the column within the excerpt.
    static func excerpt(of line: Substring, around column: Int) -> (String, Int) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > quotedWidth else { return (String(line), column) }
        let start = max(0, min(column - 1 - quotedWidth / 2, scalars.count - quotedWidth))
        let end = min(scalars.count, start + quotedWidth)
        var text = String.UnicodeScalarView()
        if start > 0 { text.append("…") }
        text.append(contentsOf: scalars[start..<end])
        if end < scalars.count { text.append("…") }
        return (String(text), column - start + (start > 0 ? 1 : 0))
    }

    static let quotedWidth = 160

    /// Spaces up to the column, measured in display cells so wide characters line up.
    private func caretLine(for line: String, column: Int, length: Int) -> String {
        let scalars = Array(line.unicodeScalars)
        let before = String(String.UnicodeScalarView(scalars.prefix(max(0, column - 1))))
        let underlined = String(String.UnicodeScalarView(scalars.dropFirst(max(0, column - 1)).prefix(length)))
        let pad = String(repeating: " ", count: DisplayWidth.of(before))
        let underlineWidth = max(1, DisplayWidth.of(underlined))
        return pad + paint("^" + String(repeating: "~", count: underlineWidth - 1), "32")
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
    }

    private func bold(_ text: String) -> String {
        useColor && !text.isEmpty ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }
}
