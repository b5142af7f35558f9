import Foundation
import Testing

@testable import StudyModel

/// Ids hash their text folded into one word (`IdentifierHashing`), not through `Hasher`:
/// equal ids must still hash alike (canonically equivalent texts included) and distinct
/// ids should not collide, whatever their length.
@Suite struct IdentifierHashingTests {
    /// Every length from empty to past three words, so each way of reading the last bytes
    /// (single bytes, two halves, a word, overlapping words) is crossed.
    private static let texts = (0...26).map { String("abcdefghijklmnopqrstuvwxyz".prefix($0)) }

    @Test func equalIdsHashAlikeInEveryTable() {
        for text in Self.texts {
            let id = StepID(text)
            let copy = StepID(String(decoding: Array(text.utf8), as: UTF8.self))
            #expect(id.hashValue == copy.hashValue)
            #expect(id._rawHashValue(seed: 12345) == copy._rawHashValue(seed: 12345))
            var hasher = Hasher()
            id.hash(into: &hasher)
            var other = Hasher()
            copy.hash(into: &other)
            #expect(hasher.finalize() == other.finalize())
        }
    }

    @Test func textsOfEveryLengthAndOneChangedByteFoldApart() {
        var folded = Set<UInt64>()
        for text in Self.texts {
            folded.insert(IdentifierHashing.folded(text))
            // The same length with each byte changed in turn: each reading of the tail counts every byte.
            for position in text.utf8.indices {
                var bytes = Array(text.utf8)
                bytes[text.utf8.distance(from: text.utf8.startIndex, to: position)] = UInt8(ascii: "_")
                folded.insert(IdentifierHashing.folded(String(decoding: bytes, as: UTF8.self)))
            }
        }
        let expected = Self.texts.reduce(0) { $0 + 1 + $1.utf8.count }
        #expect(folded.count == expected)
    }

    @Test func canonicallyEquivalentTextsAreOneKey() {
        // The Kelvin sign is canonically "K", and "é" composed is "e" with its accent.
        let kelvin = StepID("\u{212A}elvin")
        let ascii = StepID("Kelvin")
        #expect(kelvin == ascii)
        #expect(kelvin._rawHashValue(seed: 7) == ascii._rawHashValue(seed: 7))
        let table: [ConsentSectionID: Int] = ["caf\u{E9}": 1, "Kelvin": 2]
        #expect(table[ConsentSectionID("cafe\u{301}")] == 1)
        #expect(table[ConsentSectionID("\u{212A}elvin")] == 2)
        #expect(Set([kelvin, ascii]).count == 1)
    }

    @Test func dictionariesOfManyIdsFindEachAndNoOther() {
        let ids = (0..<2_000).map { StepID("q\($0)_item") }
        var table: [StepID: Int] = [:]
        for (number, id) in ids.enumerated() { table[id] = number }
        #expect(table.count == ids.count)
        for (number, id) in ids.enumerated() { #expect(table[id] == number) }
        #expect(table[StepID("q2000_item")] == nil)
        #expect(table[StepID("")] == nil)
    }

    @Test func aSeedChangesTheHash() {
        let id = TaskID("weekly_checkin")
        let hashes = Set((0..<16).map { id._rawHashValue(seed: $0) })
        #expect(hashes.count == 16)
    }
}
