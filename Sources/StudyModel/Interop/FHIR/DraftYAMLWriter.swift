/// Writes a `DraftNode` tree as YAML, byte for byte as Yams (libyaml's emitter, width
/// unlimited, Unicode allowed) writes the same tree, in a tenth of its instructions: the
/// emitter's event machinery and per-scalar analysis were a fifth of an import's time.
/// Beside the text it makes the `YAMLNode` tree the validator's composer would read from it,
/// marks included, so `study import` can check its study without reading its own text back.
///
/// It copies only what it can prove: block maps and lists (a list under a key at the key's
/// own indentation, as libyaml writes it), texts in double quotes with libyaml's escapes
/// (`yaml_emitter_write_double_quoted_scalar`: every character that is not printable in
/// libyaml's sense, a line break, the byte order mark, `"` and `\`), and words made only of
/// letters, digits and `._+/-` that start with a letter or digit (or `-` and one), which
/// libyaml's analysis always lets stay plain. Anything else (an empty word, a word with a
/// space or a colon, a key over 128 bytes) makes `write` return nil, and the caller writes
/// the tree with Yams instead. Every line holds at most one scalar, after ASCII indentation,
/// dashes and a key, so a node's column is its byte offset in the line. `DraftYAMLWriterTests`
/// compares text and tree with Yams and the composer on every fixture and on hostile strings.
struct DraftYAMLWriter {
    /// The YAML written so far (UTF-8).
    var bytes: [UInt8] = []
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// False when the composer would not compose the text itself (a repeated key, nesting
    /// deeper than `StudyLimits.maximumYAMLDepth`): then the tree is not given out.
    private var treeIsTheComposers = true

    /// `header` (whole lines) and the YAML of `root` (a map), with the tree the composer reads
    /// from that text (nil when it would leave the text to Yams); nil when some word is
    /// outside what is proven here.
    static func write(_ root: DraftNode, after header: String) -> (text: String, tree: YAMLNode?)? {
        guard case .map(let pairs) = root, !pairs.isEmpty else { return nil }
        var writer = DraftYAMLWriter()
        writer.bytes.reserveCapacity(4096)
        for byte in header.utf8 {
            writer.bytes.append(byte)
            if byte == UInt8(ascii: "\n") { writer.newlineWritten() }
        }
        guard let tree = writer.writeMap(pairs, indent: 0, firstOnThisLine: false) else { return nil }
        return (String(decoding: writer.bytes, as: UTF8.self), writer.treeIsTheComposers ? tree : nil)
    }

    private var mark: YAMLMark {
        YAMLMark(line: line, column: bytes.count - lineStart + 1)
    }

    private mutating func writeMap(_ pairs: [DraftPair], indent: Int, firstOnThisLine: Bool) -> YAMLNode? {
        opened()
        defer { depth -= 1 }
        var nodes: [YAMLMapping.Pair] = []
        nodes.reserveCapacity(pairs.count)
        var start = mark
        for (index, pair) in pairs.enumerated() {
            guard pair.key.utf8.count <= 128, Self.staysPlain(pair.key) else { return nil }
            if index > 0 || !firstOnThisLine { pad(indent) }
            if index == 0 { start = mark }
            let key = YAMLNode.scalar(YAMLScalar(string: pair.key, style: .plain, mark: mark))
            bytes.append(contentsOf: pair.key.utf8)
            bytes.append(UInt8(ascii: ":"))
            let value: YAMLNode?
            switch pair.value {
            case .map(let inner) where !inner.isEmpty:
                newline()
                value = writeMap(inner, indent: indent + 2, firstOnThisLine: false)
            case .list(let items) where !items.isEmpty:
                newline()
                value = writeList(items, indent: indent, firstOnThisLine: false)
            default:
                bytes.append(UInt8(ascii: " "))
                value = writeLeaf(pair.value)
            }
            guard let value else { return nil }
            nodes.append(YAMLMapping.Pair(key: key, value: value))
        }
        if Self.hasRepeatedKey(pairs) { treeIsTheComposers = false }
        return .mapping(YAMLMapping(pairs: nodes, mark: start))
    }

