import Foundation
import XCTest

/// Ctrl-C (SIGINT) where the signal matrix (Tests/reliability/signal_matrix.py) found the
/// runner doing the wrong thing, pinned here in plain mode.
final class SignalJourneyTests: XCTestCase {
    /// Was a bug: Ctrl-C on the first screen ended with status 0, as if the run had been
    /// finished; a script calling `study run` could not tell. Nothing is saved there, so
    /// nothing is asked and nothing is said about saved answers.
    func testCtrlCOnTheIntroductionExits130() throws {
        let harness = try JourneyHarness()
        let process = try WaitingProcess(["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath])
        defer { process.stop() }
        try process.waitForOutput("Join the study")
        process.interrupt()
        XCTAssertEqual(try process.finish(closingInput: false), 130, process.output)
        XCTAssertFalse(process.output.contains("Your answers are saved"), process.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: harness.outputPath), "nothing is written before joining")
    }

    /// Was a bug: on the home screen, Ctrl-C then "No, stay" left anyway.
    func testCtrlCOnTheHomeScreenThenStayingStays() throws {
        let harness = try JourneyHarness()
        let process = try WaitingProcess(["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath])
        defer { process.stop() }
        let onboarding = StorageFailureTests.toAgreement + StorageFailureTests.signing
        try process.send(onboarding.map { $0.0 + "\n" }.joined())
        try process.waitForOutput("Your tasks")
        process.interrupt()
        try process.waitForOutput("Leave now? Your answers so far are saved.")
        try process.send("No, stay\n")
        try process.waitForOutput("Your tasks", occurrences: 2)
        try process.send("leave\n")
        XCTAssertEqual(try process.finish(), 0, process.output)
    }

    /// Ctrl-C on "The disk is full…" leaves with the storage status (3), not 130: the
    /// answer that could not be written is not saved, and the status must not say it is.
    func testCtrlCOnAStorageProblemExits3() throws {
        let disk = try TinyDisk()
        disk.fill()
        let process = try WaitingProcess(["run", "Studies/phq9.study", "--plain", "--output", disk.path + "/out"])
        defer { process.stop() }
        try process.send("Join the study\n")
        try process.waitForOutput(StorageFailureTests.diskFull)
        process.interrupt()
        XCTAssertEqual(try process.finish(closingInput: false), 3, process.output)
        XCTAssertTrue(process.errors.contains(StorageFailureTests.diskFull), process.errors)
    }
}
