/// One key binding as the help line shows it: `keys` (`"↑/↓"`, `"enter"`) and what they do.
/// The runner's key map holds these, so the help is drawn from the same table the input
/// is matched against and cannot drift from it.
struct KeyHelp: Sendable, Hashable {
    var keys: String
    var label: String

    init(keys: String, label: String) {
        self.keys = keys
        self.label = label
    }
}

/// The key help at the foot of a screen: `↑/↓ move   space choose   enter next`, keys in
/// the action style, labels quiet, laid out across as many lines as the width needs. An
/// entry is never split between lines unless it is wider than a whole line.
struct KeyFooter: Sendable, Hashable {
    var entries: [KeyHelp]

    init(_ entries: [KeyHelp]) {
        self.entries = entries
    }

    init(_ entries: [(keys: String, label: String)]) {
        self.entries = entries.map { KeyHelp(keys: $0.keys, label: $0.label) }
    }

    static let separator = "   "

    func lines(width: Int) -> [Line] {
        var lines: [Line] = []
        var current = Line.empty
        for entry in entries {
            let item = Line(entry.keys, .action) + Line(" " + entry.label, .quiet)
            if current.isEmpty {
                current = item
            } else if current.width + Self.separator.count + item.width <= width {
                current = current + Line(Self.separator) + item
            } else {
                lines.append(current)
                current = item
            }
            if current.width > width {
                let wrapped = current.wrapped(width: width)
                lines += wrapped.dropLast()
                current = wrapped.last ?? .empty
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
