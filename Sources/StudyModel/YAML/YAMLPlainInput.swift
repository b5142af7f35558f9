internal import CYaml

/// Hands libyaml a file of plain ASCII already in its character buffer, so that its reader
/// does not decode it again.
///
/// libyaml's reader takes the input one character at a time: it decodes the UTF-8, checks
/// that the character is allowed (tab, line break, or printable) and writes it back out as
/// UTF-8 into the buffer its scanner reads, about 54 instructions a byte, 9 % of validating
/// a large study (eleventh round, callgrind). For a file whose every byte is a tab, a line
/// feed, a carriage return or printable ASCII, that buffer ends up holding the file's own
/// bytes followed by one NUL, a character each, with no error possible: this puts them there
/// itself and marks the input as read to its end, the state in which the reader gives its
/// scanner the buffer as it is. Any other file (one byte outside that set) is read by libyaml
/// as before, and so is every file the composer leaves to Yams.
struct YAMLPlainInput {
    /// The buffer libyaml allocated, given back before `yaml_parser_delete` frees it.
    private let original: (start: UnsafeMutablePointer<yaml_char_t>?, end: UnsafeMutablePointer<yaml_char_t>?)
    private let filled: UnsafeMutablePointer<yaml_char_t>

    /// Nil, and `parser` untouched, unless `bytes` is plain ASCII and not empty.
    init?(filling parser: inout yaml_parser_t, with bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty, Self.isPlain(bytes) else { return nil }
        // The bytes, the NUL the reader puts after them at the end of the input, and room the
        // scanner may look at past that NUL (it looks up to four characters ahead).
        let capacity = bytes.count + 8
        filled = .allocate(capacity: capacity)
        filled.initialize(from: source, count: bytes.count)
        (filled + bytes.count).initialize(repeating: 0, count: capacity - bytes.count)
        original = (parser.buffer.start, parser.buffer.end)
        parser.buffer.start = filled
        parser.buffer.pointer = filled
        parser.buffer.last = filled + bytes.count + 1
        parser.buffer.end = filled + capacity
        parser.unread = bytes.count + 1
        parser.eof = 1
    }

    /// Puts libyaml's own buffer back (for `yaml_parser_delete` to free) and frees this one.
    func restore(_ parser: inout yaml_parser_t) {
        parser.buffer.start = original.start
        parser.buffer.pointer = original.start
        parser.buffer.last = original.start
        parser.buffer.end = original.end
        filled.deallocate()
    }

    /// Whether every byte is one libyaml's reader passes on unchanged: tab, line feed,
    /// carriage return, or printable ASCII (0x20 to 0x7E). Eight bytes at a time: a word
    /// with no byte under 0x20 and none over 0x7E passes in a few instructions; a word with
    /// one (a line break, mostly) is looked at byte by byte (twelfth round: a seventh of the
    /// instructions, on the parser's thread, which is the one the composer waits for).
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(start)
        let words = bytes.count / 8
        for word in 0..<words {
            let value = raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            guard hasControlOrHighByte(value) else { continue }
            guard isPlainByByte(UnsafeBufferPointer(start: start + word * 8, count: 8)) else { return false }
        }
        return isPlainByByte(UnsafeBufferPointer(start: start + words * 8, count: bytes.count - words * 8))
    }

    /// Whether some byte of `word` is under 0x20 or over 0x7E. Exact for "some": a byte under
    /// 0x20 sets its top bit in `word - 0x20…` with `~word`'s top bit set; adding 1 to each
    /// byte sets the top bit of one at 0x7F or over (or it was set already). Carries and
    /// borrows run only upward from a byte that is itself such a byte.
    private static func hasControlOrHighByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        let under = (word &- ones &* 0x20) & ~word & tops
        let over = ((word & ~tops) &+ ones) | word
        return under | (over & tops) != 0
    }

    private static func isPlainByByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte &- 0x20 >= 0x5F {
            guard byte == 0x09 || byte == 0x0A || byte == 0x0D else { return false }
        }
        return true
    }
}
