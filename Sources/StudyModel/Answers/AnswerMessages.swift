/// Every participant-facing sentence and word used by answer entry and review, in one
/// place, in each language the runner speaks: English, and Simplified Chinese for any
/// language tag starting with "zh". Pick the set with `AnswerMessages.for(language)`.
///
/// Messages state the rule ("Enter a whole number from 0 to 120."), never the failure,
/// so the same sentence works before and after a mistake. Notation that must parse back
/// (`YYYY-MM-DD`, `HH:MM`, `1h 30m`, `cm`, `ft`, `lb`) is format, not prose, and stays
/// the same in every language: translating it would break `editableText`.
///
/// Chinese sentences address the participant as 您, use full-width punctuation, and put
/// a space between Chinese and Latin letters or digits ("请输入 0 到 120 之间的整数。").
public struct AnswerMessages: Sendable, Hashable {
    /// Whether the sentences are Simplified Chinese rather than English.
    public let isChinese: Bool

    public static let english = AnswerMessages(isChinese: false)
    public static let chinese = AnswerMessages(isChinese: true)

    /// The messages for a study language such as "en", "zh-Hans" or "zh-CN".
    public static func `for`(_ language: String) -> AnswerMessages {
        TextCatalogue.for(language).answers
    }

    /// One of the two spellings, by language.
    private func pick(_ english: @autoclosure () -> String, _ chinese: @autoclosure () -> String) -> String {
        isChinese ? chinese() : english()
    }

    // MARK: Words shown in answers

    /// A yes-no answer without a custom label.
    public var yes: String { pick("Yes", "是") }
    public var no: String { pick("No", "否") }
    /// A multiple-choice answer with nothing selected (only when `min-selections: 0`).
    public var noneChosen: String { pick("None chosen", "未选择") }
    /// Relative date and date-time limits, shown as words rather than as a resolved value.
    public var today: String { pick("today", "今天") }
    public var now: String { pick("now", "现在") }

    // MARK: Building blocks

    /// "Enter a whole number from 0 to 120." from the expected form.
    public func enter(_ form: String) -> String {
        pick("Enter \(form).", Self.glued("请输入", form, "。"))
    }

    /// The range part of a rule: "from 0 to 120", "of at least 18", "of at most 120", or "".
    /// In Chinese it goes before the noun: "0 到 120 之间的", "不小于 18 的", "不大于 120 的".
    public func range(from low: String?, to high: String?) -> String {
        switch (low, high) {
        case let (low?, high?): return pick("from \(low) to \(high)", Self.glued(low, "到", high, "之间的"))
        case let (low?, nil): return pick("of at least \(low)", Self.glued("不小于", low, "的"))
        case let (nil, high?): return pick("of at most \(high)", Self.glued("不大于", high, "的"))
        case (nil, nil): return ""
        }
    }

