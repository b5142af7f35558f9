import Foundation
import XCTest

@testable import StudyModel
@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// A start reads the journal once: each line is parsed once for its event and its link,
/// and the first line appended takes its link from that reading instead of reading the
/// journal again. These check that the cut checks nothing less: an edited line, a line the
/// quick reader leaves to `JSONDecoder`, a torn last line and lines added after the
/// reading are each caught or chained onto exactly as before.
final class JournalStartTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var path: String!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        path = folder.url.appendingPathComponent("journal.jsonl").path
    }

    private func event(_ sequence: Int) -> JournalEvent {
        JournalEvent(
            sequence: sequence,
            time: Timestamp(date: Date(timeIntervalSince1970: 1_700_000_000 + Double(sequence)), utcOffsetSeconds: 0),
            kind: .consentSectionShown(section: ConsentSectionID("section-\(sequence)")))
    }

    private func write(_ count: Int) throws {
        let journal = try Journal(path: path)
        for sequence in 1...count { try journal.append(event(sequence)) }
    }

    private var lines: [Data] { JournalBytes(FileManager.default.contents(atPath: path) ?? Data()).lines }

    /// A later start: read, remember the link as `Recorder.open` does, append.
    private func startAndAppend(_ sequence: Int) throws {
        let contents = try Journal.read(path: path)
        let journal = try Journal(path: path)
        if let next = contents.next { journal.remember(next) }
        try journal.append(event(sequence))
    }

    func testTheFirstAppendOfAStartChainsOntoTheLastLineRead() throws {
        try write(3)
        try startAndAppend(4)
        XCTAssertEqual(JournalChain.check(lines), .chained)
        XCTAssertEqual(try Journal.read(path: path).events.map(\.sequence), [1, 2, 3, 4])
    }

    /// An edit that still reads as JSON (the section's name changed) breaks the chain at the
    /// line after it, as before: the one parse per line reads the same links.
    func testAnEditedLineIsStillCaughtAtTheStart() throws {
        try write(4)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "section-2", with: "section-X").write(
            toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Journal.read(path: path)) { error in
            let failure = error as? JournalReadError
            XCTAssertEqual(failure?.line, 3, "the line after the edited one")
            XCTAssertEqual(failure?.problem, "the journal's hash chain breaks here")
        }
    }

    /// A line the quick reader gives up on (a key written twice) is read by
    /// `JSONDecoder`, its link too; the chain goes on through it, and an edit of it is caught.
    func testALineForTheSlowReaderKeepsItsLinkChecked() throws {
        try write(3)
        var all = lines.map { String(decoding: $0, as: UTF8.self) }
        all[1] = "{\"note\":1,\"note\":2," + all[1].dropFirst()
        XCTAssertNil(LineTokens.reading(Data(all[1].utf8)) { _ in true }, "the quick reader gives up on this line")
        // Line 3 links to line 2 as it is now, so the chain holds while line 2 is not edited.
        var third = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(all[2].utf8)) as? [String: Any])
        third["prev"] = JournalChain.link(after: Data(all[1].utf8))
        all[2] = String(
            decoding: try JSONSerialization.data(withJSONObject: third, options: [.sortedKeys]), as: UTF8.self)
        try (all.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Journal.read(path: path).events.map(\.sequence), [1, 2, 3])
        try startAndAppend(4)
        XCTAssertEqual(JournalChain.check(lines), .chained)

        all = lines.map { String(decoding: $0, as: UTF8.self) }
        all[1] = all[1].replacingOccurrences(of: "section-2", with: "section-Y")
        try (all.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Journal.read(path: path)) { error in
            XCTAssertEqual((error as? JournalReadError)?.line, 3)
        }
    }

    /// A torn last line is set aside by the reading; the next line is chained onto the last
    /// complete one, and the journal reads whole afterwards.
    func testATornLastLineIsSetAsideAndTheNextLineChainsOntoTheLastCompleteOne() throws {
        try write(3)
        var data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        data.append(Data("{\"event\":\"consent-sec".utf8))
        try data.write(to: URL(fileURLWithPath: path))
        let contents = try Journal.read(path: path)
        XCTAssertNotNil(contents.notice, "the torn line is announced")
        XCTAssertEqual(contents.events.count, 3)
        let journal = try Journal(path: path)
        if let next = contents.next { journal.remember(next) }
        try journal.append(event(4))
        XCTAssertEqual(JournalChain.check(lines), .chained)
        XCTAssertEqual(try Journal.read(path: path).events.map(\.sequence), [1, 2, 3, 4])
    }

    /// Lines added after the reading (the store's copy) change the journal's length: the
    /// first append reads the file again and chains onto the last line added.
    func testLinesAddedAfterTheReadingAreChainedOnto() throws {
        try write(3)
        let contents = try Journal.read(path: path)
        // The store's copy: the same journal with two more lines.
        let other = folder.url.appendingPathComponent("other.jsonl").path
        try FileManager.default.copyItem(atPath: path, toPath: other)
        let elsewhere = try Journal(path: other)
        try elsewhere.append(event(4))
        try elsewhere.append(event(5))
        let copied = try XCTUnwrap(FileManager.default.contents(atPath: other))
            .dropFirst(try XCTUnwrap(FileManager.default.contents(atPath: path)).count)

        let journal = try Journal(path: path)
        if let next = contents.next { journal.remember(next) }
        // Written past this journal (not through `appendCopied`, which forgets the link read).
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(copied))
        try handle.close()
        try journal.append(event(6))
        XCTAssertEqual(JournalChain.check(lines), .chained)
        XCTAssertEqual(try Journal.read(path: path).events.map(\.sequence), [1, 2, 3, 4, 5, 6])
    }
}
