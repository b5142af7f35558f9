import Testing

@testable import StudyRunner

extension RenderingTests {
    /// Styled lines: tidy spans, inert text, wrapping that keeps styles, padding and truncating.
    @Suite struct LineTests {
        @Test func neighbouringSpansOfOneStyleMerge() {
            let line = Line("a") + Line("b") + Line("c", .title) + Line("", .quiet)
            #expect(line.spans == [Span("ab"), Span("c", .title)])
            #expect(line == Line([Span("ab"), Span("c", .title)]))
        }

        @Test func spanTextIsInertButKeepsNewlines() {
            #expect(Span("\u{1B}[31mred\r\nnext").text == "^[[31mred\nnext")
            #expect(Line("\u{9B}2J").width == 10)
        }

        @Test func wrappingKeepsStylesAcrossTheBreak() {
            let line = Line([Span("Please read the "), Span("risks section", .title), Span(" before you agree.")])
            #expect(
                line.wrapped(width: 20) == [
                    Line("Please read the"),
                    Line([Span("risks section", .title), Span(" before")]),
                    Line("you agree."),
                ])
            let keys = Line([Span("Tap "), Span("enter to continue now", .action)])
            #expect(
                keys.wrapped(width: 12) == [
                    Line([Span("Tap "), Span("enter to", .action)]),
                    Line("continue now", .action),
                ])
        }

        @Test func wrappingChineseKeepsStyles() {
            let line = Line([Span("请阅读"), Span("风险部分", .title), Span("后再同意。")])
            #expect(
                line.wrapped(width: 10) == [
                    Line([Span("请阅读"), Span("风险", .title)]),
                    Line([Span("部分", .title), Span("后再同")]),
                    Line("意。"),
                ])
        }

        @Test func prefixesAlignContinuationLines() {
            let line = Line("Enter a whole number from 0 to 10.", .error)
            #expect(
                line.wrapped(width: 20, hanging: Line("✗ ", .error)) == [
                    Line("✗ Enter a whole", .error),
                    Line("  ") + Line("number from 0 to", .error),
                    Line("  ") + Line("10.", .error),
                ])
        }

        @Test func newlinesInSpansAreParagraphs() {
            let line = Line([Span("First paragraph.\n"), Span("\nThird", .quiet)])
            #expect(line.wrapped(width: 40) == [Line("First paragraph."), .empty, Line("Third", .quiet)])
            #expect(
                line.wrapped(width: 40, hanging: Line("• ")) == [
                    Line("• First paragraph."), .empty, Line("  ") + Line("Third", .quiet),
                ])
        }

        @Test func padding() {
            #expect(Line("中文", .title).padded(to: 6) == Line("中文", .title) + Line("  "))
            #expect(Line("ab").padded(to: 4, alignment: .right).text == "  ab")
            #expect(Line("ab").padded(to: 5, alignment: .center).text == " ab  ")
            #expect(Line("wide").padded(to: 2) == Line("wide"))
        }

        @Test func truncationEndsWithAnEllipsisInTheCutStyle() {
            let line = Line([Span("Hello ", .title), Span("world", .quiet)])
            #expect(line.truncated(to: 8) == Line([Span("Hello ", .title), Span("w…", .quiet)]))
            #expect(line.truncated(to: 6) == Line("Hello…", .title))
            #expect(line.truncated(to: 11) == line)
            #expect(Line("你好世界").truncated(to: 6) == Line("你好…"))
            #expect(line.truncated(to: 0) == .empty)
        }

        @Test func trailingSpacesAreTrimmedAcrossSpans() {
            let line = Line([Span("a "), Span("  ", .title), Span(" ", .quiet)])
            #expect(line.trimmingTrailingSpaces() == Line("a"))
        }
    }
}
