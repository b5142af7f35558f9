import Foundation

extension LineTokens {
    /// Reads a line's bytes into nodes, in the order the values are written; false wherever
    /// the line is not JSON or the reader gives up.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var index = 0
        var nodes: [Node] = []
        var texts: [String] = []
        /// False: the values inside the top value's members are checked but not recorded
        /// (`LineTokens.readingTopLevel`); `recording` is off while they are read.
        let recordsNested: Bool
        private var recording = true

        init(bytes: UnsafeRawBufferPointer, recordsNested: Bool = true) {
            self.bytes = bytes
            self.recordsNested = recordsNested
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) -> Bool {
            skipSpace()
            guard index < bytes.count, depth < LineTokens.depthLimit else { return false }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return word("true", .bool, flag: true)
            case UInt8(ascii: "f"): return word("false", .bool, flag: false)
            case UInt8(ascii: "n"): return word("null", .null, flag: false)
            default: return number()
            }
        }

        /// A node whose `next` is set once everything in it is read.
        private mutating func open(_ kind: Node.Kind, flag: Bool = false, start: Int, end: Int, text: Int = -1) -> Int {
            guard recording else { return -1 }
            nodes.append(
                Node(
                    kind: kind, flag: flag, start: Int32(start), end: Int32(end), next: Int32(nodes.count + 1),
                    text: Int32(text)))
            return nodes.count - 1
        }

        private mutating func close(_ node: Int) {
            guard node >= 0 else { return }
            nodes[node].next = Int32(nodes.count)
        }

        /// Turns `recording` off for the values inside a container at `depth` when only the
        /// top value's members are wanted (the caller turns it on again); true if it did. Their
        /// keys then need not be plain or unique either: a file given up for such a key is
        /// read by Foundation to the same top-level member.
        private mutating func stopsRecording(atDepth depth: Int) -> Bool {
            guard !recordsNested, depth >= 1, recording else { return false }
            recording = false
            return true
        }

        private mutating func object(depth: Int) -> Bool {
            let node = open(.object, start: index, end: index)
            // Its `next` is still right when closed unrecorded: nothing inside it was recorded.
            let stopped = stopsRecording(atDepth: depth)
            defer { if stopped { recording = true } }
            // Whether every key so far was greater than the one before it, and the last key's node.
            var ascending = true
            var previousKey = -1
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                close(node)
                return true
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), string() else { return false }
                // A key is compared by its bytes: one with an escape or a byte that is not
                // ASCII could equal another written differently, so such a line is left to
                // `JSONDecoder`, as is a repeated key (which of the two it keeps is its affair).
                if recording {
                    let key = nodes.count - 1
                    guard nodes[key].flag else { return false }
                    // The program writes its keys sorted: a key after a larger one than every key
                    // before it cannot repeat any of them, so only a line out of order is searched.
                    if ascending, previousKey >= 0, !keyIsGreater(key, than: previousKey) { ascending = false }
                    guard ascending || !repeats(key, in: node) else { return false }
                    previousKey = key
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                index += 1
                guard value(depth: depth + 1) else { return false }
                skipSpace()
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    close(node)
                    return true
                }
                guard bytes[index] == UInt8(ascii: ",") else { return false }
                index += 1
            }
        }

        /// Whether the key at `key` sorts after the key at `other`, byte by byte (as the
        /// writer's sorted keys do), a key after every key it begins.
        private func keyIsGreater(_ key: Int, than other: Int) -> Bool {
            let (this, that) = (nodes[key], nodes[other])
            let (count, otherCount) = (Int(this.end - this.start), Int(that.end - that.start))
            let order = memcmp(
                bytes.baseAddress! + Int(this.start), bytes.baseAddress! + Int(that.start), min(count, otherCount))
            return order > 0 || (order == 0 && count > otherCount)
        }

        /// Whether the key at `key` is one the object at `object` already has.
        private func repeats(_ key: Int, in object: Int) -> Bool {
            let count = Int(nodes[key].end - nodes[key].start)
            var earlier = object + 1
            while earlier < key {
                let other = nodes[earlier]
                if Int(other.end - other.start) == count,
                    memcmp(bytes.baseAddress! + Int(other.start), bytes.baseAddress! + Int(nodes[key].start), count)
                        == 0
                {
                    return true
                }
                earlier = Int(nodes[earlier + 1].next)
            }
            return false
        }

        private mutating func array(depth: Int) -> Bool {
            let node = open(.array, start: index, end: index)
            let stopped = stopsRecording(atDepth: depth)
            defer { if stopped { recording = true } }
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                close(node)
                return true
            }
            while true {
                guard value(depth: depth + 1) else { return false }
                skipSpace()
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    close(node)
                    return true
                }
                guard bytes[index] == UInt8(ascii: ",") else { return false }
                index += 1
            }
        }

        private mutating func word(_ text: StaticString, _ kind: Node.Kind, flag: Bool) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
            _ = open(kind, flag: flag, start: index, end: index + count)
            index += count
            return true
        }

        /// A string from its opening quote: its bytes must be UTF-8 without control
        /// characters; escapes are decoded as JSON defines them. Nearly every string of a
        /// journal is ASCII without escapes: such a string's bytes are its text, kept as a
        /// place in the line; any other is decoded (and checked) now, its text kept aside.
        private mutating func string() -> Bool {
            index += 1
            let start = index
            var ascii = true
            while index < bytes.count {
                skipPlainWords()
                guard index < bytes.count else { return false }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    if ascii {
                        _ = open(.string, flag: true, start: start, end: index)
                    } else {
                        let utf8 = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                        guard let text = String(validating: utf8, as: UTF8.self) else { return false }
                        if recording { texts.append(text) }
                        _ = open(.string, start: start, end: index, text: texts.count - 1)
                    }
                    index += 1
                    return true
                }
                if byte == UInt8(ascii: "\\") {
                    guard let text = escapedString(from: start) else { return false }
                    if recording { texts.append(text) }
                    _ = open(.string, start: start, end: index - 1, text: texts.count - 1)
                    return true
                }
                guard byte >= 0x20 else { return false }
                if byte >= 0x80 { ascii = false }
                index += 1
            }
            return false
        }

        /// Moves to the next byte of a string that needs a look, 8 bytes at a time, or to the
        /// last 7 bytes of the line (`PlainBytes`).
        private mutating func skipPlainWords() {
            index = PlainBytes.skipped(bytes, from: index)
        }

        /// The rest of a string that holds an escape, from its first byte at `start`, up to
        /// and with its closing quote.
        private mutating func escapedString(from start: Int) -> String? {
            var utf8 = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: utf8, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                    case UInt8(ascii: "b"): utf8.append(0x08)
                    case UInt8(ascii: "f"): utf8.append(0x0C)
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        utf8.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                case 0..<0x20: return nil
                default: utf8.append(byte)
                }
            }
            return nil
        }

        /// The scalar of `\uXXXX` (its `u` read), with the low half of a surrogate pair
        /// when it is the high half; a lone half is left to `JSONDecoder`.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let first = hex4() else { return nil }
            switch first {
            case 0xD800..<0xDC00:
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { return nil }
                index += 2
                guard let second = hex4(), (0xDC00..<0xE000).contains(second) else { return nil }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            case 0xDC00..<0xE000: return nil
            default: return Unicode.Scalar(first)
            }
        }

        private mutating func hex4() -> UInt32? {
            guard let value = JSONUnicodeEscape.hexQuad(bytes, at: index) else { return nil }
            index += 4
            return value
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, nothing else.
        private mutating func number() -> Bool {
            let start = index
            if peek(UInt8(ascii: "-")) { index += 1 }
            if peek(UInt8(ascii: "0")) {
                index += 1
            } else {
                guard digits() > 0 else { return false }
            }
            var integral = true
            if peek(UInt8(ascii: ".")) {
                index += 1
                guard digits() > 0 else { return false }
                integral = false
            }
            if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
                index += 1
                if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
                guard digits() > 0 else { return false }
                integral = false
            }
            // A number no `Double` holds (1e400) is one Foundation's readers may refuse: left to them.
            if !integral {
                let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                guard Double(text)?.isFinite == true else { return false }
            }
            _ = open(.number, flag: integral, start: start, end: index)
            return true
        }

        private func peek(_ byte: UInt8) -> Bool {
            index < bytes.count && bytes[index] == byte
        }

        private mutating func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
    }
}
