/// `manifest.json`: what was exported, from which versions, when, and every file written
/// with its row count and SHA-256, so a copy can be checked and two exports compared.
struct ExportManifest {
    var study: Study
    var participants: [ExportParticipant]
    var exportTime: Timestamp?
    var files: [ExportFiles.File]
    var problems: [ExportProblem]

    var json: String {
        let consentVersions = Set(participants.compactMap(\.consentVersion)).sorted()
        let value = JSONValue.object([
            "study": .object(["id": .string(study.id.value), "fileVersion": .string(study.version)]),
            "dataVersions": .strings(Set(participants.map(\.studyVersion)).sorted()),
            "consentVersions": .strings(consentVersions),
            "exportedAt": exportTime.map { .string($0.iso8601) } ?? .string(""),
            "participants": .integer(participants.count),
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

    func entry(_ file: ExportFiles.File) -> JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(file.name), "sha256": .string(ExportFiles.sha256(file.data)),
            "bytes": .integer(file.data.count),
        ]
        if let rows = file.rows { members["rows"] = .integer(rows) }
        return .object(members)
    }
}
