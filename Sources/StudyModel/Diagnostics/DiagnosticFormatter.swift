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
           let line = sources[location.file]?.line(location.line) {
            let shown = TerminalSafe.inert(String(line))
            out += "    " + shown + "\n"
            out += "    " + caretLine(for: shown, column: location.column, length: diagnostic.length) + "\n"
        }
        if let hint = diagnostic.hint {
            out += "    " + paint("hint:", "36") + " " + TerminalSafe.inert(hint) + "\n"
        }
        return out
    }

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
