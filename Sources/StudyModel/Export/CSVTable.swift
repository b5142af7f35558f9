/// A table as values: a header and rows of cells, written as CSV (RFC 4180: a comma between
/// cells, a cell quoted when it holds a comma, a quote or a line break, quotes doubled),
/// every line ending in a line feed so exports diff cleanly line by line.
public struct CSVTable: Sendable, Equatable {
    public var header: [String]
    public var rows: [[String]]

    public init(header: [String], rows: [[String]] = []) {
        self.header = header
        self.rows = rows
    }

    public var text: String {
        CSVTable.line(header) + CSVTable.lines(rows)
    }

    /// One row as a line of CSV, line feed included.
    public static func line(_ cells: [String]) -> String {
        var bytes: [UInt8] = []
        append(cells, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The rows' lines, written as bytes into one buffer and made a string once: appending
    /// every cell to a growing `String` was a tenth of a large export's instructions.
    public static func lines(_ rows: [[String]]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count * 128)
        for row in rows { append(row, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One row's cells appended as a line of CSV (valid UTF-8, since every cell is a `String`).
    public static func append(_ cells: [String], to bytes: inout [UInt8]) {
        for (index, value) in cells.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendCell(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    static func cell(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendCell(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Bytes, not characters: the four that need quotes are ASCII, and grapheme breaking
    /// every cell of a large export costs more than writing it.
    static func appendCell(_ value: String, to bytes: inout [UInt8]) {
        var value = value
        value.withUTF8 { utf8 in
            let needsQuotes = utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            guard needsQuotes else {
                bytes.append(contentsOf: utf8)
                return
            }
            bytes.append(UInt8(ascii: "\""))
            for byte in utf8 {
                bytes.append(byte)
                if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }
}
