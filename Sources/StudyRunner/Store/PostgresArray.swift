/// A `text[]` sent as one bound parameter in PostgreSQL's binary form (as the server's
/// `array_send` writes it): a header, then each element as its length and its UTF-8 bytes,
/// copied as they are. Nothing is escaped, so no element can end early or be read as NULL,
/// and neither side goes through the text form's quoting a byte at a time: built that way
/// (`{"…","…"}`, every `"` and `\` escaped) it was 41 % of the instructions of a `study sync`
/// of the bench's folder (callgrind, BENCHMARKS.md), and the server parses it again. The
/// server still checks that every element is UTF-8 without NUL, as for any text it is sent.
enum PostgresArray {
    /// The type of the elements, `text` (PostgreSQL's `TEXTOID`, fixed since its first
    /// release); the server refuses an array whose header names another one.
    static let textType: Int32 = 25

    /// Each element's length is an `Int32`: a journal line longer than a text PostgreSQL
    /// keeps (1 GB) is refused before it comes here (`JournalLine.complete`).
    static func binaryText(_ elements: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(elements.reduce(20) { $0 + 4 + $1.utf8.count })
        func append(_ value: Int32) {
            withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0) }
        }
        // Dimensions (none for an empty array, as `array_send` writes it), no NULL element,
        // the element type, then the one dimension's length and first index.
        append(elements.isEmpty ? 0 : 1)
        append(0)
        append(textType)
        if !elements.isEmpty {
            append(Int32(elements.count))
            append(1)
        }
        for element in elements {
            var element = element
            element.withUTF8 { utf8 in
                append(Int32(utf8.count))
                bytes.append(contentsOf: utf8)
            }
        }
        return bytes
    }

    /// The elements of an `integer[]` as the server writes it (`{3,7}`); empty for `{}` or NULL.
    static func integers(_ text: String?) -> [Int] {
        guard let text else { return [] }
        return text.filter { $0 != "{" && $0 != "}" }.split(separator: ",").compactMap { Int($0) }
    }
}
