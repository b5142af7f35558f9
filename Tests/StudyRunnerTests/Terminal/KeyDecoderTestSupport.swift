@testable import StudyRunner

/// Decoding helpers shared by the key decoder tests.
enum KeyDecoding {
    /// All bytes in one read, then settled as if nothing more came.
    static func keys(_ bytes: [UInt8]) -> [Key] {
        keys(chunks: [bytes])
    }

    static func keys(_ text: String) -> [Key] {
        keys(Array(text.utf8))
    }

    /// One read per chunk, taking every key available after each, then settling.
    static func keys(chunks: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for chunk in chunks {
            decoder.feed(chunk)
            while let key = decoder.next() { keys.append(key) }
        }
        while let key = decoder.next(noMoreBytesComing: true) { keys.append(key) }
        return keys
    }

    /// One read per byte.
    static func keysByteByByte(_ bytes: [UInt8]) -> [Key] {
        keys(chunks: bytes.map { [$0] })
    }

    static func keysByteByByte(_ text: String) -> [Key] {
        keysByteByByte(Array(text.utf8))
    }

    static let esc: UInt8 = 0x1B

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
