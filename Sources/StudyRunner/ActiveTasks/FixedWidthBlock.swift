/// `TaskScreen` centres its body as one block, by its widest line. A task whose messages
/// change length under a drawing (a grid, the pegs) would see the drawing jump sideways
/// whenever a longer message came; so such a body centres each line in a block of a fixed
/// width, and the block never changes width.
enum FixedWidthBlock {
    /// Wide enough for every message of the tasks that use it, narrow enough for 80 columns.
    static let width = 64

    static func centred(_ lines: [Line], width: Int = width) -> [Line] {
        lines.map { line in
            let left = max(0, (width - line.width) / 2)
            let right = max(0, width - left - line.width)
            return Line(String(repeating: " ", count: left)) + line + Line(String(repeating: " ", count: right))
        }
    }
}
