import StudyModel

/// A full screen: header at the top, footer at the bottom, the body between, composed into
/// exactly `rows` lines, none wider than `width`. A body too tall for the rows between is
/// paged (`Pager`), and its last row says so: `↓ more below · page 1 of 3`. When the
/// screen is too short even for header and footer, footer lines go first, then header
/// lines, so the body always keeps a row.
struct Frame: Sendable, Hashable {
    var header: [Line]
    var body: [Line]
    var footer: [Line]
    /// The first body line in view (kept within range when drawn).
    var scroll: Int

    init(header: [Line] = [], body: [Line], footer: [Line] = [], scroll: Int = 0) {
        self.header = header
        self.body = body
        self.footer = footer
        self.scroll = scroll
    }

    /// The header and footer lines that fit, and the rows left for the body.
    private func layout(rows: Int) -> (header: [Line], footer: [Line], bodyRows: Int) {
        var header = self.header
        var footer = self.footer
        while header.count + footer.count + 1 > rows && !footer.isEmpty { footer.removeFirst() }
        while header.count + footer.count + 1 > rows && !header.isEmpty { header.removeLast() }
        return (header, footer, max(0, rows - header.count - footer.count))
    }

    /// How the body is paged at this size: one row is kept for the "more below" line when
    /// the body does not fit.
    func pager(rows: Int) -> Pager {
        let bodyRows = layout(rows: rows).bodyRows
        let pageSize = body.count > bodyRows && bodyRows > 1 ? bodyRows - 1 : bodyRows
        return Pager(lineCount: body.count, pageSize: pageSize, offset: scroll)
    }

    func lines(rows: Int, width: Int, glyphs: Glyphs = .unicode, wording: Wording = .english) -> [Line] {
        guard rows > 0 else { return [] }
        let (header, footer, bodyRows) = layout(rows: rows)
        var middle: [Line]
        if body.count <= bodyRows {
            middle = body
        } else {
            let pager = pager(rows: rows)
            middle = Array(pager.visible(body))
            if bodyRows > 1 {
                middle += Array(repeating: Line.empty, count: pager.pageSize - middle.count)
                middle.append(Self.moreLine(pager, glyphs: glyphs, wording: wording))
            }
        }
        middle += Array(repeating: Line.empty, count: max(0, bodyRows - middle.count))
        return (header + middle + footer).map { $0.truncated(to: width) }
    }

    /// `↓ more below · page 1 of 3` while there is more, `page 3 of 3` on the last page.
    static func moreLine(_ pager: Pager, glyphs: Glyphs, wording: Wording) -> Line {
        let page = pager.pageText(wording)
        guard pager.hasMoreBelow else { return Line(page, .quiet) }
        return Line("\(glyphs.moreBelow) \(wording.moreBelow) · \(page)", .quiet)
    }
}
