/// Reads plain JSON into `FHIRJSON` in one pass over the bytes. `JSONDecoder` tries each
/// kind of value in turn and builds a `DecodingError` for every kind a value is not (four
/// for each object), which was most of the time a 1,000-item Questionnaire took to import.
/// This reader answers nil for anything it is not sure of (a syntax error, a repeated key, a
/// byte order mark, a lone surrogate, invalid UTF-8, a number out of range, deep nesting); the
/// caller then decodes with `JSONDecoder` as before, so every message about such a file stays
/// exactly as it was.
enum FHIRJSONReader {
    /// `JSONDecoder` refuses deeper nesting; deeper files are left to it.
    static let maximumDepth = 512

    static func read(_ bytes: [UInt8]) -> FHIRJSON? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipWhitespace()
            return reader.position == buffer.count ? value : nil
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipWhitespace() {
            while let byte = next, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        mutating func value(depth: Int) -> FHIRJSON? {
            skipWhitespace()
            switch next {
            case UInt8(ascii: "{"): return depth < maximumDepth ? object(depth: depth + 1) : nil
            case UInt8(ascii: "["): return depth < maximumDepth ? array(depth: depth + 1) : nil
            case UInt8(ascii: "\""): return string().map(FHIRJSON.string)
            case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            default: return number().map(FHIRJSON.number)
            }
        }

        private mutating func word(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            for index in 0..<count where bytes[position + index] != text.utf8Start[index] { return false }
            position += count
            return true
        }

        private mutating func object(depth: Int) -> FHIRJSON? {
            position += 1
            var members: [String: FHIRJSON] = [:]
            skipWhitespace()
            if next == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard next == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhitespace()
                guard next == UInt8(ascii: ":") else { return nil }
                position += 1
                // A repeated key: which one `JSONDecoder` keeps is its business.
                guard let member = value(depth: depth), members.updateValue(member, forKey: key) == nil else {
                    return nil
                }
                skipWhitespace()
                switch next {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "}"):
                    position += 1
                    return .object(members)
                default: return nil
                }
            }
        }

        private mutating func array(depth: Int) -> FHIRJSON? {
            position += 1
            var elements: [FHIRJSON] = []
            skipWhitespace()
            if next == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth) else { return nil }
                elements.append(element)
                skipWhitespace()
                switch next {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"):
                    position += 1
                    return .array(elements)
                default: return nil
                }
            }
        }

        /// A string from its opening quote; nil for a control character, a bad escape or invalid UTF-8.
        private mutating func string() -> String? {
            position += 1
            let start = position
            while let byte = next, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
                position += 1
            }
            guard let stop = next else { return nil }
            if stop == UInt8(ascii: "\"") {
                position += 1
                return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
            }
            guard stop == UInt8(ascii: "\\") else { return nil }
            var text = Array(bytes[start..<position])
            while let byte = next {
                position += 1
                switch byte {
                case UInt8(ascii: "\""): return String(validating: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard escape(into: &text) else { return nil }
                case 0..<0x20: return nil
                default: text.append(byte)
                }
            }
            return nil
        }

        /// The character after a backslash, appended as UTF-8.
        private mutating func escape(into text: inout [UInt8]) -> Bool {
            guard let byte = next else { return false }
            position += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                guard let scalar = unicodeEscape() else { return false }
                UTF8.encode(scalar) { text.append($0) }
            default: return false
            }
            return true
        }

        /// The scalar of `\uXXXX` (the `\u` read), a surrogate pair joined; nil for a lone surrogate.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let first = hex4() else { return nil }
            if !(0xD800...0xDFFF).contains(first) { return Unicode.Scalar(first) }
            guard first < 0xDC00, word("\\u"), let second = hex4(), (0xDC00...0xDFFF).contains(second) else {
                return nil
            }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        }

        private mutating func hex4() -> UInt32? {
            guard let value = JSONUnicodeEscape.hexQuad(bytes, at: position) else { return nil }
            position += 4
            return value
        }

        /// A number as JSON writes it (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`), finite.
        private mutating func number() -> Double? {
            let start = position
            if next == UInt8(ascii: "-") { position += 1 }
            if next == UInt8(ascii: "0") {
                position += 1
            } else if !digits() {
                return nil
            }
            if next == UInt8(ascii: ".") {
                position += 1
                guard digits() else { return nil }
            }
            if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
                position += 1
                if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { position += 1 }
                guard digits() else { return nil }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            // Out of range, or so small it reads as zero: left to `JSONDecoder` to judge.
            guard let value = Double(text), value.isFinite,
                value != 0 || !text.utf8.contains(where: { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) })
            else { return nil }
            return value
        }

        /// At least one digit, read.
        private mutating func digits() -> Bool {
            let start = position
            while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position > start
        }
    }
}
