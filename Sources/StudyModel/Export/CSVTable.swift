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
        var line = ""
        append(cells, to: &line)
        return line
    }

    /// The rows' lines, each written straight into the text (no string of its own first).
    public static func lines(_ rows: [[String]]) -> String {
        var text = ""
        for row in rows { append(row, to: &text) }
        return text
    }

    private static func append(_ cells: [String], to text: inout String) {
        for (index, value) in cells.enumerated() {
            if index > 0 { text += "," }
            text += cell(value)
        }
        text += "\n"
    }

    static func cell(_ value: String) -> String {
        // Bytes, not characters: the four that need quotes are ASCII, and grapheme breaking
        // every cell of a large export costs more than writing it.
        let needsQuotes = value.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
        guard needsQuotes else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
