import Testing

@testable import StudyModel

extension TextRenderingTests {
    /// Wrapping by display width, at the widths screens use.
    @Suite struct TextWrapTests {
        static let english =
            "Before you agree, please read each section of the consent carefully. "
            + "You can come back to any section later.\n\nIf anything is unclear, contact the study team."
        static let chinese = "在您同意之前，请仔细阅读知情同意书的每一部分。您以后可以随时回到任何一部分（包括“风险”和“数据使用”）。"
        static let mixed = "本研究使用 Swift 6 和 ResearchKit 的设计原则，每天大约需要5分钟。"
        static let emoji = "Feeling 😀 today? Tap 👍🏽 or 👨‍👩‍👧 family 🇫🇷 flags ❤️ hearts and 1️⃣ keycaps work."
        static let combining =
            "Le re\u{301}sume\u{301} de\u{301}taille\u{301} de l'e\u{301}tude pre\u{301}cise "
            + "chaque e\u{301}tape, chaque proce\u{301}dure et chaque risque pre\u{301}vu."

        @Test func englishAt40() {
            #expect(
                TextWrap.wrap(Self.english, width: 40) == [
                    "Before you agree, please read each",
                    "section of the consent carefully. You",
                    "can come back to any section later.",
                    "",
                    "If anything is unclear, contact the",
                    "study team.",
                ])
        }

