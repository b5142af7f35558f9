import Foundation

/// One line of JSON (a journal line, or a small file the export and `study status` read)
/// read as a flat list of where each of its values lies in the line's bytes, for the quick
/// path of `JournalEvent.decoding(line:)`: Foundation's `JSONDecoder` spends most of a large
/// export's time on its `Decoder` machinery, not on the JSON. No tree is built and no string
/// made until one is asked for: the tree of values this replaced (an allocation for every
/// value, every key compared as a `String`) was a quarter of a large export's instructions;
/// this list is one array per line, and a key is found by comparing its bytes.
///
/// The reader is strict and conservative: it accepts only what
/// RFC 8259 allows and gives up (nil) on anything it is not sure `JSONDecoder` reads the
/// same way (a repeated key, a key with an escape or a byte that is not ASCII, deep
/// nesting, a number out of range, a string that is not UTF-8), so the caller falls back to
/// `JSONDecoder`, which then reads the line or says what is wrong with it exactly as before.
struct LineTokens {
    /// One value: where it lies, and where the next value after it (and all it holds) starts.
    struct Node {
        enum Kind: UInt8 { case object, array, string, number, bool, null }
        var kind: Kind
        /// A number: written without fraction or exponent. A bool: its value. A string: all
        /// ASCII without escapes, so its bytes are its text.
        var flag: Bool
        /// A string's bytes between its quotes; a number's text.
        var start: Int32
        var end: Int32
        /// The index of the node that follows this value and everything in it.
        var next: Int32
        /// A string that is not plain: its text, decoded when the line was read.
        var text: Int32
    }

    /// Nesting deeper than any journal line's: such a line is left to `JSONDecoder`.
    static let depthLimit = 16

    /// `body` given the value of the whole line, or nil when the line is not JSON or the
    /// reader gives up. The value lives only as long as `body` runs.
    static func reading<Result>(_ line: Data, _ body: (Value) -> Result?) -> Result? {
        var scratch = Scratch()
        return reading(line, scratch: &scratch, body)
    }

    /// Room for a line's nodes and texts, kept from one line to the next of a journal so
    /// that reading a line allocates nothing of its own (two arrays a line, before).
    struct Scratch {
        var nodes: [Node] = []
        var texts: [String] = []

        init() {
            nodes.reserveCapacity(64)
        }
    }

    /// The same when `body` reads only the top value's own members (a file's one field):
    /// what lies inside them is checked as JSON as strictly, but not recorded, so a value
    /// of the top object's that is itself an object or an array has no members here. The
    /// export reads `onboarding.json`'s consent version this way for every participant.
    static func readingTopLevel<Result>(_ data: Data, _ body: (Value) -> Result?) -> Result? {
        var scratch = Scratch()
        return reading(data, scratch: &scratch, recordsNested: false, body)
    }

    /// The same, in `scratch`'s room.
    static func reading<Result>(
        _ line: Data, scratch: inout Scratch, recordsNested: Bool = true, _ body: (Value) -> Result?
    ) -> Result? {
        line.withUnsafeBytes { bytes in
            guard bytes.count < Int(Int32.max) else { return nil }
            var reader = Reader(bytes: bytes, recordsNested: recordsNested)
            // Taken out of `scratch` (so that only the reader holds them) and put back after.
            swap(&reader.nodes, &scratch.nodes)
            swap(&reader.texts, &scratch.texts)
            reader.nodes.removeAll(keepingCapacity: true)
            reader.texts.removeAll(keepingCapacity: true)
            defer {
                swap(&reader.nodes, &scratch.nodes)
                swap(&reader.texts, &scratch.texts)
            }
            guard reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            guard reader.index == bytes.count else { return nil }
            return reader.nodes.withUnsafeBufferPointer { nodes in
                reader.texts.withUnsafeBufferPointer { texts in
                    body(Value(bytes: bytes, nodes: nodes, texts: texts, index: 0))
                }
            }
        }
    }

    /// A value of a line being read; valid only inside `reading`'s body.
    struct Value {
        let bytes: UnsafeRawBufferPointer
        let nodes: UnsafeBufferPointer<Node>
        let texts: UnsafeBufferPointer<String>
        let index: Int

        var node: Node { nodes[index] }
        var kind: Node.Kind { nodes[index].kind }

        private func at(_ index: Int) -> Value {
            Value(bytes: bytes, nodes: nodes, texts: texts, index: index)
        }

        /// The member `key` of an object (nil when absent or when this is not an object).
        subscript(key: StaticString) -> Value? {
            guard kind == .object else { return nil }
            let end = Int(node.next)
            var child = index + 1
            while child < end {
                if keyEquals(child, key) { return at(child + 1) }
                child = Int(nodes[child + 1].next)
            }
            return nil
        }

        /// Keys are plain (the reader gives up on any other): their bytes are their text.
        private func keyEquals(_ child: Int, _ key: StaticString) -> Bool {
            let found = nodes[child]
            let count = Int(found.end - found.start)
            guard count == key.utf8CodeUnitCount else { return false }
            return count == 0 || memcmp(bytes.baseAddress! + Int(found.start), key.utf8Start, count) == 0
        }

        /// An object's members in their order (nil when this is not an object).
        var members: [(key: String, value: Value)]? {
            guard kind == .object else { return nil }
            var members: [(key: String, value: Value)] = []
            var child = index + 1
            while child < Int(node.next) {
                members.append((at(child).string ?? "", at(child + 1)))
                child = Int(nodes[child + 1].next)
            }
            return members
        }

        /// An array's elements (nil when this is not an array).
        var elements: [Value]? {
            guard kind == .array else { return nil }
            var elements: [Value] = []
            var child = index + 1
            while child < Int(node.next) {
                elements.append(at(child))
                child = Int(nodes[child].next)
            }
            return elements
        }

        var isObject: Bool { kind == .object }
        var isNull: Bool { kind == .null }

        var bool: Bool? { kind == .bool ? node.flag : nil }

        var string: String? {
            guard kind == .string else { return nil }
            let found = node
            if found.flag { return String(decoding: slice(found), as: UTF8.self) }
            return texts[Int(found.text)]
        }

        /// A string's bytes as `body` sees them, for a plain string (nil for any other value).
        func plainBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result?) -> Result? {
            let found = node
            guard found.kind == .string, found.flag else { return nil }
            return body(slice(found))
        }

        /// An integer written without a fraction or exponent, that fits in `Int` (as `Int(text)`).
        var int: Int? {
            let found = node
            guard found.kind == .number, found.flag else { return nil }
            var position = Int(found.start)
            let negative = bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            var value = 0
            while position < Int(found.end) {
                let digit = Int(bytes[position] &- UInt8(ascii: "0"))
                let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
                // Gathered as a negative number, so that `Int.min` fits, as `Int(text)` reads it.
                let (added, overflowAdd) = shifted.subtractingReportingOverflow(digit)
                guard !overflowShift, !overflowAdd else { return nil }
                value = added
                position += 1
            }
            if negative { return value }
            return value == Int.min ? nil : -value
        }

        /// Any number, when it is finite as a `Double`.
        var double: Double? {
            let found = node
            guard found.kind == .number, let value = Double(String(decoding: slice(found), as: UTF8.self)),
                value.isFinite
            else { return nil }
            return value
        }

        private func slice(_ found: Node) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(rebasing: bytes[Int(found.start)..<Int(found.end)])
        }
    }
}
