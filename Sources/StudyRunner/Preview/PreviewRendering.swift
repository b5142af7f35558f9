import StudyModel

/// A preview screen as text: the full-screen drawing (80 columns, tall enough that nothing
/// is paged away) and the plain-mode lines with their prompt, as `study run` shows them.
struct PreviewRendering {
    static let width = 80
    static let rows = 24

    let language: String

    private var ui: UIText { UIText.forLanguage(language) }
    private var wording: Wording { Wording.forLanguage(language) }

    /// The full-screen lines; a screen taller than the terminal is drawn whole, as if scrolled through.
    func fullScreen(_ screen: Screen) -> [String] {
        let renderer = ScreenRenderer(glyphs: .unicode, wording: wording)
        let needed =
            renderer.header(screen, width: Self.width).count + renderer.body(screen, width: Self.width).count
            + renderer.footer(screen, width: Self.width).count
        return renderer.frame(screen, width: Self.width, rows: max(Self.rows, needed)).map { Styler.plain.render($0) }
    }

    /// The plain-mode lines: the screen, its notice, then the prompt typed after.
    func plain(_ screen: Screen) -> [String] {
        let renderer = ScreenRenderer(glyphs: .ascii, wording: wording)
        var lines = renderer.plain(screen, width: Self.width, ui: ui).map { Styler.plain.render($0) }
        if let notice = screen.notice { lines.append(notice.message) }
        lines.append(PlainCommands.prompt(for: screen, ui: ui))
        return lines
    }

    /// One screen's file: both renderings under headings that say which is which.
    func document(_ screen: PreviewScreen, part: String) -> String {
        let heading = "\(part) · \(screen.name) · \(language)"
        let lines =
            [heading, "", "== Full screen (\(Self.width) columns)", ""] + fullScreen(screen.screen)
            + ["", "== Plain mode (--plain, screen readers)", ""] + plain(screen.screen)
        return lines.map { $0.withoutTrailingSpaces() }.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// Without spaces at the end, which text files and diffs do not need.
    fileprivate func withoutTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
