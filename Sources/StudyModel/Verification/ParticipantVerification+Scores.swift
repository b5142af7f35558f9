import Foundation

/// Scores that no longer match their answers: a survey's scores recomputed from the study
/// file and the journal's answers, against the scores its results file holds. Needs the
/// study, so `study verify` runs it only when given the study file.
extension ParticipantVerification {
    public static func scoreProblems(files: [String: Data], study: Study) -> [Problem] {
        guard let journal = files["journal.jsonl"] else { return [] }
        let state = ParticipantState.folding(readJournal(journal).0)
        var problems: [Problem] = []
        for name in files.keys.sorted() where name.hasPrefix("tasks/") && name.hasSuffix(".json") {
            guard let written = try? JSONSerialization.jsonObject(with: files[name]!) as? [String: Any],
                let runID = written["run"] as? String, let run = state.runs.last(where: { $0.run == runID }),
                let expected = recomputedScores(run: run, state: state, study: study, language: written["language"])
            else { continue }
            let scores = written["scores"] as? [[String: Any]] ?? []
            for (id, score) in expected.sorted(by: { $0.key < $1.key }) {
                let found = scores.first { $0["id"] as? String == id }
                guard found.map(canonicalScore) != score else { continue }
                let was = found.map { describe(canonicalScore($0)) } ?? "missing"
                problems.append(
                    Problem(
                        file: name,
                        message: "the score '\(id)' is \(was), but its answers in the journal give "
                            + describe(score) + " with this study file"))
            }
        }
        return problems
    }

    /// Score id → its canonical JSON, as the runner would write it for this run now; nil when
    /// the study has no such survey.
    private static func recomputedScores(run: TaskRun, state: ParticipantState, study: Study, language: Any?)
        -> [String: String]?
    {
        guard let task = study.tasks.first(where: { $0.id.value == run.task }), case let .survey(survey) = task.kind
        else { return nil }
        // The day the results were last written: that of the run's last event.
        let times = [run.startedAt] + [run.endedAt].compactMap { $0 } + run.answeredAt.values
        let time = times.max { $0.date < $1.date } ?? run.startedAt
        let day = ExpressionDate(time.date, timeZone: TimeZone(secondsFromGMT: time.utcOffsetSeconds) ?? .current)
        let result = TaskResult.survey(
            study: study, task: task, survey: survey, run: run, participant: state.participant ?? "",
            language: language as? String ?? state.language ?? study.defaultLanguage, today: day)
        guard let data = try? result.json(),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let scores = object["scores"] as? [[String: Any]]
        else { return nil }
        return Dictionary(
            scores.compactMap { score in (score["id"] as? String).map { ($0, canonicalScore(score)) } },
            uniquingKeysWith: { first, _ in first })
    }

    private static func canonicalScore(_ score: [String: Any]) -> String {
        let kept = score.filter { $0.key == "value" || $0.key == "band" }
        guard let data = try? JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys]) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// `{"band":"Mild","value":7}` as `7 (band 'Mild')`.
    private static func describe(_ canonical: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(canonical.utf8)) as? [String: Any] else {
            return canonical
        }
        let number = (object["value"] as? NSNumber)?.doubleValue
        let value = number.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) } ?? "no value"
        let band = (object["band"] as? String).map { " (band '\($0)')" } ?? ""
        return value + band
    }
}
