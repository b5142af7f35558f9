/// Score bands turn a number into a label (e.g. PHQ-9 severity). Each band runs from its
/// `min` to its `max` inclusive; a band upside down or two bands that overlap would make
/// the label depend on the order they are written in.
enum ScoreBandCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for score in context.study.tasks.flatMap({ $0.survey?.scores ?? [] }) {
            let name = "score '\(score.id.value)'"
            for band in score.bands where band.min > band.max {
                diagnostics.append(
                    .error(
                        .minAboveMax,
                        "a band of \(name) has 'min' \(RangeRules.format(band.min)) above 'max' \(RangeRules.format(band.max))",
                        at: band.location, hint: "swap them"))
            }
            let ordered = score.bands.filter { $0.min <= $0.max }.sorted { $0.min < $1.min }
            for (lower, upper) in zip(ordered, ordered.dropFirst()) where upper.min <= lower.max {
                diagnostics.append(
                    .error(
                        .overlappingBands,
                        "two bands of \(name) overlap: \(RangeRules.format(lower.min))–\(RangeRules.format(lower.max)) and \(RangeRules.format(upper.min))–\(RangeRules.format(upper.max))",
                        at: upper.location,
                        hint: "bands include both ends; start this one above \(RangeRules.format(lower.max))"))
            }
        }
        return diagnostics
    }
}
