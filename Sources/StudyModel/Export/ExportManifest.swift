/// `manifest.json`: what was exported, from which versions, when, and every file written
/// with its row count and SHA-256, so a copy can be checked and two exports compared.
public struct ExportManifest {
    /// A file written, as the manifest names it: its hash and size are taken as its bytes
    /// go out, so a streamed file is never held whole to be hashed.
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var sha256: String
        public var bytes: Int
        /// Data rows (the header not counted); nil for files that are not tables.
        public var rows: Int?

        public init(name: String, sha256: String, bytes: Int, rows: Int?) {
            self.name = name
            self.sha256 = sha256
            self.bytes = bytes
            self.rows = rows
        }

        public init(_ file: ExportFiles.File) {
            self.init(name: file.name, sha256: ExportFiles.sha256(file.data), bytes: file.data.count, rows: file.rows)
        }
    }

    var study: Study
    var participants: Int
    var dataVersions: [String]
    var consentVersions: [String]
    var exportTime: Timestamp?
    var files: [Entry]
    var problems: [ExportProblem]

    var json: String {
        let value = JSONValue.object([
            "study": .object(["id": .string(study.id.value), "fileVersion": .string(study.version)]),
            "dataVersions": .strings(dataVersions),
            "consentVersions": .strings(consentVersions),
            "exportedAt": exportTime.map { .string($0.iso8601) } ?? .string(""),
            "participants": .integer(participants),
            "files": .array(files.map(entry)),
            "missingCodes": .object(
                Dictionary(uniqueKeysWithValues: MissingCode.allCases.map { ($0.cell, JSONValue.string($0.meaning)) })),
            "problems": .array(
                problems.map {
                    .object([
                        "place": .string($0.place), "problem": .string($0.problem), "leftOut": .boolean($0.leftOut),
                    ])
                }),
        ])
        return value.prettyPrinted
    }

    func entry(_ file: Entry) -> JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(file.name), "sha256": .string(file.sha256), "bytes": .integer(file.bytes),
        ]
        if let rows = file.rows { members["rows"] = .integer(rows) }
        return .object(members)
    }
}
