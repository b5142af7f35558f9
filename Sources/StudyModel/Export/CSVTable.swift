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
        var text = ""
        for row in [header] + rows {
            text += row.map(Self.cell).joined(separator: ",")
            text += "\n"
        }
        return text
    }

    static func cell(_ value: String) -> String {
        let needsQuotes = value.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        guard needsQuotes else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
