import Testing

@testable import StudyRunner

extension RenderingTests {
    /// Full screens of exactly `rows` lines, and the bytes that draw them.
    @Suite struct FrameTests {
        static let body = (1...10).map { Line("body line \($0)") }

        static func frame(scroll: Int = 0) -> Frame {
            Frame(header: [Line("Title", .title), .empty], body: body, footer: [Line("keys", .action)], scroll: scroll)
        }

        @Test func aTallBodyIsPagedWithAMoreBelowLine() {
            #expect(
                texts(Self.frame().lines(rows: 8, width: 40)) == [
                    "Title", "", "body line 1", "body line 2", "body line 3", "body line 4",
                    "↓ more below · page 1 of 3", "keys",
                ])
            #expect(
                texts(Self.frame(scroll: 4).lines(rows: 8, width: 40)) == [
                    "Title", "", "body line 5", "body line 6", "body line 7", "body line 8",
                    "↓ more below · page 2 of 3", "keys",
                ])
            #expect(
                texts(Self.frame(scroll: 8).lines(rows: 8, width: 40)) == [
                    "Title", "", "body line 9", "body line 10", "", "", "page 3 of 3", "keys",
                ])
            #expect(Self.frame().lines(rows: 8, width: 40)[6] == Line("↓ more below · page 1 of 3", .quiet))
        }

        @Test func thePagerMatchesWhatIsDrawn() {
            let pager = Self.frame().pager(rows: 8)
            #expect(pager.pageSize == 4 && pager.pageCount == 3)
            #expect(Self.frame(scroll: 99).pager(rows: 8).offset == 8)
        }

        @Test func aShortBodyLeavesTheFooterAtTheBottom() {
            let frame = Frame(header: ["Title"], body: Array(Self.body.prefix(3)), footer: ["keys"])
            #expect(
                texts(frame.lines(rows: 8, width: 40)) == [
                    "Title", "body line 1", "body line 2", "body line 3", "", "", "", "keys",
                ])
            #expect(!frame.pager(rows: 8).isPaged)
        }

        @Test func chineseWordingAndASCIIMark() {
            let lines = Self.frame().lines(rows: 8, width: 40, glyphs: .ascii, wording: .chinese)
            #expect(lines[6].text == "v 下面还有 · 第 1 页，共 3 页")
        }

        @Test func tooFewRowsDropTheFooterThenTheHeader() {
            #expect(texts(Self.frame().lines(rows: 3, width: 40)) == ["Title", "", "body line 1"])
            #expect(texts(Self.frame().lines(rows: 2, width: 40)) == ["Title", "body line 1"])
            #expect(texts(Self.frame().lines(rows: 1, width: 40)) == ["body line 1"])
            #expect(Self.frame().lines(rows: 0, width: 40) == [])
        }

        @Test func alwaysExactlyRowsLinesNoneTooWide() {
            let wide = Frame(header: [Line(String(repeating: "标题", count: 30))], body: Self.body, footer: [])
            for rows in 1...14 {
                let lines = wide.lines(rows: rows, width: 40)
                #expect(lines.count == rows)
                #expect(lines.allSatisfy { $0.width <= 40 })
            }
            #expect(wide.lines(rows: 3, width: 40)[0].text == String(repeating: "标题", count: 9) + "标…")
        }

        @Test func redrawAddressesEachRow() {
            #expect(
                Redraw.fullScreen(["a", "b"], rows: 3)
                    == "\u{1B}[1;1H\u{1B}[2Ka\u{1B}[2;1H\u{1B}[2Kb\u{1B}[3;1H\u{1B}[J")
            #expect(Redraw.fullScreen(["a", "b"], rows: 2) == "\u{1B}[1;1H\u{1B}[2Ka\u{1B}[2;1H\u{1B}[2Kb")
            #expect(Redraw.fullScreen(["a", "b", "c"], rows: 1) == "\u{1B}[1;1H\u{1B}[2Ka")
            #expect(Redraw.fullScreen([], rows: 2) == "\u{1B}[1;1H\u{1B}[J")
        }

        @Test func redrawAFrame() {
            let frame = Frame(header: [Line("Hi", .title)], body: [Line("\u{1B}[2J")], footer: [])
            #expect(
                Redraw.fullScreen(frame, rows: 2, width: 20, styler: Styler(.colour))
                    == "\u{1B}[1;1H\u{1B}[2K\u{1B}[1mHi\u{1B}[0m\u{1B}[2;1H\u{1B}[2K^[[2J")
        }
    }
}
