/// The long file: one row per answer event, eligibility and survey answers alike, in journal
/// order. A correction is a new row; the row it replaced is marked `superseded`, and an
/// answer on a path the participant later left has `on_path` 0, so nothing given is lost.
public enum LongTable {
    public static let header = [
        "participant", "study_version", "task", "run", "seq", "time", "step", "status", "value", "other",
        "superseded", "on_path",
    ]

    /// `identifiers`: the ids of the questions whose answers identify the participant
    /// (`ExportVariable.isIdentifier`); their values are written as `MissingCode.identifierRemoved`.
    public static func table(participants: [ExportParticipant], identifiers: Set<String> = []) -> CSVTable {
        CSVTable(header: header, rows: participants.flatMap { rows(of: $0, identifiers: identifiers) })
    }

    static func rows(of participant: ExportParticipant, identifiers: Set<String>) -> [[String]] {
        let answers: [(event: JournalEvent, task: String, run: String, step: String, outcome: AnswerOutcome)] =
            participant.events.compactMap { event in
                switch event.kind {
                case let .eligibilityAnswered(step, outcome): return (event, "eligibility", "", step.rawValue, outcome)
                case let .answered(task, run, step, outcome): return (event, task.rawValue, run, step.rawValue, outcome)
                default: return nil
                }
            }
        var lastAnswer: [String: Int] = [:]
        for (index, answer) in answers.enumerated() { lastAnswer[answer.run + "\u{0}" + answer.step] = index }
        return answers.enumerated().map { index, answer in
            let onPath =
                answer.run.isEmpty || participant.state.run(answer.run)?.trail.contains(StepID(answer.step)) == true
            return [
                participant.id, participant.studyVersion, answer.task, answer.run, String(answer.event.sequence),
                answer.event.time.iso8601, answer.step, status(answer.outcome),
                value(answer.outcome, removed: identifiers.contains(answer.step)),
                answer.outcome.value.map(AnswerCells.other) ?? "",
                lastAnswer[answer.run + "\u{0}" + answer.step] == index ? "0" : "1", onPath ? "1" : "0",
            ]
        }
    }

    static func value(_ outcome: AnswerOutcome, removed: Bool) -> String {
        if case .sealed = outcome { return MissingCode.identifierRemoved.cell }
        guard let value = outcome.value else { return "" }
        return removed ? MissingCode.identifierRemoved.cell : AnswerCells.single(value)
    }

    static func status(_ outcome: AnswerOutcome) -> String {
        switch outcome {
        case .answered: return "answered"
        case .skipped: return "skipped"
        case .preferNotToAnswer: return "prefer-not-to-answer"
        case .sealed: return "answered"
        }
    }
}
