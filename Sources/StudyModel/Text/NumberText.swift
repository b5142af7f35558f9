import Foundation

/// The one way the program writes numbers for people and files: answers, scores, limits in
/// messages and diagnostics, task summaries, timestamps and hashes. Decimals are plain
/// (never an exponent), a whole number has no point, `-0` is `0`; a fixed or a largest
/// number of places is asked for by name. Every other file calls these rather than
/// `String(format:)` or `"\(double)"`, so two places can never write one number two ways.
public enum NumberText {
    /// The shortest plain spelling: `50`, `0.5`, `-3.25`, `0.00001` (not `1e-05`).
    public static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let shortest = value.description
        // Its bytes, not Foundation's substring search: an exponent is the one `e` it can hold.
        guard shortest.utf8.contains(UInt8(ascii: "e")) else { return shortest }
        return trimmedZeros(String(format: "%.12f", value))
    }

    /// Exactly `places` digits after the point: `7.50` for 7.5 with 2 places.
    public static func text(_ value: Double, places: Int) -> String {
        if places <= 0 { return text(value.rounded()) }
        // A whole number (most scores) is written here as `String(format:)` writes it: its
        // digits, the point, zeros. Foundation's formatting cost about 0.1 million
        // instructions a number on the dashboard. (-0 keeps its sign there: left to it.)
        if value == value.rounded(), abs(value) < 1e15, value != 0 || value.sign == .plus {
            return String(Int(value)) + "." + String(repeating: "0", count: places)
        }
        return String(format: "%.\(places)f", value)
    }

    /// At most `places` digits after the point, without trailing zeros: `7.5`, `7`.
    public static func text(_ value: Double, upTo places: Int) -> String {
        trimmedZeros(text(value, places: places))
    }

    /// `value` rounded to `places` decimal places (the nearest double to that decimal), so
    /// results files do not carry float noise.
    public static func rounded(_ value: Double, places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }

    /// A whole number with at least `width` digits, zeros in front: `007`, `-05`.
    public static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }

    /// Hexadecimal with at least `width` digits: `0a`, or `00E9` in capitals.
    public static func hex(_ value: some BinaryInteger, width: Int, uppercase: Bool = false) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Bytes in lowercase hex, two digits each (a digest): built in one buffer, not a
    /// string per byte, since the journal's chain hashes every line it reads.
    public static func hex(bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(hexDigit(byte >> 4))
            text.append(hexDigit(byte & 0x0F))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The lowercase digit of a value 0...15 (no table to build at each call).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
    }

    private static func trimmedZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var result = Substring(text)
        while result.last == "0" { result = result.dropLast() }
        if result.last == "." { result = result.dropLast() }
        return result == "-0" ? "0" : String(result)
    }
}
