import Testing

@testable import StudyRunner

extension RenderingTests {
    /// Pager arithmetic: pages of fixed size, moves by line and page, how much has been read.
    @Suite struct PagerTests {
        static let ten = Pager(lineCount: 10, pageSize: 4)

        @Test func firstPage() {
            let pager = Self.ten
            #expect(pager.pageCount == 3)
            #expect(pager.lastOffset == 8)
            #expect(pager.page == 1)
            #expect(pager.visibleRange == 0..<4)
            #expect(pager.hasMoreBelow && !pager.hasMoreAbove)
            #expect(pager.linesSeen == 4 && !pager.hasSeenAll)
            #expect(pager.isPaged)
            #expect(pager.pageText() == "page 1 of 3")
        }

        @Test func pagingDownAndUp() {
            let second = Self.ten.nextPage()
            #expect(second.offset == 4 && second.page == 2 && second.visibleRange == 4..<8)
            let last = second.nextPage()
            #expect(last.offset == 8 && last.page == 3 && last.visibleRange == 8..<10)
            #expect(!last.hasMoreBelow && last.hasMoreAbove && last.hasSeenAll)
            #expect(last.nextPage() == last)
            #expect(last.previousPage().offset == 4)
            #expect(last.previousPage().previousPage().previousPage().offset == 0)
            #expect(last.top().offset == 0 && last.top().hasSeenAll)
            #expect(Self.ten.bottom().offset == 8)
        }

        @Test func scrollingByLines() {
            let down = Self.ten.scrolled(by: 1)
            #expect(down.offset == 1 && down.page == 1 && down.visibleRange == 1..<5 && down.linesSeen == 5)
            #expect(down.nextPage().offset == 5)
            #expect(Self.ten.scrolled(by: -3).offset == 0)
            #expect(Self.ten.scrolled(by: 100).offset == 8)
            // With the last line in view the pager is on the last page, wherever the top is.
            let nearEnd = Self.ten.scrolled(by: 6)
            #expect(nearEnd.visibleRange == 6..<10 && nearEnd.page == 3 && nearEnd.hasSeenAll)
        }

        @Test func keepingALineInView() {
            #expect(Self.ten.showing(line: 9).offset == 6)
            #expect(Self.ten.showing(line: 2).offset == 0)
            #expect(Self.ten.scrolled(by: 6).showing(line: 2).offset == 2)
            #expect(Self.ten.scrolled(by: 6).showing(line: 7).offset == 6)
        }

        @Test func shortAndEmptyTexts() {
            let empty = Pager(lineCount: 0, pageSize: 5)
            #expect(empty.pageCount == 1 && empty.page == 1 && empty.visibleRange == 0..<0 && empty.hasSeenAll)
            let short = Pager(lineCount: 3, pageSize: 5)
            #expect(short.pageCount == 1 && !short.isPaged && short.hasSeenAll && short.visibleRange == 0..<3)
            #expect(Pager(lineCount: 3, pageSize: 0).pageSize == 1)
            #expect(Pager(lineCount: 12, pageSize: 4).pageCount == 3)
            #expect(Pager(lineCount: 13, pageSize: 4).pageCount == 4)
        }

        @Test func resizingKeepsTheTopLineAndWhatWasRead() {
            let read = Self.ten.bottom().top().scrolled(by: 3)
            let resized = read.resized(lineCount: 10, pageSize: 5)
            #expect(resized.offset == 3 && resized.pageCount == 2 && resized.hasSeenAll)
            #expect(Self.ten.bottom().resized(lineCount: 10, pageSize: 6).offset == 6)
        }

        @Test func visibleLines() {
            let lines = Array(0..<10)
            #expect(Array(Self.ten.nextPage().nextPage().visible(lines)) == [8, 9])
            #expect(Array(Self.ten.visible([1, 2])) == [1, 2])
        }

        @Test func pageTextInChinese() {
            #expect(Self.ten.nextPage().pageText(.chinese) == "第 2 页，共 3 页")
        }
    }
}
