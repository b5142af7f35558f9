/// A row of bars, one per result, oldest on the left: each bar's height is the value's place
/// between the lowest and highest result shown. Pure: values and a width in, one line out.
/// Every mark is one terminal cell wide, so the line's width is its number of marks,
/// whatever the language of the words around it.
public struct Sparkline: Sendable, Equatable {
    /// The marks, lowest first, and the mark of a run without a value.
    public struct Marks: Sendable, Hashable {
        public var levels: [String]
        public var missing: String

        /// Unicode's lower blocks, ▁ to █; a run without a value is a middle dot.
        public static let blocks = Marks(levels: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"], missing: "·")
        /// For ASCII-only terminals: heights as characters that grow in ink.
        public static let ascii = Marks(levels: ["_", ".", "-", "=", "+", "*", "#", "@"], missing: " ")
    }

    /// One entry per run, oldest first; nil for a run that gave no value.
    public var values: [Double?]

    public init(_ values: [Double?]) {
        self.values = values
    }

    /// The most cells one result takes, so a few results still read as bars on a wide screen.
    public static let widestBar = 3

    /// How many of the latest results fit in `width` cells (at least one).
    public func shownCount(width: Int) -> Int {
        min(values.count, max(1, width))
    }

    /// The lowest and highest value among those shown, or nil when none has a value.
    public func range(width: Int) -> ClosedRange<Double>? {
        let present = values.suffix(shownCount(width: width)).compactMap { $0 }.filter(\.isFinite)
        guard let low = present.min(), let high = present.max() else { return nil }
        return low...high
    }

    /// The latest results that fit, each one to `widestBar` cells wide; empty when there are none.
    /// Equal values (and a single one) stand at mid height, as nothing rose or fell.
    public func line(width: Int, marks: Marks = .blocks) -> String {
        let shown = values.suffix(shownCount(width: width))
        guard !shown.isEmpty else { return "" }
        let cells = min(Self.widestBar, max(1, width / shown.count))
        let range = range(width: width)
        return shown.map { value in
            String(repeating: mark(value, range, marks), count: cells)
        }.joined()
    }

    private func mark(_ value: Double?, _ range: ClosedRange<Double>?, _ marks: Marks) -> String {
        guard let value, let range, value.isFinite else { return marks.missing }
        let top = marks.levels.count - 1
        guard range.upperBound > range.lowerBound else { return marks.levels[top / 2] }
        let place = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        return marks.levels[min(top, max(0, Int((place * Double(top)).rounded())))]
    }
}
