/// A horizontal rule across the width, with an optional title: `── Risks ──────────`.
/// A title too long for the line is truncated with `…`.
struct Rule: Sendable, Hashable {
    var title: String?

    init(title: String? = nil) {
        self.title = title
    }

    func lines(width: Int, glyphs: Glyphs = .unicode) -> [Line] {
        guard width > 0 else { return [.empty] }
        let lead = String(repeating: glyphs.horizontal, count: 2)
        guard let title, !title.isEmpty, width >= 6 else {
            return [Line(String(repeating: glyphs.horizontal, count: width), .quiet)]
        }
        let shown = Line(title, .title).truncated(to: width - 6)
        let tail = width - 4 - shown.width
        return [
            Line(lead + " ", .quiet) + shown + Line(" " + String(repeating: glyphs.horizontal, count: tail), .quiet)
        ]
    }
}
