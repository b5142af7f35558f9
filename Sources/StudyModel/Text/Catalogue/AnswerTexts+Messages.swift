/// The answer messages built from a language's templates: the one implementation of
/// `AnswerMessages`, whatever the language.
extension AnswerTexts: AnswerMessages {
    public func enter(_ form: String) -> String { filled(enterAnswer, ["form": form]) }

    public func range(from low: String?, to high: String?) -> String {
        switch (low, high) {
        case let (low?, high?): return filled(rangeBetween, ["low": low, "high": high])
        case let (low?, nil): return filled(rangeAtLeast, ["low": low])
        case let (nil, high?): return filled(rangeAtMost, ["high": high])
        case (nil, nil): return ""
        }
    }

    public func choiceForm(count: Int) -> String { filled(singleChoiceForm, ["count": "\(count)"]) }

    public func choicesForm(count: Int, example: String) -> String {
        filled(multipleChoiceForm, ["count": "\(count)", "example": example])
    }

    public func textScaleForm(labels: [String]) -> String {
        filled(labelledScaleForm, ["count": "\(labels.count)", "labels": labels.joined(separator: labelSeparator)])
    }

    public func otherTextNeeded(example: String) -> String { filled(otherTextMissing, ["example": example]) }

    public func otherTextEmpty(label: String) -> String { filled(otherTextBlank, ["label": label]) }

    public func exclusive(label: String) -> String { filled(exclusiveChoice, ["label": label]) }

    public func selectionCount(minimum: Int?, maximum: Int?) -> String {
        let low = minimum ?? 1
        switch maximum {
        case let high? where high == low: return chooseExactly(high)
        case let high? where low <= 0: return chooseUpTo(high)
        case let high?: return filled(chooseBetween, ["low": "\(low)", "high": "\(high)"])
        case nil: return chooseAtLeast(max(low, 1))
        }
    }

    public func wholeNumberForm(range: String, step: String?) -> String {
        filled(wholeNumber, ["range": range, "steps": steps(step)])
    }

    public func numberForm(range: String, step: String?, places: Int?) -> String {
        filled(decimalNumber, ["range": range, "steps": steps(step), "places": places.map { decimalPlaces($0) } ?? ""])
    }

    private func steps(_ step: String?) -> String { step.map { filled(inSteps, ["step": $0]) } ?? "" }

    public func tooLong(maximum: Int, typed: Int) -> String {
        filled(textTooLong, ["maximum": "\(maximum)", "typed": "\(typed)"])
    }

    public func textForm(maximum: Int?) -> String { maximum.map { filled(textUpTo, ["maximum": "\($0)"]) } ?? anyText }

    public func temporalRule(
        _ what: String, form: String, example: String?, earliest: String?, latest: String?
    ) -> String {
        var values = ["what": what, "form": form]
        values["earliest"] = earliest
        values["latest"] = latest
        values["example"] = example
        switch (earliest, latest) {
        case (_?, _?): return filled(temporalBetween, values)
        case (_?, nil): return filled(temporalNoEarlier, values)
        case (nil, _?): return filled(temporalNoLater, values)
        case (nil, nil): return filled(example == nil ? temporalAs : temporalAsExample, values)
        }
    }

    public func durationRule(range: String) -> String {
        range.isEmpty ? durationAny : filled(durationInRange, ["range": range])
    }

    public func heightRule(form: String, range: String) -> String {
        range.isEmpty ? filled(heightAs, ["form": form]) : filled(heightInRange, ["range": range])
    }

    public func weightRule(form: String, range: String) -> String {
        range.isEmpty ? filled(weightAs, ["form": form]) : filled(weightInRange, ["range": range])
    }

    /// A template with its placeholders filled, the language's spacing applied at each one.
    func filled(_ template: String, _ values: [String: String]) -> String {
        SentenceParts.filled(template, values, spaceBetweenHanAndLatin: spaceBetweenHanAndLatin)
    }
}
