/// UTF-8 text for `KeyDecoder`: one scalar at a time, strictly validated (no overlong
/// forms, no surrogates, nothing above U+10FFFF), and graphemes glued back together when
/// their scalars arrive in the same burst (an IME commit, `e` + U+0301).
extension KeyDecoder {
    enum Scalar: Equatable {
        case scalar(Unicode.Scalar, length: Int)
        /// Not UTF-8: this many bytes form the bad prefix and are replaced by U+FFFD.
        case invalid(length: Int)
        case incomplete
    }

    /// Decodes one scalar from `bytes` at `index`. With `settle`, a truncated sequence at
    /// the end of the bytes is invalid rather than incomplete.
    static func decodeScalar(_ bytes: [UInt8], at index: Int, settle: Bool) -> Scalar {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF // allowed range of the second byte
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xED:
            length = 3
            high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF4:
            length = 4
            high = 0x8F
        case 0xF1...0xF3: length = 4
        default: return .invalid(length: 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < bytes.count else {
                return settle ? .invalid(length: offset) : .incomplete
            }
            let byte = bytes[index + offset]
            let range = offset == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else { return .invalid(length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return .scalar(Unicode.Scalar(value)!, length: length)
    }

    /// Text at `index`: one grapheme, extended with the scalars right behind it that join
    /// it (only those already buffered; a reader never waits for a combining mark).
    func parseText(at index: Int, settle: Bool) -> Parse {
        let first: Unicode.Scalar
        var length: Int
        switch Self.decodeScalar(buffer, at: index, settle: settle) {
        case .incomplete: return .incomplete
        case .invalid(let bad): return .key(.character("\u{FFFD}"), length: bad)
        case .scalar(let scalar, let scalarLength):
            if Self.isControl(scalar) {
                return .key(.unknown(Array(buffer[index..<index + scalarLength])), length: scalarLength)
            }
            first = scalar
            length = scalarLength
        }
        var text = String(Character(first))
        while index + length < buffer.count {
            guard case .scalar(let next, let nextLength) = Self.decodeScalar(buffer, at: index + length, settle: false),
                !Self.isControl(next)
            else { break }
            var longer = text
            longer.unicodeScalars.append(next)
            guard longer.count == 1 else { break }
            text = longer
            length += nextLength
        }
        return .key(.character(text.first!), length: length)
    }

    /// C0, DEL and C1 controls: never characters.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