        @Test func englishAt80() {
            #expect(
                TextWrap.wrap(Self.english, width: 80) == [
                    "Before you agree, please read each section of the consent carefully. You can",
                    "come back to any section later.",
                    "",
                    "If anything is unclear, contact the study team.",
                ])
        }

        @Test func chineseBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
            #expect(
                TextWrap.wrap(Self.chinese, width: 40) == [
                    "在您同意之前，请仔细阅读知情同意书的每一",
                    "部分。您以后可以随时回到任何一部分（包括",
                    "“风险”和“数据使用”）。",
                ])
            #expect(
                TextWrap.wrap(Self.chinese, width: 80) == [
                    "在您同意之前，请仔细阅读知情同意书的每一部分。您以后可以随时回到任何一部分（包括",
                    "“风险”和“数据使用”）。",
                ])
        }

        @Test func closingPunctuationStaysWithTheCharacterBefore() {
            // 五 would end the first line exactly at 10 cells, leaving "，" to start the next.
            #expect(TextWrap.wrap("一二三四五，六七", width: 10) == ["一二三四", "五，六七"])
            #expect(TextWrap.wrap("一二三四（五）", width: 10) == ["一二三四", "（五）"])
            #expect(TextWrap.wrap("你好世界很好!", width: 12) == ["你好世界很", "好!"])
        }

        @Test func mixedChineseAndEnglish() {
            #expect(
                TextWrap.wrap(Self.mixed, width: 40) == [
                    "本研究使用 Swift 6 和 ResearchKit 的设计",
                    "原则，每天大约需要5分钟。",
                ])
            #expect(TextWrap.wrap(Self.mixed, width: 80) == [Self.mixed])
        }

        @Test func emojiSequencesAreOneWideCharacter() {
            #expect(
                TextWrap.wrap(Self.emoji, width: 40) == [
                    "Feeling 😀 today? Tap 👍🏽 or 👨‍👩‍👧 family 🇫🇷",
                    "flags ❤️ hearts and 1️⃣ keycaps work.",
                ])
            #expect(TextWrap.wrap(Self.emoji, width: 80) == [Self.emoji])
            #expect(TextWrap.wrap("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", width: 5) == ["👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧"])
        }

        @Test func combiningMarksStayWithTheirLetter() {
            #expect(
                TextWrap.wrap(Self.combining, width: 40) == [
                    "Le re\u{301}sume\u{301} de\u{301}taille\u{301} de l'e\u{301}tude pre\u{301}cise",
                    "chaque e\u{301}tape, chaque proce\u{301}dure et chaque",
                    "risque pre\u{301}vu.",
                ])
            #expect(
                TextWrap.wrap(Self.combining, width: 80) == [
                    "Le re\u{301}sume\u{301} de\u{301}taille\u{301} de l'e\u{301}tude pre\u{301}cise chaque e\u{301}tape, chaque proce\u{301}dure et chaque",
                    "risque pre\u{301}vu.",
                ])
            let accented = String(repeating: "e\u{301}", count: 12)
            #expect(
                TextWrap.wrap(accented, width: 5) == [
                    String(repeating: "e\u{301}", count: 5), String(repeating: "e\u{301}", count: 5),
                    String(repeating: "e\u{301}", count: 2),
                ])
        }

        @Test func wordsLongerThanTheLineAreSplit() {
            let text = "See https://example.org/a/very/long/path/that/does/not/fit/anywhere/at/all for details."
            #expect(
                TextWrap.wrap(text, width: 40) == [
                    "See",
                    "https://example.org/a/very/long/path/tha",
                    "t/does/not/fit/anywhere/at/all for",
                    "details.",
                ])
        }

        @Test func aHangingIndentAlignsEveryLaterLine() {
            #expect(
                TextWrap.wrap(Self.english, width: 40, indent: .hanging("1. ")) == [
                    "1. Before you agree, please read each",
                    "   section of the consent carefully. You",
                    "   can come back to any section later.",
                    "",
                    "   If anything is unclear, contact the",
                    "   study team.",
                ])
            #expect(
                TextWrap.wrap("中文的缩进也按显示宽度计算", width: 12, indent: .hanging("• ")) == [
                    "• 中文的缩进",
                    "  也按显示宽",
                    "  度计算",
                ])
        }

        @Test func spaces() {
            #expect(TextWrap.wrap("trailing   ", width: 40) == ["trailing"])
            #expect(TextWrap.wrap("inner  spaces stay", width: 40) == ["inner  spaces stay"])
            #expect(TextWrap.wrap("  indented paragraph", width: 40) == ["  indented paragraph"])
            #expect(TextWrap.wrap("one two     three", width: 7) == ["one two", "three"])
            #expect(TextWrap.wrap("     ", width: 40) == [""])
            #expect(TextWrap.wrap("a b", width: 40, indent: .spaces(2)) == ["  a b"])
        }

        @Test func newlinesOfEveryKindAreParagraphBreaks() {
            #expect(TextWrap.wrap("", width: 40) == [""])
            #expect(TextWrap.wrap("a\r\nb\rc\u{2028}d", width: 40) == ["a", "b", "c", "d"])
            #expect(TextWrap.wrap("a\n", width: 40) == ["a", ""])
        }

        @Test func hostileTextIsWrappedAsItWillBeShown() {
            #expect(TextWrap.wrap("\u{1B}[31mRed\u{1B}[0m text", width: 40) == ["^[[31mRed^[[0m text"])
            #expect(TextWrap.wrap("\u{1B}\u{1B}\u{1B}\u{1B}", width: 4) == ["^[^[", "^[^["])
        }

        @Test func narrowWidthsStillMakeProgress() {
            #expect(TextWrap.wrap("中文", width: 1) == ["中", "文"])
            #expect(TextWrap.wrap("abc", width: 0) == ["a", "b", "c"])
        }

        @Test func noLineIsWiderThanTheWidth() {
            for width in 2...50 {
                for text in [Self.english, Self.chinese, Self.mixed, Self.emoji, Self.combining] {
                    for line in TextWrap.wrap(text, width: width) {
                        #expect(DisplayWidth.of(line) <= width, "\(width): \(line)")
                        #expect(line.last != " ")
                    }
                }
            }
        }

        @Test func noTextIsLost() {
            for width in [5, 12, 40] {
                for text in [Self.chinese, Self.emoji] {
                    let joined = TextWrap.wrap(text, width: width).joined()
                    #expect(joined.filter { $0 != " " } == text.filter { $0 != " " })
                }
            }
        }
    }
}
