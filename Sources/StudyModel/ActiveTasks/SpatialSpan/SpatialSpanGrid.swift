/// The cells of a spatial-span grid and their labels: cells are numbered row by row from 0,
/// and labelled a, b, c … z, then 0 … 9 past z (a 6 × 6 grid has 36 cells), so every cell
/// can be named with one key.
public enum SpatialSpanGrid {
    /// The most cells one-key labels can name.
    public static let largestCellCount = 36

    public static func label(of cell: Int) -> String {
        let scalars = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return cell >= 0 && cell < scalars.count ? String(scalars[cell]) : "?"
    }

    /// The cell a typed key names, or nil when no cell of this grid has that label.
    public static func cell(for key: TaskKey, cellCount: Int) -> Int? {
        guard let letter = key.letter else { return nil }
        for cell in 0..<min(cellCount, largestCellCount) where label(of: cell) == String(letter) { return cell }
        return nil
    }

    /// `count` distinct cells in random order (a partial Fisher–Yates shuffle), so a
    /// sequence never lights the same cell twice.
    public static func drawCells(count: Int, cellCount: Int, using random: inout SeededRandom) -> [Int] {
        var pool = Array(0..<cellCount)
        let count = min(count, cellCount)
        for index in 0..<count {
            pool.swapAt(index, Int.random(in: index..<cellCount, using: &random))
        }
        return Array(pool.prefix(count))
    }
}
