import Foundation
import StudyModel
import XCTest

@testable import StudyRunner

/// A `text[]` in PostgreSQL's binary form (`array_send`'s layout), from strings or straight
/// from journals' bytes: the same bytes either way. The store tests send both to a real server.
final class PostgresArrayTests: XCTestCase {
    func testTheLayoutIsArraySendsOwn() {
        let expected: [UInt8] =
            [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 25, 0, 0, 0, 2, 0, 0, 0, 1] // 1 dimension, no NULL, text, 2 from 1
            + [0, 0, 0, 1, 0x61] + [0, 0, 0, 3, 0x62, 0xC3, 0xA9] // "a", "bé"
        XCTAssertEqual(PostgresArray.binaryText(["a", "bé"]).array, expected)
        XCTAssertEqual(PostgresArray.binaryText([]).array, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25])
    }

    func testJournalLinesGiveTheBytesTheirStringsGive() {
        let first = SendableJournal(Data("{\"a\":1}\n{\"é\":2}\n{\"c\":3}\n".utf8))
        let second = SendableJournal(Data("x\nyz\n".utf8))
        let parts = [(journal: first, lines: 1..<3), (journal: second, lines: 0..<2), (journal: first, lines: 0..<0)]
        let strings = parts.flatMap { part in part.lines.map { part.journal.text($0) } }
        XCTAssertEqual(strings, ["{\"é\":2}", "{\"c\":3}", "x", "yz"])
        XCTAssertEqual(PostgresArray.binaryText(journalLines: parts).array, PostgresArray.binaryText(strings).array)
        XCTAssertEqual(
            PostgresArray.binaryText(journalLines: [(journal: second, lines: 0..<0)]).array,
            PostgresArray.binaryText([]).array)
    }
}
