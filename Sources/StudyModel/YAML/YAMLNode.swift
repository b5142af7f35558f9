/// A composed YAML value with its place in the file: what the study parser walks.
///
/// Lighter than `Yams.Node`, which carries a tag object, a weak anchor reference and a
/// resolver per node: composing and walking those was most of the time `study validate`
/// took. These nodes hold only what the parser reads (text, quoting style, line and
/// column). Aliases are already replaced by the value they name.
public enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence([YAMLNode], mark: YAMLMark)

    /// A map with no fields, standing at the start of the file (for `answer: yes-no`,
    /// whose options are read from an empty map).
    static let emptyMapping = YAMLNode.mapping(YAMLMapping(pairs: [], mark: YAMLMark(line: 1, column: 1)))

    public var scalar: YAMLScalar? {
        if case let .scalar(scalar) = self { return scalar }
        return nil
    }

    public var mapping: YAMLMapping? {
        if case let .mapping(mapping) = self { return mapping }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case let .sequence(nodes, _) = self { return nodes }
        return nil
    }

    public var mark: YAMLMark {
        switch self {
        case let .scalar(scalar): return scalar.mark
        case let .mapping(mapping): return mapping.mark
        case let .sequence(_, mark): return mark
        }
    }
}

/// Where a node starts: 1-based line and column (columns count Unicode scalars, as libyaml does).
///
/// Kept as two 32-bit numbers: a node then takes 32 bytes instead of 48, and a large study
/// has tens of thousands of them, each copied as the parser reads it and each page of them
/// a page fault (tenth round). A file within `StudyLimits.maximumFileBytes` is far from
/// 2^32 lines or columns; a larger number is kept as the largest there is.
public struct YAMLMark: Sendable, Equatable {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }
}

public struct YAMLScalar: Sendable {
    public enum Style: Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var string: String
    public var style: Style
    public var mark: YAMLMark
    /// False for a scalar with an explicit non-string tag (`!!int 3`): as in Yams, such a
    /// key is not found by its text.
    var isString = true
}

/// A map's entries in the order written.
public struct YAMLMapping: Sendable, RandomAccessCollection {
    /// One field. A struct, not a `(key, value)` tuple: an array of tuples is freed through
    /// the runtime's generic `tuple_destroy`, about 3% of validating a large file (callgrind).
    public struct Pair: Sendable {
        public var key: YAMLNode
        public var value: YAMLNode
    }

    public var pairs: [Pair]
    public var mark: YAMLMark

    public var startIndex: Int { pairs.startIndex }
    public var endIndex: Int { pairs.endIndex }
    public subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) {
        (pairs[position].key, pairs[position].value)
    }

    /// The value of the field named `key` (the last one, as in Yams, should a key repeat).
    public subscript(key: String) -> YAMLNode? {
        for pair in pairs.reversed() {
            if case let .scalar(scalar) = pair.key, scalar.isString, scalar.string == key { return pair.value }
        }
        return nil
    }
}
