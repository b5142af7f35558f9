import StudyModel

/// One line of styled text: what every screen and widget draws, before a `Styler` turns it
/// into a string. Spans are kept tidy (no empty spans, neighbours of the same style
/// merged), so two lines that look the same are equal.
struct Line: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    private(set) var spans: [Span] = []

    init(_ spans: [Span] = []) {
        for span in spans { append(span) }
    }

    init(_ text: String, _ style: Style = .normal) {
        append(Span(text, style))
    }

    init(stringLiteral text: String) {
        self.init(text)
    }

    static let empty = Line()

    /// The text without styles: what the plain styler shows.
    var text: String { spans.map(\.text).joined() }

    var description: String { text }

    /// Cells on screen.
    var width: Int { DisplayWidth.of(text) }

    var isEmpty: Bool { spans.isEmpty }

    mutating func append(_ span: Span) {
        guard !span.text.isEmpty else { return }
        if let last = spans.last, last.style == span.style {
            spans[spans.count - 1] = Span(last.text + span.text, last.style)
        } else {
            spans.append(span)
        }
    }

    mutating func append(_ text: String, _ style: Style = .normal) {
        append(Span(text, style))
    }

    mutating func append(_ line: Line) {
        for span in line.spans { append(span) }
    }

    static func + (left: Line, right: Line) -> Line {
        var line = left
        line.append(right)
        return line
    }
}
