import Testing

@testable import StudyModel

extension TextRenderingTests {
    /// Cells per grapheme cluster, as a modern terminal draws them.
    @Suite struct DisplayWidthTests {
        @Test(arguments: [
            ("hello", 5),
            ("", 0),
            ("a\u{1B}b\u{7F}\u{9B}", 2),
            ("中文", 4),
            ("한국어", 6),
            ("ＡＢ", 4),
            ("，。", 4),
            ("e\u{301}", 1),
            ("na\u{308}ive", 5),
            ("Cafe\u{301}", 4),
            ("a\u{200B}b", 2),
            ("\u{FEFF}x", 1),
            ("soft\u{AD}hyphen", 11),
        ])
        func text(_ text: String, _ width: Int) {
            #expect(DisplayWidth.of(text) == width)
        }

        @Test(arguments: [
            ("😀", 2),
            ("👍🏽", 2),
            ("👨‍👩‍👧", 2),
            ("🇫🇷", 2),
            ("🇫🇷🇩🇪", 4),
            ("❤️", 2),
            ("❤", 1),
            ("1️⃣", 2),
            ("#\u{20E3}", 1),
            ("🏴󠁧󠁢󠁥󠁮󠁧󠁿", 2),
            ("🧑‍💻", 2),
            ("✔️", 2),
            ("\u{1F1EB}", 1),
        ])
        func emoji(_ text: String, _ width: Int) {
            #expect(DisplayWidth.of(text) == width)
        }

        @Test func aBaseWithMarksIsAsWideAsTheBase() {
            #expect(DisplayWidth.of("中\u{301}" as Character) == 2)
            #expect(DisplayWidth.of("e\u{301}\u{302}\u{303}" as Character) == 1)
        }

        @Test func hangulJamoMakeOneWideSyllable() {
            #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
            #expect(DisplayWidth.of("각") == 2)
        }

        @Test func scalarsOnTheirOwn() {
            #expect(DisplayWidth.of("中" as Unicode.Scalar) == 2)
            #expect(DisplayWidth.of("\u{301}" as Unicode.Scalar) == 0)
            #expect(DisplayWidth.of("\u{200D}" as Unicode.Scalar) == 0)
            #expect(DisplayWidth.of("\u{1F3FD}" as Unicode.Scalar) == 2)
            #expect(DisplayWidth.of("a" as Unicode.Scalar) == 1)
        }

        @Test func theSameForASCIIWithOrWithoutTheFastPath() {
            let text = "Plain ASCII, with a tab\tand a bell\u{07}."
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        }
    }
}
