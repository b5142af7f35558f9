import Testing

@testable import StudyModel

/// `ValueFormats.day` reads bytes since the ninth round; it must accept and refuse exactly
/// what the Character reading before it did, for study limits and typed answers.
struct DaySpellingTests {
    /// The reading as it was before the ninth round, kept here as the reference.
    private func characterReading(_ text: String) -> CalendarDay? {
        let parts = text.trimmingWhitespace.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        let day = CalendarDay(year: y, month: m, day: d)
        return day.isValid ? day : nil
    }

    @Test func knownSpellings() {
        #expect(ValueFormats.day("2026-11-27") == CalendarDay(year: 2026, month: 11, day: 27))
        #expect(ValueFormats.day(" 2024-02-29\n") == CalendarDay(year: 2024, month: 2, day: 29))
        #expect(ValueFormats.day("+202-01-01") == CalendarDay(year: 202, month: 1, day: 1))
        #expect(ValueFormats.day("2023-02-29") == nil)
        #expect(ValueFormats.day("2026-1-27") == nil)
        #expect(ValueFormats.day("2026-11-27T10:00") == nil)
        #expect(ValueFormats.day("2026/11/27") == nil)
        #expect(ValueFormats.day("２026-11-27") == nil)
        #expect(ValueFormats.day("") == nil)
    }

    /// Dates with every field spelled in several ways (signs, too few or many digits, a
    /// full-width digit, a combining accent on a dash, spaces, another separator), and random
    /// joins of the pieces: both readings agree on each.
    @Test func sameAsTheCharacterReading() {
        let years = ["2026", "0001", "+202", "-202", "202", "20266", "２026", "20 6", "+", "++20", ""]
        let months = ["01", "12", "13", "00", "+1", "1", "001", "-1", "1\u{301}", ""]
        let days = ["01", "28", "29", "31", "32", "+9", "9", "-9", "0\u{FF19}", "1 ", ""]
        let dashes = ["-", "/", "-\u{301}", "--", " -"]
        var texts: [String] = []
        for year in years {
            for month in months {
                for day in days {
                    for dash in dashes { texts.append(year + dash + month + "-" + day) }
                }
            }
        }
        let pieces = years + months + days + dashes + [" ", "\t", "\u{A0}", "\r\n", "T", "x"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            texts.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement()! }.joined())
        }
        for text in texts {
            #expect(ValueFormats.day(text) == characterReading(text), "text: \(text.debugDescription)")
        }
    }
}
