/// The long file: one row per answer event, eligibility and survey answers alike, in journal
/// order. A correction is a new row; the row it replaced is marked `superseded`, and an
/// answer on a path the participant later left has `on_path` 0, so nothing given is lost.
/// An answer inside a repeating group names its group and instance (the instance's number
/// among those kept, as the wide file and results number them); a removed instance's
/// answers keep an empty instance and `on_path` 0.
public enum LongTable {
    public static let header = [
        "participant", "study_version", "task", "run", "seq", "time", "step", "status", "value", "other",
        "superseded", "on_path", "group", "instance",
    ]

    /// `identifiers`: the ids of the questions whose answers identify the participant
    /// (`ExportVariable.isIdentifier`); their values are written as `MissingCode.identifierRemoved`.
    public static func table(participants: [ExportParticipant], identifiers: Set<String> = []) -> CSVTable {
        CSVTable(header: header, rows: participants.flatMap { rows(of: $0, identifiers: identifiers) })
    }

    static func rows(of participant: ExportParticipant, identifiers: Set<String>) -> [[String]] {
        let answers = participant.events.compactMap(Answer.init)
        var lastAnswer: [Answer.Key: Int] = [:]
        lastAnswer.reserveCapacity(answers.count)
        for (index, answer) in answers.enumerated() { lastAnswer[answer.key] = index }
        return answers.enumerated().map { index, answer in
            let (onPath, instance) = answer.place(in: participant.state)
            return [
                participant.id, participant.studyVersion, answer.task, answer.run, String(answer.event.sequence),
                answer.event.time.iso8601, answer.step, status(answer.outcome),
                value(answer.outcome, removed: identifiers.contains(answer.step)),
                answer.outcome.value.map(AnswerCells.other) ?? "",
                lastAnswer[answer.key] == index ? "0" : "1", onPath ? "1" : "0", answer.group?.rawValue ?? "",
                instance.map(String.init) ?? "",
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
