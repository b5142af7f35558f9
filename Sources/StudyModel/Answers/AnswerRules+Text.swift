import Foundation

/// Free text and email addresses.
extension AnswerRules {
    /// Trimmed; a one-line answer has any pasted line breaks turned into spaces, a
    /// multiline answer keeps them (as `\n`). The study's pattern must match the whole
    /// answer, and its message, in the participant's language, says what is expected.
    /// The pattern is checked before the length, because its message is the more helpful.
    /// Length counts characters as people see them (`Character`), so "é" or an emoji is one.
    func checkText(_ typed: String, _ options: TextOptions) -> Result<AnswerValue, AnswerProblem> {
        var text = typed.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if !options.multiline {
            text = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
        text = text.trimmingWhitespace
        guard !text.isEmpty else { return .failure(AnswerProblem(messages.emptyText)) }
        if let pattern = options.pattern?.value, !Self.wholeMatch(pattern, text) {
            return .failure(AnswerProblem(patternMessage(options)))
        }
        if let maximum = options.maxLength?.value, text.count > maximum {
            return .failure(AnswerProblem(messages.tooLong(maximum: maximum, typed: text.count)))
        }
        return .success(.text(text))
    }

    func patternMessage(_ options: TextOptions) -> String {
        options.patternMessage?.resolved(in: language) ?? messages.patternFallback
    }

    /// Whether `pattern` matches all of `text`, not just part of it, whether or not the
    /// study wrote `^` and `$`. A pattern that does not compile (already reported by
    /// `study validate`) does not hold answers back.
    static func wholeMatch(_ pattern: String, _ text: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z") else { return true }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Trimmed, and plausible as an address (the same test study files' contact emails pass).
    func checkEmail(_ typed: String) -> Result<AnswerValue, AnswerProblem> {
        let address = typed.trimmingWhitespace
        return EmailAddress.isPlausible(address)
            ? .success(.email(address)) : .failure(AnswerProblem(messages.emailRule))
    }
}
