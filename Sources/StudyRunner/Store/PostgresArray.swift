/// PostgreSQL's text form of a `text[]`, for sending many lines as one bound parameter:
/// every element double-quoted, with `\` and `"` escaped, so no element can end early or
/// be read as NULL. The result is a value, never part of the statement. Built from UTF-8
/// bytes: the two escaped characters are ASCII, which no byte of a longer UTF-8 sequence is.
enum PostgresArray {
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    static func literal(_ elements: [String]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        bytes.reserveCapacity(elements.reduce(2) { $0 + $1.utf8.count + 3 })
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(quote)
            for byte in element.utf8 {
                if byte == quote || byte == backslash { bytes.append(backslash) }
                bytes.append(byte)
            }
            bytes.append(quote)
        }
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The elements of an `integer[]` as the server writes it (`{3,7}`); empty for `{}` or NULL.
    static func integers(_ text: String?) -> [Int] {
        guard let text else { return [] }
        return text.filter { $0 != "{" && $0 != "}" }.split(separator: ",").compactMap { Int($0) }
    }
}
