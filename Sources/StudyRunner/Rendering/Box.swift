/// Lines in a border, wrapped to fit inside it:
///
/// ```
/// ┌──────────────┐
/// │ Text inside, │
/// │ wrapped      │
/// └──────────────┘
/// ```
struct Box: Sendable, Hashable {
    var content: [Line]

    init(_ content: [Line]) {
        self.content = content
    }

    func lines(width: Int, glyphs: Glyphs = .unicode) -> [Line] {
        let inner = max(1, width - 4)
        let border = String(repeating: glyphs.horizontal, count: inner + 2)
        var lines = [Line(glyphs.topLeft + border + glyphs.topRight, .quiet)]
        for line in content.flatMap({ $0.wrapped(width: inner) }) {
            lines.append(
                Line(glyphs.vertical + " ", .quiet) + line.padded(to: inner) + Line(" " + glyphs.vertical, .quiet))
        }
        lines.append(Line(glyphs.bottomLeft + border + glyphs.bottomRight, .quiet))
        return lines
    }
}
