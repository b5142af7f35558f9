import Foundation
import StudyModel

/// What `study validate` found in each file, printed for people or as JSON for tools.
struct ValidationReport {
    /// With `--against`: how many participants' journals the study was compared with, where.
    struct Comparison {
        var participants: Int
        var folder: String

        /// "; compared with the journals of 3 participants in Output/phq9-mood-check", or that
        /// there were none.
        var summary: String {
            participants == 0
                ? "; no participant's journal in \(folder) to compare with"
                : "; compared with the journals of \(counted(participants, "participant")) in \(folder)"
        }
    }

    struct File {
        var path: String
        var result: ValidationResult?
        var readError: String?
        var compared: Comparison?

        init(path: String, result: ValidationResult) {
            self.path = path
            self.result = result
        }

        init(path: String, readError: String) {
            self.path = path
            self.readError = readError
        }

        var diagnostics: [Diagnostic] { result?.diagnostics ?? [] }
        var errors: Int { diagnostics.filter { $0.severity == .error }.count }
        var warnings: Int { diagnostics.filter { $0.severity == .warning }.count }
    }

    var files: [File]
    var strict: Bool

    var fails: Bool { files.contains { $0.readError != nil || $0.errors > 0 || (strict && $0.warnings > 0) } }

    func text(useColor: Bool) -> String {
        let formatter = DiagnosticFormatter(useColor: useColor)
        var out = ""
        for file in files {
            if let readError = file.readError {
                out += "error: \(readError)\n"
                continue
            }
            for diagnostic in file.diagnostics {
                var shown = diagnostic
                if strict && shown.severity == .warning { shown.severity = .error }
                out += formatter.format(shown, sources: file.result?.sources ?? [:])
            }
            if !file.diagnostics.isEmpty {
                out += "\(file.path): \(counted(file.errors, "error")), \(counted(file.warnings, "warning"))\n"
            }
        }
        return out
    }

    /// "Studies/x.study: valid (3 tasks, 42 questions)" for each file without errors.
    func validFilesSummary() -> String {
        files.compactMap { file -> String? in
            guard let study = file.result?.study, file.errors == 0, !(strict && file.warnings > 0) else { return nil }
            let questions = study.tasks.reduce(0) { $0 + ($1.survey?.questionCount ?? 0) }
            let comparison = file.compared?.summary ?? ""
            return "\(file.path): valid (\(counted(study.tasks.count, "task")), "
                + "\(counted(questions, "survey question")))\(comparison)\n"
        }.joined()
    }

    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let payload = JSONReport(
            valid: !fails,
            files: files.map { file in
                JSONReport.FileEntry(
                    path: file.path, valid: file.readError == nil && file.errors == 0 && !(strict && file.warnings > 0),
                    errors: file.errors, warnings: file.warnings, readError: file.readError,
                    diagnostics: file.diagnostics.map { diagnostic in
                        JSONReport.Entry(
                            file: diagnostic.location?.file ?? file.path, line: diagnostic.location?.line,
                            column: diagnostic.location?.column,
                            severity: strict && diagnostic.severity == .warning
                                ? "error" : diagnostic.severity.rawValue,
                            code: diagnostic.code.rawValue, message: diagnostic.message, hint: diagnostic.hint,
                            note: diagnostic.note)
                    }, comparedParticipants: file.compared?.participants)
            })
        return String(decoding: (try? encoder.encode(payload)) ?? Data("{}".utf8), as: UTF8.self)
    }
}

/// The JSON shape of a report, documented in docs/study-format.md.
private struct JSONReport: Encodable {
    struct Entry: Encodable {
        var file: String, line: Int?, column: Int?, severity: String, code: String, message: String, hint: String?
        var note: String?
    }
    struct FileEntry: Encodable {
        var path: String, valid: Bool, errors: Int, warnings: Int, readError: String?, diagnostics: [Entry]
        /// With `--against`: how many participants' journals the study was compared with.
        var comparedParticipants: Int? = nil
    }
    var valid: Bool
    var files: [FileEntry]
}
