import Foundation

/// Numbers as participants type them and as answers show them.
///
/// Reading is strict, so a typo is never silently taken for a different number: an
/// optional sign, digits, and at most one decimal separator. No exponents (`1e3`), no
/// `inf`, no spaces inside, no thousands separators.
///
/// **Decimal comma.** Much of the world writes 7,5 for 7.5, so a single comma is read as
/// the decimal separator, except where it could be a thousands separator: `1,500` (exactly
/// three digits after the comma, a non-zero whole part) is refused rather than guessed,
/// and the message shows the expected form. `0,125` and `7,5` are read as 0.125 and 7.5.
/// A number with both `.` and `,` is refused.
enum AnswerNumber {
    /// The number `text` spells, or nil.
    static func read(_ text: some StringProtocol) -> Double? {
        guard let normalized = normalized(text) else { return nil }
        return Double(normalized)
    }

    /// A whole number: an optional sign and digits only.
    static func readInteger(_ text: some StringProtocol) -> Int? {
        let trimmed = text.trimmingWhitespace
        let digits = trimmed.first == "-" || trimmed.first == "+" ? trimmed.dropFirst() : Substring(trimmed)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(trimmed)
    }

    /// `text` with a `.` separator, if it is a well-formed number.
    private static func normalized(_ text: some StringProtocol) -> String? {
        var body = text.trimmingWhitespace
        var sign = ""
        if let first = body.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            body.removeFirst()
        }
        let commas = body.filter { $0 == "," }.count
        let points = body.filter { $0 == "." }.count
        guard commas + points <= 1 else { return nil }
        if commas == 1 {
            let parts = body.split(separator: ",", omittingEmptySubsequences: false)
            let whole = parts[0]
            let fraction = parts[1]
            if fraction.count == 3 && !whole.isEmpty && whole.contains(where: { $0 != "0" }) { return nil }
            body = whole + "." + fraction
        }
        let digits = body.filter { $0 != "." }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        return sign + body
    }
}

extension Character {
    /// 0–9 only (not other scripts' digits, which `Int` would not read).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
