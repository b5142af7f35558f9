import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// A sync killed, or a server stopped, in the middle of sending: the next try (or the retry
/// with backoff) sends the rest, and every event is in the store exactly once, in order.
final class StoreSyncFaultTests: StoreTestCase {
    private static let count = 30_000

    private func bigJournal() throws -> (TemporaryFolder, [String]) {
        let folder = try TemporaryFolder()
        let lines = StoreSyncTests.lines(Self.count, marker: String(repeating: "answer ", count: 10))
        try StoreSyncTests.writeJournal(lines, study: "mood", participant: "K7QM-2X9D", in: folder)
        return (folder, lines)
    }

    private func storedCount(_ database: String) -> Int {
        let rows = try? server.superuser(database: database).execute("SELECT count(*) FROM study_store.events")
        return rows?.first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
    }

    /// Waits until the store has some but not all of the events.
    private func waitUntilPartlySent(_ database: String) -> Int {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let stored = storedCount(database)
            if stored > 0 { return stored }
            usleep(5_000)
        }
        return 0
    }

    func testASyncKilledMidwayIsFinishedByTheNextWithoutLossOrDoubles() throws {
        let database = try initialisedStore()
        let (folder, lines) = try bigJournal()
        let arguments = ["sync", folder.url.path + "/Output", "--store", try server.address(database: database)]
        let first = try TestProcess(arguments)
        let partly = waitUntilPartlySent(database)
        first.send(signal: SIGKILL)
        _ = first.finish()
        XCTAssertGreaterThan(partly, 0)
        XCTAssertLessThan(storedCount(database), Self.count, "the kill came too late to test anything")
        let second = try StudyBinary.run(arguments)
        XCTAssertEqual(second.status, 0, second.transcript)
        let stored = try server.superuser(database: database).execute(
            "SELECT sequence, line FROM study_store.events ORDER BY sequence")
        XCTAssertEqual(stored.count, Self.count)
        // Not XCTAssertEqual on the arrays: a difference would print 30,000 lines.
        XCTAssertTrue(stored.map { $0[1] } == lines, "the store's lines differ from the journal's")
        XCTAssertTrue(stored.map { $0[0] } == (1...Self.count).map(String.init), "the sequences are not 1…n")
    }

    func testAServerStoppedMidwayIsRetriedWithBackoff() throws {
        let database = try initialisedStore()
        let (folder, lines) = try bigJournal()
        let arguments = ["sync", folder.url.path + "/Output", "--store", try server.address(database: database)]
        let sync = try TestProcess(arguments)
        XCTAssertGreaterThan(waitUntilPartlySent(database), 0)
        try server.stop()
        usleep(300_000)
        try server.start()
        let run = sync.finish()
        XCTAssertEqual(run.status, 0, run.transcript)
        let stored = try server.superuser(database: database).execute(
            "SELECT line FROM study_store.events ORDER BY sequence")
        XCTAssertEqual(stored.count, Self.count)
        XCTAssertTrue(stored.map { $0[0] } == lines, "the store's lines differ from the journal's")
    }
}
