/// One row of a REDCap data dictionary, its cells named by column, with the line it starts
/// on so that every note can say where (`line 7, column D (Field Type)`).
struct REDCapField {
    /// REDCap's 18 columns, in its order: the layout `study export` writes (`DataDictionary`).
    enum Column: Int, CaseIterable {
        case name = 0
        case form, sectionHeader, type, label, choices, note, validation, minimum, maximum, identifier
        case branching, required, alignment, questionNumber, matrixGroup, matrixRanking, annotation

        var title: String { DataDictionary.header[rawValue] }

        /// The spreadsheet letter of the column: A, B, … R.
        var letter: String { String(UnicodeScalar(UInt8(65 + rawValue))) }
    }

    var line: Int
    /// The cells, each trimmed once here: every reading of a cell wants it trimmed, and a
    /// field's cells are read a dozen times as it is converted.
    let cells: [String]
    /// The `key: value` parts of the annotation (`annotationParts`), read once for the same reason.
    let annotation: [String: String]

    init(line: Int, cells: [String]) {
        self.line = line
        self.cells = cells.map { REDCapText.trimmed($0[...]) }
        annotation = Self.annotationParts(
            Column.annotation.rawValue < self.cells.count ? self.cells[Column.annotation.rawValue] : "")
    }

    func callAsFunction(_ column: Column) -> String {
        column.rawValue < cells.count ? cells[column.rawValue] : ""
    }

    /// Where a cell is, for notes: `line 7, column D (Field Type)`.
    func place(_ column: Column) -> String {
        "line \(line), column \(column.letter) (\(column.title))"
    }

    var name: String { self(.name) }
    var type: String { self(.type).lowercased() }
    func isYes(_ column: Column) -> Bool {
        ["y", "yes", "1"].contains(self(column).lowercased())
    }

    /// The `key: value` parts of the annotation `study export` writes (`study type: scale;
    /// show-if: …; @READONLY score: …; bands: 0 to 4 Low; 5 to 9 Mild; constraint: …;
    /// constraint-message: …; instance 2 of repeating group medicines`; the last as
    /// `instance`: 2). A part that starts with none of the keys belongs to the one before (a
    /// band, or a `; ` inside a text).
    static func annotationParts(_ text: String) -> [String: String] {
        let keys = [
            "study type: ", "show-if: ", "@READONLY score: ", "bands: ", "constraint: ", "constraint-message: ",
        ]
        var parts: [String: String] = [:]
        var current: String?
        for piece in text.components(separatedBy: "; ") {
            // `instance 2 of repeating group medicines`: a numbered field of a group's question.
            let words = piece.split(separator: " ")
            if words.count == 6, words[0] == "instance", Int(words[1]) != nil,
                words[2...4] == ["of", "repeating", "group"]
            {
                parts["instance"] = String(words[1])
                current = nil
                continue
            }
            if let key = keys.first(where: { piece.hasPrefix($0) }) {
                current = String(key.dropLast(2))
                parts[current!] = String(piece.dropFirst(key.count))
            } else if let key = current {
                parts[key, default: ""] += "; " + piece
            }
        }
        return parts
    }
}

/// The rows of a dictionary, after the header is checked against REDCap's columns.
enum REDCapDictionary {
    static func fields(_ records: [CSVRecords.Record]) throws(FHIRImportFailure) -> [REDCapField] {
        guard let header = records.first else {
            throw FHIRImportFailure("", "the file is empty; a REDCap data dictionary starts with its header row")
        }
        let wanted = REDCapField.Column.allCases
        for column in wanted {
            let found = column.rawValue < header.cells.count ? header.cells[column.rawValue] : nil
            guard let found, comparable(found) == comparable(column.title) else {
                throw FHIRImportFailure(
                    "line \(header.line), column \(column.letter)",
                    "the header has \(found.map { "'\($0)'" } ?? "no column") where a REDCap data dictionary has '\(column.title)'",
                    hint:
                        "export the dictionary from REDCap (Project Setup, Data Dictionary) without changing its columns"
                )
            }
        }
        var fields: [REDCapField] = []
        for record in records.dropFirst() {
            guard record.cells.count == header.cells.count else {
                throw FHIRImportFailure(
                    "line \(record.line)",
                    "the row has \(record.cells.count) cells where the header has \(header.cells.count)",
                    hint: "a cell holding a comma or a line break must be in double quotes")
            }
            fields.append(REDCapField(line: record.line, cells: record.cells))
        }
        guard !fields.isEmpty else { throw FHIRImportFailure("", "the dictionary has a header but no fields") }
        return fields
    }

    /// Headers compared without case and runs of spaces: REDCap's own files vary there.
    private static func comparable(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
