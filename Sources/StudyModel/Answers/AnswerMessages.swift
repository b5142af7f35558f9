/// Every participant-facing sentence and word used by answer entry and review: the part of
/// the `TextCatalogue` whose sentences differ by language in word order and plurals. Each
/// language writes them as templates in its catalogue file (`answers:` in `Catalogues/*.yaml`);
/// `AnswerTexts` holds them and is the one implementation, reached as
/// `TextCatalogue.for(language).answers`.
///
/// Messages state the rule ("Enter a whole number from 0 to 120."), never the failure,
/// so the same sentence works before and after a mistake. Notation that must parse back
/// (`YYYY-MM-DD`, `HH:MM`, `1h 30m`, `cm`, `ft`, `lb`) is format, not prose, and stays
/// the same in every language: translating it would break `editableText`.
public protocol AnswerMessages: Sendable {
    /// The start of the language tags these messages serve, as in `TextCatalogue.language`.
    var language: String { get }

    // MARK: Words shown in answers

    /// A yes-no answer without a custom label.
    var yes: String { get }
    var no: String { get }
    /// A multiple-choice answer with nothing selected (only when `min-selections: 0`).
    var noneChosen: String { get }
    /// Relative date and date-time limits, shown as words rather than as a resolved value.
    var today: String { get }
    var now: String { get }

    // MARK: Building blocks

    /// "Enter a whole number from 0 to 120." from the expected form.
    func enter(_ form: String) -> String
    /// The range part of a rule: "from 0 to 120", "of at least 18", "of at most 120", or "".
    func range(from low: String?, to high: String?) -> String
    /// Between two alternatives: "170 cm or 5 ft 7 in".
    var or: String { get }
    /// Between the whole part and the decimals of a number shown to the participant: "." or ",".
    var decimalSeparator: String { get }

    // MARK: Yes-no and choices

    var yesNoForm: String { get }
    /// Single choice, value picker: what may be typed.
    func choiceForm(count: Int) -> String
    /// Multiple choice: what may be typed, with an example such as "1, 3".
    func choicesForm(count: Int, example: String) -> String
    /// A text scale: a position or one of the labels.
    func textScaleForm(labels: [String]) -> String
    /// Plain input picked an "other, please specify" choice without its text.
    func otherTextNeeded(example: String) -> String
    /// The text attached to an "other" choice was empty.
    func otherTextEmpty(label: String) -> String
    /// An exclusive ("none of these") choice was combined with others.
    func exclusive(label: String) -> String
    /// Too few or too many selections. A `minimum` of nil means at least one (an answer
    /// with nothing chosen needs `min-selections: 0`).
    func selectionCount(minimum: Int?, maximum: Int?) -> String

    // MARK: Numbers

    /// "a whole number from 0 to 120 in steps of 5".
    func wholeNumberForm(range: String, step: String?) -> String
    /// "a number from 0 to 50 in steps of 0.5 with up to 1 decimal place".
    func numberForm(range: String, step: String?, places: Int?) -> String

    // MARK: Text and email

    var emptyText: String { get }
    /// Used only when a pattern has no message (the study file is then already invalid).
    var patternFallback: String { get }
    func tooLong(maximum: Int, typed: Int) -> String
    func textForm(maximum: Int?) -> String
    var emailRule: String { get }

    // MARK: Dates, times and durations

    /// What is asked for: "a date", "a time", "a date and time".
    var aDate: String { get }
    var aTime: String { get }
    var aDateAndTime: String { get }
    /// "Enter a date as YYYY-MM-DD, no later than today." / "Enter a date between A and B."
    func temporalRule(_ what: String, form: String, example: String?, earliest: String?, latest: String?) -> String
    var durationForm: String { get }
    /// "Enter a duration from 10m to 4h, such as 45m or 1h 30m."
    func durationRule(range: String) -> String

    // MARK: Height and weight

    /// "Enter your height as 170 cm or 5 ft 7 in." / "Enter a height from 4 ft 11 in to 6 ft 7 in."
    func heightRule(form: String, range: String) -> String
    func weightRule(form: String, range: String) -> String

    // MARK: Anything else

    /// The question's answer type was invalid in the study file (already reported by `study validate`).
    var unanswerable: String { get }
}

extension AnswerMessages {
    /// A number as `NumberText` writes it ("0.5"), with the language's decimal separator
    /// ("0,5"), for messages and review screens. Never for text the participant may submit
    /// again: "1,125" would read as a thousands separator and be refused.
    public func number(_ text: String) -> String {
        decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: decimalSeparator)
    }

    public var emailForm: String { "name@example.org" }

    public func dateRule(earliest: String?, latest: String?) -> String {
        temporalRule(aDate, form: "YYYY-MM-DD", example: nil, earliest: earliest, latest: latest)
    }

    public func timeRule(earliest: String?, latest: String?) -> String {
        temporalRule(aTime, form: "HH:MM", example: "07:30", earliest: earliest, latest: latest)
    }

    public func dateTimeRule(earliest: String?, latest: String?) -> String {
        temporalRule(aDateAndTime, form: "YYYY-MM-DD HH:MM", example: nil, earliest: earliest, latest: latest)
    }

    /// The examples, the question's entry system first: "170 cm or 5 ft 7 in".
    public func heightForm(imperialFirst: Bool) -> String {
        imperialFirst ? "5 ft 7 in" + or + "170 cm" : "170 cm" + or + "5 ft 7 in"
    }

    public func weightForm(imperialFirst: Bool) -> String {
        imperialFirst ? "154 lb" + or + "70 kg" : "70 kg" + or + "154 lb"
    }
}

/// How the languages' messages put their parts together.
enum SentenceParts {
    /// `template` with each `{name}` replaced by its value. An empty value takes the space
    /// before it along (or else the one after it), so an optional part leaves no double space.
    /// With `spaceBetweenHanAndLatin`, the parts are glued as Chinese writes them.
    static func filled(_ template: String, _ values: [String: String], spaceBetweenHanAndLatin: Bool) -> String {
        var parts: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = values[name] else {
                parts.append(String(rest[...close]))
                rest = rest[rest.index(after: close)...]
                continue
            }
            var literal = rest[..<open]
            rest = rest[rest.index(after: close)...]
            if value.isEmpty, literal.hasSuffix(" ") {
                literal = literal.dropLast()
            } else if value.isEmpty, rest.hasPrefix(" ") {
                rest = rest.dropFirst()
            }
            parts += [String(literal), value]
        }
        parts.append(String(rest))
        return spaceBetweenHanAndLatin ? glued(parts) : parts.joined()
    }

    /// Han parts run together, with a space only where Han meets a Latin letter or a digit.
    static func glued(_ parts: [String]) -> String {
        parts.reduce("") { text, part in
            guard let last = text.last, let first = part.first else { return text + part }
            let space = (isHan(last) && isLatin(first)) || (isLatin(last) && isHan(first))
            return text + (space ? " " : "") + part
        }
    }

    private static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.isIdeographic ?? false
    }

    private static func isLatin(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }
}
