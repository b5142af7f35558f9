import Foundation
import StudyModel

/// PostgreSQL's text form of a `bytea` (`\x` and two hex digits a byte), for sending a
/// file's bytes as one bound parameter and reading them back exactly, whatever they hold.
enum PostgresBytes {
    static func literal(_ bytes: Data) -> String {
        "\\x" + NumberText.hex(bytes: bytes)
    }

    /// The bytes of a `bytea` as the server writes it in text form; nil for NULL or for
    /// anything that is not `\x` and whole pairs of hex digits.
    static func data(_ text: String?) -> Data? {
        guard let text, text.hasPrefix("\\x") else { return nil }
        let digits = Array(text.utf8.dropFirst(2))
        guard digits.count % 2 == 0 else { return nil }
        var bytes = Data(capacity: digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(of: digits[index]), let low = value(of: digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
