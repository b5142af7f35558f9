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
        let calculator = ScoreCalculator(survey: survey)
        let order = stepOrder(of: survey)
        for participant in participants {
            table.rows += rows(
                study: study, task: task, survey: survey, calculator: calculator, stepOrder: order,
                participant: participant, variables: variables)
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
    /// `stepOrder`, from `stepOrder(of:)`, made once for every participant).
    static func rows(
        study: Study, task: StudyTask, survey: Survey, calculator: ScoreCalculator, stepOrder: [String: Int],
        participant: ExportParticipant, variables: [ExportVariable]
    ) -> [[String]] {
        if let deletion = participant.deletion {
            let codes = Array(
                repeating: MissingCode.withdrawnAndDeleted.cell, count: variables.flatMap(\.columns).count)
            return [RunsTable.deletedCells(participant, deletion, columns: runColumns) + codes]
        }
        return participant.state.runs.filter { $0.task == task.id.value }.map { run in
            row(
                study: study, task: task, survey: survey, calculator: calculator, stepOrder: stepOrder, run: run,
                participant: participant, variables: variables)
        }
    }

    static func row(
        study: Study, task: StudyTask, survey: Survey, calculator: ScoreCalculator, stepOrder: [String: Int],
        run: TaskRun, participant: ExportParticipant, variables: [ExportVariable]
    ) -> [String] {
        let language = study.defaultLanguage
        let reach = Reach(stepOrder: stepOrder, run: run)
        var scores: [String: TaskResult.ScoreValue] = [:]
        if !survey.scores.isEmpty {
            let today = (run.endedAt ?? run.startedAt).expressionDay
            let values = TaskResult.surveyScores(
                survey: survey, calculator: calculator, run: run, language: language, today: today,
                onPath: reach.onPath)
            scores = Dictionary(values.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let runNumber = run.run.split(separator: "-").last.map(String.init) ?? ""
        var cells = [
            participant.id, run.run, runNumber, participant.studyVersion, participant.state.language ?? "",
            run.status.rawValue, run.startedAt.iso8601, run.endedAt?.iso8601 ?? "",
        ]
        for variable in variables {
            switch variable.source {
            case .question where variable.instance != nil:
                cells += instanceCells(variable, run: run, reach: reach)
            case .question:
                cells += questionCells(variable, run: run, reach: reach)
            case .score:
                cells += scoreCells(variable, scores[variable.id])
            case .instanceCount:
                cells += [instanceCountCell(variable, run: run, reach: reach)]
            }
        }
        return cells
    }

    static func questionCells(_ variable: ExportVariable, run: TaskRun, reach: Reach) -> [String] {
        let step = StepID(variable.id)
        if let outcome = run.answers[step], reach.onPath.contains(step) {
            if variable.isIdentifier, outcome.value != nil || outcome.isSealed {
                return Array(repeating: MissingCode.identifierRemoved.cell, count: variable.columns.count)
            }
            return AnswerCells.cells(outcome, for: variable)
        }
        let code = reach.missingCode(for: variable.id)
        return Array(repeating: code.cell, count: variable.columns.count)
    }

    static func scoreCells(_ variable: ExportVariable, _ score: TaskResult.ScoreValue?) -> [String] {
        guard let value = score?.value else {
            return Array(repeating: MissingCode.notComputable.cell, count: variable.columns.count)
        }
        var cells = [NumberText.text(value)]
        if variable.columns.count > 1 { cells.append(score?.band ?? "") }
        return cells
    }

    /// How far a run got, to tell a question passed over by branching from one not reached.
    struct Reach {
        /// The steps on the run's path (its scores need the same set).
        var onPath: Set<StepID>
        var furthest: Int
        var finished: Bool
        var order: [String: Int]

        init(stepOrder order: [String: Int], run: TaskRun) {
            onPath = Set(run.trail)
            self.order = order
            furthest = run.trail.compactMap { order[$0.rawValue] }.max() ?? -1
            finished = run.status == .completed
        }

        func missingCode(for step: String) -> MissingCode {
            if finished { return .notShown }
            return (order[step] ?? Int.max) > furthest ? .notReached : .notShown
        }
    }
}
