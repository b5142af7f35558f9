import Foundation

/// One journal line's JSON read straight from its bytes, for the quick path of
/// `JournalEvent.decoding(line:)`: Foundation's `JSONDecoder` spends most of a large
/// export's time on its `Decoder` machinery, not on the JSON. This reader is strict and
/// conservative: it accepts only what RFC 8259 allows and gives up (nil) on anything it is
/// not sure `JSONDecoder` reads the same way (a repeated key, deep nesting, a number out
/// of range), so the caller falls back to `JSONDecoder`, which then reads the line or says
/// what is wrong with it exactly as before.
indirect enum LineJSON: Sendable {
    case object([(key: String, value: LineJSON)])
    case array([LineJSON])
    case string(String)
    /// The number's text as written (checked against JSON's grammar); `integral` when it
    /// has neither a fraction nor an exponent.
    case number(String, integral: Bool)
    case bool(Bool)
    case null

    /// The value of a whole line, or nil when it is not JSON or the reader gives up.
    static func read(_ line: Data) -> LineJSON? {
        line.withUnsafeBytes { bytes in
            var reader = Reader(bytes: bytes)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.index == bytes.count ? value : nil
        }
    }

    /// The member `key` of an object (nil when absent or when this is not an object).
    subscript(key: String) -> LineJSON? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    var bool: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    /// An integer written without a fraction or exponent, that fits in `Int`.
    var int: Int? {
        if case let .number(text, true) = self { return Int(text) }
        return nil
    }

    /// Any number, when it is finite as a `Double`.
    var double: Double? {
        guard case let .number(text, _) = self, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Nesting deeper than any journal line's: such a line is left to `JSONDecoder`.
    private static let depthLimit = 16

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) -> LineJSON? {
            skipSpace()
            guard index < bytes.count, depth < LineJSON.depthLimit else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map { .string($0) }
            case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            default: return number()
            }
        }

        private mutating func object(depth: Int) -> LineJSON? {
            index += 1
            var members: [(key: String, value: LineJSON)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                // Which of two equal keys `JSONDecoder` keeps is its own affair: left to it.
                guard !members.contains(where: { $0.key == key }) else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let member = value(depth: depth + 1) else { return nil }
                members.append((key, member))
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                guard bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        }

        private mutating func array(depth: Int) -> LineJSON? {
            index += 1
            var elements: [LineJSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                }
                guard bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        }

        private mutating func word(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
            index += count
            return true
        }

        /// A string from its opening quote: its bytes must be UTF-8 without control
        /// characters; escapes are decoded as JSON defines them.
        private mutating func string() -> String? {
            index += 1
            let start = index
            var ascii = true
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = Self.text(UnsafeRawBufferPointer(rebasing: bytes[start..<index]), ascii: ascii)
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
                guard byte >= 0x20 else { return nil }
                if byte >= 0x80 { ascii = false }
                index += 1
            }
            return nil
        }

        /// The text of a string's bytes, nil when they are not UTF-8. Nearly every string of a
        /// journal is ASCII, which is always UTF-8: such bytes are taken as they are, without
        /// `String(validating:)`, whose generic checks were a seventh of a large export's time.
        private static func text(_ bytes: UnsafeRawBufferPointer, ascii: Bool) -> String? {
            ascii ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
        }

        /// The rest of a string that holds an escape, from its first byte at `start`.
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
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, nothing else.
        private mutating func number() -> LineJSON? {
            let start = index
            if peek(UInt8(ascii: "-")) { index += 1 }
            if peek(UInt8(ascii: "0")) {
                index += 1
            } else {
                guard digits() > 0 else { return nil }
            }
            var integral = true
            if peek(UInt8(ascii: ".")) {
                index += 1
                guard digits() > 0 else { return nil }
                integral = false
            }
            if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
                index += 1
                if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
                guard digits() > 0 else { return nil }
                integral = false
            }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            // A number no `Double` holds (1e400) is one Foundation's readers may refuse: left to them.
            guard integral || Double(text)?.isFinite == true else { return nil }
            return .number(text, integral: integral)
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
