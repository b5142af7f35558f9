import Testing

@testable import StudyRunner

extension TerminalTests {
    /// Plain bytes: printable ASCII, control bytes, UTF-8 text and what is not UTF-8.
    @Suite struct KeyDecoderTextTests {
        @Test func everyPrintableASCIIByteIsItsCharacter() {
            for byte in UInt8(0x20)...0x7E {
                let expected = Key.character(Character(Unicode.Scalar(byte)))
                #expect(KeyDecoding.keys([byte]) == [expected], "byte \(byte)")
            }
        }

        @Test func everyControlByteHasOneMeaning() {
            var expected: [UInt8: Key] = [
                0x00: .ctrl("@"), 0x08: .backspace, 0x09: .tab, 0x0A: .enter, 0x0D: .enter,
                0x1C: .ctrl("\\"), 0x1D: .ctrl("]"), 0x1E: .ctrl("^"), 0x1F: .ctrl("_"), 0x7F: .backspace,
            ]
            for byte in UInt8(0x01)...0x1A where expected[byte] == nil {
                expected[byte] = .ctrl(Character(Unicode.Scalar(byte + 0x60)))
            }
            #expect(expected[0x03] == .ctrl("c"))
            #expect(expected[0x1A] == .ctrl("z"))
            for (byte, key) in expected {
                #expect(KeyDecoding.keys([byte]) == [key], "byte \(byte)")
            }
            #expect(expected.count == 33 - 1) // 0x00…0x1F and 0x7F, without ESC (0x1B)
        }

        @Test func carriageReturnLineFeedTogetherIsOneEnter() {
            #expect(KeyDecoding.keys("a\r\nb") == [.character("a"), .enter, .character("b")])
            #expect(KeyDecoding.keys("\r\r") == [.enter, .enter])
            #expect(KeyDecoding.keys("\n\r") == [.enter, .enter])
            // Apart, they are two presses.
            #expect(KeyDecoding.keysByteByByte("\r\n") == [.enter, .enter])
        }

        @Test(arguments: ["é", "ß", "ж", "你", "好", "한", "😀", "𝄞", "\u{10FFFF}"])
        func multiByteCharactersArriveWhole(_ text: String) {
            let expected = [Key.character(Character(text))]
            #expect(KeyDecoding.keys(text) == expected)
            #expect(KeyDecoding.keysByteByByte(text) == expected)
        }

        @Test func aCharacterIsNotReadyUntilItsLastByte() {
            var decoder = KeyDecoder()
            let bytes = Array("你".utf8)
            for byte in bytes.dropLast() {
                decoder.feed([byte])
                #expect(decoder.next() == nil)
                #expect(decoder.isWaitingForMoreBytes)
            }
            decoder.feed([bytes.last!])
            #expect(decoder.next() == .character("你"))
            #expect(!decoder.isWaitingForMoreBytes)
        }

        @Test func anInputMethodCommitIsOneKeyPerCharacter() {
            #expect(KeyDecoding.keys("你好，世界") == "你好，世界".map { .character($0) })
        }

        @Test func scalarsOfOneGraphemeInOneReadAreOneCharacter() {
            #expect(KeyDecoding.keys("e\u{301}x") == [.character("e\u{301}"), .character("x")])
            #expect(KeyDecoding.keys("👍🏽") == [.character("👍🏽")])
            #expect(KeyDecoding.keys("👨‍👩‍👧") == [.character("👨‍👩‍👧")])
            #expect(KeyDecoding.keys("🇩🇪🇫🇷") == [.character("🇩🇪"), .character("🇫🇷")])
            // Split over reads, the parts arrive as they come; appended they join again.
            #expect(
                KeyDecoding.keys(chunks: [KeyDecoding.bytes("e"), KeyDecoding.bytes("\u{301}")])
                    == [.character("e"), .character("\u{301}")])
        }

        @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() {
            let replacement = Key.character("\u{FFFD}")
            #expect(KeyDecoding.keys([0xFF]) == [replacement])
            #expect(KeyDecoding.keys([0x80, 0x41]) == [replacement, .character("A")])
            #expect(KeyDecoding.keys([0xC3, 0x28]) == [replacement, .character("(")])
            #expect(KeyDecoding.keys([0xC0, 0x80]) == [replacement, replacement]) // overlong
            #expect(KeyDecoding.keys([0xE0, 0x80, 0x80]).first == replacement) // overlong
            #expect(KeyDecoding.keys([0xED, 0xA0, 0x80]).first == replacement) // surrogate
            #expect(KeyDecoding.keys([0xF4, 0x90, 0x80, 0x80]).first == replacement) // > U+10FFFF
            #expect(KeyDecoding.keys([0xF5]) == [replacement])
        }

        @Test func aTruncatedCharacterIsReplacedOnlyWhenNothingMoreComes() {
            var decoder = KeyDecoder()
            decoder.feed([0xE4, 0xBD])
            #expect(decoder.next() == nil)
            #expect(decoder.next(noMoreBytesComing: true) == .character("\u{FFFD}"))
            #expect(decoder.next(noMoreBytesComing: true) == nil)
            #expect(!decoder.isWaitingForMoreBytes)
        }

        @Test func c1ControlsAreNeverCharacters() {
            #expect(KeyDecoding.keys([0xC2, 0x9B]) == [.unknown([0xC2, 0x9B])])
        }

        @Test func consumedBytesAreCountedPerKey() {
            var decoder = KeyDecoder()
            decoder.feed(Array("a你\u{1B}[A".utf8))
            #expect(decoder.next() == .character("a"))
            #expect(decoder.consumedByteCount == 1)
            #expect(decoder.next() == .character("你"))
            #expect(decoder.consumedByteCount == 4)
            #expect(decoder.next() == .up)
            #expect(decoder.consumedByteCount == 7)
        }

        @Test func bufferedBytesCanBeHandedOverAsTyped() {
            var decoder = KeyDecoder()
            decoder.feed(Array("ab\u{1B}[".utf8))
            #expect(decoder.next() == .character("a"))
            #expect(decoder.takeBufferedBytes() == Array("b\u{1B}[".utf8))
            #expect(decoder.consumedByteCount == 4)
            #expect(decoder.next() == nil)
            #expect(!decoder.isWaitingForMoreBytes)
        }
    }
}
