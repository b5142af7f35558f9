import Foundation

/// A survey's wide file: one row per participant and run, one column per variable (a
/// multiple choice one per option), then the scores, each cell an answer or a missing code.
public enum WideTable {
    public static let runColumns = [
        "participant", "run", "run_number", "study_version", "language", "status", "started_at", "ended_at",
    ]

    public static func table(
        study: Study, task: StudyTask, survey: Survey, participants: [ExportParticipant]
    ) -> CSVTable {
        let variables = ExportVariable.variables(of: task, survey: survey, language: study.defaultLanguage)
        var table = CSVTable(header: runColumns + variables.flatMap(\.columns))
        let calculator = ScoreCalculator(scoringRunsOf: survey)
        let order = stepOrder(of: survey)
        for participant in participants {
            table.rows += rows(
                study: study, task: task, survey: survey, calculator: calculator, stepOrder: order,
                participant: participant, variables: variables, paths: participant.runPaths)
        }
        return table
    }

    /// Each step's place in the survey, by id: the same for every run, so made once per export.
    static func stepOrder(of survey: Survey) -> [String: Int] {
        Dictionary(
            survey.steps.enumerated().map { ($0.element.id.value.rawValue, $0.offset) },
            uniquingKeysWith: { first, _ in first })
    }

    /// One participant's rows: one per run of the survey (`calculator`: its scores, and
    /// `stepOrder`, from `stepOrder(of:)`, made once for every participant; `paths`: the
    /// participant's `runPaths`, shared with the long file).
    static func rows(
        study: Study, task: StudyTask, survey: Survey, calculator: ScoreCalculator, stepOrder: [String: Int],
        participant: ExportParticipant, variables: [ExportVariable], paths: [Set<StepID>]
    ) -> [[String]] {
        var rows = CSVRows()
        write(
            study: study, task: task, survey: survey, calculator: calculator, stepOrder: stepOrder,
            participant: participant, variables: variables, paths: paths, into: &rows)
        return rows.rows
    }

    /// The same rows, cell by cell, into `cells` (`CSVBytes` for the streamed file).
    static func write(
        study: Study, task: StudyTask, survey: Survey, calculator: ScoreCalculator, stepOrder: [String: Int],
        participant: ExportParticipant, variables: [ExportVariable], paths: [Set<StepID>],
        into cells: inout some CSVCells
    ) {
        if let deletion = participant.deletion {
            for cell in RunsTable.deletedCells(participant, deletion, columns: runColumns) { cells.cell(cell) }
            for variable in variables { cells.repeating(MissingCode.withdrawnAndDeleted.cell, variable.columns.count) }
            cells.endRow()
            return
        }
        for (index, run) in participant.state.runs.enumerated() where run.task == task.id.value {
            row(
                study: study, survey: survey, calculator: calculator, stepOrder: stepOrder, run: run,
                onPath: paths[index], participant: participant, variables: variables, into: &cells)
        }
    }

    static func row(
        study: Study, survey: Survey, calculator: ScoreCalculator, stepOrder: [String: Int], run: TaskRun,
        onPath: Set<StepID>, participant: ExportParticipant, variables: [ExportVariable],
        into cells: inout some CSVCells
    ) {
        let language = study.defaultLanguage
        let reach = Reach(stepOrder: stepOrder, run: run, onPath: onPath)
        // A survey's few scores, found by id in their list (the first of an id, were two to
        // share one): a table of them was made for every run.
        var scores: [TaskResult.ScoreValue] = []
        if !survey.scores.isEmpty {
            let today = (run.endedAt ?? run.startedAt).expressionDay
            scores = TaskResult.surveyScores(
                survey: survey, calculator: calculator, run: run, language: language, today: today,
                onPath: reach.onPath)
        }
        cells.cell(participant.id)
        cells.cell(run.run)
        cells.cell(runNumber(run.run))
        cells.cell(participant.studyVersion)
        cells.cell(participant.state.language ?? "")
        cells.cell(run.status.rawValue)
        cells.cell(run.startedAt)
        if let ended = run.endedAt { cells.cell(ended) } else { cells.cell("") }
        for variable in variables {
            switch variable.source {
            case .question where variable.instance != nil:
                instanceCells(variable, run: run, reach: reach, into: &cells)
            case .question:
                questionCells(variable, run: run, reach: reach, into: &cells)
            case .score:
                scoreCells(variable, scores.first { $0.id == variable.id }, into: &cells)
            case .instanceCount:
                cells.cell(instanceCountCell(variable, run: run, reach: reach))
            }
        }
        cells.endRow()
    }

    /// A run's number, the last part of its id (`baseline-2` is run 2), as
    /// `split(separator: "-").last` gives it, without an array of parts for every row.
    static func runNumber(_ run: String) -> String {
        var text = run
        // An ASCII id read in place (through `Substring`'s views, a thousand instructions).
        let ascii = text.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "-") { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        return ascii ?? run.split(separator: "-").last.map(String.init) ?? ""
    }

    static func questionCells(
        _ variable: borrowing ExportVariable, run: TaskRun, reach: Reach, into cells: inout some CSVCells
    ) {
        let step = StepID(variable.id)
        if let outcome = run.answers[step], reach.onPath.contains(step) {
            if variable.isIdentifier, outcome.value != nil || outcome.isSealed {
                cells.repeating(MissingCode.identifierRemoved.cell, variable.columns.count)
                return
            }
            AnswerCells.write(outcome, for: variable, into: &cells)
            return
        }
        cells.repeating(reach.missingCode(for: variable.id).cell, variable.columns.count)
    }

    static func scoreCells(
        _ variable: borrowing ExportVariable, _ score: TaskResult.ScoreValue?, into cells: inout some CSVCells
    ) {
        guard let value = score?.value else {
            cells.repeating(MissingCode.notComputable.cell, variable.columns.count)
            return
        }
        cells.cell(NumberText.text(value))
        if variable.columns.count > 1 { cells.cell(score?.band ?? "") }
    }

    /// How far a run got, to tell a question passed over by branching from one not reached.
    struct Reach {
        /// The steps on the run's path (its scores need the same set).
        var onPath: Set<StepID>
        var finished: Bool
        var order: [String: Int]
        /// The place of the furthest step reached: only an unfinished run's missing answers
        /// ask it, so a finished run's steps are not looked up for it.
        var furthest: Int

        init(stepOrder order: [String: Int], run: TaskRun, onPath: Set<StepID>) {
            self.onPath = onPath
            self.order = order
            finished = run.status == .completed
            furthest = finished ? -1 : run.trail.compactMap { order[$0.rawValue] }.max() ?? -1
        }

        func missingCode(for step: String) -> MissingCode {
            if finished { return .notShown }
            return (order[step] ?? Int.max) > furthest ? .notReached : .notShown
        }
    }
}
