/// A CSV file (RFC 4180) as records of cells, each record with the line it starts on and
/// each cell with its column, so every problem further on is located. Quoted cells may hold
/// commas, doubled quotes and line breaks; records end with CRLF, LF or CR; a UTF-8 byte
/// order mark is skipped. Malformed input is a `CSVProblem` with its line and column, never
/// a crash. Written here rather than taken from a package: the CSV packages the machine
/// serves report no line or column for a malformed record (README, "Dependencies").
struct CSVRecords {
    struct Record: Equatable {
        /// The line the record starts on, from 1.
        var line: Int
        var cells: [String]
    }

    struct Problem: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    static func parse(_ text: String) throws(Problem) -> [Record] {
        var reader = CSVRecords(scalars: Array(text.unicodeScalars))
        return try reader.records()
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars.first == "\u{FEFF}" ? Array(scalars.dropFirst()) : scalars
    }

    private mutating func records() throws(Problem) -> [Record] {
        var records: [Record] = []
        while index < scalars.count {
            let start = line
            var cells: [String] = []
            while true {
                cells.append(try cell())
                guard index < scalars.count, !endOfLine() else { break }
                take() // the comma
            }
            finishLine()
            // A blank line (one empty cell) is not a record.
            if cells != [""] { records.append(Record(line: start, cells: cells)) }
        }
        return records
    }

    private func endOfLine() -> Bool {
        scalars[index] == "\n" || scalars[index] == "\r"
    }

    private mutating func take() {
        if scalars[index] == "\n" || (scalars[index] == "\r" && scalars.at(index + 1) != "\n") {
            line += 1
            column = 1
        } else if scalars[index] != "\r" {
            column += 1
        }
        index += 1
    }

    /// One cell; leaves `index` on the comma or line break after it, or at the end.
    private mutating func cell() throws(Problem) -> String {
        var text = String.UnicodeScalarView()
        guard index < scalars.count, scalars[index] == "\"" else {
            while index < scalars.count, scalars[index] != ",", !endOfLine() {
                if scalars[index] == "\"" {
                    throw Problem(
                        line: line, column: column,
                        message: "a double quote inside a cell that does not start with one; "
                            + "quote the whole cell and double the quote (\"say \"\"hi\"\"\")")
                }
                text.append(scalars[index])
                take()
            }
            return String(text)
        }
        let (openLine, openColumn) = (line, column)
        take()
        while true {
            guard index < scalars.count else {
                throw Problem(
                    line: openLine, column: openColumn, message: "the quoted cell that starts here is never closed")
            }
            if scalars[index] == "\"" {
                take()
                if scalars.at(index) == "\"" {
                    text.append("\"")
                    take()
                    continue
                }
                guard index >= scalars.count || scalars[index] == "," || endOfLine() else {
                    throw Problem(
                        line: line, column: column,
                        message: "text after the closing quote of a cell; a quote inside a quoted cell is doubled")
                }
                return String(text)
            }
            text.append(scalars[index])
            take()
        }
    }

    /// Takes the line break that ends a record (CRLF counts once).
    private mutating func finishLine() {
        guard index < scalars.count, endOfLine() else { return }
        if scalars[index] == "\r", scalars.at(index + 1) == "\n" { take() }
        take()
    }
}

extension Array {
    fileprivate func at(_ position: Int) -> Element? {
        position < count ? self[position] : nil
    }
}
