import Foundation

/// Every file of one study's export, as names and bytes: built from values only, so the same
/// input gives the same bytes. The manifest comes last and names the others with their row
/// counts and SHA-256.
public enum ExportFiles {
    public static let longFile = "answers-long.csv"
    public static let runsFile = "runs.csv"
    public static let dictionaryFile = "data-dictionary.csv"
    public static let codebookFile = "codebook.md"
    public static let rFile = "load.R"
    public static let spssFile = "load.sps"
    public static let manifestFile = "manifest.json"

    public static func surveyFile(_ task: String) -> String { "survey-" + ExportVariable.fieldName(task) + ".csv" }
    public static func trialFile(_ kind: String) -> String { "trials-" + kind + ".csv" }

    public struct File: Sendable, Equatable {
        public var name: String
        public var data: Data
        /// Data rows (the header not counted); nil for files that are not tables.
        public var rows: Int?
    }

    /// `csv`: a file per survey, with R and SPSS syntax to read them; `json`: every run as
    /// one line of `runs.jsonl` instead of the survey files, `runs.csv` and the syntax;
    /// `fhir`: instead of those, each survey's finished runs as FHIR QuestionnaireResponses
    /// (`FHIRResponseExport`, NDJSON).
    public enum Format: String, Sendable, CaseIterable {
        case csv, json, fhir
    }

    /// Every file of the export of `participants`, built in memory through the same
    /// `ExportStream` the command streams to disk; the export time is the one given, or else
    /// the newest event in the data, so that the same folder exported twice gives the same
    /// manifest.
    public static func files(
        study: Study, participants: [ExportParticipant], exportTime: Timestamp?, problems: [ExportProblem],
        format: Format = .csv
    ) -> [File] {
        var stream = ExportStream(study: study, format: format)
        var streamed = stream.streamedFiles.map { (name: $0.name, text: $0.header, rows: 0) }
        var trials: [String: [TrialTable.Row]] = [:]
        for participant in participants {
            let rows = stream.add(participant)
            for file in rows.files {
                guard let index = streamed.firstIndex(where: { $0.name == file.name }) else { continue }
                streamed[index].text += file.lines.string
                streamed[index].rows += file.rows
            }
            for (kind, rows) in rows.trials { trials[kind, default: []] += rows }
        }
        var files = streamed.map { File(name: $0.name, data: Data($0.text.utf8), rows: $0.rows) }
        for kind in stream.trialKinds {
            let columns = stream.detailColumns(of: kind)
            let rows = trials[kind] ?? []
            let text =
                CSVTable.line(TrialTable.header(detailColumns: columns))
                + rows.map { CSVTable.line(TrialTable.cells($0, detailColumns: columns)) }.joined()
            files.append(File(name: trialFile(kind), data: Data(text.utf8), rows: rows.count))
        }
        files += stream.closingFiles()
        files.sort { $0.name < $1.name }
        files.append(
            stream.manifest(files: files.map(ExportManifest.Entry.init), exportTime: exportTime, problems: problems))
        return files
    }

    /// The ids of the questions whose answers identify a participant, in any survey.
    static func identifiers(of study: Study) -> Set<String> {
        Set(
            study.tasks.flatMap { task in
                task.survey.map { ExportVariable.variables(of: task, survey: $0, language: study.defaultLanguage) }
                    ?? []
            }.filter(\.isIdentifier).map(\.id))
    }

    public static func sha256(_ data: Data) -> String {
        var digest = ExportDigest()
        data.withUnsafeBytes { digest.add($0) }
        return digest.hex
    }
}
