/// The messages of answer entry in English: the fallback for every language without its own.
public struct EnglishAnswerMessages: AnswerMessages {
    public init() {}

    public var language: String { "en" }

    public var yes: String { "Yes" }
    public var no: String { "No" }
    public var noneChosen: String { "None chosen" }
    public var today: String { "today" }
    public var now: String { "now" }

    public func enter(_ form: String) -> String { "Enter \(form)." }

    public func range(from low: String?, to high: String?) -> String {
        switch (low, high) {
        case let (low?, high?): return "from \(low) to \(high)"
        case let (low?, nil): return "of at least \(low)"
        case let (nil, high?): return "of at most \(high)"
        case (nil, nil): return ""
        }
    }

    public var or: String { " or " }

    public var yesNoForm: String { "yes or no" }

    public func choiceForm(count: Int) -> String { "a number from 1 to \(count), or a choice as shown" }

    public func choicesForm(count: Int, example: String) -> String {
        "numbers from 1 to \(count), separated by commas, e.g. \(example)"
    }

    public func textScaleForm(labels: [String]) -> String {
        "a number from 1 to \(labels.count), or one of: " + labels.joined(separator: ", ")
    }

    public func otherTextNeeded(example: String) -> String {
        "Type what you mean after a colon, e.g. \(example): your answer."
    }

    public func otherTextEmpty(label: String) -> String { "Type what you mean by \"\(label)\"." }

    public func exclusive(label: String) -> String { "\"\(label)\" can't be chosen together with other answers." }

    public func selectionCount(minimum: Int?, maximum: Int?) -> String {
        let low = minimum ?? 1
        switch maximum {
        case let high? where high == low: return "Choose \(SentenceParts.plural(high, "answer", "answers"))."
        case let high? where low <= 0: return "Choose up to \(SentenceParts.plural(high, "answer", "answers"))."
        case let high?: return "Choose from \(low) to \(high) answers."
        case nil: return "Choose at least \(SentenceParts.plural(max(low, 1), "answer", "answers"))."
        }
    }

    public func wholeNumberForm(range: String, step: String?) -> String {
        SentenceParts.joined("a whole number", range, step.map { "in steps of \($0)" })
    }

    public func numberForm(range: String, step: String?, places: Int?) -> String {
        let placesPart = places.map { "with up to " + SentenceParts.plural($0, "decimal place", "decimal places") }
        return SentenceParts.joined("a number", range, step.map { "in steps of \($0)" }, placesPart)
    }

    public var emptyText: String { "Type your answer." }
    public var patternFallback: String { "Check how your answer is written and try again." }

    public func tooLong(maximum: Int, typed: Int) -> String {
        "Keep it to \(maximum) characters or fewer (you typed \(typed))."
    }

    public func textForm(maximum: Int?) -> String { maximum.map { "up to \($0) characters" } ?? "text" }

    public var emailRule: String { "Enter an email address such as name@example.org." }

    public var aDate: String { "a date" }
    public var aTime: String { "a time" }
    public var aDateAndTime: String { "a date and time" }

    public func temporalRule(
        _ what: String, form: String, example: String?, earliest: String?, latest: String?
    ) -> String {
        switch (earliest, latest) {
        case let (low?, high?): return "Enter \(what) between \(low) and \(high)."
        case let (low?, nil): return "Enter \(what) as \(form), no earlier than \(low)."
        case let (nil, high?): return "Enter \(what) as \(form), no later than \(high)."
        case (nil, nil): return "Enter \(what) as \(form)" + (example.map { ", e.g. \($0)" } ?? "") + "."
        }
    }

    public var durationForm: String { "e.g. 1h 30m" }

    public func durationRule(range: String) -> String {
        "Enter " + SentenceParts.joined("a duration", range) + (range.isEmpty ? " " : ", ") + "such as 45m or 1h 30m."
    }

    public func heightRule(form: String, range: String) -> String {
        range.isEmpty ? "Enter your height as \(form)." : "Enter a height \(range)."
    }

    public func weightRule(form: String, range: String) -> String {
        range.isEmpty ? "Enter your weight as \(form)." : "Enter a weight \(range)."
    }

    public var unanswerable: String { "This question can't be answered; please skip it or contact the study team." }
}
