import Testing

@testable import StudyRunner

extension TerminalTests {
    /// Escape sequences: CSI, SS3, modifiers, Alt prefixes, and the lone ESC.
    @Suite struct KeyDecoderSequenceTests {
        static let csi: [(String, Key)] = [
            ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[Z", .modified(.tab, .shift)),
            ("\u{1B}[1~", .home), ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[4~", .end),
            ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
            ("\u{1B}[11~", .function(1)), ("\u{1B}[12~", .function(2)), ("\u{1B}[13~", .function(3)),
            ("\u{1B}[14~", .function(4)), ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
            ("\u{1B}[18~", .function(7)), ("\u{1B}[19~", .function(8)), ("\u{1B}[20~", .function(9)),
            ("\u{1B}[21~", .function(10)), ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
            ("\u{1B}[P", .function(1)), ("\u{1B}[S", .function(4)),
        ]

        static let ss3: [(String, Key)] = [
            ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
            ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}OM", .enter),
            ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)),
            ("\u{1B}OS", .function(4)),
        ]

        static let modified: [(String, Key)] = [
            ("\u{1B}[1;5C", .modified(.right, .control)),
            ("\u{1B}[1;5D", .modified(.left, .control)),
            ("\u{1B}[1;2A", .modified(.up, .shift)),
            ("\u{1B}[1;3B", .modified(.down, .alt)),
            ("\u{1B}[1;6B", .modified(.down, [.control, .shift])),
            ("\u{1B}[1;8H", .modified(.home, [.control, .alt, .shift])),
            ("\u{1B}[1;9F", .modified(.end, .meta)),
            ("\u{1B}[3;5~", .modified(.delete, .control)),
            ("\u{1B}[5;2~", .modified(.pageUp, .shift)),
            ("\u{1B}[1;2P", .modified(.function(1), .shift)),
            ("\u{1B}[15;5~", .modified(.function(5), .control)),
            ("\u{1B}[1;1C", .right),
            ("\u{1B}[;5C", .modified(.right, .control)),
        ]

