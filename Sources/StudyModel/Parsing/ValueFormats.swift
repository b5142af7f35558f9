/// The written forms of dates, times and durations, shared by study files (limits) and
/// participants' typed answers, so both accept exactly the same spellings.
public enum ValueFormats {
    /// `YYYY-MM-DD`, a real calendar day.
    public static func day(_ text: String) -> CalendarDay? {
        let parts = text.trimmingWhitespace.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        let day = CalendarDay(year: y, month: m, day: d)
        return day.isValid ? day : nil
    }

    /// `HH:MM` on a 24-hour clock, as minutes since midnight.
    public static func minuteOfDay(_ text: String) -> Int? {
        let parts = text.trimmingWhitespace.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m)
        else { return nil }
        return h * 60 + m
    }

    /// `YYYY-MM-DDTHH:MM` (a space may stand for the `T`).
    public static func moment(_ text: String) -> (CalendarDay, Int)? {
        let trimmed = text.trimmingWhitespace
        guard let separator = trimmed.firstIndex(where: { $0 == "T" || $0 == " " }),
            let day = day(String(trimmed[..<separator])),
            let minute = minuteOfDay(String(trimmed[trimmed.index(after: separator)...]))
        else { return nil }
        return (day, minute)
    }

    /// Durations such as `30s`, `15m`, `1h30m`, `1h 30m`, `2d`, in seconds.
    public static func duration(_ text: String) -> Int? {
        let units: [Character: Int] = ["s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604_800]
        var total = 0
        var digits = ""
        var sawUnit = false
        for character in text.trimmingWhitespace.lowercased() where character != " " {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else if let unit = units[character], let amount = Int(digits), amount <= 1_000_000 {
                total += amount * unit
                digits = ""
                sawUnit = true
            } else {
                return nil
            }
        }
        return sawUnit && digits.isEmpty ? total : nil
    }

    /// `today`, `today-18y`, `today+30d`, or a fixed `YYYY-MM-DD`.
    public static func dateBound(_ text: String) -> DateBound? {
        let trimmed = text.trimmingWhitespace
        if let day = day(trimmed) { return .day(day) }
        guard trimmed.hasPrefix("today") else { return nil }
        let rest = trimmed.dropFirst(5).filter { $0 != " " }
        if rest.isEmpty { return .relativeToToday(amount: 0, unit: .days) }
        guard let sign = rest.first, sign == "+" || sign == "-", let unitCharacter = rest.last,
            let unit = DateBound.Unit(rawValue: String(unitCharacter)),
            let amount = Int(rest.dropFirst().dropLast())
        else { return nil }
        return .relativeToToday(amount: sign == "-" ? -amount : amount, unit: unit)
    }

    /// `now`, `now-7d`, `now+2h`, or a fixed `YYYY-MM-DDTHH:MM`.
    public static func dateTimeBound(_ text: String) -> DateTimeBound? {
        let trimmed = text.trimmingWhitespace
        if let (day, minute) = moment(trimmed) { return .moment(day, minuteOfDay: minute) }
        guard trimmed.hasPrefix("now") else { return nil }
        let rest = trimmed.dropFirst(3).filter { $0 != " " }
        if rest.isEmpty { return .relativeToNow(seconds: 0) }
        guard let sign = rest.first, sign == "+" || sign == "-", let seconds = duration(String(rest.dropFirst())) else {
            return nil
        }
        return .relativeToNow(seconds: sign == "-" ? -seconds : seconds)
    }
}
