import Foundation
import XCTest

@testable import StudyModel

/// The journal's hash chain: each line holds the SHA-256 of the line before it, so any line
/// edited, removed, added or reordered breaks the chain at a named line.
final class JournalChainTests: XCTestCase {
    /// Five chained lines as the runner writes them.
    private func chainedLines(count: Int = 5) throws -> [Data] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var lines: [Data] = []
        var previous = JournalChain.start
        for sequence in 1...count {
            let event = JournalEvent(
                sequence: sequence, time: ParticipantFixtures.time(9, sequence),
                kind: .consentSectionShown(section: "section-\(sequence)"))
            let line = try encoder.encode(ChainedJournalLine(event: event, previous: previous))
            lines.append(line)
            previous = JournalChain.link(after: line)
        }
        return lines
    }

    private func brokenLine(_ lines: [Data]) -> Int? {
        if case let .broken(line, _) = JournalChain.check(lines) { return line }
        return nil
    }

    func testAnUntouchedChainIsIntactAndTheFirstLineStartsIt() throws {
        let lines = try chainedLines()
        XCTAssertEqual(JournalChain.check(lines), .chained)
        let first = String(decoding: lines[0], as: UTF8.self)
        XCTAssertTrue(first.contains(#""prev":"\#(JournalChain.start)""#), first)
        XCTAssertTrue(String(decoding: lines[1], as: UTF8.self).contains(JournalChain.link(after: lines[0])))
    }

    func testTheChainedLineStillDecodesToTheSameEvent() throws {
        let line = try chainedLines(count: 1)[0]
        let event = try JSONDecoder().decode(JournalEvent.self, from: line)
        XCTAssertEqual(event.kind, .consentSectionShown(section: "section-1"))
    }

    func testAnEditedLineBreaksTheChainAtTheLineAfterIt() throws {
        var lines = try chainedLines()
        lines[2] = Data(String(decoding: lines[2], as: UTF8.self).replacingOccurrences(of: "section-3", with: "x").utf8)
        XCTAssertEqual(brokenLine(lines), 4)
    }

    func testARemovedLineBreaksTheChain() throws {
        var lines = try chainedLines()
        lines.remove(at: 1)
        XCTAssertEqual(brokenLine(lines), 2)
        var first = try chainedLines()
        first.removeFirst()
        XCTAssertEqual(brokenLine(first), 1)
    }

    func testAnAddedLineBreaksTheChain() throws {
        var lines = try chainedLines()
        lines.insert(lines[1], at: 2)
        XCTAssertEqual(brokenLine(lines), 3)
    }

    func testReorderedLinesBreakTheChain() throws {
        var lines = try chainedLines()
        lines.swapAt(2, 3)
        XCTAssertEqual(brokenLine(lines), 3)
    }

    func testALineWithoutItsLinkBreaksTheChain() throws {
        var lines = try chainedLines()
        let unlinked = #"{"event":"introduction-shown","seq":3,"time":"2026-11-21T09:03:00.000+01:00"}"#
        lines[2] = Data(unlinked.utf8)
        XCTAssertEqual(brokenLine(lines), 3)
    }

    func testAJournalWrittenBeforeTheChainIsUnchained() {
        let lines = (1...3).map {
            Data(#"{"event":"introduction-shown","seq":\#($0),"time":"2026-11-21T09:03:00.000+01:00"}"#.utf8)
        }
        XCTAssertEqual(JournalChain.check(lines), .unchained)
        XCTAssertFalse(JournalChain.isChained(firstLine: lines[0]))
        XCTAssertTrue(JournalChain.isChained(firstLine: nil), "a new journal starts a chain")
        XCTAssertEqual(JournalChain.check([]), .chained)
    }

    func testAFirstLineWhoseLinkWasRemovedIsNotTakenForAnOldJournal() throws {
        var lines = try chainedLines()
        lines[0] = Data(
            String(decoding: lines[0], as: UTF8.self)
                .replacingOccurrences(of: #","prev":"\#(JournalChain.start)""#, with: "").utf8)
        XCTAssertEqual(brokenLine(lines), 1)
    }
}
