import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The progress bar of long work (`export`, `status`, `sync`): drawn on standard error only
/// when it is a terminal and `--quiet` is not given; counts and the time left.
final class WorkProgressTests: XCTestCase {
    func testTheLineCountsAndSaysTheTimeLeft() {
        XCTAssertEqual(
            WorkProgress.line(done: 300, total: 1000, elapsed: 1.5),
            "[#########---------------------] 300/1000 participants, about 4 s left")
        XCTAssertEqual(
            WorkProgress.line(done: 7, total: 7, elapsed: 0.2),
            "[##############################] 7/7 participants, done")
        XCTAssertEqual(WorkProgress.timeLeft(done: 0, total: 9, elapsed: 0), "time left not known yet")
        XCTAssertEqual(WorkProgress.timeLeft(done: 100, total: 1000, elapsed: 20), "about 3 min left")
        XCTAssertEqual(WorkProgress.timeLeft(done: 10, total: 100, elapsed: 9.9), "about 89 s left")
    }

    private static let output = "Tests/Fixtures/export/Output"

    func testStatusDrawsItOnATerminalAndNotWithQuiet() throws {
        let shown = try StudyBinary.runOnTerminal(
            ["status", Self.output, "--plain"], environment: StudyBinary.baseEnvironment)
        XCTAssertTrue(shown.terminal.contains(" participants, done"), shown.terminal)
        let quiet = try StudyBinary.runOnTerminal(
            ["status", Self.output, "--plain", "--quiet"], environment: StudyBinary.baseEnvironment)
        XCTAssertFalse(quiet.terminal.contains("participants,"), quiet.terminal)
        let toFile = try StudyBinary.run(["status", Self.output, "--plain"])
        XCTAssertFalse(toFile.stderr.contains("participants,"), "a file gets no bar: \(toFile.stderr)")
    }

    func testExportDrawsItOnATerminal() throws {
        let folder = try TemporaryFolder()
        let shown = try StudyBinary.runOnTerminal(
            ["export", Self.output, "--to", folder.url.appendingPathComponent("export").path],
            environment: StudyBinary.baseEnvironment)
        XCTAssertTrue(shown.terminal.contains(" participants, done"), shown.terminal)
    }
}
