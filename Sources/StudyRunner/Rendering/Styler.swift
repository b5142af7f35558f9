import StudyModel

/// Turns lines into the text written to the terminal. Every span's text passes through
/// `TerminalSafe.inert` here, at the edge, whatever made it: text from a study file or an
/// answer can never send an escape sequence of its own.
///
/// | style | `.colour` | `.monochrome` | `.plain` |
/// | --- | --- | --- | --- |
/// | normal | – | – | – |
/// | title | bold | bold | – |
/// | quiet | dim | dim | – |
/// | action | cyan (the key colour) | underline | – |
/// | selected | bold cyan | reverse | – |
/// | error | bold red | bold | – |
/// | success | green | bold | – |
/// | progress | green | – | – |
/// | inkRed, inkGreen, inkBlue, inkYellow | bold red, green, blue, yellow | bold | – |
///
/// Each styled span is `ESC[<codes>m` + text + `ESC[0m`, so no style leaks into the next.
struct Styler: Sendable, Hashable {
    enum Mode: Sendable, Hashable {
        /// SGR colours and attributes, with one key colour for what can be acted on.
        case colour
        /// Bold, dim, underline and reverse, no colour: `NO_COLOR`, `--color never`.
        case monochrome
        /// No escape sequences at all: plain mode, pipes, snapshot tests.
        case plain
    }

    var mode: Mode

    init(_ mode: Mode) {
        self.mode = mode
    }

    static let plain = Styler(.plain)

    /// The SGR parameters for a style in this mode, or nil for none.
    func codes(for style: Style) -> String? {
        switch mode {
        case .plain:
            return nil
        case .colour:
            switch style {
            case .normal: return nil
            case .title: return "1"
            case .quiet: return "2"
            case .action: return "36"
            case .selected: return "1;36"
            case .error: return "1;31"
            case .success: return "32"
            case .progress: return "32"
            case .inkRed: return "1;31"
            case .inkGreen: return "1;32"
            case .inkBlue: return "1;34"
            case .inkYellow: return "1;33"
            }
        case .monochrome:
            switch style {
            case .normal, .progress: return nil
            // Inks keep their weight but lose their colour; the Stroop task is not run then.
            case .title, .error, .success, .inkRed, .inkGreen, .inkBlue, .inkYellow: return "1"
            case .quiet: return "2"
            case .action: return "4"
            case .selected: return "7"
            }
        }
    }

    func render(_ span: Span) -> String {
        let text = TerminalSafe.inert(span.text)
        guard !text.isEmpty, let codes = codes(for: span.style) else { return text }
        return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
    }

    /// One line, without a newline.
    func render(_ line: Line) -> String {
        line.spans.map(render).joined()
    }

    /// Lines for line-by-line output: each followed by a newline.
    func render(_ lines: [Line]) -> String {
        lines.map { render($0) + "\n" }.joined()
    }
}

extension Styler.Mode {
    /// The mode for output: `colourChoice` is `--color` (nil for auto, true for always,
    /// false for never), `plainMode` the runner's accessible plain mode.
    ///
    /// Plain mode, `TERM=dumb` and output that is not a terminal get no escape sequences
    /// at all (unless `--color always`); `NO_COLOR` and `--color never` keep bold and dim
    /// but drop colour.
    static func resolve(
        colourChoice: Bool?, isTerminal: Bool, environment: [String: String], plainMode: Bool = false
    ) -> Styler.Mode {
        if plainMode { return .plain }
        if colourChoice == true { return .colour }
        if environment["TERM"] == "dumb" || !isTerminal { return .plain }
        if colourChoice == false { return .monochrome }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return .monochrome }
        return .colour
    }
}
