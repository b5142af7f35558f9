/// Reading the text literals that stand for dates and times in comparisons:
/// `'2024-01-31'`, `'08:30'`, `'2024-01-31T08:30'`.
enum ExpressionTemporal {
    /// The value `text` denotes when compared with a value of `type`, or nil if `text`
    /// is not written in that type's format (or `type` is not a date or time).
    static func value(of text: String, as type: ExpressionType) -> ExpressionValue? {
        switch type {
        case .date: return ExpressionDate(parsing: text).map { .date($0) }
        case .time: return minutes(text).map { .time(minutes: $0) }
        case .dateTime: return dateTime(text).map { .dateTime($0.date, minutes: $0.minutes) }
        default: return nil
        }
    }

    /// How messages name the type and its literal format.
    static func format(of type: ExpressionType) -> (name: String, format: String) {
        switch type {
        case .time: return ("time", "HH:MM")
        case .dateTime: return ("date and time", "YYYY-MM-DDTHH:MM")
        default: return ("date", "YYYY-MM-DD")
        }
    }

    /// Minutes since midnight of `HH:MM` (00:00 to 23:59).
    static func minutes(_ text: some StringProtocol) -> Int? {
        // `HH:MM` read from its five bytes (every time answer of an export is one); anything
        // else the general way below, which says the same of these.
        let utf8 = text.utf8
        if utf8.count == 5 {
            var bytes = utf8.makeIterator()
            if let h1 = bytes.next().flatMap(digit), let h2 = bytes.next().flatMap(digit),
                bytes.next() == UInt8(ascii: ":"), let m1 = bytes.next().flatMap(digit),
                let m2 = bytes.next().flatMap(digit)
            {
                let (hours, minutes) = (h1 * 10 + h2, m1 * 10 + m2)
                return hours < 24 && minutes < 60 ? hours * 60 + minutes : nil
            }
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            let hours = digits(parts[0]), let minutes = digits(parts[1]),
            hours < 24, minutes < 60
        else { return nil }
        return hours * 60 + minutes
    }

    /// `YYYY-MM-DDTHH:MM` (a space instead of `T` is accepted too).
    static func dateTime(_ text: String) -> (date: ExpressionDate, minutes: Int)? {
        let parts = text.split(maxSplits: 1, whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2, let date = ExpressionDate(parsing: String(parts[0])),
            let minutes = minutes(parts[1])
        else { return nil }
        return (date, minutes)
    }

    /// An ASCII digit's value.
    private static func digit(_ byte: UInt8) -> Int? {
        byte &- UInt8(ascii: "0") < 10 ? Int(byte &- UInt8(ascii: "0")) : nil
    }

    /// The value of a run of ASCII digits (no sign, no spaces).
    static func digits(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text)
    }
}
