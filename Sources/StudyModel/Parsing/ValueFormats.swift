/// The written forms of dates, times and durations, shared by study files (limits) and
/// participants' typed answers, so both accept exactly the same spellings.
public enum ValueFormats {
    /// `YYYY-MM-DD`, a real calendar day.
    /// Read as bytes: ten of them, `-` at the fifth and the eighth, and between them fields of
    /// digits that may start with `+`, which is what splitting the Characters at `-` and `Int`
    /// accepted before (so `+202-01-01` is still the year 202). The Character reading cost
    /// about 4,500 instructions a date (ninth round); `DaySpellingTests` compares the two.
    public static func day(_ text: String) -> CalendarDay? {
        var trimmed = text.trimmingWhitespace
        return trimmed.withUTF8 { bytes -> CalendarDay? in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                let y = dayField(bytes, 0..<4), let m = dayField(bytes, 5..<7), let d = dayField(bytes, 8..<10)
            else { return nil }
            let day = CalendarDay(year: y, month: m, day: d)
            return day.isValid ? day : nil
        }
    }

    /// ASCII digits, at least one, after an optional `+`: what `Int` reads in a field
    /// that has no `-`.
    private static func dayField(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        var digits = 0
        for index in range {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") && index == range.lowerBound { continue }
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
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

    /// Durations such as `30s`, `15m`, `1h30m`, `1h 30m`, `2d`, in seconds; units in either
    /// case, spaces anywhere, at most 1,000,000 of a unit at a time.
    /// Read byte by byte: only ASCII digits, unit letters and spaces are allowed, so any other
    /// byte ends the reading. (It built a table of units and walked lower-cased Characters for
    /// every call, about 1.5% of validating a large study: eighth round.)
    public static func duration(_ text: String) -> Int? {
        var total = 0
        // The number read so far, held at 1,000,001 once it is larger than a unit may be.
        var amount = 0
        var digits = 0
        var sawUnit = false
        for byte in text.trimmingWhitespace.utf8 where byte != UInt8(ascii: " ") {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                amount = Swift.min(amount * 10 + Int(byte - UInt8(ascii: "0")), 1_000_001)
                digits += 1
            } else if let unit = secondsPerUnit(byte), digits > 0, amount <= 1_000_000 {
                total += amount * unit
                amount = 0
                digits = 0
                sawUnit = true
            } else {
                return nil
            }
        }
        return sawUnit && digits == 0 ? total : nil
    }

    /// Seconds in the unit a letter names (`s`, `m`, `h`, `d`, `w`, in either case).
    private static func secondsPerUnit(_ byte: UInt8) -> Int? {
        switch byte | 0x20 {
        case UInt8(ascii: "s"): return 1
        case UInt8(ascii: "m"): return 60
        case UInt8(ascii: "h"): return 3600
        case UInt8(ascii: "d"): return 86400
        case UInt8(ascii: "w"): return 604_800
        default: return nil
        }
    }

    /// `today`, `today-18y`, `today+30d`, or a fixed `YYYY-MM-DD`.
    public static func dateBound(_ text: String) -> DateBound? {
        var trimmed = text.trimmingWhitespace
        if let day = day(trimmed) { return .day(day) }
        if let bound = trimmed.withUTF8(relativeDayOnBytes) { return bound }
        guard trimmed.hasPrefix("today") else { return nil }
        let rest = trimmed.dropFirst(5).filter { $0 != " " }
        if rest.isEmpty { return .relativeToToday(amount: 0, unit: .days) }
        guard let sign = rest.first, sign == "+" || sign == "-", let unitCharacter = rest.last,
            let unit = DateBound.Unit(rawValue: String(unitCharacter)),
            let amount = Int(rest.dropFirst().dropLast())
        else { return nil }
        return .relativeToToday(amount: sign == "-" ? -amount : amount, unit: unit)
    }

    /// `today…` read on its bytes when they are all printable ASCII, where each byte is a
    /// Character: `.some(nil)` when it is not a relative day, nil when the bytes are not all
    /// printable ASCII (the Character reading then decides). The Character reading cost about
    /// 4,300 instructions a bound (eleventh round); `DateBoundSpellingTests` compares the two.
    private static func relativeDayOnBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> DateBound?? {
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        let prefix = "today".utf8
        guard bytes.count >= prefix.count, zip(bytes, prefix).allSatisfy({ $0 == $1 }) else { return .some(nil) }
        let rest = bytes[prefix.count...].filter { $0 != UInt8(ascii: " ") }
        guard let sign = rest.first else { return .relativeToToday(amount: 0, unit: .days) }
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), let last = rest.last,
            let unit = DateBound.Unit(rawValue: String(UnicodeScalar(last))),
            let amount = Int(String(decoding: rest.dropFirst().dropLast(), as: UTF8.self))
        else { return .some(nil) }
        return .relativeToToday(amount: sign == UInt8(ascii: "-") ? -amount : amount, unit: unit)
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
