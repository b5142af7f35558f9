import Foundation

/// `--format json`: one JSON object per run, one a line (JSON Lines), for pipelines. A
/// survey run holds its variables as typed values (numbers as numbers) with `null` where
/// the wide file has a missing code, and the reason in `missing`; every run has its status
/// and times. Keys are sorted, so the same input gives the same bytes.
public enum RunObjects {
    public static let file = "runs.jsonl"

    /// One participant's lines: `runs`, their rows of the runs table, each with its survey's
    /// wide row when it has one (`wide`: each survey's header and this participant's rows).
    static func lines(study: Study, runs: [[String]], wide: [(header: [String], rows: [[String]])]) -> [String] {
        var rowsByRun: [String: (header: [String], row: [String])] = [:]
        for (header, rows) in wide {
            for row in rows where rowsByRun[row[1]] == nil { rowsByRun[row[1]] = (header, row) }
        }
        return runs.map { run in
            var object: [String: Any] = Dictionary(uniqueKeysWithValues: zip(RunsTable.header.map(camelCase), run))
            object["study"] = study.id.value
            if let (header, row) = rowsByRun[run[4]] {
                let variables = variableTypes(study: study, task: run[2])
                var values: [String: Any] = [:]
                var missing: [String: Any] = [:]
                for (column, cell) in zip(header, row).dropFirst(WideTable.runColumns.count) {
                    if let code = MissingCode.allCases.first(where: { $0.cell == cell }) {
                        values[column] = NSNull()
                        missing[column] = code.name
                    } else {
                        values[column] = typed(cell, numeric: variables[column] ?? false)
                    }
                }
                object["values"] = values
                object["missing"] = missing
            }
            return line(object) + "\n"
        }
    }

    /// Whether each column of a survey's wide file holds numbers.
    static func variableTypes(study: Study, task: String) -> [String: Bool] {
        guard let studyTask = study.tasks.first(where: { $0.id.value.rawValue == task }), let survey = studyTask.survey
        else {
            return [:]
        }
        var types: [String: Bool] = [:]
        for variable in ExportVariable.variables(of: studyTask, survey: survey, language: study.defaultLanguage) {
            for (index, column) in variable.columns.enumerated() {
                types[column] = variable.isNumeric && !RSyntax.isTextColumn(variable, index)
            }
        }
        return types
    }

    static func typed(_ cell: String, numeric: Bool) -> Any {
        guard numeric, let number = Double(cell) else { return cell }
        if number == number.rounded(), abs(number) < 1e15 { return Int(number) }
        return number
    }

    static func camelCase(_ name: String) -> String {
        let parts = name.split(separator: "_")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.capitalized }.joined()
    }

    static func line(_ object: [String: Any]) -> String {
        // Built from strings, numbers, null and string-keyed objects only: always serialisable.
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension MissingCode {
    /// The code's name in JSON output: `not-shown`, `skipped`, ….
    public var name: String {
        switch self {
        case .notShown: return "not-shown"
        case .skipped: return "skipped"
        case .preferNotToAnswer: return "prefer-not-to-answer"
        case .notReached: return "not-reached"
        case .withdrawnAndDeleted: return "withdrawn-and-deleted"
        case .notComputable: return "not-computable"
        case .identifierRemoved: return "identifier-removed"
        }
    }
}
