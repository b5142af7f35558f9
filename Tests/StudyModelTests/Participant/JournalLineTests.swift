import Foundation
import StudyModel
import XCTest

final class JournalLineTests: XCTestCase {
    func testCompleteLinesAreNumberedFromOneWithTheirHash() {
        let (lines, unsendable) = JournalLine.complete(in: Data("{\"a\":1}\n{\"b\":2}\n".utf8))
        XCTAssertNil(unsendable)
        XCTAssertEqual(lines.map(\.sequence), [1, 2])
        XCTAssertEqual(lines.map(\.text), ["{\"a\":1}", "{\"b\":2}"])
        // echo -n '{"a":1}' | sha256sum
        XCTAssertEqual(lines[0].sha256, "015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862")
    }

    func testATornLastLineIsLeftOut() {
        let (lines, unsendable) = JournalLine.complete(in: Data("{\"a\":1}\n{\"b\":".utf8))
        XCTAssertEqual(lines.map(\.text), ["{\"a\":1}"])
        XCTAssertNil(unsendable)
        XCTAssertEqual(JournalLine.complete(in: Data()).lines, [])
    }

    func testLinesStopBeforeTheFirstThatCannotBeKeptExactly() {
        let cases: [([UInt8], String)] = [
            ([0xFF, 0xFE], "line 2 is not valid UTF-8"),
            ([0x7B, 0x00, 0x7D], "line 2 holds a NUL byte"),
            ([], "line 2 is empty"),
        ]
        for (bytes, reason) in cases {
            var data = Data("{\"a\":1}\n".utf8)
            data.append(contentsOf: bytes + [0x0A] + Array("{\"c\":3}\n".utf8))
            let (lines, unsendable) = JournalLine.complete(in: data)
            XCTAssertEqual(lines.map(\.sequence), [1], reason)
            XCTAssertEqual(unsendable?.description, reason)
        }
    }
}
