import StudyModel

/// A bar that reads without colour: `[██████░░░░░░]  50%`, or `[######------]  50%` with
/// ASCII glyphs. The percentage is right-aligned in four cells so the bar keeps its length
/// as it fills; it rounds down, so 100% means done. An optional label (the runner's words,
/// such as "Question 3 of 12") goes before the bar, or on its own line when the bar would
/// be shorter than ten cells beside it.
struct ProgressBar: Sendable, Hashable {
    /// 0 to 1; values outside are clamped, NaN is 0.
    var fraction: Double
    var label: String?

    init(fraction: Double, label: String? = nil) {
        self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
        self.label = label
    }

    init(completed: Int, of total: Int, label: String? = nil) {
        self.init(fraction: total > 0 ? Double(completed) / Double(total) : 0, label: label)
    }

    /// Whole percent, rounded down.
    var percent: Int { Int(fraction * 100 + 1e-9) }

    static let minimumBarCells = 10

    func lines(width: Int, glyphs: Glyphs = .unicode) -> [Line] {
        guard let label, !label.isEmpty else { return [bar(width: width, glyphs: glyphs)] }
        let labelLine = Line(label)
        let besideWidth = width - labelLine.width - 2
        if besideWidth - Self.decorationCells >= Self.minimumBarCells {
            return [labelLine + "  " + bar(width: besideWidth, glyphs: glyphs)]
        }
        return labelLine.wrapped(width: width) + [bar(width: width, glyphs: glyphs)]
    }

    /// `[`, `]`, a space and the four-cell percentage.
    private static let decorationCells = 7

    /// The bar alone, `width` cells wide (just the percentage when there is no room).
    func bar(width: Int, glyphs: Glyphs = .unicode) -> Line {
        let percentText = TextFit.pad("\(percent)%", to: 4, alignment: .right)
        let cells = width - Self.decorationCells
        guard cells > 0 else { return Line("\(percent)%") }
        let done = Int(fraction * Double(cells) + 1e-9)
        var line = Line("[", .quiet)
        line.append(String(repeating: glyphs.barDone, count: done), .progress)
        line.append(String(repeating: glyphs.barLeft, count: cells - done), .quiet)
        line.append("]", .quiet)
        line.append(" " + percentText)
        return line
    }
}
