import StudyModel

/// A scale drawn as a row of points with the chosen one marked by shape, not only by
/// colour (`○` points, `●` the chosen one; `o` and `X` in ASCII), the point labels above
/// and the end labels under the ends:
///
/// ```
///   0     1     2     3     4     5
///   ○─────○─────●─────○─────○─────○
///   Not at all            Very much
/// ```
///
/// When the points do not fit the width (long word labels at 40 columns) it falls back to
/// a vertical list, one point a row, with `›` before the chosen one and the end labels
/// beside the ends.
struct ScaleSlider: Sendable, Hashable {
    enum Form: Sendable, Hashable { case horizontal, vertical }

    /// What each point shows, lowest first: numbers, or words for a text scale.
    var points: [String]
    /// The chosen point's index, or nil before the participant chooses.
    var selected: Int?
    var minLabel: String?
    var maxLabel: String?

    init(points: [String], selected: Int? = nil, minLabel: String? = nil, maxLabel: String? = nil) {
        self.points = points.map { TerminalSafe.inert($0) }
        self.selected = selected
        self.minLabel = minLabel
        self.maxLabel = maxLabel
    }

    /// A numeric scale; `value` selects the point with that value, if there is one.
    init(min: Int, max: Int, step: Int = 1, value: Int? = nil, minLabel: String? = nil, maxLabel: String? = nil) {
        let values = Array(stride(from: min, through: max, by: Swift.max(1, step)))
        self.init(
            points: values.map(String.init), selected: value.flatMap { values.firstIndex(of: $0) },
            minLabel: minLabel, maxLabel: maxLabel
        )
    }

    /// The widest gap between points: wider scales are harder to read than to reach.
    static let maximumSpacing = 8

    func form(width: Int) -> Form {
        geometry(width: width) == nil ? .vertical : .horizontal
    }

    func lines(width: Int, glyphs: Glyphs = .unicode) -> [Line] {
        guard !points.isEmpty else { return [] }
        guard let geometry = geometry(width: width) else { return verticalLines(width: width, glyphs: glyphs) }
        return [labelRow(geometry), trackRow(geometry, glyphs: glyphs)] + endLabelRows(geometry, width: width)
    }

    // MARK: Horizontal

    struct Geometry: Hashable {
        /// Column of the first point (room for half its label on the left).
        var lead: Int
        var spacing: Int
        /// Cells from column 0 to the end of the last label.
        var total: Int

        func column(of index: Int) -> Int { lead + index * spacing }
    }

    private var labelWidths: [Int] { points.map { DisplayWidth.of($0) } }

    /// Labels are centred on their points (an odd cell goes right), one space at least between
    /// neighbours. The gap between points grows to `maximumSpacing`, or more if the end
    /// labels need it to sit on one row under the ends, within `width`. Nil when even the
    /// tightest spacing is wider than `width`.
    func geometry(width: Int) -> Geometry? {
        let widths = labelWidths
        let widest = max(1, widths.max() ?? 1)
        let lead = (max(1, widths[0]) - 1) / 2
        let trail = max(1, widths[widths.count - 1]) / 2
        let gaps = points.count - 1
        let tightest = widest + 1
        func total(_ spacing: Int) -> Int { lead + gaps * spacing + 1 + trail }
        guard total(tightest) <= width else { return nil }
        guard gaps > 0 else { return Geometry(lead: lead, spacing: 0, total: total(0)) }
        let roomy = (width - lead - 1 - trail) / gaps
        let forLabels = (endLabelsWidth - lead - 1 - trail + gaps - 1) / gaps
        let spacing = max(tightest, min(roomy, max(Self.maximumSpacing, forLabels)))
        return Geometry(lead: lead, spacing: spacing, total: total(spacing))
    }

    /// The end labels side by side, two spaces apart.
    private var endLabelsWidth: Int {
        let low = DisplayWidth.of(minLabel ?? "")
        let high = DisplayWidth.of(maxLabel ?? "")
        return low + (low == 0 || high == 0 ? 0 : 2) + high
    }

    private func labelRow(_ geometry: Geometry) -> Line {
        var line = Line.empty
        var column = 0
        for (index, label) in points.enumerated() {
            let start = geometry.column(of: index) - (max(1, DisplayWidth.of(label)) - 1) / 2
            line.append(String(repeating: " ", count: max(0, start - column)))
            line.append(label, index == selected ? .selected : .normal)
            column = max(column, start) + DisplayWidth.of(label)
        }
        return line
    }

    private func trackRow(_ geometry: Geometry, glyphs: Glyphs) -> Line {
        var line = Line(String(repeating: " ", count: geometry.lead))
        for index in points.indices {
            if index > 0 {
                line.append(String(repeating: glyphs.sliderTrack, count: geometry.spacing - 1), .quiet)
            }
            line.append(
                index == selected ? glyphs.sliderKnob : glyphs.sliderPoint, index == selected ? .selected : .normal)
        }
        return line
    }

    /// The low end's label from the left edge, the high end's ending with the last point's
    /// label; on one row when they fit, else each wrapped in its half.
    private func endLabelRows(_ geometry: Geometry, width: Int) -> [Line] {
        let low = Line(minLabel ?? "", .quiet)
        let high = Line(maxLabel ?? "", .quiet)
        if low.isEmpty && high.isEmpty { return [] }
        let area = geometry.total
        if endLabelsWidth <= area {
            return [(low + high.padded(to: area - low.width, alignment: .right)).trimmingTrailingSpaces()]
        }
        let rightWidth = (area - 2) / 2
        let leftWidth = area - 2 - rightWidth
        let lefts = low.wrapped(width: leftWidth)
        let rights = high.wrapped(width: rightWidth)
        return (0..<max(lefts.count, rights.count)).map { row in
            let left = row < lefts.count ? lefts[row] : .empty
            let right = row < rights.count ? rights[row] : .empty
            return (left + right.padded(to: area - left.width, alignment: .right)).trimmingTrailingSpaces()
        }
    }

    // MARK: Vertical

    private func verticalLines(width: Int, glyphs: Glyphs) -> [Line] {
        let widest = labelWidths.max() ?? 0
        let numeric = points.allSatisfy { Int($0) != nil }
        var lines: [Line] = []
        for (index, label) in points.enumerated() {
            let isSelected = index == selected
            var marker =
                isSelected
                ? Line(glyphs.cursor, .selected) : Line(String(repeating: " ", count: DisplayWidth.of(glyphs.cursor)))
            marker.append(" ")
            marker.append(isSelected ? glyphs.sliderKnob : glyphs.sliderPoint, isSelected ? .selected : .normal)
            marker.append(" ")
            let end = index == 0 ? minLabel : (index == points.count - 1 ? maxLabel : nil)
            let endLine = Line(end ?? "", .quiet)
            let label = Line(label, isSelected ? .selected : .normal)
            if numeric {
                // Numbers line up on the right; an end label wraps aligned after them.
                let head = marker + label.padded(to: widest, alignment: .right)
                lines += endLine.isEmpty ? [head] : endLine.wrapped(width: width, hanging: head + "  ")
            } else {
                lines += (endLine.isEmpty ? label : label + "  " + endLine).wrapped(width: width, hanging: marker)
            }
        }
        return lines
    }
}
