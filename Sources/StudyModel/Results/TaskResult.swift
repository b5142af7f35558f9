import Foundation

/// The results of one run of a task, in the spirit of ResearchKit's task result: what was
/// shown and answered, when, with units, and the scores. Written as JSON with sorted keys
/// (documented field by field in docs/results.md) so files diff cleanly.
public struct TaskResult: Encodable, Sendable {
    public struct StudyInfo: Encodable, Sendable {
        public var id: String
        public var version: String

        public init(id: String, version: String) {
            self.id = id
            self.version = version
        }
    }

    public struct StepResult: Encodable, Sendable {
        public var id: StepID
        /// "question" or "instruction".
        public var kind: String
        public var shownAt: Timestamp?
        public var answeredAt: Timestamp?
        /// answered / skipped / prefer-not-to-answer, with the typed answer.
        public var outcome: AnswerOutcome?
        /// The unit of a number answer as the study states it ("units", "mmol/L").
        public var unit: String?
        /// False for answers given on a path the participant later left by going back and
        /// changing an earlier answer; they are kept, not counted.
        public var onPath: Bool
        /// Earlier answers to this step, oldest first, when it was answered more than once.
        public var corrections: [Correction]?
        /// The question's codes (LOINC…), when the study gives some.
        public var codes: [ResultCoding]? = nil
        /// The codes of the choices picked, when the study gives them codes.
        public var answerCodes: [ResultCoding]? = nil
        /// What `score(q)` gives for the current answer, when the choices have scores.
        public var answerScore: Double? = nil
        /// A repeating group's instances, numbered from 1 in the order given (Repeats/).
        public var instances: [InstanceResult]? = nil
        /// Instances the participant removed, kept here so nothing entered is lost.
        public var removedInstances: [InstanceResult]? = nil
    }

    public struct Correction: Encodable, Sendable {
        public var outcome: AnswerOutcome
        public var answeredAt: Timestamp
    }

    public struct ScoreValue: Encodable, Sendable {
        public var id: String
        /// The number, or null when an answer it needs is missing.
        public var value: Double?
        /// The band's label, or null (no bands, or the number falls in none).
        public var band: String?
        public var shownToParticipant: Bool

        enum CodingKeys: String, CodingKey { case id, value, band, shownToParticipant }

        /// Writes `null` rather than leaving a key out, so every score has the same keys.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(value, forKey: .value)
            try container.encode(band, forKey: .band)
            try container.encode(shownToParticipant, forKey: .shownToParticipant)
        }
    }

    public var study: StudyInfo
    public var participant: String
    public var task: TaskID
    public var taskKind: String
    public var run: String
    public var status: TaskRunStatus
    public var startedAt: Timestamp
    public var endedAt: Timestamp?
    public var language: String
    public var steps: [StepResult]
    public var scores: [ScoreValue]
}

extension TaskResult {
    /// Builds the result of a survey run from the participant's journal-derived state.
    public static func survey(
        study: Study, task: StudyTask, survey: Survey, run: TaskRun, participant: String,
        language: String, today: ExpressionDate
    ) -> TaskResult {
        let onPath = Set(run.trail)
        var steps: [StepResult] = []
        for step in survey.steps where run.firstShownAt[step.id.value] != nil || run.answers[step.id.value] != nil {
            let id = step.id.value
            let changes = run.history.filter { $0.step == id }
            let corrections = changes.dropLast().map { Correction(outcome: $0.outcome, answeredAt: $0.time) }
            steps.append(
                StepResult(
                    id: id, kind: step.resultKind,
                    shownAt: run.firstShownAt[id], answeredAt: run.answeredAt[id], outcome: run.answers[id],
                    unit: step.question.flatMap { unit(of: $0.answer, language: language) },
                    onPath: onPath.contains(id), corrections: corrections.isEmpty ? nil : corrections))
            if let question = step.question { steps[steps.count - 1].addCodes(of: question, answer: run.answers[id]) }
            if let group = step.repeatingGroup, let groupRun = run.groups[id] {
                steps[steps.count - 1].addInstances(of: group, groupRun, language: language)
            }
        }
        let scores = surveyScores(survey: survey, run: run, language: language, today: today)
        return TaskResult(
            study: StudyInfo(id: study.id.value, version: study.version), participant: participant,
            task: task.id.value, taskKind: "survey", run: run.run, status: run.status, startedAt: run.startedAt,
            endedAt: run.endedAt, language: language, steps: steps, scores: scores)
    }

    /// A survey run's scores alone, from its answers on the path taken: what `survey(…)`
    /// puts in the results file, without the steps (the export's wide files need only these).
    public static func surveyScores(survey: Survey, run: TaskRun, language: String, today: ExpressionDate)
        -> [ScoreValue]
    {
        surveyScores(
            survey: survey, calculator: ScoreCalculator(survey: survey), run: run, language: language, today: today)
    }

    /// The same with the survey's scores parsed already (`calculator`, of `survey`): the
    /// export works out the scores of every run of every participant, and the expressions
    /// are the same each time, so they are parsed once per export, not once per run.
    public static func surveyScores(
        survey: Survey, calculator: ScoreCalculator, run: TaskRun, language: String, today: ExpressionDate,
        onPath: Set<StepID>? = nil
    ) -> [ScoreValue] {
        let onPath = onPath ?? Set(run.trail)
        // Made with room for the scores, and handed over to the calculator (not copied to
        // grow it), with a repeating group's count merged in only when the run has one.
        var answers = AnswerSheet.expressionValues(
            run.answers, questions: calculator.questions ?? AnswerSheet.Questions(steps: survey.steps), onPath: onPath,
            room: calculator.scoreCount)
        if !run.groups.isEmpty {
            answers.merge(
                RepeatingGroupRun.countValues(run.groups.filter { onPath.contains($0.key) }, steps: survey.steps)
            ) { answer, _ in answer }
        }
        return calculator.results(answers: answers, today: today).map {
            ScoreValue(id: $0.id, value: $0.value, band: $0.band?.resolved(in: language), shownToParticipant: $0.show)
        }
    }

    static func unit(of format: AnswerFormat, language: String) -> String? {
        switch format {
        case let .integer(options), let .decimal(options): return options.unit?.resolved(in: language)
        case .height: return "cm"
        case .weight: return "kg"
        case .duration: return "s"
        default: return nil
        }
    }

    /// Pretty, sorted JSON: stable key order for diffing and review.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