    private mutating func writeList(_ items: [DraftNode], indent: Int, firstOnThisLine: Bool) -> YAMLNode? {
        opened()
        defer { depth -= 1 }
        var nodes: [YAMLNode] = []
        nodes.reserveCapacity(items.count)
        var start = mark
        for (index, item) in items.enumerated() {
            if index > 0 || !firstOnThisLine { pad(indent) }
            if index == 0 { start = mark }
            bytes.append(UInt8(ascii: "-"))
            bytes.append(UInt8(ascii: " "))
            let node: YAMLNode?
            switch item {
            case .map(let pairs) where !pairs.isEmpty:
                node = writeMap(pairs, indent: indent + 2, firstOnThisLine: true)
            case .list(let inner) where !inner.isEmpty:
                node = writeList(inner, indent: indent + 2, firstOnThisLine: true)
            default:
                node = writeLeaf(item)
            }
            guard let node else { return nil }
            nodes.append(node)
        }
        return .sequence(nodes, mark: start)
    }

    /// A scalar, an empty map (`{}`) or an empty list (`[]`), then the end of the line.
    private mutating func writeLeaf(_ node: DraftNode) -> YAMLNode? {
        let start = mark
        let leaf: YAMLNode
        switch node {
        case .text(let value):
            writeQuoted(value)
            leaf = .scalar(YAMLScalar(string: value, style: .doubleQuoted, mark: start))
        case .word(let value):
            guard Self.staysPlain(value) else { return nil }
            bytes.append(contentsOf: value.utf8)
            leaf = .scalar(YAMLScalar(string: value, style: .plain, mark: start))
        case .map:
            bytes.append(contentsOf: "{}".utf8)
            leaf = emptyCollection(.mapping(YAMLMapping(pairs: [], mark: start)))
        case .list:
            bytes.append(contentsOf: "[]".utf8)
            leaf = emptyCollection(.sequence([], mark: start))
        }
        newline()
        return leaf
    }

    private mutating func emptyCollection(_ node: YAMLNode) -> YAMLNode {
        opened()
        depth -= 1
        return node
    }

    /// One more map or list open; the composer leaves deeper nesting to Yams.
    private mutating func opened() {
        depth += 1
        if depth > StudyLimits.maximumYAMLDepth { treeIsTheComposers = false }
    }

    private mutating func pad(_ indent: Int) {
        for _ in 0..<indent { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        newlineWritten()
    }

    private mutating func newlineWritten() {
        line += 1
        lineStart = bytes.count
    }

    /// A key written twice in one map: the composer leaves such a file to Yams (which refuses it).
    private static func hasRepeatedKey(_ pairs: [DraftPair]) -> Bool {
        if pairs.count <= 16 {
            for index in pairs.indices where pairs[..<index].contains(where: { $0.key == pairs[index].key }) {
                return true
            }
            return false
        }
        return Set(pairs.map(\.key)).count != pairs.count
    }

    /// True for a word libyaml writes plain and as is: not empty, only letters, digits and
    /// `._+/-`, starting with a letter or digit, or with `-` and a letter or digit (a negative
    /// number; never `-` alone or `---`, which are indicators).
    static func staysPlain(_ word: String) -> Bool {
        var position = 0
        var previous: UInt8 = 0
        for byte in word.utf8 {
            let isAlphanumeric =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            switch position {
            case 0: guard isAlphanumeric || byte == UInt8(ascii: "-") else { return false }
            case 1 where previous == UInt8(ascii: "-"): guard isAlphanumeric else { return false }
            default:
                guard
                    isAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
                else { return false }
            }
            previous = byte
            position += 1
        }
        return position > 1 || (position == 1 && previous != UInt8(ascii: "-"))
    }
}
