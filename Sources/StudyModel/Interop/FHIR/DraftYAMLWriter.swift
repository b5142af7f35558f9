/// Writes a `DraftNode` tree as YAML, byte for byte as Yams (libyaml's emitter, width
/// unlimited, Unicode allowed) writes the same tree, in a tenth of its instructions: the
/// emitter's event machinery and per-scalar analysis were a fifth of an import's time.
///
/// It copies only what it can prove: block maps and lists (a list under a key at the key's
/// own indentation, as libyaml writes it), texts in double quotes with libyaml's escapes
/// (`yaml_emitter_write_double_quoted_scalar`: every character that is not printable in
/// libyaml's sense, a line break, the byte order mark, `"` and `\`), and words made only of
/// letters, digits and `._+/-` that start with a letter or digit (or `-` and one), which
/// libyaml's analysis always lets stay plain. Anything else (an empty word, a word with a
/// space or a colon, a key over 128 bytes) makes `write` return nil, and the caller writes
/// the tree with Yams instead. `DraftYAMLWriterTests` compares both on every fixture and on
/// hostile strings.
struct DraftYAMLWriter {
    /// The YAML written so far (UTF-8).
    var bytes: [UInt8] = []

    /// The YAML of `root` (a map), or nil when some word is outside what is proven here.
    static func write(_ root: DraftNode) -> String? {
        guard case .map(let pairs) = root, !pairs.isEmpty else { return nil }
        var writer = DraftYAMLWriter()
        writer.bytes.reserveCapacity(4096)
        guard writer.writeMap(pairs, indent: 0, firstOnThisLine: false) else { return nil }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private mutating func writeMap(_ pairs: [DraftPair], indent: Int, firstOnThisLine: Bool) -> Bool {
        for (index, pair) in pairs.enumerated() {
            guard pair.key.utf8.count <= 128, Self.staysPlain(pair.key) else { return false }
            if index > 0 || !firstOnThisLine { pad(indent) }
            bytes.append(contentsOf: pair.key.utf8)
            bytes.append(UInt8(ascii: ":"))
            switch pair.value {
            case .map(let inner) where !inner.isEmpty:
                newline()
                guard writeMap(inner, indent: indent + 2, firstOnThisLine: false) else { return false }
            case .list(let items) where !items.isEmpty:
                newline()
                guard writeList(items, indent: indent, firstOnThisLine: false) else { return false }
            default:
                bytes.append(UInt8(ascii: " "))
                guard writeLeaf(pair.value) else { return false }
            }
        }
        return true
    }

    private mutating func writeList(_ items: [DraftNode], indent: Int, firstOnThisLine: Bool) -> Bool {
        for (index, item) in items.enumerated() {
            if index > 0 || !firstOnThisLine { pad(indent) }
            bytes.append(UInt8(ascii: "-"))
            bytes.append(UInt8(ascii: " "))
            switch item {
            case .map(let pairs) where !pairs.isEmpty:
                guard writeMap(pairs, indent: indent + 2, firstOnThisLine: true) else { return false }
            case .list(let inner) where !inner.isEmpty:
                guard writeList(inner, indent: indent + 2, firstOnThisLine: true) else { return false }
            default:
                guard writeLeaf(item) else { return false }
            }
        }
        return true
    }

    /// A scalar, an empty map (`{}`) or an empty list (`[]`), then the end of the line.
    private mutating func writeLeaf(_ node: DraftNode) -> Bool {
        switch node {
        case .text(let value): writeQuoted(value)
        case .word(let value):
            guard Self.staysPlain(value) else { return false }
            bytes.append(contentsOf: value.utf8)
        case .map: bytes.append(contentsOf: "{}".utf8)
        case .list: bytes.append(contentsOf: "[]".utf8)
        }
        newline()
        return true
    }

    private mutating func pad(_ indent: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
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
