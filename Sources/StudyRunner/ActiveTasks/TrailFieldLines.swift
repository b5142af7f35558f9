import StudyModel

/// The trail-making field as lines, `TrailLayout.columns` wide and `TrailLayout.rows` high
/// (padded, so the centred block never shifts as labels change). Each label reads without
/// colour: `(7)` still to find, `✓7 ` reached (dim), `[7]` the last one reached.
enum TrailFieldLines {
    static func lines(_ trail: TrailMakingEngine.Trail) -> [Line] {
        var rows = Array(repeating: [(column: Int, text: String, style: Style)](), count: TrailLayout.rows)
        for (index, point) in trail.points.enumerated() where point.row < TrailLayout.rows {
            rows[point.row].append(
                (point.column, token(point.label, index: index, reached: trail.reached), style(index, trail.reached)))
        }
        return rows.map { tokens in
            var line = Line.empty
            var column = 0
            for token in tokens.sorted(by: { $0.column < $1.column }) {
                line.append(String(repeating: " ", count: max(0, token.column - column)))
                line.append(token.text, token.style)
                column = max(column, token.column + DisplayWidth.of(token.text))
            }
            line.append(String(repeating: " ", count: max(0, TrailLayout.columns - column)))
            return line
        }
    }

    static func token(_ label: String, index: Int, reached: Int) -> String {
        if index == reached - 1 { return "[\(label)]" }
        if index < reached { return "✓\(label) " }
        return "(\(label))"
    }

    private static func style(_ index: Int, _ reached: Int) -> Style {
        index == reached - 1 ? .selected : index < reached ? .quiet : .normal
    }
}
