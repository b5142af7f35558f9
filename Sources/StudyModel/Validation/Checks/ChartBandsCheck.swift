/// `chart-bands` on a charted score names another score of the same survey whose band
/// says each charted value in words (a total charted, its severity in words). The words
/// must describe the number charted, so the named score must have bands, be worked out
/// from the charted one, and the charted score must not have bands of its own.
enum ChartBandsCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for task in context.study.tasks {
            guard let scores = task.survey?.scores else { continue }
            for score in scores {
                guard let named = score.chartBands else { continue }
                if let problem = problem(score, named, among: scores, in: task) { diagnostics.append(problem) }
            }
        }
        return diagnostics
    }

    private static func problem(_ score: Score, _ named: Located<String>, among scores: [Score], in task: StudyTask)
        -> Diagnostic?
    {
        let charted = score.id.value
        let what = "'chart-bands' of score '\(charted)'"
        guard score.chart else {
            return .warning(
                .redundantField, "\(what) has no effect without 'chart: true'", at: named.location,
                hint: "add 'chart: true' to chart the score, or remove 'chart-bands'")
        }
        guard score.bands.isEmpty else {
            return .error(
                .chartBands, "score '\(charted)' has bands of its own: its chart says them already",
                at: named.location, hint: "remove 'chart-bands'")
        }
        guard let bandScore = scores.first(where: { $0.id.value == named.value }) else {
            let banded = scores.filter { !$0.bands.isEmpty }.map(\.id.value)
            let hint =
                Suggestion.closest(to: named.value, among: banded).map { "did you mean '\($0)'?" }
                ?? (banded.isEmpty
                    ? "add a score with bands whose value is \(charted)"
                    : "scores with bands here: " + banded.joined(separator: ", "))
            return .error(
                .chartBands, "\(what) names '\(named.value)', which is not a score of survey '\(task.id.value)'",
                at: named.location, hint: hint)
        }
        guard !bandScore.bands.isEmpty else {
            return .error(
                .chartBands, "\(what) names score '\(named.value)', which has no bands", at: named.location,
                hint: "add 'bands' to '\(named.value)', or name a score that has them")
        }
        // A value that does not parse is reported by the expression check already.
        guard let value = bandScore.value, let parsed = try? ExpressionParser.parse(value.text) else { return nil }
        guard parsed.referencedNames.contains(where: { $0.name == charted }) else {
            return .error(
                .chartBands,
                "score '\(named.value)' is not worked out from '\(charted)', so its bands would describe another number",
                at: named.location, hint: "name a score whose value uses '\(charted)', e.g. value: \"\(charted)\"")
        }
        return nil
    }
}
