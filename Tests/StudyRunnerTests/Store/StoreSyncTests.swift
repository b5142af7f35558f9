import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study sync`: every event not yet in the store is sent once, in order; nothing is ever
/// doubled, and what disagrees is recorded, not merged.
final class StoreSyncTests: StoreTestCase {
    /// The journal lines a participant folder holds: opaque JSON text, one per line.
    static func lines(_ count: Int, from first: Int = 1, marker: String = "") -> [String] {
        (first..<(first + count)).map { #"{"sequence":\#($0),"note":"\#(marker)"}"# }
    }

    /// Writes `Output/<study>/<participant>/journal.jsonl` under `folder`.
    static func writeJournal(_ lines: [String], study: String, participant: String, in folder: TemporaryFolder) throws {
        try folder.write("Output/\(study)/\(participant)/journal.jsonl", lines.map { $0 + "\n" }.joined())
    }

    func sync(_ folder: TemporaryFolder, _ database: String) throws -> StudyRun {
        try StudyBinary.run(["sync", folder.url.path + "/Output", "--store", try server.address(database: database)])
    }

    /// What the store holds, as (participant, sequence, line), in order.
    func stored(_ database: String) throws -> [[String?]] {
        try server.superuser(database: database).execute(
            "SELECT participant_id, sequence, line FROM study_store.events ORDER BY participant_id, sequence")
    }

    func testEverythingIsSentOnceAndOnlyNewEventsLater() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        try Self.writeJournal(Self.lines(3), study: "mood", participant: "K7QM-2X9D", in: folder)
        try Self.writeJournal(Self.lines(2), study: "mood", participant: "P3RT-8WXY", in: folder)
        let first = try sync(folder, database)
        XCTAssertEqual(first.status, 0, first.transcript)
        XCTAssertTrue(first.stdout.hasSuffix("5 event(s) sent, 0 already in the store, 2 participant(s).\n"))
        let again = try sync(folder, database)
        XCTAssertEqual(again.status, 0, again.transcript)
        XCTAssertEqual(again.stdout, "0 event(s) sent, 5 already in the store, 2 participant(s).\n")
        try Self.writeJournal(Self.lines(5), study: "mood", participant: "K7QM-2X9D", in: folder)
        let later = try sync(folder, database)
        XCTAssertEqual(
            later.stdout,
            "mood/K7QM-2X9D: 2 event(s) sent\n2 event(s) sent, 5 already in the store, 2 participant(s).\n")
        let expected =
            Self.lines(5).enumerated().map { ["K7QM-2X9D", String($0.offset + 1), $0.element] }
            + Self.lines(2).enumerated().map { ["P3RT-8WXY", String($0.offset + 1), $0.element] }
        XCTAssertEqual(try stored(database), expected)
    }

    func testAJournalOfSeveralBatchesIsStoredInOrderAndAResendIsAllDuplicates() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        let lines = Self.lines(StoreSync.batchSize * 2 + 34)
        try Self.writeJournal(lines, study: "mood", participant: "K7QM-2X9D", in: folder)
        XCTAssertEqual(try sync(folder, database).status, 0)
        XCTAssertEqual(try stored(database).map { $0[2] }, lines)
        // The store forgets how far it is (as after a lost answer): everything is sent again,
        // and every line is a duplicate, none stored twice.
        let secret = try String(
            contentsOfFile: folder.url.path + "/Output/mood/K7QM-2X9D/.store-secret", encoding: .utf8)
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        let outcome = try collector.execute(
            "SELECT stored, duplicates, conflict_places FROM study_store.store_events($1, $2, $3, 1, $4::text[])",
            parameters: [
                .text("mood"), .text("K7QM-2X9D"), .text(secret.trimmingCharacters(in: .whitespacesAndNewlines)),
                .textArray(Array(lines.prefix(StoreSync.batchSize))),
            ])
        XCTAssertEqual(outcome, [["0", String(StoreSync.batchSize), "{}"]])
        XCTAssertEqual(try stored(database).count, lines.count)
    }

    func testATornLastLineIsNotSentUntilItIsWhole() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        try folder.write("Output/mood/K7QM-2X9D/journal.jsonl", Self.lines(2).joined(separator: "\n") + "\n{\"seq")
        let run = try sync(folder, database)
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(try stored(database).count, 2)
    }

    func testADifferentEventAtTheSamePlaceIsRecordedAsAConflict() throws {
        let database = try initialisedStore()
        let laptop = try TemporaryFolder()
        let kiosk = try TemporaryFolder()
        try Self.writeJournal(Self.lines(3), study: "mood", participant: "K7QM-2X9D", in: laptop)
        XCTAssertEqual(try sync(laptop, database).status, 0)
        // The same participant (same secret) continued on two machines from event 2 on.
        try Self.writeJournal(
            Self.lines(1) + Self.lines(3, from: 2, marker: "kiosk"), study: "mood", participant: "K7QM-2X9D", in: kiosk)
        try FileManager.default.copyItem(
            atPath: laptop.url.path + "/Output/mood/K7QM-2X9D/.store-secret",
            toPath: kiosk.url.path + "/Output/mood/K7QM-2X9D/.store-secret")
        let run = try sync(kiosk, database)
        XCTAssertEqual(run.status, 7, run.transcript)
        XCTAssertTrue(run.stderr.contains("a different event at 2, 3"), run.transcript)
        XCTAssertEqual(try stored(database).map { $0[2] }, Self.lines(3) + [Self.lines(1, from: 4, marker: "kiosk")[0]])
        let conflicts = try server.superuser(database: database).execute(
            "SELECT sequence, line FROM study_store.conflicts ORDER BY sequence")
        XCTAssertEqual(
            conflicts,
            [["2", Self.lines(1, from: 2, marker: "kiosk")[0]], ["3", Self.lines(1, from: 3, marker: "kiosk")[0]]])
        XCTAssertEqual(try sync(kiosk, database).status, 7, "a conflict stays reported")
    }

    func testAParticipantIdTakenByAnotherMachineIsRefused() throws {
        let database = try initialisedStore()
        let laptop = try TemporaryFolder()
        let kiosk = try TemporaryFolder()
        try Self.writeJournal(Self.lines(2), study: "mood", participant: "K7QM-2X9D", in: laptop)
        try Self.writeJournal(Self.lines(2, marker: "other"), study: "mood", participant: "K7QM-2X9D", in: kiosk)
        XCTAssertEqual(try sync(laptop, database).status, 0)
        let run = try sync(kiosk, database)
        XCTAssertEqual(run.status, 7, run.transcript)
        XCTAssertTrue(
            run.stderr.contains(
                "mood/K7QM-2X9D: refused: participant K7QM-2X9D of study mood is in the store under another secret"),
            run.transcript)
        XCTAssertEqual(try stored(database).map { $0[2] }, Self.lines(2))
    }

    func testAStoreThatCannotBeReachedKeepsEverythingForTheNextSync() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        try Self.writeJournal(Self.lines(3), study: "mood", participant: "K7QM-2X9D", in: folder)
        try server.stop()
        let down = try sync(folder, database)
        try server.start()
        XCTAssertEqual(down.status, 6, down.transcript)
        XCTAssertTrue(down.stderr.contains("1 participant(s) not sent yet"), down.transcript)
        // Nothing local changed: not even the participant's secret was made.
        let secret = folder.url.path + "/Output/mood/K7QM-2X9D/" + ParticipantSecret.fileName
        XCTAssertFalse(FileManager.default.fileExists(atPath: secret))
        let up = try sync(folder, database)
        XCTAssertEqual(up.status, 0, up.transcript)
        XCTAssertEqual(try stored(database).count, 3)
        XCTAssertTrue(FileManager.default.fileExists(atPath: secret))
    }
}
