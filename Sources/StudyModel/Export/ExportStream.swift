import Foundation

/// One study's export built a participant at a time, so that a results folder of any size
/// is exported in constant memory: the streamed tables' headers first, then each
/// participant's rows as they are read (to be written and forgotten), then the files that
/// need everything seen (the trial files, whose detail columns are known only at the end,
/// the codebook's data versions, the manifest). `ExportFiles.files` runs it in memory; the
/// command runs it into open files.
public struct ExportStream: Sendable {
    public let study: Study
    public let format: ExportFiles.Format
    private let identifiers: Set<String>
    private let surveys: [SurveyColumns]
    /// The active-task kinds of the study, in its order: a trial file each.
    public let trialKinds: [String]
    public private(set) var participantCount = 0
    private var versions: Set<String> = []
    private var consentVersions: Set<String> = []
    /// The newest event of the participants exported: the export time when none is given.
    public private(set) var latestEvent: Timestamp?
    private var detailKeys: [String: Set<String>] = [:]

    /// A class, shared: a participant's rows read a survey's columns where they lie. As a
    /// struct read from the array, each of its values was copied (counting references to the
    /// study's shared values from every core) for every participant (tenth round).
    final class SurveyColumns: Sendable {
        let file: String
        let task: StudyTask
        let survey: Survey
        let variables: [ExportVariable]
        /// The survey's scores parsed once, not again for every run.
        let calculator: ScoreCalculator
        /// Each step's place in the survey (`WideTable.stepOrder(of:)`), made once too.
        let stepOrder: [String: Int]

        init(task: StudyTask, survey: Survey, language: String) {
            file = ExportFiles.surveyFile(task.id.value.rawValue)
            self.task = task
            self.survey = survey
            variables = ExportVariable.variables(of: task, survey: survey, language: language)
            calculator = ScoreCalculator(scoringRunsOf: survey)
            stepOrder = WideTable.stepOrder(of: survey)
        }
    }

    /// What one participant adds: whole lines for each streamed file, with their row count,
    /// and their trial rows by active-task kind.
    public struct Rows: Sendable {
        public var files: [(name: String, lines: Lines, rows: Int)] = []
        public var trials: [(kind: String, rows: [TrialTable.Row])] = []

        public init() {}

        /// A file's lines: the CSV files' bytes as they were written, handed over (a string
        /// made of them was checked for UTF-8 and copied, then copied again into the file),
        /// or the text of lines made as strings.
        public enum Lines: Sendable {
            case bytes(CSVBytes)
            case text(String)

            /// The lines as one string, whichever way they came.
            public var string: String {
                switch self {
                case let .bytes(csv): return csv.text
                case let .text(text): return text
                }
            }
        }
    }

    public init(study: Study, format: ExportFiles.Format) {
        self.study = study
        self.format = format
        identifiers = ExportFiles.identifiers(of: study)
        var surveys: [SurveyColumns] = []
        var kinds: [String] = []
        for task in study.tasks {
            switch task.kind {
            case let .survey(survey):
                surveys.append(SurveyColumns(task: task, survey: survey, language: study.defaultLanguage))
            case let .active(active) where !kinds.contains(active.kind.rawValue):
                kinds.append(active.kind.rawValue)
            default: break
            }
        }
        self.surveys = surveys
        trialKinds = kinds
    }

    /// The files written row by row, with their first line (a header; nothing for JSON Lines).
    public var streamedFiles: [(name: String, header: String)] {
        // Who withdrew and what became of their answers: in every format, beside the runs.
        var files = [
            (ExportFiles.longFile, CSVTable.line(LongTable.header)),
            (ParticipantsTable.file, CSVTable.line(ParticipantsTable.header)),
        ]
        switch format {
        case .csv:
            files.append((ExportFiles.runsFile, CSVTable.line(RunsTable.header)))
            files += surveys.map { ($0.file, CSVTable.line(WideTable.runColumns + $0.variables.flatMap(\.columns))) }
        case .json:
            files.append((RunObjects.file, ""))
        case .fhir:
            files += surveys.map { (FHIRResponseExport.file($0.task.id.value.rawValue), "") }
        }
        return files
    }

    /// One participant's rows, counted in: `rows(for:)` then `count(_:rows:)`.
    public mutating func add(_ participant: ExportParticipant) -> Rows {
        let rows = rows(for: participant)
        count(participant, rows: rows)
        return rows
    }

    /// What a participant adds to the files the stream knows (the manifest's counts and
    /// versions, the trial files' columns), once their rows are built.
    public mutating func count(_ participant: ExportParticipant, rows: Rows) {
        count(Tally(participant), rows: rows)
    }

    /// What `count` takes of a participant, taken where their rows are built: the
    /// participant (their events, folded) is then freed there, not by the thread that writes
    /// the rows, one after another (3 % of an export's instructions, and memory handed
    /// back to another thread's heap).
    public struct Tally: Sendable {
        var studyVersion: String
        var consentVersion: String?
        var latestTime: Timestamp?

        public init(_ participant: ExportParticipant) {
            (studyVersion, consentVersion) = (participant.studyVersion, participant.consentVersion)
            latestTime = participant.latestTime
        }
    }

