import Foundation
import StudyModel

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
    /// keeps (1 GB) is refused before it comes here (`SendableJournal`).
    static func binaryText(_ elements: [String]) -> PostgresBinary {
        let size = elements.reduce(headerSize(elements.count)) { $0 + 4 + $1.utf8.count }
        var writer = Writer(PostgresBinary(count: size))
        writer.header(elements.count)
        for element in elements {
            var element = element
            element.withUTF8 { writer.element(UnsafeRawBufferPointer($0)) }
        }
        return writer.written
    }

    /// The lines `lines` of each journal, in order, as one array: a sync's lines straight
    /// from the journals' bytes into the one buffer libpq is given, with no string or
    /// intermediate copy for each (BENCHMARKS.md, "Central store", ninth measurement).
    static func binaryText(journalLines parts: [(journal: SendableJournal, lines: Range<Int>)]) -> PostgresBinary {
        let count = parts.reduce(0) { $0 + $1.lines.count }
        let size = parts.reduce(headerSize(count)) { total, part in
            part.lines.reduce(total) { $0 + 4 + part.journal.spans[$1].count }
        }
        var writer = Writer(PostgresBinary(count: size))
        writer.header(count)
        for part in parts {
            part.journal.bytes.withUnsafeBytes { raw in
                for index in part.lines {
                    writer.element(UnsafeRawBufferPointer(rebasing: raw[part.journal.spans[index]]))
                }
            }
        }
        return writer.written
    }

    /// Dimensions (none for an empty array, as `array_send` writes it), no NULL element,
    /// the element type, then the one dimension's length and first index.
    private static func headerSize(_ count: Int) -> Int { count == 0 ? 12 : 20 }

    private struct Writer {
        let written: PostgresBinary
        private var offset = 0

        init(_ buffer: PostgresBinary) { written = buffer }

        mutating func header(_ count: Int) {
            int32(count == 0 ? 0 : 1)
            int32(0)
            int32(PostgresArray.textType)
            if count > 0 {
                int32(Int32(count))
                int32(1)
            }
        }

        mutating func element(_ bytes: UnsafeRawBufferPointer) {
            int32(Int32(bytes.count))
            if let base = bytes.baseAddress {
                (written.bytes.baseAddress! + offset).copyMemory(from: base, byteCount: bytes.count)
            }
            offset += bytes.count
        }

        private mutating func int32(_ value: Int32) {
            written.bytes.storeBytes(of: value.bigEndian, toByteOffset: offset, as: Int32.self)
            offset += 4
        }
    }

    /// The elements of an `integer[]` as the server writes it (`{3,7}`); empty for `{}` or NULL.
    static func integers(_ text: String?) -> [Int] {
        guard let text else { return [] }
        return text.filter { $0 != "{" && $0 != "}" }.split(separator: ",").compactMap { Int($0) }
    }
}

/// A parameter's bytes in binary form, allocated once at their exact size and freed with
/// this object, so that libpq reads them where they were written.
final class PostgresBinary {
    let bytes: UnsafeMutableRawBufferPointer
    var count: Int { bytes.count }

    init(count: Int) {
        bytes = .allocate(byteCount: count, alignment: 8)
    }

    deinit { bytes.deallocate() }

    /// The bytes as an array (for tests).
    var array: [UInt8] { Array(bytes) }
}
