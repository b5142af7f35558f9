import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Migration 10: `events` keeps no SHA-256 per line. A taken place is judged by comparing the
/// lines themselves, and a line's digest is computed when it is read (a sync's progress
/// check, resuming), so a store made before the migration keeps every row and every client
/// reads what it read before.
final class StoreLineDigestTests: StoreTestCase {
    private typealias Sync = StoreSyncTests

    private func sync(_ folder: TemporaryFolder, _ database: String) throws -> StudyRun {
        try StudyBinary.run(["sync", folder.url.path + "/Output", "--store", try server.address(database: database)])
    }

    private func secret(_ participant: String, in folder: TemporaryFolder) throws -> String {
        try String(contentsOfFile: folder.url.path + "/Output/mood/\(participant)/.store-secret", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func everything(_ database: String) throws -> [[String?]] {
        let store = try server.superuser(database: database)
        return try store.execute(
            "SELECT participant_id, sequence, line, received_at::text FROM study_store.events "
                + "ORDER BY participant_id, sequence")
            + store.execute(
                "SELECT participant_id, sequence, line, received_at::text, line_sha256::text FROM study_store.conflicts "
                    + "ORDER BY participant_id, sequence")
    }

    private func eventColumns(_ database: String) throws -> [String?] {
        try server.superuser(database: database).execute(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = 'study_store' "
                + "AND table_name = 'events' ORDER BY ordinal_position"
        ).map { $0[0] }
    }

    func testAStoreBeforeMigration10IsUpgradedWithItsRowsIntactAndStillJudgesEveryPlace() throws {
        let database = try server.createDatabase()
        _ = try StoreSchema.migrate(
            try server.superuser(database: database), migrations: Array(StoreMigration.all.prefix(9)))
        let laptop = try TemporaryFolder()
        let kiosk = try TemporaryFolder()
        try Sync.writeJournal(Sync.lines(3), study: "mood", participant: "A1", in: laptop)
        try Sync.writeJournal(Sync.lines(2, marker: "B"), study: "mood", participant: "B2", in: laptop)
        XCTAssertEqual(try sync(laptop, database).status, 0)
        // A1 went on on the kiosk too, differently from event 2: a conflict, recorded.
        try Sync.writeJournal(
            Sync.lines(1) + Sync.lines(2, from: 2, marker: "kiosk"), study: "mood", participant: "A1", in: kiosk)
        try FileManager.default.copyItem(
            atPath: laptop.url.path + "/Output/mood/A1/.store-secret",
            toPath: kiosk.url.path + "/Output/mood/A1/.store-secret")
        XCTAssertEqual(try sync(kiosk, database).status, 7)
        let before = try everything(database)
        XCTAssertEqual(before.count, 7, "5 events and 2 conflicts")
        XCTAssertTrue(try eventColumns(database).contains("line_sha256"))

        let upgrade = try StoreSchema.migrate(try server.superuser(database: database))
        XCTAssertEqual(upgrade.applied, Array(10...StoreMigration.all.count), "10 and every later one")
        XCTAssertEqual(try everything(database), before, "every row kept as it was")
        XCTAssertEqual(
            try eventColumns(database), ["study_id", "participant_id", "sequence", "line", "received_at"])

        // The progress check finds the laptop's last line by its digest, computed from the line.
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        let progress = try collector.execute(
            "SELECT event_sequence, line_sha256, conflicts FROM study_store.participant_progress($1, $2, $3)",
            ["mood", "A1", try secret("A1", in: laptop)])
        XCTAssertEqual(progress, [["3", "\\x" + JournalLine(sequence: 3, text: Sync.lines(3)[2]).sha256, "2"]])
        let again = try sync(laptop, database)
        XCTAssertEqual(again.stdout, "0 event(s) sent, 5 already in the store, 2 participant(s).\n", again.transcript)
        // The kiosk's lines are still conflicts, each recorded once; a new line is stored after them.
        let kioskAgain = try sync(kiosk, database)
        XCTAssertEqual(kioskAgain.status, 7, kioskAgain.transcript)
        XCTAssertTrue(kioskAgain.stderr.contains("a different event at 2, 3"), kioskAgain.transcript)
        try Sync.writeJournal(Sync.lines(4), study: "mood", participant: "A1", in: laptop)
        let later = try sync(laptop, database)
        XCTAssertTrue(later.stdout.hasPrefix("mood/A1: 1 event(s) sent\n"), later.transcript)
        XCTAssertEqual(try everything(database).count, 8)

        // Resuming reads each line with its digest, checked by the client line by line.
        let name = ParticipantFolderName(studyID: "mood", participantID: "A1", folder: laptop.url.path)
        let fetched = try StoreResume.lines(
            after: [], of: name, secret: try secret("A1", in: laptop),
            address: StoreAddress(try server.address(database: database)))
        XCTAssertEqual(fetched.count, 4)
        XCTAssertEqual(String(decoding: fetched.journal, as: UTF8.self), Sync.lines(4).map { $0 + "\n" }.joined())
    }

    func testATakenPlaceIsADuplicateOnlyForTheVeryLineItHolds() throws {
        let database = try initialisedStore()
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        let secret = String(repeating: "c", count: 64)
        func store(_ lines: [String]) throws -> [[String?]] {
            try collector.execute(
                "SELECT stored, duplicates, conflict_places FROM study_store.store_events($1, $2, $3, 1, $4::text[])",
                parameters: [.text("mood"), .text("A1"), .text(secret), .textArray(lines)])
        }
        let composed = #"{"answer":"caf\#u{E9}"}"#
        let decomposed = #"{"answer":"cafe\#u{301}"}"#
        XCTAssertEqual(try store([composed, "{}"]), [["2", "0", "{}"]])
        XCTAssertEqual(try store([composed, "{}"]), [["0", "2", "{}"]], "the same bytes: duplicates")
        // Lines that read alike but differ in a byte are conflicts, never duplicates.
        XCTAssertEqual(try store([decomposed, "{} "]), [["0", "0", "{1,2}"]])
        let conflicts = try server.superuser(database: database).execute(
            "SELECT sequence, line, line_sha256 = sha256(convert_to(line, 'UTF8')) FROM study_store.conflicts "
                + "ORDER BY sequence")
        // Compared as bytes: Swift's `==` takes the two spellings of "é" for one string.
        XCTAssertEqual(
            conflicts.map { $0.map { $0.map { Array($0.utf8) } } },
            [["1", decomposed, "t"], ["2", "{} ", "t"]].map { $0.map { Array($0.utf8) } })
        let kept = try server.superuser(database: database).execute(
            "SELECT line FROM study_store.events ORDER BY sequence")
        XCTAssertEqual(kept.map { $0.map { $0.map { Array($0.utf8) } } }, [[Array(composed.utf8)], [Array("{}".utf8)]])
    }
}
