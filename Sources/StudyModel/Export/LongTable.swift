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
        var rows = CSVRows()
        write(participant, identifiers: identifiers, paths: participant.runPaths, into: &rows)
        return rows.rows
    }

    /// A participant's rows, cell by cell, into `cells` (`CSVBytes` for the streamed file).
    /// `paths`: the participant's `runPaths` (shared with the wide files).
    static func write(
        _ participant: ExportParticipant, identifiers: Set<String>, paths: [Set<StepID>],
        into cells: inout some CSVCells
    ) {
        let answers = participant.events.compactMap(Answer.init)
        // From the last answer back: an answer is superseded when a later one has its key
        // (one look-up an answer, not two).
        var superseded = [Bool](repeating: false, count: answers.count)
        var later = Set<Answer.Key>(minimumCapacity: answers.count)
        for index in answers.indices.reversed() { superseded[index] = !later.insert(answers[index].key).inserted }
        var runs = RunIndex(paths: paths)
        let who = PreparedCells([participant.id, participant.studyVersion])
        // A study marks a question or two: compared in a list, not hashed for every answer.
        let fewIdentifiers = identifiers.count <= 8 ? Array(identifiers) : nil
        for (index, answer) in answers.enumerated() {
            let (onPath, instance) = answer.place(in: participant.state, runs: &runs)
            cells.cells(who)
            cells.cell(answer.task)
            cells.cell(answer.run)
            cells.cell(answer.sequence)
            cells.cell(answer.time)
            cells.cell(answer.step)
            cells.plainCell(status(answer.outcome))
            writeValue(
                answer.outcome, removed: fewIdentifiers?.contains(answer.step) ?? identifiers.contains(answer.step),
                into: &cells)
            cells.cell(answer.outcome.value.map(AnswerCells.other) ?? "")
            cells.plainCell(superseded[index] ? "1" : "0")
            cells.plainCell(onPath ? "1" : "0")
            cells.cell(answer.group?.rawValue ?? "")
            if let instance { cells.cell(instance) } else { cells.cell("") }
            cells.endRow()
        }
    }

    static func writeValue(_ outcome: AnswerOutcome, removed: Bool, into cells: inout some CSVCells) {
        if case .sealed = outcome { return cells.cell(MissingCode.identifierRemoved.cell) }
        guard let value = outcome.value else { return cells.cell("") }
        if removed { return cells.cell(MissingCode.identifierRemoved.cell) }
        AnswerCells.writeSingle(value, into: &cells)
    }

    static func status(_ outcome: AnswerOutcome) -> StaticString {
        switch outcome {
        case .answered: return "answered"
        case .skipped: return "skipped"
        case .preferNotToAnswer: return "prefer-not-to-answer"
        case .sealed: return "answered"
        }
    }
}
