import Foundation

/// One member of a JSON object's top level read in a single pass over the bytes, with no
/// values made: what the export asks of every old participant's `onboarding.json` (its
/// `consentVersion`), where building the whole file's tokens cost more than the rest of
/// reading their journal's consent. The pass checks that the whole text is JSON of a plain
/// kind (ASCII, no `\u` escapes, no exponents or long numbers, shallow): in that kind every
/// reader agrees on what the text holds. Anything else, or the member written twice, gives
/// up (nil), and the caller reads the file the general way.
struct TopLevelPlainString {
    enum Found: Equatable {
        /// The member's value is a string with no escapes: its text.
        case text(String)
        /// The object has no such member, or its value is not a plain string.
        case other
    }

    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    private static let deepest = 32

    private init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The member `key` (plain ASCII) of the object `data` holds; nil to give up.
    static func member(_ key: String, in data: Data) -> Found? {
        data.withUnsafeBytes { bytes in
            var reader = TopLevelPlainString(bytes)
            return reader.object(key: Array(key.utf8))
        }
    }

    private mutating func object(key: [UInt8]) -> Found? {
        skipSpace()
        guard next(UInt8(ascii: "{")) else { return nil }
        var found: Found = .other
        var seen = false
        skipSpace()
        if !next(UInt8(ascii: "}")) {
            repeat {
                skipSpace()
                guard let name = string() else { return nil }
                skipSpace()
                guard next(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                let isKey = bytes[name].elementsEqual(key)
                if isKey {
                    guard !seen else { return nil }
                    seen = true
                }
                if isKey, index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    // An escape in the value: its text is the general reader's to make.
                    guard let text = string(), !bytes[text].contains(UInt8(ascii: "\\")) else { return nil }
                    found = .text(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[text]), as: UTF8.self))
                } else {
                    guard value(depth: 1) else { return nil }
                }
                skipSpace()
            } while next(UInt8(ascii: ","))
            guard next(UInt8(ascii: "}")) else { return nil }
        }
        skipSpace()
        return index == bytes.count ? found : nil
    }

    /// Any value, checked and passed over.
    private mutating func value(depth: Int) -> Bool {
        guard depth < Self.deepest, index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "{"): return members(depth: depth)
        case UInt8(ascii: "["): return elements(depth: depth)
        case UInt8(ascii: "t"): return word("true")
        case UInt8(ascii: "f"): return word("false")
        case UInt8(ascii: "n"): return word("null")
        default: return number()
        }
    }

    private mutating func members(depth: Int) -> Bool {
        index += 1
        skipSpace()
        if next(UInt8(ascii: "}")) { return true }
        repeat {
            skipSpace()
            guard string() != nil else { return false }
            skipSpace()
            guard next(UInt8(ascii: ":")) else { return false }
            skipSpace()
            guard value(depth: depth + 1) else { return false }
            skipSpace()
        } while next(UInt8(ascii: ","))
        return next(UInt8(ascii: "}"))
    }

    private mutating func elements(depth: Int) -> Bool {
        index += 1
        skipSpace()
        if next(UInt8(ascii: "]")) { return true }
        repeat {
            skipSpace()
            guard value(depth: depth + 1) else { return false }
            skipSpace()
        } while next(UInt8(ascii: ","))
        return next(UInt8(ascii: "]"))
    }

    /// A string of ASCII and simple escapes (no `\u`); the range of its text. Its plain
    /// bytes are passed over a word at a time (`PlainBytes`).
    private mutating func string() -> Range<Int>? {
        guard next(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while true {
            index = PlainBytes.skipped(bytes, from: index)
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return start..<index - 1
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { return nil }
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                default: return nil
                }
            case 0x20..<0x80: index += 1
            default: return nil
            }
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, at most 15 digits: a number every reader reads alike.
    private mutating func number() -> Bool {
        _ = next(UInt8(ascii: "-"))
        let start = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        var digits = index - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return false }
        if next(UInt8(ascii: ".")) {
            let fraction = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > fraction else { return false }
            digits += index - fraction
        }
        return digits <= 15
    }

    private mutating func word(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count,
            UnsafeBufferPointer(start: text.utf8Start, count: count).elementsEqual(bytes[index..<index + count])
        else { return false }
        index += count
        return true
    }

    private mutating func next(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
