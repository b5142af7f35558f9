import Crypto
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

    /// The export's time: the one given, or else the newest event in the data, so that the
    /// same folder exported twice gives the same manifest.
    public static func exportTime(given: Timestamp?, participants: [ExportParticipant]) -> Timestamp? {
        given ?? participants.compactMap { $0.events.last?.time }.max()
    }

    /// `csv`: a file per survey, with R and SPSS syntax to read them; `json`: every run as
    /// one line of `runs.jsonl` instead of the survey files, `runs.csv` and the syntax;
    /// `fhir`: instead of those, each survey's finished runs as FHIR QuestionnaireResponses
    /// (`FHIRResponseExport`, NDJSON).
    public enum Format: String, Sendable, CaseIterable {
        case csv, json, fhir
    }

    public static func files(
        study: Study, participants: [ExportParticipant], exportTime: Timestamp?, problems: [ExportProblem],
        format: Format = .csv
    ) -> [File] {
        var tables = tables(study: study, participants: participants)
        if format != .csv { tables.removeAll { $0.name.hasPrefix("survey-") || $0.name == runsFile } }
        var files = tables.map { File(name: $0.name, data: Data($0.table.text.utf8), rows: $0.table.rows.count) }
        let versions = Set(participants.map(\.studyVersion)).sorted()
        files.append(
            File(name: codebookFile, data: Data(Codebook.text(study: study, versions: versions).utf8), rows: nil))
        switch format {
        case .csv:
            files += [
                File(name: rFile, data: Data(RSyntax.text(study: study).utf8), rows: nil),
                File(name: spssFile, data: Data(SPSSSyntax.text(study: study).utf8), rows: nil),
            ]
        case .json:
            let text = RunObjects.text(study: study, participants: participants)
            files.append(File(name: RunObjects.file, data: Data(text.utf8), rows: text.filter { $0 == "\n" }.count))
        case .fhir:
            files += FHIRResponseExport.files(study: study, participants: participants)
        }
        files.sort { $0.name < $1.name }
        let manifest = ExportManifest(
            study: study, participants: participants, exportTime: exportTime, files: files, problems: problems)
        files.append(File(name: manifestFile, data: Data(manifest.json.utf8), rows: nil))
        return files
    }

    static func tables(study: Study, participants: [ExportParticipant]) -> [(name: String, table: CSVTable)] {
        var tables: [(name: String, table: CSVTable)] = [
            (longFile, LongTable.table(participants: participants, identifiers: identifiers(of: study))),
            (runsFile, RunsTable.table(study: study, participants: participants)),
            (dictionaryFile, DataDictionary.table(study: study)),
        ]
        var kinds: [String] = []
        for task in study.tasks {
            switch task.kind {
            case let .survey(survey):
                tables.append(
                    (
                        surveyFile(task.id.value.rawValue),
                        WideTable.table(study: study, task: task, survey: survey, participants: participants)
                    ))
            case let .active(active) where !kinds.contains(active.kind.rawValue):
                kinds.append(active.kind.rawValue)
            default: break
            }
        }
        let results = participants.flatMap(\.activeResults)
        tables += kinds.map { (trialFile($0), TrialTable.table(kind: $0, files: results)) }
        return tables
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
        SHA256.hash(data: data).map { NumberText.hex($0, width: 2) }.joined()
    }
}
