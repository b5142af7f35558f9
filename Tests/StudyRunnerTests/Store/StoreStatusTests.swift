import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study status --store`: the study team's summary read from the store gives the same
/// report as the folders that were synced to it, and lists the store's conflicts.
final class StoreStatusTests: StoreTestCase {
    /// The export fixture's folders, synced to a new store: the folder and the store's
    /// address as a `study_reader` login.
    private func syncedFixture(_ work: TemporaryFolder) throws -> (output: String, reader: String, database: String) {
        let database = try initialisedStore()
        let output = work.url.appendingPathComponent("Output")
        try FileManager.default.copyItem(at: ExportCommandTests.fixture.appendingPathComponent("Output"), to: output)
        let sync = try StudyBinary.run(["sync", output.path, "--store", try server.address(database: database)])
        XCTAssertEqual(sync.status, 0, sync.transcript)
        let reader = try server.address(database: database, user: try loginRole(in: "study_reader"))
        return (output.path, reader, database)
    }

    /// Participants whose answers were deleted included: the store keeps their outcome record
    /// (study version, when they left, the decision), so their line is the folder's.
    func testTheStatusFromTheStoreEqualsTheStatusOfTheSyncedFolders() throws {
        let work = try TemporaryFolder()
        let (output, reader, database) = try syncedFixture(work)
        XCTAssertNotEqual(
            try server.superuser(database: database).execute(
                "SELECT count(*) FROM study_store.deletions WHERE outcome IS NOT NULL"), [["0"]])
        for format in ["text", "json"] {
            let fromFolders = try StudyBinary.run(["status", output, "--format", format])
            XCTAssertEqual(fromFolders.status, 0, fromFolders.transcript)
            let fromStore = try StudyBinary.run(["status", "--store", reader, "--format", format])
            XCTAssertEqual(fromStore.status, 0, fromStore.transcript)
            XCTAssertEqual(fromStore.stdout, fromFolders.stdout, format)
        }
    }

    func testAConflictInTheStoreIsListedAndTheStatusSaysSomethingNeedsAPerson() throws {
        let work = try TemporaryFolder()
        let (_, reader, database) = try syncedFixture(work)
        try server.superuser(database: database).execute(
            "INSERT INTO study_store.conflicts (study_id, participant_id, sequence, line, line_sha256) "
                + "SELECT study_id, participant_id, 3, '{}', sha256('{}') FROM study_store.events "
                + "WHERE study_id = 'phq9-mood-check' LIMIT 1")
        let status = try StudyBinary.run(["status", "--store", reader])
        XCTAssertEqual(status.status, ExitStatus.invalid, status.transcript)
        XCTAssertTrue(status.stdout.contains("phq9-mood-check/JERK-KNZ2/journal.jsonl:3"), status.stdout)
        XCTAssertTrue(status.stdout.contains("study_store.conflicts"), status.stdout)
    }

    func testOnlyTheFoldersOrTheStoreAreNamed() throws {
        let both = try StudyBinary.run(["status", "Output", "--store", "postgresql:///none"])
        XCTAssertEqual(both.status, ExitStatus.usage, both.transcript)
        let unreachable = try StudyBinary.run(["status", "--store", "postgresql:///none?host=/nonexistent-folder"])
        XCTAssertEqual(unreachable.status, ExitStatus.storeUnavailable, unreachable.transcript)
    }
}
