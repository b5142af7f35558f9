import StudyModel

/// The pegs and disks as lines of plain characters that read without colour: disk k is
/// `[==k==]`, 2k + 1 wide with its size in the middle; a peg is `|`. A picked-up disk floats
/// in the row above its peg, and the peg's name below is bracketed, `[1]`.
enum TowerOfHanoiLines {
    static func disk(_ size: Int) -> String {
        let side = String(repeating: "=", count: max(0, size - 1))
        return "[" + side + String(size) + side + "]"
    }

    static func lines(_ board: TowerOfHanoiBoard) -> [Line] {
        let disks = board.diskCount
        // Each peg's column fits the largest disk with a space either side.
        let columnWidth = 2 * disks + 3
        let gap = "  "
        func centred(_ text: String, _ style: Style = .normal) -> Line {
            let left = (columnWidth - text.count) / 2
            return Line(String(repeating: " ", count: left)) + Line(text, style)
                + Line(String(repeating: " ", count: columnWidth - left - text.count))
        }
        func row(_ cell: (Int) -> Line) -> Line {
            (0..<3).map(cell).reduce(Line.empty) { $0.isEmpty ? $1 : $0 + Line(gap) + $1 }
        }
        // The picked disk is lifted off its peg and drawn above it.
        var stacks = board.pegs
        var held: (peg: Int, disk: Int)?
        if let picked = board.picked, let disk = stacks[picked].popLast() { held = (picked, disk) }

        var lines = [
            row { peg in
                if let held, held.peg == peg { return centred(disk(held.disk), .selected) }
                return centred("")
            }, .empty,
        ]
        for level in stride(from: disks, through: 0, by: -1) {
            lines.append(
                row { peg in
                    level < stacks[peg].count ? centred(disk(stacks[peg][level]), .title) : centred("|", .quiet)
                })
        }
        lines.append(Line(String(repeating: "-", count: 3 * columnWidth + 2 * gap.count), .quiet))
        lines.append(
            row { peg in
                board.picked == peg ? centred("[\(peg + 1)]", .selected) : centred("\(peg + 1)")
            })
        return lines
    }
}
