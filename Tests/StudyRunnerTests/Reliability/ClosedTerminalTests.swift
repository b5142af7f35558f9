import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Closing the terminal window while `study run` waits for a key, from outside: the binary
/// runs on a pseudo-terminal whose main side the test closes. Was a bug: the read failed
/// before any SIGHUP arrived (and a program that does not lead the terminal's session gets
/// none), so the run ended as "end of input" with status 0, as if it had been finished.
final class ClosedTerminalTests: XCTestCase {
    func testClosingTheTerminalIsAHangUpJournalledAndExits129() throws {
        let harness = try JourneyHarness()
        let answers = try JourneyAnswers("phq9.txt")
        let first = try harness.run(study: "phq9", input: answers.lines(through: "3").map { $0 + "\n" }.joined())
        XCTAssertEqual(first.status, 0, first.transcript)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")

        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 80, rows: 24)
        let secondary = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
        let running = try TestProcess(
            ["run", "Studies/phq9.study", "--output", harness.outputPath, "--participant", participant.id],
            input: .terminal(secondary))
        let process = running.process

        var screen = ""
        let shown = Date().addingTimeInterval(20)
        while !screen.contains("Question 2 of 9"), process.isRunning, Date() < shown {
            screen += terminal.screen(wait: 100)
        }
        XCTAssertTrue(screen.contains("Question 2 of 9"), "the resumed question was not drawn:\n\(screen)")

        terminal.hangUp()
        let ended = Date().addingTimeInterval(20)
        while process.isRunning, Date() < ended { usleep(20_000) }
        XCTAssertFalse(process.isRunning, "the run did not end when its terminal was closed")
        XCTAssertEqual(process.terminationReason, .exit, "ended by the program, not killed by the signal")
        XCTAssertEqual(process.terminationStatus, 129)

        let journal = try participant.journal()
        XCTAssertEqual(journal.last?["event"] as? String, "session-ended")
        XCTAssertEqual(journal.last?["reason"] as? String, "signal hangup")
        XCTAssertEqual(participant.events("session-started", in: journal).last?["mode"] as? String, "full-screen")
    }
}