    /// The same from a participant's tally.
    public mutating func count(_ tally: Tally, rows: Rows) {
        participantCount += 1
        versions.insert(tally.studyVersion)
        if let consent = tally.consentVersion { consentVersions.insert(consent) }
        if let last = tally.latestTime, latestEvent.map({ last > $0 }) ?? true { latestEvent = last }
        for (kind, trials) in rows.trials {
            for trial in trials { detailKeys[kind, default: []].formUnion(trial.detail.keys) }
        }
    }

    /// A participant's rows for every streamed file and their trial rows: a value of them
    /// alone, so several can be built at once.
    public func rows(for participant: ExportParticipant) -> Rows {
        var rows = Rows()
        let paths = participant.runPaths
        var long = CSVBytes(capacity: participant.events.count * 64)
        LongTable.write(participant, identifiers: identifiers, paths: paths, into: &long)
        rows.files.append((ExportFiles.longFile, .bytes(long), long.rows))
        rows.files.append((ParticipantsTable.file, .text(CSVTable.line(ParticipantsTable.row(of: participant))), 1))
        let runs = RunsTable.rows(study: study, participant: participant)
        var wide: [(header: [String], rows: [[String]])] = []
        for survey in surveys where format == .csv {
            var lines = CSVBytes()
            WideTable.write(
                study: study, task: survey.task, survey: survey.survey, calculator: survey.calculator,
                stepOrder: survey.stepOrder, participant: participant, variables: survey.variables, paths: paths,
                into: &lines)
            rows.files.append((survey.file, .bytes(lines), lines.rows))
        }
        for survey in surveys where format == .json {
            let surveyRows = WideTable.rows(
                study: study, task: survey.task, survey: survey.survey, calculator: survey.calculator,
                stepOrder: survey.stepOrder, participant: participant, variables: survey.variables, paths: paths)
            // The run objects name each cell by its column: only they need the header.
            wide.append((WideTable.runColumns + survey.variables.flatMap(\.columns), surveyRows))
        }
        switch format {
        case .csv:
            rows.files.append((ExportFiles.runsFile, .text(CSVTable.lines(runs)), runs.count))
        case .json:
            let lines = RunObjects.lines(study: study, runs: runs, wide: wide)
            rows.files.append((RunObjects.file, .text(lines.joined()), lines.count))
        case .fhir:
            for survey in surveys {
                let lines = FHIRResponseExport.lines(
                    study: study, task: survey.task, survey: survey.survey, participant: participant)
                rows.files.append(
                    (
                        FHIRResponseExport.file(survey.task.id.value.rawValue), .text(lines.map { $0 + "\n" }.joined()),
                        lines.count
                    ))
            }
        }
        for kind in trialKinds {
            let trials = participant.activeResults.filter { $0.taskKind == kind }.flatMap(TrialTable.rows)
            if !trials.isEmpty { rows.trials.append((kind, trials)) }
        }
        return rows
    }

    /// The detail columns of a kind's trial file: every detail any of its trials had, sorted.
    public func detailColumns(of kind: String) -> [String] {
        (detailKeys[kind] ?? []).sorted()
    }

    /// The files built from the study alone, or from what was gathered while streaming.
    public func closingFiles() -> [ExportFiles.File] {
        studyFiles() + [codebookFile()]
    }

    /// The codebook, which names the study versions of the data: made once every
    /// participant is counted in.
    public func codebookFile() -> ExportFiles.File {
        codebookFile(versions: dataVersions)
    }

    /// The codebook as it would be with the participants' data of `versions`: the export
    /// makes it early for the study's own version, and again only if the data holds others.
    public func codebookFile(versions: [String]) -> ExportFiles.File {
        ExportFiles.File(
            name: ExportFiles.codebookFile, data: Data(Codebook.text(study: study, versions: versions).utf8), rows: nil)
    }

    /// The study versions the participants' data was collected with, sorted.
    public var dataVersions: [String] { versions.sorted() }

    /// The files built from the study alone (the data dictionary and the syntax files): the
    /// export makes them while the first participants are read.
    public func studyFiles() -> [ExportFiles.File] {
        let dictionary = DataDictionary.table(study: study)
        var files = [
            ExportFiles.File(
                name: ExportFiles.dictionaryFile, data: Data(dictionary.text.utf8), rows: dictionary.rows.count)
        ]
        if format == .csv {
            files += [
                ExportFiles.File(name: ExportFiles.rFile, data: Data(RSyntax.text(study: study).utf8), rows: nil),
                ExportFiles.File(name: ExportFiles.spssFile, data: Data(SPSSSyntax.text(study: study).utf8), rows: nil),
            ]
        }
        return files
    }

    /// The manifest, naming every other file (in any order: it sorts them).
    public func manifest(
        files: [ExportManifest.Entry], exportTime: Timestamp?, problems: [ExportProblem]
    ) -> ExportFiles.File {
        let manifest = ExportManifest(
            study: study, participants: participantCount, dataVersions: versions.sorted(),
            consentVersions: consentVersions.sorted(), exportTime: exportTime ?? latestEvent,
            files: files.sorted { $0.name < $1.name }, problems: problems)
        return ExportFiles.File(name: ExportFiles.manifestFile, data: Data(manifest.json.utf8), rows: nil)
    }
}
