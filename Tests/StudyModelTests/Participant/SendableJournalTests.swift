import Foundation
import StudyModel
import XCTest

/// A journal's sendable lines kept as places in its bytes (`SendableJournal`) say what
/// `JournalLine.complete` said line by line: the same lines, the same first unsendable one.
final class SendableJournalTests: XCTestCase {
    /// The rules spelled out once more, the slow way, as the oracle.
    private func expected(_ data: Data) -> (texts: [String], unsendable: String?) {
        var texts: [String] = []
        var pieces = Array(data).split(separator: 0x0A, omittingEmptySubsequences: false)
        pieces.removeLast() // after the last newline: a torn line, or nothing
        for (index, piece) in pieces.enumerated() {
            var why: String?
            if piece.isEmpty {
                why = "is empty"
            } else if piece.contains(0) {
                why = "holds a NUL byte"
            } else if String(validating: Array(piece), as: UTF8.self) == nil {
                why = "is not valid UTF-8"
            }
            if let why { return (texts, "line \(index + 1) \(why)") }
            texts.append(String(decoding: piece, as: UTF8.self))
        }
        return (texts, nil)
    }

    func testLinesOfEveryLengthAndScriptAreTheJournalsOwnBytes() {
        // Lengths around the eight-byte steps of the ASCII check, ASCII and not, the last
        // non-ASCII byte at every place; then lines that cannot be sent at each of them.
        var lines: [[UInt8]] = []
        for length in 1...19 {
            lines.append(Array(repeating: UInt8(ascii: "a"), count: length))
            for place in 0..<length {
                var line = Array(repeating: UInt8(ascii: "b"), count: length)
                line[place] = 0xC3
                line.insert(0xA9, at: place + 1) // "é"
                lines.append(line)
            }
        }
        let good: [UInt8] = lines.flatMap { line -> [UInt8] in line + [UInt8(0x0A)] }
        var tails: [[UInt8]] = [[], Array("{\"torn\":".utf8), [0x0A], [0x61, 0x00, 0x0A], [0xC3, 0x0A]]
        // A byte that is never UTF-8, at every place of lines of one to three eight-byte steps.
        for place in 0..<24 {
            var line = Array(repeating: UInt8(ascii: "a"), count: 24)
            line[place] = 0xFF
            tails.append(line + [0x0A])
        }
        for tail in tails {
            for prefix in [0, 1] {
                var bytes: [UInt8] = Array(repeating: UInt8(ascii: "x"), count: prefix)
                bytes += good
                bytes += tail
                bytes += Array("{\"after\":1}\n".utf8)
                var data = Data(bytes)
                if prefix == 1 { data = data.dropFirst() } // a slice that does not start at 0
                let journal = SendableJournal(data)
                let oracle = expected(data)
                XCTAssertEqual(journal.spans.indices.map { journal.text($0) }, oracle.texts, "\(tail)")
                XCTAssertEqual(journal.unsendable?.description, oracle.unsendable, "\(tail)")
                let complete: (lines: [JournalLine], unsendable: JournalLine.Unsendable?) = JournalLine.complete(
                    in: data)
                XCTAssertEqual(complete.lines.map { $0.text }, oracle.texts)
                XCTAssertEqual(complete.lines.map { $0.sequence }, Array(1...oracle.texts.count))
                XCTAssertEqual(complete.unsendable, journal.unsendable)
            }
        }
    }

    func testSpansAreOffsetsIntoTheBytesWithoutTheNewlines() {
        let journal = SendableJournal(Data("{\"a\":1}\n{\"bb\":2}\n{\"c\"".utf8).dropFirst(0))
        XCTAssertEqual(journal.spans, [0..<7, 8..<16])
        XCTAssertEqual(journal.count, 2)
        XCTAssertNil(journal.unsendable)
        XCTAssertEqual(SendableJournal(Data()).count, 0)
    }
}
