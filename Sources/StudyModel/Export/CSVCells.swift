/// Where a table's cells go as they are made, a row at a time: straight into CSV bytes for
/// the files an export streams (`CSVBytes`), or into rows of strings for a table kept as a
/// value (`CSVRows`). The table writes its cells once, for both.
public protocol CSVCells {
    mutating func cell(_ text: String)
    mutating func cell(_ number: Int)
    mutating func cell(_ time: Timestamp)
    mutating func endRow()
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

    public mutating func endRow() {
        rows.append(row)
        row.removeAll(keepingCapacity: true)
    }
}

/// Rows written as CSV lines into one buffer of bytes, as `CSVTable.line` writes them: a
/// number's digits and a time's 29 bytes go in directly, with no string made for each cell
/// (the long file has one row per answer, a dozen cells each).
public struct CSVBytes: CSVCells {
    public private(set) var bytes: [UInt8] = []
    public private(set) var rows = 0
    private var rowStarted = false

    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The lines written, as text (every cell was a `String` or digits, so valid UTF-8).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func cell(_ text: String) {
        separate()
        if !text.isEmpty { CSVTable.appendCell(text, to: &bytes) }
    }

    public mutating func cell(_ number: Int) {
        separate()
        guard number >= 0 else {
            bytes.append(contentsOf: String(number).utf8)
            return
        }
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var value = number
        for position in stride(from: start + digits - 1, through: start, by: -1) {
            bytes[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        }
    }

    public mutating func cell(_ time: Timestamp) {
        separate()
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: Timestamp.writtenLength))
        let written = bytes.withUnsafeMutableBufferPointer { buffer in
            time.writeISO8601(into: UnsafeMutableBufferPointer(rebasing: buffer[start...]))
        }
        guard let written else {
            // A year or offset outside the usual layout: its text, which needs no quotes.
            bytes.removeSubrange(start...)
            bytes.append(contentsOf: time.iso8601.utf8)
            return
        }
        bytes.removeSubrange((start + written)...)
    }

    public mutating func endRow() {
        bytes.append(UInt8(ascii: "\n"))
        rows += 1
        rowStarted = false
    }

    private mutating func separate() {
        if rowStarted { bytes.append(UInt8(ascii: ",")) }
        rowStarted = true
    }
}
