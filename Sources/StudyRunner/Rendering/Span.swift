import StudyModel

/// A run of text in one style. The text is made inert when the span is made (control
/// characters and escape sequences become visible stand-ins), keeping only newlines,
/// which `Line.wrapped` turns into paragraph breaks. So widths measured on spans are the
/// widths shown.
struct Span: Sendable, Hashable {
    private(set) var text: String
    var style: Style

    init(_ text: String, _ style: Style = .normal) {
        self.text = TerminalSafe.inert(text, keepingNewlines: true)
        self.style = style
    }

    /// Cells on screen.
    var width: Int { DisplayWidth.of(text) }
}
