import Foundation

/// The written forms of a schedule's values in a study file. Each returns nil for a text
/// it does not understand; the parser then reports the form expected.
public enum ScheduleText {
    /// `once`, `daily`, `weekly`, `monthly`, `every N days` or `every N weeks`.
    public static func repeats(_ text: String) -> Schedule.Repeat? {
        switch text.trimmingWhitespace {
        case "once": return .once
        case "daily": return .everyDays(1)
        case "weekly": return .everyDays(7)
        case "monthly": return .monthly
        default:
            let words = words(text)
            guard words.count == 3, words[0] == "every", let amount = Int(words[1]), (1...366).contains(amount)
            else { return nil }
            switch words[2] {
            case "day", "days": return .everyDays(amount)
            case "week", "weeks": return amount <= 52 ? .everyDays(amount * 7) : nil
            default: return nil
            }
        }
    }

    /// `enrolment`, `enrolment + N days` (or weeks), or a day `YYYY-MM-DD`.
    public static func start(_ text: String) -> Schedule.Start? {
        if let day = ValueFormats.day(text) { return .day(day) }
        let words = words(text.replacingOccurrences(of: "+", with: " + "))
        guard let first = words.first, enrolmentWords.contains(first) else { return nil }
        if words.count == 1 { return .enrolment(days: 0) }
        guard words.count == 4, words[1] == "+", let (amount, unit) = length(Array(words[2...])),
            unit != .months, amount <= 3660
        else { return nil }
        return .enrolment(days: unit == .weeks ? amount * 7 : amount)
    }

    /// `N days`, `N weeks` or `N months`, N at least 1: how long a schedule runs.
    public static func length(_ text: String) -> (Int, Schedule.Unit)? {
        length(words(text))
    }

    /// `HH:MM-HH:MM`, local time; the two ends must differ.
    public static func window(_ text: String) -> Schedule.Window? {
        let ends = text.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2, let from = ValueFormats.minuteOfDay(String(ends[0])),
            let to = ValueFormats.minuteOfDay(String(ends[1])), from != to
        else { return nil }
        return Schedule.Window(from: from, to: to)
    }

    /// Both spellings, since study teams write both.
    static let enrolmentWords: Set<String> = ["enrolment", "enrollment"]

    private static func length(_ words: [String]) -> (Int, Schedule.Unit)? {
        guard words.count == 2, let amount = Int(words[0]), (1...10_000).contains(amount) else { return nil }
        let unit = words[1].hasSuffix("s") ? words[1] : words[1] + "s"
        return Schedule.Unit(rawValue: unit).map { (amount, $0) }
    }

    private static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
