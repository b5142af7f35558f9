import Testing

@testable import StudyModel

/// `ValueFormats.dateBound` reads a printable ASCII `today…` on its bytes since the eleventh
/// round; it must accept and refuse exactly what the Character reading before it did.
struct DateBoundSpellingTests {
    /// The reading as it was before the eleventh round, kept here as the reference.
    private func characterReading(_ text: String) -> DateBound? {
        let trimmed = text.trimmingWhitespace
        if let day = ValueFormats.day(trimmed) { return .day(day) }
        guard trimmed.hasPrefix("today") else { return nil }
        let rest = trimmed.dropFirst(5).filter { $0 != " " }
        if rest.isEmpty { return .relativeToToday(amount: 0, unit: .days) }
        guard let sign = rest.first, sign == "+" || sign == "-", let unitCharacter = rest.last,
            let unit = DateBound.Unit(rawValue: String(unitCharacter)),
            let amount = Int(rest.dropFirst().dropLast())
        else { return nil }
        return .relativeToToday(amount: sign == "-" ? -amount : amount, unit: unit)
    }

    @Test func knownSpellings() {
        #expect(ValueFormats.dateBound("today") == .relativeToToday(amount: 0, unit: .days))
        #expect(ValueFormats.dateBound(" today - 100y ") == .relativeToToday(amount: -100, unit: .years))
        #expect(ValueFormats.dateBound("today+30d") == .relativeToToday(amount: 30, unit: .days))
        #expect(ValueFormats.dateBound("today--2w") == .relativeToToday(amount: 2, unit: .weeks))
        #expect(ValueFormats.dateBound("2026-11-27") == .day(CalendarDay(year: 2026, month: 11, day: 27)))
        #expect(ValueFormats.dateBound("today+") == nil)
        #expect(ValueFormats.dateBound("today+3") == nil)
        #expect(ValueFormats.dateBound("today*3d") == nil)
        #expect(ValueFormats.dateBound("todays") == nil)
        #expect(ValueFormats.dateBound("Today") == nil)
        #expect(ValueFormats.dateBound("") == nil)
    }

    /// Bounds built from pieces (signs, digits, units, spaces, a tab, a combining accent, a
    /// full-width digit, a line break inside), in fixed and random joins: both readings
    /// agree on each.
    @Test func sameAsTheCharacterReading() {
        let starts = ["today", "toda", "today ", "Today", "tod\u{E1}y", "today\u{301}", ""]
        let signs = ["+", "-", "--", "+-", " + ", "*", ""]
        let amounts = ["1", "30", "100", "007", "1 0", "\u{FF11}", "99999999999999999999", "", "x"]
        let units = ["d", "w", "m", "y", "D", "s", "y\u{301}", " y", ""]
        var texts: [String] = []
        for start in starts {
            for sign in signs {
                for amount in amounts {
                    for unit in units { texts.append(start + sign + amount + unit) }
                }
            }
        }
        let pieces = starts + signs + amounts + units + [" ", "\t", "\r\n", "\u{A0}", "2026-11-27"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            texts.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement()! }.joined())
        }
        for text in texts {
            #expect(ValueFormats.dateBound(text) == characterReading(text), "text: \(text.debugDescription)")
        }
    }
}
