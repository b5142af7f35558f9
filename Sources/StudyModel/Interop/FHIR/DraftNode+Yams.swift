import Yams

/// The draft as Yams nodes: what the importers built before `DraftYAMLWriter`, kept as the
/// reference it is tested against and as its fallback for words it does not write itself.
extension DraftNode {
    var yamsNode: Node {
        switch self {
        case .text(let value): return Node.scalar(Node.Scalar(value, Self.stringTag(), .doubleQuoted))
        case .word(let value): return Node.scalar(Node.Scalar(value, Self.stringTag(), .plain))
        case .map(let pairs):
            return Node.mapping(
                Node.Mapping(pairs.map { (DraftNode.word($0.key).yamsNode, $0.value.yamsNode) }, Self.implicitTag()))
        case .list(let items): return Node.sequence(Node.Sequence(items.map(\.yamsNode), Self.implicitTag()))
        }
    }

    /// The YAML Yams writes for this tree (width unlimited, Unicode as is).
    func yamsText() throws -> String {
        try Yams.serialize(node: yamsNode, width: -1, allowUnicode: true)
    }

    /// Every scalar is tagged a string outright. Yams writes every scalar with libyaml's
    /// "implicit" flags, so no tag reaches the file whichever it is (the text is the same);
    /// but an implicit tag is resolved while writing by matching the value against seven
    /// regular expressions (bool, int, float, null, timestamp, ...). A new tag each time:
    /// Yams's tags are mutable objects.
    private static func stringTag() -> Tag {
        Tag(.str, .default, constructor)
    }

    /// A mapping's or list's tag, left for Yams to resolve (no regular expression for these).
    private static func implicitTag() -> Tag {
        Tag(.implicit, .default, constructor)
    }

    /// The one `Constructor` every tag holds. Left to its default argument, Yams makes a new
    /// one for each tag (three dictionaries of functions, about 9,000 instructions to build and
    /// as many to free). It holds only constant tables and is never changed, so one shared
    /// value is safe on any thread.
    nonisolated(unsafe) private static let constructor = Constructor.default
}
