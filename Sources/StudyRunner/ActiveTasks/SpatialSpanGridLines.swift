import StudyModel

/// The spatial-span grid as lines: boxes drawn with `+ - |` (they read in any terminal),
/// each with its label in the middle. A lit cell is filled with █ and a typed cell with ▓
/// around its label, so both read without colour; the styles only add to that.
enum SpatialSpanGridLines {
    enum Mark: Equatable {
        /// A cell of the sequence, lit.
        case lit
        /// A cell the participant just typed.
        case typed
    }

    static let innerWidth = 7

    /// Rows inside a box: roomy for the small grids, one row from 4 × 4 up, so even a 6 × 6
    /// grid (13 rows) leaves room for the header, the messages and the keys in 24 rows.
    static func innerHeight(gridSize: Int) -> Int {
        gridSize <= 3 ? 3 : 1
    }

    static func lines(gridSize: Int, marks: [Int: Mark]) -> [Line] {
        let height = innerHeight(gridSize: gridSize)
        let border = Line(
            String(repeating: "+" + String(repeating: "-", count: innerWidth), count: gridSize) + "+", .quiet)
        var lines = [border]
        for row in 0..<gridSize {
            for inner in 0..<height {
                var line = Line("|", .quiet)
                for column in 0..<gridSize {
                    let cell = row * gridSize + column
                    line.append(content(of: cell, mark: marks[cell], labelRow: inner == height / 2))
                    line.append("|", .quiet)
                }
                lines.append(line)
            }
            lines.append(border)
        }
        return lines
    }

    private static func content(of cell: Int, mark: Mark?, labelRow: Bool) -> Line {
        let label = SpatialSpanGrid.label(of: cell)
        let side = String(repeating: " ", count: (innerWidth - 1) / 2)
        switch mark {
        case .lit:
            return Line(String(repeating: "█", count: innerWidth), .title)
        case .typed:
            let fill = String(repeating: "▓", count: (innerWidth - 3) / 2)
            return Line(
                labelRow ? fill + " " + label + " " + fill : String(repeating: "▓", count: innerWidth), .selected)
        case nil:
            return Line(labelRow ? side + label + side : String(repeating: " ", count: innerWidth))
        }
    }
}
