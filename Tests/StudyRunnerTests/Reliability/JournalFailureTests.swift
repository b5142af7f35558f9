import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The journal itself under storage failures, on a real tiny disk: a write cut short when
/// the disk fills must not leave half a line for the retry to be glued to, and a journal
/// whose folder was deleted must notice it and be written back whole.
final class JournalFailureTests: XCTestCase {
    private func event(_ sequence: Int) -> JournalEvent {
        // Long enough that some line crosses a page boundary of the tmpfs.
        JournalEvent(
            sequence: sequence, time: Timestamp(date: Date(timeIntervalSince1970: 1_700_000_000), utcOffsetSeconds: 0),
            kind: .consentSectionShown(section: ConsentSectionID(String(repeating: "x", count: 300) + " \(sequence)")))
    }

    /// Was a bug: on a full disk `write` can take the first part of a line and refuse the
    /// rest; the retry then appended the whole line after that part, and the journal could
    /// no longer be read (a broken line in the middle is an error, not a torn end).
    func testAWriteCutShortByAFullDiskLeavesNoHalfLine() throws {
        let disk = try TinyDisk(size: "16k")
        let path = disk.path + "/journal.jsonl"
        let journal = try Journal(path: path)
        // A few lines first, so that the journal's last page is partly used: the line that
        // crosses into the next page is the one the kernel takes only in part.
        for sequence in 1...3 { try journal.append(event(sequence)) }
        disk.fill()
        var written = 3
        var failure: StorageError?
        for sequence in 4...40 {
            do {
                try journal.append(event(sequence))
                written = sequence
            } catch {
                failure = error
                break
            }
        }
        XCTAssertEqual(failure?.code, ENOSPC, "the disk filled up before 40 lines")
        let afterFailure = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertEqual(afterFailure.last, UInt8(ascii: "\n"), "no half line after the failure")
        disk.free()
        try journal.append(event(written + 1))
        let contents = try Journal.read(path: path)
        XCTAssertNil(contents.notice)
        XCTAssertEqual(contents.events.map(\.sequence), Array(1...(written + 1)))
    }

    /// Was a bug: after the folder was deleted, appends went on "succeeding" into the
    /// deleted file, and everything was lost when the program ended.
    func testAJournalWhoseFolderWasDeletedSaysSoAndIsWrittenBackWhole() throws {
        let folder = try TemporaryFolder()
        let participant = folder.url.appendingPathComponent("out/study/P1").path
        let store = try ParticipantStore(
            output: folder.url.appendingPathComponent("out").path, studyID: "study", participant: "P1")
        try store.journal.append(event(1))
        try store.journal.append(event(2))
        try FileManager.default.removeItem(atPath: folder.url.appendingPathComponent("out").path)

        XCTAssertFalse(store.journal.isInPlace)
        XCTAssertThrowsError(try store.journal.append(event(3))) { error in
            XCTAssertEqual((error as? StorageError)?.code, ENOENT)
        }
        XCTAssertTrue(try store.restoreIfRemoved())
        try store.journal.append(event(3))
        XCTAssertEqual(try Journal.read(path: participant + "/journal.jsonl").events.map(\.sequence), [1, 2, 3])
        XCTAssertTrue(FileManager.default.fileExists(atPath: participant + "/.lock"))
        XCTAssertFalse(try store.restoreIfRemoved(), "nothing to do while the journal is in place")
        JourneyChecks.privateModes(under: participant)
    }
}
