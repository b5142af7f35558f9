import Testing

@testable import StudyRunner

extension TerminalTests {
    /// Bracketed paste: everything between the markers is text, line breaks included.
    @Suite struct KeyDecoderPasteTests {
        static let start = "\u{1B}[200~"
        static let end = "\u{1B}[201~"

        @Test func aPasteIsOneKeyWithItsText() {
            let bytes = Array((Self.start + "hello\r\nworld\r你好" + Self.end + "x").utf8)
            let expected: [Key] = [.paste("hello\nworld\n你好"), .character("x")]
            #expect(KeyDecoding.keys(bytes) == expected)
            #expect(KeyDecoding.keysByteByByte(bytes) == expected)
            for split in 1..<bytes.count {
                #expect(
                    KeyDecoding.keys(chunks: [Array(bytes[..<split]), Array(bytes[split...])]) == expected,
                    "split at \(split)")
            }
        }

        @Test func sequencesInsideAPasteAreText() {
            let text = "a\u{1B}[Ab\u{1B}[201"
            #expect(KeyDecoding.keys(Self.start + text + Self.end) == [.paste(text)])
        }

        @Test func aPasteWaitsForItsEndEvenThroughPauses() {
            var decoder = KeyDecoder()
            decoder.feed(Array((Self.start + "abc\u{1B}[20").utf8))
            #expect(decoder.next() == nil)
            #expect(decoder.isInsidePaste)
            #expect(decoder.next(noMoreBytesComing: true) == nil)
            decoder.feed(Array("1~".utf8))
            #expect(decoder.next() == .paste("abc"))
            #expect(!decoder.isInsidePaste)
        }

        @Test func anEmptyPasteIsStillAPaste() {
            #expect(KeyDecoding.keys(Self.start + Self.end) == [.paste("")])
        }

        @Test func pastedBytesCountAsConsumedAsTheyArrive() {
            var decoder = KeyDecoder()
            decoder.feed(Array((Self.start + "abcd").utf8))
            #expect(decoder.next() == nil)
            #expect(decoder.consumedByteCount == 10)
            decoder.feed(Array(Self.end.utf8))
            #expect(decoder.next() == .paste("abcd"))
            #expect(decoder.consumedByteCount == 16)
        }
    }
}
