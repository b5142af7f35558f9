/// Where a table's cells go as they are made, a row at a time: straight into CSV bytes for
/// the files an export streams (`CSVBytes`), or into rows of strings for a table kept as a
/// value (`CSVRows`). The table writes its cells once, for both.
public protocol CSVCells {
    mutating func cell(_ text: String)
    mutating func cell(_ number: Int)
    mutating func cell(_ time: Timestamp)
    mutating func endRow()
    /// Cells every row of a participant starts with, written once as CSV and copied per row.
    mutating func cells(_ prepared: PreparedCells)
    /// A cell the program's own text fills, known to need no quotes (no comma, quote or
    /// line break): `answered`, `0`, `1` on every row of the long file, copied as they are.
    mutating func plainCell(_ text: StaticString)
}

/// A few cells as their texts and as CSV (comma-separated, quoted where needed), made once
/// for the many rows that repeat them (a participant's id and study version on each answer).
public struct PreparedCells {
    public let texts: [String]
    public let csv: [UInt8]

    public init(_ texts: [String]) {
        self.texts = texts
        var csv: [UInt8] = []
        for (index, text) in texts.enumerated() {
            if index > 0 { csv.append(UInt8(ascii: ",")) }
            CSVTable.appendCell(text, to: &csv)
        }
        self.csv = csv
    }
}

extension CSVCells {
    /// The same cell `count` times (a missing code across a multiple choice's columns).
    mutating func repeating(_ text: String, _ count: Int) {
        for _ in 0..<max(count, 0) { cell(text) }
    }
}

/// Rows of cells as strings: what `CSVTable` holds.
public struct CSVRows: CSVCells {
    public private(set) var rows: [[String]] = []
    private var row: [String] = []

    public init() {}

    public mutating func cell(_ text: String) { row.append(text) }
    public mutating func cell(_ number: Int) { row.append(String(number)) }
    public mutating func cell(_ time: Timestamp) { row.append(time.iso8601) }
    public mutating func cells(_ prepared: PreparedCells) { row += prepared.texts }
    public mutating func plainCell(_ text: StaticString) { row.append(text.description) }

    public mutating func endRow() {
        rows.append(row)
        row.removeAll(keepingCapacity: true)
    }
}
