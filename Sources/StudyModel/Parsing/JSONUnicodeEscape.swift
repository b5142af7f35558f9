/// The four hexadecimal digits of a JSON `\uXXXX` escape, read the one way both strict JSON
/// readers (`LineTokens`, for journal lines, and `FHIRJSONReader`, for Questionnaires) read them.
enum JSONUnicodeEscape {
    /// The value of the four hex digits (either case) starting at `index`, or nil when fewer
    /// than four bytes remain or one of them is not a hex digit.
    static func hexQuad<Bytes: RandomAccessCollection>(_ bytes: Bytes, at index: Int) -> UInt32?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard index >= bytes.startIndex, index + 4 <= bytes.endIndex else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
