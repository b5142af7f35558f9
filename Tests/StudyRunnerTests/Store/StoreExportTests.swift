import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study export --store`: the study team's export read from the store (as the reading
/// role, streamed through a cursor) gives the same files as the export of the folders that
/// were synced to it; only an active task's trials, which stay in its results file on the
/// machine where it ran, are left out, and said so.
final class StoreExportTests: StoreTestCase {
    private func files(under root: URL) -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath {
                files[relative] = String(decoding: data, as: UTF8.self)
            }
        }
        return files
    }

    func testTheExportFromTheStoreEqualsTheExportFromTheSyncedFolders() throws {
        let database = try initialisedStore()
        let work = try TemporaryFolder()
        let output = work.url.appendingPathComponent("Output")
        try FileManager.default.copyItem(at: ExportCommandTests.fixture.appendingPathComponent("Output"), to: output)
        let sync = try StudyBinary.run(["sync", output.path, "--store", try server.address(database: database)])
        XCTAssertEqual(sync.status, 0, sync.transcript)

        let fromFolders = work.url.appendingPathComponent("from-folders")
        let folderRun = try StudyBinary.run(["export", output.path, "--to", fromFolders.path])
        XCTAssertEqual(folderRun.status, 0, folderRun.transcript)
        let reader = try server.address(database: database, user: try loginRole(in: "study_reader"))
        let fromStore = work.url.appendingPathComponent("from-store")
        let storeRun = try StudyBinary.run(["export", "--store", reader, "--to", fromStore.path])
        XCTAssertTrue(storeRun.stdout.contains("Exported 4 studies"), storeRun.transcript)

        let expected = files(under: fromFolders)
        let written = files(under: fromStore)
        XCTAssertEqual(written.keys.sorted(), expected.keys.sorted())
        // Participants whose answers were deleted have the same rows: the store keeps their
        // outcome record. Only the one reaction-time run's trials differ: they are in its
        // results file only, on the machine.
        let differing = expected.keys.filter { written[$0] != expected[$0] }.sorted()
        XCTAssertEqual(
            differing, ["cognition-check/manifest.json", "cognition-check/trials-reaction-time.csv"], "\(differing)")
        XCTAssertTrue(
            expected["phq9-mood-check/runs.csv"]?.contains("," + ExportParticipant.deletedStatus + ",") == true,
            "the fixture has someone whose answers were deleted")
        XCTAssertFalse(storeRun.stderr.contains("keeps only that decision"), storeRun.stderr)
        XCTAssertEqual(storeRun.status, ExitStatus.invalid, storeRun.transcript)
        XCTAssertTrue(
            storeRun.stderr.contains(
                "cognition-check/DVHC-CF8S/tasks/reaction-1.json: left out: kept only on the machine where the task ran"
            ),
            storeRun.stderr)
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
