import StudyModel

/// The marks widgets draw, so meaning never rests on colour: the cursor, choice marks,
/// bar and slider parts, borders. `.unicode` for terminals; `.ascii` for plain mode
/// (screen readers, `TERM=dumb`, logs), where every mark is a plain ASCII character a
/// screen reader can say.
struct Glyphs: Sendable, Hashable {
    /// Before the row under the cursor; other rows get spaces of the same width.
    var cursor: String
    var radioOn: String
    var radioOff: String
    var checkOn: String
    var checkOff: String
    var barDone: String
    var barLeft: String
    var sliderTrack: String
    var sliderPoint: String
    var sliderKnob: String
    /// Before the "more below" note at the foot of a cut body.
    var moreBelow: String
    /// Before an error message, and before a success message.
    var errorMark: String
    var successMark: String
    var horizontal: String
    var vertical: String
    var topLeft: String
    var topRight: String
    var bottomLeft: String
    var bottomRight: String
    /// The bars of a chart of results over time, lowest to highest.
    var chartMarks: Sparkline.Marks = .blocks

    static let unicode = Glyphs(
        cursor: "›", radioOn: "(•)", radioOff: "( )", checkOn: "[x]", checkOff: "[ ]",
        barDone: "█", barLeft: "░", sliderTrack: "─", sliderPoint: "○", sliderKnob: "●",
        moreBelow: "↓", errorMark: "✗", successMark: "✓", horizontal: "─", vertical: "│",
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘"
    )

    static let ascii = Glyphs(
        cursor: ">", radioOn: "(*)", radioOff: "( )", checkOn: "[x]", checkOff: "[ ]",
        barDone: "#", barLeft: "-", sliderTrack: "-", sliderPoint: "o", sliderKnob: "X",
        moreBelow: "v", errorMark: "!", successMark: "*", horizontal: "-", vertical: "|",
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", chartMarks: .ascii
    )
}
