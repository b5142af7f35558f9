import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study sync` of many participants shows a progress bar on a terminal (standard error),
/// and nothing of the kind in a log file.
final class StoreSyncProgressTests: StoreTestCase {
    func testSyncDrawsAProgressBarOnATerminalOnly() throws {
        let database = try initialisedStore()
        let folder = try TemporaryFolder()
        for participant in ["K7QM-2X9D", "P3RT-8WXY"] {
            try StoreSyncTests.writeJournal(
                StoreSyncTests.lines(2), study: "mood", participant: participant, in: folder)
        }
        let address = try server.address(database: database)
        let shown = try StudyBinary.runOnTerminal(
            ["sync", folder.url.path + "/Output", "--store", address], environment: StudyBinary.baseEnvironment)
        XCTAssertEqual(shown.status, 0, shown.terminal)
        XCTAssertTrue(shown.terminal.contains("2/2 participants, done"), shown.terminal)
        let logged = try StudyBinary.run(["sync", folder.url.path + "/Output", "--store", address])
        XCTAssertEqual(logged.status, 0, logged.transcript)
        XCTAssertFalse(logged.stderr.contains("participants,"), logged.transcript)
    }
}
