/// Ranges of numbers and scales: min below max, a step that divides the range.
enum RangeRules {
    static func problems(min: Located<Double>?, max: Located<Double>?, step: Located<Double>?, owner: TextPlace.Part)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        if let min, let max, min.value > max.value {
            diagnostics.append(AnswerFormatCheck.minAboveMax(owner, at: max.location))
        }
        if let step {
            if step.value <= 0 {
                diagnostics.append(.error(.badStep, "the 'step' of \(owner) must be more than 0", at: step.location))
            } else if let min, let max, min.value <= max.value, !divides(step.value, max.value - min.value) {
                diagnostics.append(
                    .error(
                        .stepDoesNotDivide,
                        "the 'step' \(format(step.value)) of \(owner) does not divide the range \(format(min.value)) to \(format(max.value))",
                        at: step.location,
                        hint: "choose a step that fits a whole number of times, or change 'min' or 'max'"))
            }
        }
        return diagnostics
    }

    static func divides(_ step: Double, _ range: Double) -> Bool {
        let count = range / step
        return abs(count - count.rounded()) < 1e-9 * Swift.max(1, abs(count))
    }

    /// A limit as the messages write it (`NumberText`, as everywhere).
    static func format(_ value: Double) -> String {
        NumberText.text(value)
    }
}

enum ScaleRules {
    static func problems(_ options: ScaleOptions, owner: TextPlace.Part) -> [Diagnostic] {
        let min = options.min.value
        let max = options.max.value
        let step = options.step.value
        if min >= max {
            return [
                .error(
                    .minAboveMax, "the scale of \(owner) runs from \(min) to \(max); 'max' must be above 'min'",
                    at: options.max.location)
            ]
        }
        if step <= 0 {
            return [.error(.badStep, "the 'step' of \(owner) must be more than 0", at: options.step.location)]
        }
        var diagnostics: [Diagnostic] = []
        // With the widest whole numbers (min -9223372036854775808, max 9223372036854775807)
        // max - min does not fit an Int: that scale is simply too long.
        let span = max.subtractingReportingOverflow(min)
        if !span.overflow && span.partialValue % step != 0 {
            diagnostics.append(
                .error(
                    .stepDoesNotDivide, "the 'step' \(step) of \(owner) does not divide the range \(min) to \(max)",
                    at: options.step.location, hint: "choose a step that fits a whole number of times"))
        } else if span.overflow || span.partialValue / step > ScaleOptions.maximumSteps {
            let steps = span.partialValue / step
            let points =
                span.overflow || steps == Int.max ? "more than \(ScaleOptions.maximumSteps + 1)" : "\(steps + 1)"
            diagnostics.append(
                .error(
                    .scaleTooLong,
                    "the scale of \(owner) has \(points) points; a scale may have at most \(ScaleOptions.maximumSteps + 1)",
                    at: options.max.location, hint: "use a larger 'step', or an integer answer for wide ranges"))
        }
        if let value = options.defaultValue {
            let offset = value.value.subtractingReportingOverflow(min)
            if !(min...max).contains(value.value) || offset.overflow || offset.partialValue % step != 0 {
                diagnostics.append(
                    .error(
                        .outOfRange, "the 'default' \(value.value) of \(owner) is not a point of the scale",
                        at: value.location))
            }
        }
        return diagnostics
    }
}