    private static func joined(_ parts: String?...) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func plural(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) " + (count == 1 ? one : many)
    }

    /// Chinese parts run together, with a space only where Chinese meets a Latin letter
    /// or a digit.
    static func glued(_ parts: String...) -> String {
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

    // MARK: Yes-no

    public var yesNoForm: String { pick("yes or no", "是或否") }

    // MARK: Choices

    /// Single choice, value picker: what may be typed.
    public func choiceForm(count: Int) -> String {
        pick("a number from 1 to \(count), or a choice as shown", "1 到 \(count) 之间的数字，或按显示的文字输入选项")
    }

    /// Multiple choice: what may be typed, with an example such as "1, 3".
    public func choicesForm(count: Int, example: String) -> String {
        pick(
            "numbers from 1 to \(count), separated by commas, e.g. \(example)",
            "1 到 \(count) 之间的数字，用逗号分隔，例如 \(example)")
    }

    /// A text scale: a position or one of the labels.
    public func textScaleForm(labels: [String]) -> String {
        pick(
            "a number from 1 to \(labels.count), or one of: " + labels.joined(separator: ", "),
            "1 到 \(labels.count) 之间的数字，或以下之一：" + labels.joined(separator: "、"))
    }

    /// Plain input picked an "other, please specify" choice without its text.
    public func otherTextNeeded(example: String) -> String {
        pick(
            "Type what you mean after a colon, e.g. \(example): your answer.",
            "请在冒号后写明您的具体内容，例如 \(example): 您的回答。")
    }

    /// The text attached to an "other" choice was empty.
    public func otherTextEmpty(label: String) -> String {
        pick("Type what you mean by \"\(label)\".", "请写明您所说的“\(label)”具体指什么。")
    }

    /// An exclusive ("none of these") choice was combined with others.
    public func exclusive(label: String) -> String {
        pick("\"\(label)\" can't be chosen together with other answers.", "“\(label)”不能与其他答案同时选择。")
    }

    /// Too few or too many selections. A `minimum` of nil means at least one (an answer
    /// with nothing chosen needs `min-selections: 0`).
    public func selectionCount(minimum: Int?, maximum: Int?) -> String {
        let low = minimum ?? 1
        switch maximum {
        case let high? where high == low:
            return pick("Choose \(Self.plural(high, "answer", "answers")).", "请选择 \(high) 项。")
        case let high? where low <= 0:
            return pick("Choose up to \(Self.plural(high, "answer", "answers")).", "请最多选择 \(high) 项。")
        case let high?:
            return pick("Choose from \(low) to \(high) answers.", "请选择 \(low) 到 \(high) 项。")
        case nil:
            return pick("Choose at least \(Self.plural(max(low, 1), "answer", "answers")).", "请至少选择 \(max(low, 1)) 项。")
        }
    }

    // MARK: Numbers

    /// "a whole number from 0 to 120 in steps of 5".
    public func wholeNumberForm(range: String, step: String?) -> String {
        pick(
            Self.joined("a whole number", range, step.map { "in steps of \($0)" }),
            Self.glued(range, "整数") + (step.map { "，间隔为 \($0)" } ?? ""))
    }

    /// "a number from 0 to 50 in steps of 0.5 with up to 1 decimal place".
    public func numberForm(range: String, step: String?, places: Int?) -> String {
        let placesPart = places.map { "with up to " + Self.plural($0, "decimal place", "decimal places") }
        return pick(
            Self.joined("a number", range, step.map { "in steps of \($0)" }, placesPart),
            Self.glued(range, "数字") + (step.map { "，间隔为 \($0)" } ?? "")
                + (places.map { "，最多 \($0) 位小数" } ?? ""))
    }

    // MARK: Text

    public var emptyText: String { pick("Type your answer.", "请输入您的回答。") }
    /// Used only when a pattern has no message (the study file is then already invalid).
    public var patternFallback: String {
        pick("Check how your answer is written and try again.", "请检查您的回答的写法，然后重试。")
    }

    public func tooLong(maximum: Int, typed: Int) -> String {
        pick(
            "Keep it to \(maximum) characters or fewer (you typed \(typed)).",
            "请不要超过 \(maximum) 个字符（您输入了 \(typed) 个）。")
    }

    public func textForm(maximum: Int?) -> String {
        maximum.map { pick("up to \($0) characters", "不超过 \($0) 个字符") } ?? pick("text", "文字")
    }

    // MARK: Email

    public var emailRule: String {
        pick("Enter an email address such as name@example.org.", "请输入电子邮件地址，例如 name@example.org。")
    }
    public var emailForm: String { "name@example.org" }

    // MARK: Dates and times

    /// "Enter a date as YYYY-MM-DD, no later than today." / "Enter a date between A and B."
    public func dateRule(earliest: String?, latest: String?) -> String {
        temporalRule(pick("a date", "日期"), form: "YYYY-MM-DD", example: nil, earliest: earliest, latest: latest)
    }

    public func timeRule(earliest: String?, latest: String?) -> String {
        temporalRule(pick("a time", "时间"), form: "HH:MM", example: "07:30", earliest: earliest, latest: latest)
    }

    public func dateTimeRule(earliest: String?, latest: String?) -> String {
        temporalRule(
            pick("a date and time", "日期和时间"), form: "YYYY-MM-DD HH:MM", example: nil,
            earliest: earliest, latest: latest)
    }

    private func temporalRule(
        _ what: String, form: String, example: String?, earliest: String?,
        latest: String?
    ) -> String {
        if isChinese {
            let asForm = Self.glued("请按", form, "格式输入", what)
            switch (earliest, latest) {
            case let (low?, high?): return Self.glued("请输入", low, "到", high, "之间的", what, "。")
            case let (low?, nil): return Self.glued(asForm, "，不早于", low, "。")
            case let (nil, high?): return Self.glued(asForm, "，不晚于", high, "。")
            case (nil, nil): return asForm + (example.map { "，例如 \($0)" } ?? "") + "。"
            }
        }
        switch (earliest, latest) {
        case let (low?, high?): return "Enter \(what) between \(low) and \(high)."
        case let (low?, nil): return "Enter \(what) as \(form), no earlier than \(low)."
        case let (nil, high?): return "Enter \(what) as \(form), no later than \(high)."
        case (nil, nil): return "Enter \(what) as \(form)" + (example.map { ", e.g. \($0)" } ?? "") + "."
        }
    }

    // MARK: Durations

    public var durationForm: String { pick("e.g. 1h 30m", "例如 1h 30m") }

    /// "Enter a duration from 10m to 4h, such as 45m or 1h 30m."
    public func durationRule(range: String) -> String {
        pick(
            "Enter " + Self.joined("a duration", range) + (range.isEmpty ? " " : ", ") + "such as 45m or 1h 30m.",
            Self.glued("请输入", range, "时长，例如 45m 或 1h 30m。"))
    }

    // MARK: Height and weight

    /// The examples, the question's entry system first: "170 cm or 5 ft 7 in".
    public func heightForm(imperialFirst: Bool) -> String {
        let or = pick(" or ", " 或 ")
        return imperialFirst ? "5 ft 7 in" + or + "170 cm" : "170 cm" + or + "5 ft 7 in"
    }

    public func weightForm(imperialFirst: Bool) -> String {
        let or = pick(" or ", " 或 ")
        return imperialFirst ? "154 lb" + or + "70 kg" : "70 kg" + or + "154 lb"
    }

    /// "Enter your height as 170 cm or 5 ft 7 in." / "Enter a height from 4 ft 11 in to 6 ft 7 in."
    public func heightRule(form: String, range: String) -> String {
        if isChinese {
            return range.isEmpty ? Self.glued("请输入您的身高，例如", form, "。") : Self.glued("请输入", range, "身高。")
        }
        return range.isEmpty ? "Enter your height as \(form)." : "Enter a height \(range)."
    }

    public func weightRule(form: String, range: String) -> String {
        if isChinese {
            return range.isEmpty ? Self.glued("请输入您的体重，例如", form, "。") : Self.glued("请输入", range, "体重。")
        }
        return range.isEmpty ? "Enter your weight as \(form)." : "Enter a weight \(range)."
    }

    // MARK: Anything else

    /// The question's answer type was invalid in the study file (already reported by `study validate`).
    public var unanswerable: String {
        pick(
            "This question can't be answered; please skip it or contact the study team.",
            "此问题无法作答；请跳过此问题，或联系研究团队。")
    }

    // MARK: Without a language

    /// English, for callers that have no study language at hand.
    public static var emailRule: String { english.emailRule }
    public static var emailForm: String { english.emailForm }
    public static var unanswerable: String { english.unanswerable }
}
