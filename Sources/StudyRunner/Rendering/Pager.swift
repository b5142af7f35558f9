import StudyModel

/// Which lines of a long text are in view: pages of `pageSize` lines, a current offset
/// moved by lines or pages, and how far the participant has read (consent must be seen to
/// the end before "I agree"). Pure arithmetic on counts; it never holds the lines.
///
/// Pages are fixed blocks (`0..<pageSize`, `pageSize..<2*pageSize`, …); the last may be
/// short. The offset can be any line from 0 to the start of the last page, so paging down
/// and up by whole pages lands on page starts, and scrolling by lines moves one line.
struct Pager: Sendable, Hashable {
    private(set) var lineCount: Int
    private(set) var pageSize: Int
    /// The first line in view.
    private(set) var offset: Int
    /// How many lines from the top have been in view so far.
    private(set) var linesSeen: Int

    init(lineCount: Int, pageSize: Int, offset: Int = 0) {
        self.lineCount = max(0, lineCount)
        self.pageSize = max(1, pageSize)
        self.offset = 0
        self.linesSeen = 0
        moveTo(offset)
    }

    var pageCount: Int { max(1, (lineCount + pageSize - 1) / pageSize) }

    /// The furthest the offset goes: the start of the last page.
    var lastOffset: Int { (pageCount - 1) * pageSize }

    /// 1-based: the page holding the top line, or the last page once the end is in view.
    var page: Int { hasMoreBelow ? offset / pageSize + 1 : pageCount }

    var visibleRange: Range<Int> { offset..<min(lineCount, offset + pageSize) }
    var hasMoreAbove: Bool { offset > 0 }
    var hasMoreBelow: Bool { offset + pageSize < lineCount }
    var hasSeenAll: Bool { linesSeen >= lineCount }
    var isPaged: Bool { lineCount > pageSize }

    /// The lines in view, out of all of them.
    func visible<Element>(_ lines: [Element]) -> ArraySlice<Element> {
        lines[min(lines.count, visibleRange.lowerBound)..<min(lines.count, visibleRange.upperBound)]
    }

    func scrolled(by lines: Int) -> Pager { moved(to: offset + lines) }
    func nextPage() -> Pager { moved(to: offset + pageSize) }
    func previousPage() -> Pager { moved(to: offset - pageSize) }
    func top() -> Pager { moved(to: 0) }
    func bottom() -> Pager { moved(to: lastOffset) }

    /// Scrolled as little as possible to bring `line` into view.
    func showing(line: Int) -> Pager {
        if line < offset { return moved(to: line) }
        if line >= offset + pageSize { return moved(to: line - pageSize + 1) }
        return self
    }

    /// The same top line with another count or page size (the text rewrapped, the terminal resized).
    func resized(lineCount: Int, pageSize: Int) -> Pager {
        var pager = Pager(lineCount: lineCount, pageSize: pageSize, offset: offset)
        pager.linesSeen = max(pager.linesSeen, min(pager.lineCount, linesSeen))
        return pager
    }

    /// "page 2 of 5", in the study's words.
    func pageText(_ wording: Wording = .english) -> String {
        wording.page(page, of: pageCount)
    }

    private func moved(to newOffset: Int) -> Pager {
        var pager = self
        pager.moveTo(newOffset)
        return pager
    }

    private mutating func moveTo(_ newOffset: Int) {
        offset = min(max(0, newOffset), lastOffset)
        linesSeen = max(linesSeen, min(lineCount, offset + pageSize))
    }
}
