/// Every participant-facing sentence and word used by answer entry and review, in one
/// place so they can be translated later without hunting through the parsing code.
///
/// Messages state the rule ("Enter a whole number from 0 to 120."), never the failure,
/// so the same sentence works before and after a mistake. Notation that must parse back
/// (`YYYY-MM-DD`, `HH:MM`, `1h 30m`, `cm`, `ft`, `lb`) is format, not prose, and stays
/// out of here: translating it would break `editableText`.
///
/// For now every text is English; the `language` of the study is used for the study's
/// own texts (choice labels, units, pattern messages) only.
public enum AnswerMessages {
    // MARK: Words shown in answers

    /// A yes-no answer without a custom label.
    public static let yes = "Yes"
    public static let no = "No"
    /// A multiple-choice answer with nothing selected (only when `min-selections: 0`).
    public static let noneChosen = "None chosen"
    /// Relative date and date-time limits, shown as words rather than as a resolved value.
    public static let today = "today"
    public static let now = "now"

    // MARK: Building blocks

    /// "Enter a whole number from 0 to 120." from the expected form.
    public static func enter(_ form: String) -> String { "Enter \(form)." }

    /// The range part of a rule: "from 0 to 120", "of at least 18", "of at most 120", or "".
    public static func range(from low: String?, to high: String?) -> String {
        switch (low, high) {
        case let (low?, high?): return "from \(low) to \(high)"
        case let (low?, nil): return "of at least \(low)"
        case let (nil, high?): return "of at most \(high)"
        case (nil, nil): return ""
        }
    }

    private static func joined(_ parts: String?...) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func plural(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) " + (count == 1 ? one : many)
    }

    // MARK: Yes-no

    public static let yesNoForm = "yes or no"

    // MARK: Choices

    /// Single choice, value picker: what may be typed.
    public static func choiceForm(count: Int) -> String {
        "a number from 1 to \(count), or a choice as shown"
    }

    /// Multiple choice: what may be typed, with an example such as "1, 3".
    public static func choicesForm(count: Int, example: String) -> String {
        "numbers from 1 to \(count), separated by commas, e.g. \(example)"
    }

    /// A text scale: a position or one of the labels.
    public static func textScaleForm(labels: [String]) -> String {
        "a number from 1 to \(labels.count), or one of: " + labels.joined(separator: ", ")
    }

    /// Plain input picked an "other, please specify" choice without its text.
    public static func otherTextNeeded(example: String) -> String {
        "Type what you mean after a colon, e.g. \(example): your answer."
    }

    /// The text attached to an "other" choice was empty.
    public static func otherTextEmpty(label: String) -> String {
        "Type what you mean by \"\(label)\"."
    }

    /// An exclusive ("none of these") choice was combined with others.
    public static func exclusive(label: String) -> String {
        "\"\(label)\" can't be chosen together with other answers."
    }

    /// Too few or too many selections. A `minimum` of nil means at least one (an answer
    /// with nothing chosen needs `min-selections: 0`).
    public static func selectionCount(minimum: Int?, maximum: Int?) -> String {
        let low = minimum ?? 1
        switch maximum {
        case let high? where high == low: return "Choose \(plural(high, "answer", "answers"))."
        case let high? where low <= 0: return "Choose up to \(plural(high, "answer", "answers"))."
        case let high?: return "Choose from \(low) to \(high) answers."
        case nil: return "Choose at least \(plural(max(low, 1), "answer", "answers"))."
        }
    }

    // MARK: Numbers

    /// "a whole number from 0 to 120 in steps of 5".
    public static func wholeNumberForm(range: String, step: String?) -> String {
        joined("a whole number", range, step.map { "in steps of \($0)" })
    }

    /// "a number from 0 to 50 in steps of 0.5 with up to 1 decimal place".
    public static func numberForm(range: String, step: String?, places: Int?) -> String {
        let placesPart = places.map { "with up to " + plural($0, "decimal place", "decimal places") }
        return joined("a number", range, step.map { "in steps of \($0)" }, placesPart)
    }

    // MARK: Text

    public static let emptyText = "Type your answer."
    /// Used only when a pattern has no message (the study file is then already invalid).
    public static let patternFallback = "Check how your answer is written and try again."

    public static func tooLong(maximum: Int, typed: Int) -> String {
        "Keep it to \(maximum) characters or fewer (you typed \(typed))."
    }

    public static func textForm(maximum: Int?) -> String {
        maximum.map { "up to \($0) characters" } ?? "text"
    }

    // MARK: Email

    public static let emailRule = "Enter an email address such as name@example.org."
    public static let emailForm = "name@example.org"

    // MARK: Dates and times

    /// "Enter a date as YYYY-MM-DD, no later than today." / "Enter a date between A and B."
    public static func dateRule(earliest: String?, latest: String?) -> String {
        temporalRule("a date", form: "YYYY-MM-DD", example: nil, earliest: earliest, latest: latest)
    }

    public static func timeRule(earliest: String?, latest: String?) -> String {
        temporalRule("a time", form: "HH:MM", example: "07:30", earliest: earliest, latest: latest)
    }

    public static func dateTimeRule(earliest: String?, latest: String?) -> String {
        temporalRule("a date and time", form: "YYYY-MM-DD HH:MM", example: nil, earliest: earliest, latest: latest)
    }

    private static func temporalRule(_ what: String, form: String, example: String?, earliest: String?,
                                     latest: String?) -> String {
        switch (earliest, latest) {
        case let (low?, high?): return "Enter \(what) between \(low) and \(high)."
        case let (low?, nil): return "Enter \(what) as \(form), no earlier than \(low)."
        case let (nil, high?): return "Enter \(what) as \(form), no later than \(high)."
        case (nil, nil): return "Enter \(what) as \(form)" + (example.map { ", e.g. \($0)" } ?? "") + "."
        }
    }

    // MARK: Durations

    public static let durationForm = "e.g. 1h 30m"

    /// "Enter a duration from 10m to 4h, such as 45m or 1h 30m."
    public static func durationRule(range: String) -> String {
        "Enter " + joined("a duration", range) + (range.isEmpty ? " " : ", ") + "such as 45m or 1h 30m."
    }

    // MARK: Height and weight

    /// The examples, the question's entry system first: "170 cm or 5 ft 7 in".
    public static func heightForm(imperialFirst: Bool) -> String {
        imperialFirst ? "5 ft 7 in or 170 cm" : "170 cm or 5 ft 7 in"
    }

    public static func weightForm(imperialFirst: Bool) -> String {
        imperialFirst ? "154 lb or 70 kg" : "70 kg or 154 lb"
    }

    /// "Enter your height as 170 cm or 5 ft 7 in." / "Enter a height from 4 ft 11 in to 6 ft 7 in."
    public static func heightRule(form: String, range: String) -> String {
        range.isEmpty ? "Enter your height as \(form)." : "Enter a height \(range)."
    }

    public static func weightRule(form: String, range: String) -> String {
        range.isEmpty ? "Enter your weight as \(form)." : "Enter a weight \(range)."
    }

    // MARK: Anything else

    /// The question's answer type was invalid in the study file (already reported by `study validate`).
    public static let unanswerable = "This question can't be answered; please skip it or contact the study team."
}
