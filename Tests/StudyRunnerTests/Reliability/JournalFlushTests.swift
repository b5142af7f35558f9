import Foundation
import XCTest

@testable import StudyModel
@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// A returning participant's start writes `session-started` before the dashboard without
/// waiting for the disk (`Journal.append(_:flush: false)`): the line is whole in the file at
/// once, a kill cannot lose it, and the next line, flushed, chains onto it. (When the line
/// reaches the disk is not visible from here; that the sitting's next line takes it there
/// is what `fsync` of a file promises.)
final class JournalFlushTests: XCTestCase {
    private func event(_ sequence: Int) -> JournalEvent {
        JournalEvent(
            sequence: sequence,
            time: Timestamp(date: Date(timeIntervalSince1970: 1_700_000_000 + Double(sequence)), utcOffsetSeconds: 0),
            kind: .sessionStarted(mode: .plain))
    }

    func testALineLeftToTheNextFlushIsWholeAndTheNextLineChainsOntoIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("journal.jsonl").path
        let journal = try Journal(path: path)
        try journal.append(event(1))
        try journal.append(event(2), flush: false)
        XCTAssertEqual(try Journal.read(path: path).events.map(\.sequence), [1, 2], "the line is in the file at once")
        try journal.append(event(3))
        let lines = JournalBytes(FileManager.default.contents(atPath: path) ?? Data()).lines
        XCTAssertEqual(JournalChain.check(lines), .chained)
        XCTAssertEqual(try Journal.read(path: path).events.map(\.sequence), [1, 2, 3])
    }

    /// Killed (SIGKILL) while the dashboard waits for a choice: `session-started` is the
    /// journal's last line, the folder verifies, and the next start goes on from it.
    func testAKillOnTheDashboardKeepsTheSessionLine() throws {
        let harness = try JourneyHarness()
        let joined = try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9")
        XCTAssertEqual(joined.status, 0, joined.transcript)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let before = try participant.journal().count
        let arguments = [
            "run", "Studies/phq9.study", "--plain", "--output", harness.outputPath, "--participant", participant.id,
        ]
        let start = try TestProcess(arguments, input: .pipe)
        let deadline = Date().addingTimeInterval(30)
        while !start.output.contains("(type 1-") && start.isRunning && Date() < deadline { usleep(20_000) }
        XCTAssertTrue(start.output.contains("(type 1-"), "the dashboard's prompt: \(start.output)")
        start.send(signal: SIGKILL)
        _ = start.finish()
        let journal = try participant.journal()
        XCTAssertEqual(journal.count, before + 1)
        XCTAssertEqual(journal.last?["event"] as? String, "session-started")
        let verified = try JourneyHarness.run(["verify", participant.folder.path], input: "")
        XCTAssertEqual(verified.status, 0, verified.transcript)
        let next = try harness.run(study: "phq9", input: "leave\n", extra: ["--participant", participant.id])
        XCTAssertEqual(next.status, 0, next.transcript)
        XCTAssertEqual(try participant.journal().count, before + 3, "a new session-started and session-ended")
    }
}
