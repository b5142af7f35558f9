import Foundation

/// Integers, decimals and number scales. The question's unit may follow the number
/// (`42 years`, `7.5 units`), since people type it out of habit. See `AnswerNumber` for
/// the decimal comma.
extension AnswerRules {
    // MARK: Integer

    func readInteger(_ typed: String, _ options: NumberOptions) -> Result<AnswerValue, AnswerProblem> {
        attempt(AnswerNumber.readInteger(withoutUnit(typed, options.unit)).map(AnswerValue.integer))
    }

    /// Within `min` and `max`, on a multiple of `step` counted from `min` (or from 0).
    func checkInteger(_ number: Int, _ options: NumberOptions) -> Result<AnswerValue, AnswerProblem> {
        let value = Double(number)
        if let min = options.min?.value, value < min { return refuse() }
        if let max = options.max?.value, value > max { return refuse() }
        if let step = options.step?.value, step >= 1 {
            // Counted in Double: a study may set a step or min beyond Int's range (the
            // validator only asks for whole numbers), and Int() of one stops the program.
            let steps = (value - (options.min?.value ?? 0)) / step
            guard steps == steps.rounded() else { return refuse() }
        }
        return .success(.integer(number))
    }

    func integerForm(_ options: NumberOptions) -> String {
        messages.wholeNumberForm(range: range(options), step: stepText(options))
    }

    // MARK: Decimal

    func readDecimal(_ typed: String, _ options: NumberOptions) -> Result<AnswerValue, AnswerProblem> {
        attempt(AnswerNumber.read(withoutUnit(typed, options.unit)).map(AnswerValue.decimal))
    }

    /// Within `min` and `max`, on a `step`, with no more than `places` decimal places.
    /// More places are refused rather than rounded: the participant typed a number and
    /// should see it kept or be told why not. `7.50` has one place.
    func checkDecimal(_ number: Double, _ options: NumberOptions) -> Result<AnswerValue, AnswerProblem> {
        guard number.isFinite else { return refuse() }
        var value = number
        if let places = options.places {
            let rounded = NumberText.rounded(number, places: places)
            guard Self.same(rounded, number) else { return refuse() }
            value = rounded
        }
        if let min = options.min?.value, value < min, !Self.same(value, min) { return refuse() }
        if let max = options.max?.value, value > max, !Self.same(value, max) { return refuse() }
        if let step = options.step?.value, step > 0 {
            let steps = (value - (options.min?.value ?? 0)) / step
            guard Self.same(steps, steps.rounded()) else { return refuse() }
        }
        return .success(.decimal(value))
    }

    func decimalForm(_ options: NumberOptions) -> String {
        if options.places == 0 { return messages.wholeNumberForm(range: range(options), step: stepText(options)) }
        return messages.numberForm(range: range(options), step: stepText(options), places: options.places)
    }

    // MARK: Scale

    /// A number on the scale, or the words at either end (`min-label`, `max-label`).
    func readScale(_ typed: String, _ options: ScaleOptions) -> Result<AnswerValue, AnswerProblem> {
        let key = ChoiceMatcher.folded(typed)
        if let label = options.minLabel?.resolved(in: language), ChoiceMatcher.folded(label) == key {
            return checkScale(options.min.value, options)
        }
        if let label = options.maxLabel?.resolved(in: language), ChoiceMatcher.folded(label) == key {
            return checkScale(options.max.value, options)
        }
        return attempt(AnswerNumber.readInteger(typed).map(AnswerValue.scale))
    }

    func checkScale(_ number: Int, _ options: ScaleOptions) -> Result<AnswerValue, AnswerProblem> {
        let step = max(1, options.step.value)
        guard number >= options.min.value, number <= options.max.value, (number - options.min.value) % step == 0 else {
            return refuse()
        }
        return .success(.scale(number))
    }

    func scaleForm(_ options: ScaleOptions) -> String {
        messages.wholeNumberForm(
            range: messages.range(from: String(options.min.value), to: String(options.max.value)),
            step: options.step.value > 1 ? String(options.step.value) : nil)
    }

    // MARK: Helpers

    private func range(_ options: NumberOptions) -> String {
        messages.range(
            from: options.min.map { messages.number(NumberText.text($0.value)) },
            to: options.max.map { messages.number(NumberText.text($0.value)) })
    }

    private func stepText(_ options: NumberOptions) -> String? {
        guard let step = options.step?.value, step > 0, step != 1 else { return nil }
        return messages.number(NumberText.text(step))
    }

    /// `typed` without the question's unit at its end, if it ends with it.
    private func withoutUnit(_ typed: String, _ unit: LocalizedText?) -> String {
        let trimmed = typed.trimmingWhitespace
        guard let unit = unit?.resolved(in: language).trimmingWhitespace, !unit.isEmpty,
            let range = trimmed.range(of: unit, options: [.caseInsensitive, .backwards, .anchored])
        else { return trimmed }
        return String(trimmed[..<range.lowerBound])
    }

    /// Equal but for floating-point noise (0.1 + 0.2 and 0.3).
    static func same(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }
}
