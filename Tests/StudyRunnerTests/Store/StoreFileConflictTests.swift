import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// A file the store already holds with other bytes than a machine sends is recorded as a
/// conflict (migration 7), as a different event at a taken place is: the first bytes stay,
/// the others are kept beside them once, every later sync of that participant says so, and
/// `study status --store` lists it. A deletion deletes the record with the files.
final class StoreFileConflictTests: StoreTestCase {
    private let store = "SELECT study_store.store_file($1, $2, $3, $4, $5::bytea)"
    private let secret = String(repeating: "c", count: 64)
    private let participant = "DVHC-CF8S"
    private let fileName = "tasks/reaction-1.json"

    private func fileConflicts(_ database: String) throws -> [[String?]] {
        try server.superuser(database: database).execute(
            "SELECT participant_id, name, encode(content, 'hex'), encode(content_sha256, 'hex') "
                + "FROM study_store.file_conflicts ORDER BY 1, 2")
    }

    /// The export fixture's cognition-check folder (a task's results file) with a secret of
    /// its own, as a machine has after its first sync.
    private func machine(_ work: TemporaryFolder) throws -> (output: URL, results: Data) {
        let output = work.url.appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ExportCommandTests.fixture.appendingPathComponent("Output/cognition-check"),
            to: output.appendingPathComponent("cognition-check"))
        let folder = output.appendingPathComponent("cognition-check/" + participant)
        try Data((secret + "\n").utf8).write(to: folder.appendingPathComponent(ParticipantSecret.fileName))
        return (output, try Data(contentsOf: folder.appendingPathComponent(fileName)))
    }

    func testOtherBytesUnderAKeptNameAreRecordedOnceAndShownBySyncAndStatus() throws {
        let database = try initialisedStore()
        let address = try server.address(database: database)
        let work = try TemporaryFolder()
        let (output, results) = try machine(work)
        // Another machine got other bytes into the store under the same name first.
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        let first = Data("{\"from\":\"another machine\"}".utf8)
        XCTAssertEqual(
            try collector.execute(
                store, ["cognition-check", participant, secret, fileName, PostgresBytes.literal(first)]),
            [["stored"]])

        let sync = try StudyBinary.run(["sync", output.path, "--store", address])
        XCTAssertEqual(sync.status, ExitStatus.storeConflict, sync.transcript)
        XCTAssertTrue(sync.stdout.contains("event(s) sent"), "the events go all the same: \(sync.stdout)")
        XCTAssertTrue(sync.stderr.contains(fileName + ": the store already holds other bytes"), sync.stderr)
        XCTAssertTrue(sync.stderr.contains("recorded beside them (study_store.file_conflicts)"), sync.stderr)
        let recorded = [[participant, fileName, NumberText.hex(bytes: results), SealedRecord.sha256(results)]]
        XCTAssertEqual(try fileConflicts(database), recorded)
        XCTAssertEqual(
            try server.superuser(database: database).execute(
                "SELECT encode(content, 'hex') FROM study_store.participant_files WHERE name = $1", [fileName]),
            [[NumberText.hex(bytes: first)]], "the first bytes stay")

        let again = try StudyBinary.run(["sync", output.path, "--store", address])
        XCTAssertEqual(again.status, ExitStatus.storeConflict, again.transcript)
        XCTAssertTrue(
            again.stderr.contains("the store holds 1 file(s) of this participant sent with other bytes"), again.stderr)
        XCTAssertEqual(try fileConflicts(database), recorded, "the same bytes again are recorded once")
        assertRefused("42501", "the collector reading the file conflicts") {
            try collector.execute("SELECT * FROM study_store.file_conflicts")
        }

        let reader = try server.address(database: database, user: try loginRole(in: "study_reader"))
        let status = try StudyBinary.run(["status", "--store", reader])
        XCTAssertEqual(status.status, ExitStatus.invalid, status.transcript)
        XCTAssertTrue(status.stdout.contains("cognition-check/\(participant)/\(fileName)"), status.stdout)
        XCTAssertTrue(status.stdout.contains("1 kept aside in study_store.file_conflicts"), status.stdout)

        _ = try collector.execute(
            "SELECT study_store.delete_participant('cognition-check', $1, $2, 'withdrew-answers-deleted', NULL)",
            [participant, secret])
        XCTAssertEqual(try fileConflicts(database), [], "a deletion deletes the recorded conflicts too")
    }

    /// A conflict the store has recorded costs nothing at later syncs (migration 8): the
    /// bytes are not sent again and nothing new is recorded, while every sync still says the
    /// store holds the participant's file in other bytes (exit 7) and `study status` lists it.
    /// The proof that nothing is sent: the machine's role may no longer call `store_file`, so
    /// a sync that tried would be refused.
    func testAKnownConflictIsNotSentAgain() throws {
        let database = try initialisedStore()
        let work = try TemporaryFolder()
        let (output, results) = try machine(work)
        let login = try loginRole(in: "study_collector")
        let collector = try connect(database, as: login)
        let first = Data("{\"from\":\"another machine\"}".utf8)
        XCTAssertEqual(
            try collector.execute(
                store, ["cognition-check", participant, secret, fileName, PostgresBytes.literal(first)]),
            [["stored"]])
        let address = try server.address(database: database, user: login)
        let sync = try StudyBinary.run(["sync", output.path, "--store", address])
        XCTAssertEqual(sync.status, ExitStatus.storeConflict, sync.transcript)
        XCTAssertTrue(sync.stderr.contains(fileName + ": the store already holds other bytes"), sync.stderr)
        let recorded = try fileConflicts(database)
        XCTAssertEqual(recorded.map { $0[3] }, [SealedRecord.sha256(results)])
        let receivedAt = "SELECT received_at::text FROM study_store.file_conflicts"
        let firstReceived = try server.superuser(database: database).execute(receivedAt)

        try server.superuser(database: database).execute(
            "REVOKE EXECUTE ON FUNCTION study_store.store_file(text, text, text, text, bytea) FROM study_collector")
        for _ in 0..<2 {
            let again = try StudyBinary.run(["sync", output.path, "--store", address])
            XCTAssertEqual(again.status, ExitStatus.storeConflict, again.transcript)
            XCTAssertTrue(
                again.stderr.contains("the store holds 1 file(s) of this participant sent with other bytes"),
                again.stderr)
            XCTAssertFalse(again.stderr.contains("refused"), "nothing was sent: \(again.stderr)")
            XCTAssertFalse(again.stderr.contains("the store already holds other bytes"), "not new: \(again.stderr)")
            XCTAssertEqual(try fileConflicts(database), recorded)
            XCTAssertEqual(try server.superuser(database: database).execute(receivedAt), firstReceived)
        }
        let reader = try server.address(database: database, user: try loginRole(in: "study_reader"))
        let status = try StudyBinary.run(["status", "--store", reader])
        XCTAssertEqual(status.status, ExitStatus.invalid, status.transcript)
        XCTAssertTrue(status.stdout.contains("cognition-check/\(participant)/\(fileName)"), status.stdout)
        assertRefused(StoreError.participantTaken, "the conflicts' digests without the participant's secret") {
            try collector.execute(
                "SELECT * FROM study_store.participant_file_conflict_digests('cognition-check', $1, $2)",
                [participant, String(repeating: "d", count: 64)])
        }
    }

    /// A store before migration 8 cannot list the conflicts recorded: the file is sent again
    /// at each sync, answered as a conflict, and recorded once, as before.
    func testAStoreBeforeMigration8IsSentTheFileAgain() throws {
        let database = try server.createDatabase()
        _ = try StoreSchema.migrate(
            try server.superuser(database: database), migrations: Array(StoreMigration.all.prefix(7)))
        let work = try TemporaryFolder()
        let (output, _) = try machine(work)
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        _ = try collector.execute(
            store, ["cognition-check", participant, secret, fileName, PostgresBytes.literal(Data("{}".utf8))])
        let address = try server.address(database: database)
        for _ in 0..<2 {
            let sync = try StudyBinary.run(["sync", output.path, "--store", address])
            XCTAssertEqual(sync.status, ExitStatus.storeConflict, sync.transcript)
            XCTAssertTrue(sync.stderr.contains(fileName + ": the store already holds other bytes"), sync.stderr)
            XCTAssertEqual(try fileConflicts(database).count, 1)
        }
    }

    /// The machine that sent the bytes the store keeps hears of the conflict at its next sync
    /// too (the count comes with where the store stands), as for a conflicting event.
    func testTheMachineWhoseBytesAreKeptHearsOfTheConflict() throws {
        let database = try initialisedStore()
        let address = try server.address(database: database)
        let work = try TemporaryFolder()
        let (output, _) = try machine(work)
        let sync = try StudyBinary.run(["sync", output.path, "--store", address])
        XCTAssertEqual(sync.status, 0, sync.transcript)
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        XCTAssertEqual(
            try collector.execute(
                store, ["cognition-check", participant, secret, fileName, PostgresBytes.literal(Data("{}".utf8))]),
            [["conflict"]])
        let later = try StudyBinary.run(["sync", output.path, "--store", address])
        XCTAssertEqual(later.status, ExitStatus.storeConflict, later.transcript)
        XCTAssertTrue(
            later.stderr.contains("the store holds 1 file(s) of this participant sent with other bytes"), later.stderr)
        XCTAssertFalse(later.stderr.contains("the store already holds other bytes"), "this machine's are the kept ones")
    }

    /// A store before migration 7 has no count of file conflicts: the sync asks without it.
    func testAStoreBeforeMigration7IsSyncedAsBefore() throws {
        let database = try server.createDatabase()
        _ = try StoreSchema.migrate(
            try server.superuser(database: database), migrations: Array(StoreMigration.all.prefix(6)))
        let work = try TemporaryFolder()
        let (output, _) = try machine(work)
        let address = try server.address(database: database)
        let sync = try StudyBinary.run(["sync", output.path, "--store", address])
        XCTAssertEqual(sync.status, 0, sync.transcript)
        XCTAssertTrue(sync.stdout.contains(participant + ": 1 file(s) sent"), sync.stdout)
        let reader = try server.address(database: database, user: try loginRole(in: "study_reader"))
        let status = try StudyBinary.run(["status", "--store", reader])
        XCTAssertFalse(status.stdout.contains("file_conflicts"), status.transcript)
    }
}
