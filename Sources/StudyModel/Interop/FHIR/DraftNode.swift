/// One node of the study an importer writes: a text (written in double quotes), a word (an
/// id, a number or a keyword, written as is), a map or a list. A plain value rather than
/// Yams's `Node`, whose every scalar holds a `Tag` object: building and freeing those for a
/// 1,000-item import cost more than the conversion itself (BENCHMARKS.md, "Import").
/// `DraftYAMLWriter` writes it; `yamsNode` gives the same tree as Yams nodes, the reference
/// the writer is tested against and its fallback.
indirect enum DraftNode: Equatable, Sendable {
    case text(String)
    case word(String)
    case map([DraftPair])
    case list([DraftNode])

    /// The scalar's text, nil for a map or a list.
    var string: String? {
        switch self {
        case .text(let value), .word(let value): return value
        case .map, .list: return nil
        }
    }

    /// A map's fields in order, nil for anything else.
    var mapping: [DraftPair]? {
        if case .map(let pairs) = self { return pairs }
        return nil
    }

    /// A list's items, nil for anything else.
    var sequence: [DraftNode]? {
        if case .list(let items) = self { return items }
        return nil
    }

    /// The field named `key` of a map (the last, should a name repeat); nil when there is none.
    subscript(key: String) -> DraftNode? {
        mapping?.last { $0.key == key }?.value
    }
}

/// A map's field: its name (always written as a plain word) and its value.
struct DraftPair: Equatable, Sendable {
    var key: String
    var value: DraftNode
}
