import Testing

@testable import StudyModel

/// `ValueFormats.duration` reads bytes since the eighth round; it must accept and refuse
/// exactly what the Character-based reading before it did, for study limits and typed answers.
struct DurationSpellingTests {
    /// The reading as it was before the eighth round, kept here as the reference.
    private func characterReading(_ text: String) -> Int? {
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

    @Test func knownSpellings() {
        #expect(ValueFormats.duration("1h30m") == 5400)
        #expect(ValueFormats.duration(" 1H 30M ") == 5400)
        #expect(ValueFormats.duration("2d") == 172_800)
        #expect(ValueFormats.duration("1000000s") == 1_000_000)
        #expect(ValueFormats.duration("0000000000000000000000007m") == 420)
        #expect(ValueFormats.duration("1000001s") == nil)
        #expect(ValueFormats.duration("99999999999999999999999s") == nil)
        #expect(ValueFormats.duration("h") == nil)
        #expect(ValueFormats.duration("5") == nil)
        #expect(ValueFormats.duration("5m3") == nil)
        #expect(ValueFormats.duration("") == nil)
        #expect(ValueFormats.duration("5\u{301}m") == nil)
        #expect(ValueFormats.duration("５m") == nil)
    }

    /// Every text of up to three pieces over digits, unit letters in both cases, spaces and
    /// things that are none of these (other letters, a combining accent, a no-break space, a
    /// full-width digit, a line break), and longer random ones: both readings agree on each.
    @Test func sameAsTheCharacterReading() {
        let pieces = [
            "0", "1", "5", "9", "00", "1000000", "1000001", "s", "m", "h", "d", "w", "S", "M", "H", "D", "W", " ",
            "x", "K", "\u{301}", "\u{A0}", "５", "\r\n", "\t", "-", ".", "ſ", "İ",
        ]
        var texts = [""]
        var last = [""]
        for _ in 1...3 {
            last = last.flatMap { prefix in pieces.map { prefix + $0 } }
            texts += last
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            texts.append((0..<Int.random(in: 4...8, using: &generator)).map { _ in pieces.randomElement()! }.joined())
        }
        var disagreements: [String] = []
        for text in texts where ValueFormats.duration(text) != characterReading(text) {
            disagreements.append(text.debugDescription)
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        // The texts include accepted ones, so agreement is not only on refusals.
        #expect(texts.filter { characterReading($0) != nil }.count > 500)
    }
}
