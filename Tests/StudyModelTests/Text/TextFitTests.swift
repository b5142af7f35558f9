import Testing

@testable import StudyModel

extension TextRenderingTests {
    /// Padding and truncating by display width.
    @Suite struct TextFitTests {
        @Test func padsByCells() {
            #expect(TextFit.pad("中文", to: 6) == "中文  ")
            #expect(TextFit.pad("中文", to: 6, alignment: .right) == "  中文")
            #expect(TextFit.pad("ab", to: 5, alignment: .center) == " ab  ")
            #expect(TextFit.pad("too wide", to: 3) == "too wide")
        }

        @Test func truncatesWithAnEllipsis() {
            #expect(TextFit.truncate("Hello world", to: 8) == "Hello w…")
            #expect(TextFit.truncate("Hello", to: 5) == "Hello")
            #expect(TextFit.truncate("你好世界", to: 5) == "你好…")
            // 世 would need two cells after 你好; the result is a cell short rather than too wide.
            #expect(TextFit.truncate("你好世界", to: 6) == "你好…")
            #expect(TextFit.truncate("你好世界", to: 1) == "…")
            #expect(TextFit.truncate("你好世界", to: 0) == "")
        }

        @Test func neverCutsAGraphemeCluster() {
            #expect(TextFit.truncate("e\u{301}e\u{301}e\u{301}e\u{301}", to: 3) == "e\u{301}e\u{301}…")
            #expect(TextFit.truncate("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", to: 4) == "👨‍👩‍👧…")
        }

        @Test func measuresWhatIsShown() {
            #expect(TextFit.pad("\u{1B}x", to: 4) == "^[x ")
            #expect(TextFit.truncate("\u{1B}[31mred", to: 4) == "^[[…")
        }
    }
}
