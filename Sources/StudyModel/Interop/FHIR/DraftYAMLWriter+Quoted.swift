/// Texts in double quotes, escaped exactly as libyaml's emitter escapes them
/// (`yaml_emitter_write_double_quoted_scalar` with Unicode allowed and no line width): a
/// character is written as is when libyaml counts it printable (`IS_PRINTABLE`: a line feed,
/// ` `…`~`, U+00A0…U+D7FF, U+E000…U+FFFD but the byte order mark; never a character beyond
/// U+FFFF) and it is not a line break, `"` or `\`; any other gets libyaml's escape.
extension DraftYAMLWriter {
    mutating func writeQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if Self.isWrittenAsIs(value) {
                if value < 0x80 {
                    bytes.append(UInt8(value))
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            } else {
                writeEscape(value)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func isWrittenAsIs(_ value: UInt32) -> Bool {
        switch value {
        case 0x22, 0x5C: return false // `"` and `\`
        case 0x20...0x7E: return true
        case 0x2028, 0x2029, 0xFEFF: return false // line and paragraph separators, byte order mark
        case 0xA0...0xD7FF, 0xE000...0xFFFD: return true
        default: return false // controls, U+007F…U+009F (with NEL), U+FFFE, U+FFFF, beyond U+FFFF
        }
    }

    private mutating func writeEscape(_ value: UInt32) {
        bytes.append(UInt8(ascii: "\\"))
        if let letter = Self.namedEscapes[value] {
            bytes.append(letter.asciiValue!)
            return
        }
        let (letter, digits): (Character, Int) = value <= 0xFF ? ("x", 2) : value <= 0xFFFF ? ("u", 4) : ("U", 8)
        bytes.append(letter.asciiValue!)
        for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0x0F)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        }
    }

    /// libyaml's one-letter escapes.
    private static let namedEscapes: [UInt32: Character] = [
        0x00: "0", 0x07: "a", 0x08: "b", 0x09: "t", 0x0A: "n", 0x0B: "v", 0x0C: "f", 0x0D: "r", 0x1B: "e",
        0x22: "\"", 0x5C: "\\", 0x85: "N", 0xA0: "_", 0x2028: "L", 0x2029: "P",
    ]
}
