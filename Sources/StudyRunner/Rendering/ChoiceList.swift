import StudyModel

/// A list of choices, each row readable without colour:
///
/// ```
/// › 1. (•) Yes, most days
///   2. ( ) Only sometimes, when I remember to take a reading before
///          breakfast
///
///   3. ( ) None of these
/// ```
///
/// `›` marks the row under the cursor; `( )`/`(•)` single choice, `[ ]`/`[x]` multiple
/// choice. Numbers are the digit shortcuts (styled as keys). Long labels wrap aligned after
/// the mark, with their detail text below in the quiet style. In a multiple-choice list an
/// exclusive choice ("None of these") wears the single-choice mark, since choosing it
/// clears the others, and a blank line sets it apart from the choices before it. An
/// "other" choice shows what was typed after its label.
///
/// A menu with `detailsBeside` (the dashboard's tasks) puts each detail on its label's row,
/// in one column after the longest label, so a task takes one line (a long detail wraps
/// within the column); when the column would leave less than a third of the width, every
/// detail goes below as usual.
struct ChoiceList: Sendable, Hashable {
    /// `menu`: a list of actions (no marks: picking one does it), `single`/`multiple`: answers.
    enum Mode: Sendable, Hashable { case menu, single, multiple }

    struct Item: Sendable, Hashable {
        var label: String
        /// Quieter explanation under the label.
        var detail: String?
        /// Clears every other choice (multiple choice only).
        var isExclusive: Bool
        /// "Other, please say": `otherText` is what the participant typed.
        var isOther: Bool
        var otherText: String?

        init(
            _ label: String, detail: String? = nil, isExclusive: Bool = false, isOther: Bool = false,
            otherText: String? = nil
        ) {
            self.label = label
            self.detail = detail
            self.isExclusive = isExclusive
            self.isOther = isOther
            self.otherText = otherText
        }
    }

    var items: [Item]
    var mode: Mode
    /// Indices of the chosen items.
    var chosen: Set<Int>
    /// The item under the cursor, or nil (plain line mode has no cursor).
    var cursor: Int?
    /// Number the items `1.`, `2.`, … (their shortcuts, or what to type in plain mode).
    var showsNumbers: Bool
    /// Details on their label's row where they fit (see above); plain mode reads them below.
    var detailsBeside = false

    init(items: [Item], mode: Mode, chosen: Set<Int> = [], cursor: Int? = nil, showsNumbers: Bool = true) {
        self.items = items
        self.mode = mode
        self.chosen = chosen
        self.cursor = cursor
        self.showsNumbers = showsNumbers
    }

    func lines(width: Int, glyphs: Glyphs = .unicode) -> [Line] {
        blocks(width: width, glyphs: glyphs).flatMap { $0 }
    }

    /// The lines an item takes in `lines(width:glyphs:)`, so a pager can keep the cursor in view.
    func lineRange(ofItem item: Int, width: Int, glyphs: Glyphs = .unicode) -> Range<Int> {
        let blocks = blocks(width: width, glyphs: glyphs)
        guard blocks.indices.contains(item) else { return 0..<0 }
        let start = blocks[..<item].reduce(0) { $0 + $1.count }
        let separator = isSeparated(item) ? 1 : 0
        return (start + separator)..<(start + blocks[item].count)
    }

    /// One block of lines for each item (a separated exclusive item starts with a blank line).
    private func blocks(width: Int, glyphs: Glyphs) -> [[Line]] {
        let column = detailColumn(width: width, glyphs: glyphs)
        return items.indices.map { index in
            (isSeparated(index) ? [Line.empty] : [])
                + itemLines(index, width: width, glyphs: glyphs, detailColumn: column)
        }
    }

    /// The column where details start on their label's row: two spaces after the widest
    /// label that has a detail; nil when details go below (not asked for, or the column
    /// leaves less than a third of the width for them).
    private func detailColumn(width: Int, glyphs: Glyphs) -> Int? {
        guard detailsBeside else { return nil }
        let labels = items.filter { !($0.detail ?? "").isEmpty }.map { DisplayWidth.of($0.label) }
        guard let widest = labels.max() else { return nil }
        let column = markerWidth(glyphs) + widest + 2
        return width - column >= width / 3 ? column : nil
    }

    /// The cursor mark, the number and (for answers) the choice mark, with their spaces.
    private func markerWidth(_ glyphs: Glyphs) -> Int {
        DisplayWidth.of(glyphs.cursor) + 1 + (showsNumbers ? String(items.count).count + 2 : 0)
            + (mode != .menu ? 2 : 0)
    }

    private func isSeparated(_ index: Int) -> Bool {
        mode == .multiple && index > 0 && items[index].isExclusive && !items[index - 1].isExclusive
    }

    private func itemLines(_ index: Int, width: Int, glyphs: Glyphs, detailColumn: Int?) -> [Line] {
        let item = items[index]
        let atCursor = index == cursor
        let labelStyle: Style = atCursor ? .selected : .normal
        var marker =
            atCursor
            ? Line(glyphs.cursor, .selected) : Line(String(repeating: " ", count: DisplayWidth.of(glyphs.cursor)))
        marker.append(" ")
        if showsNumbers {
            let number = TextFit.pad("\(index + 1).", to: String(items.count).count + 1, alignment: .right)
            marker.append(number, .action)
            marker.append(" ")
        }
        if mode != .menu {
            marker.append(mark(for: index, glyphs: glyphs), labelStyle)
            marker.append(" ")
        }
        var label = Line(item.label, labelStyle)
        if item.isOther, let typed = item.otherText, !typed.isEmpty {
            let separator = item.label.hasSuffix("：") ? "" : (item.label.hasSuffix(":") ? " " : ": ")
            label.append(separator + typed, labelStyle)
        }
        let indent = Line(String(repeating: " ", count: marker.width))
        if let column = detailColumn, let detail = item.detail, !detail.isEmpty {
            return Line(detail, .quiet).wrapped(
                width: width, firstPrefix: (marker + label).padded(to: column),
                restPrefix: Line(String(repeating: " ", count: column)))
        }
        var lines = label.wrapped(width: width, firstPrefix: marker, restPrefix: indent)
        if let detail = item.detail, !detail.isEmpty {
            lines += Line(detail, .quiet).wrapped(width: width, firstPrefix: indent, restPrefix: indent)
        }
        return lines
    }

    private func mark(for index: Int, glyphs: Glyphs) -> String {
        let isChosen = chosen.contains(index)
        if mode == .single || items[index].isExclusive {
            return isChosen ? glyphs.radioOn : glyphs.radioOff
        }
        return isChosen ? glyphs.checkOn : glyphs.checkOff
    }
}
