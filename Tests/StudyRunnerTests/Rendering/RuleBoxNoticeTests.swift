import Testing

@testable import StudyRunner

extension RenderingTests {
    /// Rules, boxes and notices.
    @Suite struct RuleBoxNoticeTests {
        @Test func rules() {
            #expect(texts(Rule(title: "Risks").lines(width: 40)) == ["── Risks ───────────────────────────────"])
            #expect(texts(Rule(title: "风险").lines(width: 20)) == ["── 风险 ────────────"])
            #expect(texts(Rule().lines(width: 10, glyphs: .ascii)) == ["----------"])
            #expect(
                texts(Rule(title: "A title far too long for the line").lines(width: 20)) == ["── A title far t… ──"])
        }

        @Test func boxesWrapTheirContent() {
            let box = Box([Line("Your answers are stored on this computer only, in the Output folder.")])
            #expect(
                texts(box.lines(width: 40)) == [
                    "┌──────────────────────────────────────┐",
                    "│ Your answers are stored on this      │",
                    "│ computer only, in the Output folder. │",
                    "└──────────────────────────────────────┘",
                ])
            #expect(
                texts(Box([Line("您的回答只保存在这台电脑上。")]).lines(width: 20, glyphs: .ascii)) == [
                    "+------------------+",
                    "| 您的回答只保存在 |",
                    "| 这台电脑上。     |",
                    "+------------------+",
                ])
        }

        @Test func noticesCarryAMarkNotOnlyAColour() {
            let error = Notice.error("Enter a whole number from 0 to 10, for example 7.")
            #expect(texts(error.lines(width: 40)) == ["✗ Enter a whole number from 0 to 10, for", "  example 7."])
            #expect(texts(error.lines(width: 72)) == ["✗ Enter a whole number from 0 to 10, for example 7."])
            #expect(texts(Notice.success("已保存。").lines(width: 40, glyphs: .ascii)) == ["* 已保存。"])
            #expect(Notice.error("No").lines(width: 40) == [Line("✗ No", .error)])
        }
    }
}
