import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study export --store`: the study team's export read from the store (as the reading
/// role, streamed through a cursor) gives the same files as the export of the folders that
/// were synced to it, an active task's trials included.
final class StoreExportTests: StoreTestCase {
    func testTheExportFromTheStoreEqualsTheExportFromTheSyncedFolders() throws {
        let database = try initialisedStore()
        let work = try TemporaryFolder()
        let output = work.url.appendingPathComponent("Output")
        try FileManager.default.copyItem(at: ExportCommandTests.fixture.appendingPathComponent("Output"), to: output)
        let sync = try StudyBinary.run(["sync", output.path, "--store", try server.address(database: database)])
        XCTAssertEqual(sync.status, 0, sync.transcript)

        let studies = try studiesAsTheFixtureWasMade(in: work)
        let fromFolders = work.url.appendingPathComponent("from-folders")
        let folderRun = try StudyBinary.run(["export", output.path, "--to", fromFolders.path, "--studies", studies])
        XCTAssertEqual(folderRun.status, 0, folderRun.transcript)
        let reader = try server.address(database: database, user: try loginRole(in: "study_reader"))
        let fromStore = work.url.appendingPathComponent("from-store")
        let storeRun = try StudyBinary.run(["export", "--store", reader, "--to", fromStore.path, "--studies", studies])
        XCTAssertTrue(storeRun.stdout.contains("Exported 4 studies"), storeRun.transcript)

        let expected = FolderContents.texts(under: fromFolders)
        let written = FolderContents.texts(under: fromStore)
        XCTAssertEqual(written.keys.sorted(), expected.keys.sorted())
        // Every file the same, the reaction-time run's trials included: its results file was
        // sent beside the journal (migration 6); participants whose answers were deleted have
        // the same rows (the store keeps their outcome record).
        let differing = expected.keys.filter { written[$0] != expected[$0] }.sorted()
        XCTAssertEqual(differing, [], "\(differing)")
        XCTAssertTrue(
            expected["cognition-check/trials-reaction-time.csv"]?.split(separator: "\n").count ?? 0 > 1,
            "the fixture has a reaction-time run's trials")
        XCTAssertTrue(
            expected["phq9-mood-check/runs.csv"]?.contains("," + ExportParticipant.deletedStatus + ",") == true,
            "the fixture has someone whose answers were deleted")
        XCTAssertEqual(storeRun.status, 0, storeRun.transcript)
    }

    /// The example studies as the fixture was made with them, their consents at version 1.0.
    /// The fixture's journals come from before a signature recorded its consent version: a
    /// folder says it in `onboarding.json`, which the store does not hold, so from the store
    /// the version is taken to be the study's (central-store.md says so). Since the examples
    /// were raised to 1.1 that guess would differ; journals written now record the version.
    private func studiesAsTheFixtureWasMade(in work: TemporaryFolder) throws -> String {
        for folder in ["Studies", "Consent"] {
            try FileManager.default.copyItem(
                at: StudyBinary.root.appendingPathComponent(folder), to: work.url.appendingPathComponent(folder))
        }
        let studies = work.url.appendingPathComponent("Studies")
        for name in try FileManager.default.contentsOfDirectory(atPath: studies.path) where name.hasSuffix(".study") {
            let file = studies.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            let raised = "consent:\n  version: \"1.1\""
            XCTAssertTrue(text.contains(raised), "\(name): the consent version this test lowers")
            try text.replacingOccurrences(of: raised, with: "consent:\n  version: \"1.0\"")
                .write(to: file, atomically: true, encoding: .utf8)
        }
        return studies.path
    }

    /// A deletion while the study team reads the store is either wholly in what they read or
    /// not at all: everything is read in one snapshot, so nobody is counted both among the
    /// journals and among the deletions, or in neither.
    func testADeletionWhileReadingCountsTheParticipantOnce() throws {
        let database = try initialisedStore()
        let work = try TemporaryFolder()
        let output = work.url.appendingPathComponent("Output")
        try FileManager.default.copyItem(at: ExportCommandTests.fixture.appendingPathComponent("Output"), to: output)
        let sync = try StudyBinary.run(["sync", output.path, "--store", try server.address(database: database)])
        XCTAssertEqual(sync.status, 0, sync.transcript)
        let study = "phq9-mood-check"
        let leaving = "NMR6-CVM7"
        let secret = try String(
            contentsOf: output.appendingPathComponent("\(study)/\(leaving)/\(ParticipantSecret.fileName)"),
            encoding: .utf8
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        let reader = try StoreReader(
            address: StoreAddress(try server.address(database: database, user: try loginRole(in: "study_reader"))))
        func seen() throws -> (journals: [String], deletions: [String]) {
            _ = try reader.studies(includingDeletions: true)
            // Deleted meanwhile (committed by another connection) after the snapshot began.
            if try reader.deletions(of: study).allSatisfy({ $0.participant != leaving }) {
                try server.superuser(database: database).execute(
                    "SELECT study_store.delete_participant($1, $2, $3, 'withdrew-answers-deleted', NULL)",
                    [study, leaving, secret])
            }
            var journals: [String] = []
            try reader.eachParticipant(of: study) { id, _, _ in journals.append(id) }
            return (journals, try reader.deletions(of: study).map(\.participant))
        }
        let during = try reader.inOneSnapshot(seen)
        XCTAssertTrue(during.journals.contains(leaving), "\(during)")
        XCTAssertFalse(during.deletions.contains(leaving), "\(during)")
        let after = try reader.inOneSnapshot(seen)
        XCTAssertFalse(after.journals.contains(leaving), "\(after)")
        XCTAssertTrue(after.deletions.contains(leaving), "\(after)")
    }

    func testOnlyTheFolderOrTheStoreIsNamed() throws {
        let work = try TemporaryFolder()
        let both = try StudyBinary.run([
            "export", "Output", "--store", "postgresql:///none", "--to", work.url.appendingPathComponent("x").path,
        ])
        XCTAssertEqual(both.status, ExitStatus.usage, both.transcript)
        let unreachable = try StudyBinary.run([
            "export", "--store", "postgresql:///none?host=/nonexistent-folder", "--to",
            work.url.appendingPathComponent("y").path,
        ])
        XCTAssertEqual(unreachable.status, ExitStatus.storeUnavailable, unreachable.transcript)
        XCTAssertTrue(unreachable.stderr.contains("the store could not be read"), unreachable.stderr)
    }
}
