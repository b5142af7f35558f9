/// The spellings participants may type, on top of those study files use. Each one first
/// tries the study-file format in `ValueFormats`, so anything a study file accepts a
/// participant may type too; the extra spellings are ones people naturally write and
/// that cannot be misread.
extension ValueFormats {
    /// A time of day: `07:30`, `7:30` (24-hour, as in study files), or 12-hour `7:30pm`,
    /// `7:30 pm`, `7:30 PM`, `7:30 p.m.`, `7pm`. Noon is `12pm`, midnight `12am`.
    public static func typedMinuteOfDay(_ text: String) -> Int? {
        if let minute = minuteOfDay(text) { return minute }
        var compact = text.lowercased().filter { $0 != " " && $0 != "." }
        let afternoon: Bool
        if compact.hasSuffix("am") {
            afternoon = false
        } else if compact.hasSuffix("pm") {
            afternoon = true
        } else {
            return nil
        }
        compact.removeLast(2)
        let parts = compact.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (1...2).contains(parts[0].count), parts[0].allSatisfy(\.isASCIIDigit),
            let hour = Int(parts[0]), (1...12).contains(hour)
        else { return nil }
        var minute = 0
        if parts.count == 2 {
            guard parts[1].count == 2, parts[1].allSatisfy(\.isASCIIDigit), let value = Int(parts[1]), value < 60 else {
                return nil
            }
            minute = value
        }
        return (hour % 12 + (afternoon ? 12 : 0)) * 60 + minute
    }

    /// A date and a time: `2024-05-01T07:30`, `2024-05-01 07:30`, or with any time
    /// spelling `typedMinuteOfDay` reads (`2024-05-01 7:30 pm`).
    public static func typedMoment(_ text: String) -> (CalendarDay, Int)? {
        if let moment = moment(text) { return moment }
        let trimmed = text.trimmingWhitespace
        guard let separator = trimmed.firstIndex(where: { $0 == "T" || $0 == " " }),
            let day = day(String(trimmed[..<separator])),
            let minute = typedMinuteOfDay(String(trimmed[trimmed.index(after: separator)...]))
        else { return nil }
        return (day, minute)
    }

    /// A length of time in seconds: the study-file forms (`45m`, `1h30m`, `1h 30m`, `2d`),
    /// `h:mm` (`1:30` is an hour and a half), unit words (`45 min`, `1 hour 30 minutes`,
    /// `1 hr and 20 mins`), Chinese unit words (`20分钟`, `1小时30分钟`, `2天`) and decimals (`1.5h`). A bare number is refused: whether `7`
    /// means minutes or hours depends on the question, and guessing would store a wrong
    /// answer without anyone noticing.
    public static func typedDuration(_ text: String) -> Int? {
        if let seconds = duration(text) { return seconds }
        let trimmed = text.trimmingWhitespace.lowercased()
        if let seconds = hoursAndMinutes(trimmed) { return seconds }
        return spelledDuration(trimmed)
    }

    /// `h:mm`, such as `1:30` or `0:45`.
    private static func hoursAndMinutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...4).contains(parts[0].count), parts[1].count == 2,
            (parts[0] + parts[1]).allSatisfy(\.isASCIIDigit),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), minutes < 60
        else { return nil }
        return hours * 3600 + minutes * 60
    }

    private static let durationUnits: [String: Int] = {
        var units: [String: Int] = [:]
        for (names, seconds) in [
            (["s", "sec", "secs", "second", "seconds", "秒", "秒钟"], 1),
            (["m", "min", "mins", "minute", "minutes", "分", "分钟"], 60),
            (["h", "hr", "hrs", "hour", "hours", "小时", "个小时"], 3600),
            (["d", "day", "days", "天"], 86400),
            (["w", "wk", "wks", "week", "weeks", "周", "星期", "个星期"], 604_800),
        ] {
            for name in names { units[name] = seconds }
        }
        return units
    }()

    /// Amounts each followed by a unit word, each unit at most once; `and` and commas
    /// between them are ignored.
    private static func spelledDuration(_ text: String) -> Int? {
        var tokens: [String] = []
        var current = ""
        var currentIsNumber = false
        for character in text {
            let isNumber = character.isASCIIDigit || character == "." || character == ","
            if character == " " || (!current.isEmpty && isNumber != currentIsNumber) {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            }
            if character != " " {
                current.append(character)
                currentIsNumber = isNumber
            }
        }
        if !current.isEmpty { tokens.append(current) }
        tokens = tokens.filter { $0 != "and" && $0 != "," }
        guard !tokens.isEmpty, tokens.count % 2 == 0 else { return nil }
        var total = 0.0
        var seen = Set<Int>()
        for index in stride(from: 0, to: tokens.count, by: 2) {
            let number = tokens[index].hasSuffix(",") ? String(tokens[index].dropLast()) : tokens[index]
            guard let amount = AnswerNumber.read(number), amount >= 0, amount <= 1_000_000,
                number.first != "-", number.first != "+",
                let unit = durationUnits[tokens[index + 1]], seen.insert(unit).inserted
            else { return nil }
            total += amount * Double(unit)
        }
        return Int(total.rounded())
    }
}
