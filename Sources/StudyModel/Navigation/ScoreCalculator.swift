/// One score of a finished survey.
public struct ScoreResult: Equatable, Sendable {
    public var id: String
    /// What the score's expression gave: a number usually, missing when an answer it needs
    /// is missing, or (for a score without bands) any other value an expression can give.
    public var computed: ExpressionValue
    /// The band whose [min, max] holds the number, if the score has bands and one does.
    public var band: LocalizedText?
    /// Whether the participant sees the score at the end.
    public var show: Bool
    /// What the score is called.
    public var label: LocalizedText?

    public init(id: String, computed: ExpressionValue, band: LocalizedText?, show: Bool, label: LocalizedText?) {
        self.id = id
        self.computed = computed
        self.band = band
        self.show = show
        self.label = label
    }

    /// The number (a duration as seconds), or nil when the score is missing or not a number.
    public var value: Double? { computed.numeric }
}

/// Works out a survey's scores, in the order they are listed: for navigation as soon as
/// their answers are given (`values`), and for the results when the survey ends.
///
/// - A score's value is its expression over the answers (pass `trail.keepingShown(answers)`)
///   and the scores listed before it. A missing answer makes arithmetic missing, so the
///   score is missing (`value` nil, no band) unless the expression uses `default(q, 0)`.
/// - Bands are inclusive at both ends; the first band (in the order written) whose
///   [min, max] holds the number is the score's band. Bands are written for whole
///   numbers, so a number between two bands (4.5 with bands 0–4 and 5–9) is in none:
///   its band is nil, and the runner shows the number alone. Round in the expression
///   (`round(…)`) when decimals can occur.
/// - Later scores see an earlier score as the validator types it: a score without bands
///   as its value, a score with bands as its band's label in `language` (or missing when
///   it is in no band).
/// - A value that does not parse (only without validation) is missing.
public struct ScoreCalculator: Sendable {
    /// A class, shared: each run's scores read an entry where it lies (as a struct, the score
    /// was copied out of the array for every run the export scored; tenth round).
    final class Entry: Sendable {
        let score: Score
        let expression: ExpressionNode?

        init(score: Score, expression: ExpressionNode?) {
            self.score = score
            self.expression = expression
        }
    }

    let entries: [Entry]
    /// The survey's questions that its scores name, gathered once for the answers of many
    /// runs (`init(scoringRunsOf:)`; nil otherwise). An expression reads an answer only by a
    /// name written in it (`q`, `score(q)`), so the others are never looked at: the export
    /// worked out every answer of every run for the few its scores read.
    public private(set) var questions: AnswerSheet.Questions?

    /// Parses every score's value once.
    public init(scores: [Score]) {
        entries = scores.map { score in
            Entry(score: score, expression: score.value.flatMap { try? ExpressionParser.parse($0.text) })
        }
    }

    public init(survey: Survey) {
        self.init(scores: survey.scores)
    }

    /// For the scores of many runs of `survey` (the export's): its questions that the scores
    /// name gathered once (`questions`), not for each run.
    public init(scoringRunsOf survey: Survey) {
        self.init(scores: survey.scores)
        let named = Set(entries.flatMap { $0.expression?.referencedNames.map(\.name) ?? [] })
        questions = AnswerSheet.Questions(steps: survey.steps, keeping: named)
    }

    /// The scores, in order. `language` is the one band labels are compared in when a later
    /// score uses a banded one (the study's default language); nil takes each label's first.
    public func results(
        answers: consuming [String: ExpressionValue], today: ExpressionDate,
        language: String? = nil
    ) -> [ScoreResult] {
        calculate(answers: answers, today: today, language: language).results
    }

    /// How many scores the survey has: the room a table of answers needs for them.
    public var scoreCount: Int { entries.count }

    /// The answers with every score added under its id, as later expressions see them:
    /// what navigation evaluates `show-if` and branches over, so that a score counts as
    /// soon as the answers it needs are given (missing until then).
    public func values(
        answers: [String: ExpressionValue], today: ExpressionDate,
        language: String? = nil
    ) -> [String: ExpressionValue] {
        entries.isEmpty ? answers : calculate(answers: answers, today: today, language: language).names
    }

    private func calculate(
        answers: consuming [String: ExpressionValue], today: ExpressionDate, language: String?
    ) -> (results: [ScoreResult], names: [String: ExpressionValue]) {
        var names = answers
        // Room for the scores made at once: the names grew, and were rebuilt, for most runs.
        // A caller that made the room already (the export's) hands its table over, and the
        // table is neither copied nor rebuilt here.
        if names.capacity < names.count + entries.count { names.reserveCapacity(names.count + entries.count) }
        var results: [ScoreResult] = []
        results.reserveCapacity(entries.count)
        for entry in entries {
            let computed =
                entry.expression.map { ExpressionEvaluator.evaluate($0, answers: names, today: today) }
                ?? .missing
            var result = ScoreResult(
                id: entry.score.id.value, computed: computed, band: nil, show: entry.score.show,
                label: entry.score.label)
            if entry.score.bands.isEmpty {
                names[entry.score.id.value] = computed
            } else {
                result.band = result.value.flatMap { Self.band(for: $0, in: entry.score.bands) }?.label
                names[entry.score.id.value] = result.band.map { .text(Self.text($0, in: language)) } ?? .missing
            }
            results.append(result)
        }
        return (results, names)
    }

    /// The first band whose [min, max] (both inclusive) holds `value`, or nil.
    public static func band(for value: Double, in bands: [Score.Band]) -> Score.Band? {
        bands.first { $0.min <= value && value <= $0.max }
    }

    private static func text(_ text: LocalizedText, in language: String?) -> String {
        if let language { return text.resolved(in: language) }
        return text.allVariants.first ?? ""
    }
}
