import StudyModel

/// The bytes that redraw a full screen. Each row is addressed directly, cleared, then
/// written, so a line the terminal measures differently from us (an emoji it draws
/// narrower) cannot push the rows after it out of place, and a line that fills the last
/// column is not half-erased by a clear after it. Rows below the lines are cleared.
/// No diffing: the whole screen is written every time, in one write.
enum Redraw {
    static let clearLine = "\u{1B}[2K"
    static let clearBelow = "\u{1B}[J"

    static func moveTo(row: Int) -> String { "\u{1B}[\(row);1H" }

    /// `lines` are already styled (and inert); at most `rows` of them are drawn.
    static func fullScreen(_ lines: [String], rows: Int) -> String {
        var out = ""
        let shown = lines.prefix(max(0, rows))
        for (index, line) in shown.enumerated() {
            out += moveTo(row: index + 1) + clearLine + line
        }
        if shown.count < rows {
            out += moveTo(row: shown.count + 1) + clearBelow
        }
        return out
    }

    /// A frame styled and drawn at the terminal's size.
    static func fullScreen(
        _ frame: Frame, rows: Int, width: Int, styler: Styler, glyphs: Glyphs = .unicode, wording: Wording = .english
    ) -> String {
        fullScreen(
            frame.lines(rows: rows, width: width, glyphs: glyphs, wording: wording).map(styler.render), rows: rows)
    }
}