        @Test(arguments: csi + ss3 + modified)
        func sequencesDecodeTheSameInAnySplit(_ sequence: String, _ key: Key) {
            let bytes = Array(sequence.utf8)
            #expect(KeyDecoding.keys(bytes) == [key])
            #expect(KeyDecoding.keysByteByByte(bytes) == [key])
            for split in 1..<bytes.count {
                #expect(
                    KeyDecoding.keys(chunks: [Array(bytes[..<split]), Array(bytes[split...])]) == [key],
                    "split at \(split)")
            }
        }

        @Test func aSequenceIsNotReadyBeforeItsFinalByte() {
            var decoder = KeyDecoder()
            for byte in Array("\u{1B}[1;5".utf8) {
                decoder.feed([byte])
                #expect(decoder.next() == nil)
            }
            decoder.feed(Array("C".utf8))
            #expect(decoder.next() == .modified(.right, .control))
        }

        @Test func aLoneEscapeIsEscapeOnlyWhenNothingFollows() {
            var decoder = KeyDecoder()
            decoder.feed([0x1B])
            #expect(decoder.next() == nil)
            #expect(decoder.isWaitingForMoreBytes)
            #expect(decoder.next(noMoreBytesComing: true) == .escape)
            #expect(decoder.next(noMoreBytesComing: true) == nil)
        }

        @Test func escapeThenMoreKeysAfterAPause() {
            var decoder = KeyDecoder()
            decoder.feed([0x1B])
            #expect(decoder.next(noMoreBytesComing: true) == .escape)
            decoder.feed(Array("[A".utf8))
            #expect(decoder.next() == .character("["))
            #expect(decoder.next() == .character("A"))
        }

        @Test func escapeBeforeAKeyIsAlt() {
            #expect(KeyDecoding.keys("\u{1B}x") == [.modified(.character("x"), .alt)])
            #expect(KeyDecoding.keys("\u{1B}é") == [.modified(.character("é"), .alt)])
            #expect(KeyDecoding.keys([0x1B, 0x7F]) == [.modified(.backspace, .alt)])
            #expect(KeyDecoding.keys([0x1B, 0x0D]) == [.modified(.enter, .alt)])
            #expect(KeyDecoding.keys([0x1B, 0x03]) == [.modified(.ctrl("c"), .alt)])
            #expect(KeyDecoding.keys("\u{1B}\u{1B}[A") == [.modified(.up, .alt)])
            #expect(KeyDecoding.keys("\u{1B}\u{1B}[1;5C") == [.modified(.right, [.alt, .control])])
            #expect(KeyDecoding.keys("\u{1B}\u{1B}") == [.modified(.escape, .alt)])
            #expect(KeyDecoding.keysByteByByte("\u{1B}x") == [.modified(.character("x"), .alt)])
        }

        @Test func unfinishedIntroducersSettleAsAltKeys() {
            #expect(KeyDecoding.keys("\u{1B}[") == [.modified(.character("["), .alt)])
            #expect(KeyDecoding.keys("\u{1B}O") == [.modified(.character("O"), .alt)])
            #expect(KeyDecoding.keys("\u{1B}[1;") == [.unknown(Array("\u{1B}[1;".utf8))])
        }

        @Test func sequencesNobodyTypesAreUnknownAndSwallowed() {
            let mouse = Array("\u{1B}[<0;12;5M".utf8)
            #expect(KeyDecoding.keys(mouse + [0x61]) == [.unknown(mouse), .character("a")])
            #expect(KeyDecoding.keys("\u{1B}[?1;2c") == [.unknown(Array("\u{1B}[?1;2c".utf8))])
            #expect(KeyDecoding.keys("\u{1B}[I") == [.unknown(Array("\u{1B}[I".utf8))])
            #expect(KeyDecoding.keys("\u{1B}[99~") == [.unknown(Array("\u{1B}[99~".utf8))])
            #expect(KeyDecoding.keys("\u{1B}[201~") == [.unknown(Array("\u{1B}[201~".utf8))])
            #expect(KeyDecoding.keys("\u{1B}[1;99C") == [.unknown(Array("\u{1B}[1;99C".utf8))])
            #expect(KeyDecoding.keys("\u{1B}[ q") == [.unknown(Array("\u{1B}[ q".utf8))])
            #expect(KeyDecoding.keys("\u{1B}Oz") == [.unknown(Array("\u{1B}Oz".utf8))])
        }

        @Test func aBrokenSequenceDoesNotEatTheKeyThatBrokeIt() {
            #expect(KeyDecoding.keys("\u{1B}[1\u{7}") == [.unknown(Array("\u{1B}[1".utf8)), .ctrl("g")])
            #expect(KeyDecoding.keys("\u{1B}[é") == [.modified(.character("["), .alt), .character("é")])
        }

        @Test func anEndlessSequenceIsCutOff() {
            let endless = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100)
            var decoder = KeyDecoder()
            decoder.feed(endless)
            guard case .unknown(let bytes) = decoder.next() else {
                Issue.record("expected an unknown sequence")
                return
            }
            #expect(bytes.count == KeyDecoder.maximumSequenceLength)
            #expect(decoder.next() == .character("1"))
        }

        @Test func keysAfterSequencesInOneRead() {
            #expect(KeyDecoding.keys("\u{1B}[Ab\u{1B}OBc\r") == [.up, .character("b"), .down, .character("c"), .enter])
        }

        @Test func modifiersMergeIntoOneSpelling() {
            #expect(Key.up.addingModifiers([]) == .up)
            #expect(Key.modified(.up, .shift).addingModifiers(.alt) == .modified(.up, [.shift, .alt]))
        }

        @Test func labelsNameKeysForTheHelpLine() {
            #expect(Key.up.label == "↑")
            #expect(Key.character(" ").label == "space")
            #expect(Key.ctrl("c").label == "ctrl-c")
            #expect(Key.modified(.right, [.control, .shift]).label == "ctrl-shift-→")
            #expect(Key.modified(.character("x"), .alt).label == "alt-x")
            #expect(Key.function(5).label == "F5")
            #expect(Key.unknown([0x1B, 0x5B]).label == "(unknown 1b 5b)")
        }
    }
}
