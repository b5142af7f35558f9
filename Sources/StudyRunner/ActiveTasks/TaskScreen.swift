import StudyModel

/// What an active task shows at one moment, as a value: a header (task title and where the
/// participant is: "Trial 3 of 10"), the stimulus area, and one line saying which keys do
/// what. Laid out by `lines(width:rows:)`, a pure function, so every task screen can be
/// snapshot-tested without a terminal.
struct TaskScreen: Sendable, Equatable {
    /// "Reaction time · Practice" — kept on screen the whole task.
    var title: String
    /// "Trial 3 of 10", "12 s left"; nil when nothing counts.
    var status: String?
    /// The stimulus area. Lines are kept together and centred as one block, so a grid or
    /// scattered labels keep their shape.
    var body: [Line]
    /// Centre the body vertically in the rows between header and footer.
    var centred: Bool = true
    /// "Press space as soon as the circle appears · Esc: pause"
    var keys: String

    init(title: String, status: String? = nil, body: [Line], centred: Bool = true, keys: String) {
        self.title = title
        self.status = status
        self.body = body
        self.centred = centred
        self.keys = keys
    }

    func lines(width: Int, rows: Int, glyphs: Glyphs = .unicode) -> [Line] {
        var header = [Line(title, .title)]
        if let status { header.append(Line(status, .quiet)) }
        header += Rule().lines(width: width, glyphs: glyphs)
        let footer = Rule().lines(width: width, glyphs: glyphs) + Line(keys, .action).wrapped(width: width)
        let blockWidth = body.map(\.width).max() ?? 0
        let indent = String(repeating: " ", count: max(0, (width - blockWidth) / 2))
        var middle = body.map { Line(indent) + $0 }
        let space = rows - header.count - footer.count
        if centred && middle.count < space {
            middle = Array(repeating: Line.empty, count: (space - middle.count) / 2) + middle
        }
        return Frame(header: header, body: middle, footer: footer).lines(rows: rows, width: width, glyphs: glyphs)
    }
}
