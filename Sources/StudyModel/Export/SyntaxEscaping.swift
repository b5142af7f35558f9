/// Replacing a few ASCII characters in a text by what a syntax file writes instead (a quote
/// doubled for SPSS, a backslash escape for R, `\|` in a Markdown table), byte by byte:
/// Foundation's `replacingOccurrences` goes through `NSString` and was more than half of the
/// instructions an export spends on its syntax files and codebook, for texts that almost
/// never hold the character at all.
enum SyntaxEscaping {
    /// `text` with every byte that `replacement` gives a text for replaced by that text. Only
    /// ASCII bytes are ever replaced, so the result is valid UTF-8 whenever `text` is.
    static func replacing(_ text: String, _ replacement: (UInt8) -> StaticString?) -> String {
        var text = text
        let replaced: [UInt8]? = text.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 < 0x80 && replacement($0) != nil }) else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + 8)
            for byte in utf8 {
                if byte < 0x80, let replaced = replacement(byte) {
                    replaced.withUTF8Buffer { bytes.append(contentsOf: $0) }
                } else {
                    bytes.append(byte)
                }
            }
            return bytes
        }
        return replaced.map { String(decoding: $0, as: UTF8.self) } ?? text
    }
}
