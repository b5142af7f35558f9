import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study verify --repair` closes an active task's run that a kill left open, exactly as the
/// participant's next start closes it (both use `CutShortActiveRun`). The kill lands at the
/// exact moment through the test hook: the task's results and their SHA-256 are on disk,
/// `task-finished` is not.
final class ActiveTaskRepairTests: XCTestCase {
    private let study = "Studies/cognition.study"

    /// An onboarded participant whose reaction-time run, skipped in plain mode ("not done"),
    /// was killed once `result-saved` was journalled.
    private func killedBeforeTheRunWasClosed() throws -> ActiveTaskHarness {
        let harness = try ActiveTaskHarness()
        var environment = StudyBinary.baseEnvironment
        environment["STUDY_TEST_STOP_AT"] = "journalled:result-saved"
        let arguments = ["run", study, "--plain", "--output", harness.output, "--participant", harness.participant]
        let process = try WaitingProcess(arguments, environment: environment)
        defer { process.stop() }
        try process.send("1\n1\n") // Reaction time, then "Skip this task"
        try process.waitUntilStopped()
        process.send(signal: SIGKILL)
        XCTAssertEqual(try process.finish(closingInput: false), SIGKILL, "killed by the test")
        XCTAssertEqual(try taskEvents(harness).map(\.event), ["task-started", "result-saved"])
        return harness
    }

    private func verify(_ harness: ActiveTaskHarness, repair: Bool = false) throws -> StudyRun {
        try StudyBinary.run(["verify"] + (repair ? ["--repair", study] : []) + [harness.participantFolder.path])
    }

    /// The journal's task events, without their times, numbers and SHA-256 (each run's
    /// results hold its own seed and times; `study verify` checks the SHA-256).
    private func taskEvents(_ harness: ActiveTaskHarness) throws -> [(event: String, fields: String)] {
        try harness.journal().compactMap { line in
            guard let event = line["event"] as? String, event.hasPrefix("task-") || event == "result-saved" else {
                return nil
            }
            let fields = line.filter { !["time", "seq", "sha256", "prev"].contains($0.key) }
            let data = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
            return (event, String(decoding: data, as: UTF8.self))
        }
    }

    func testARunLeftOpenByAKillIsClosedByRepairAsTheNextStartClosesIt() throws {
        let repaired = try killedBeforeTheRunWasClosed()
        let found = try verify(repaired)
        XCTAssertEqual(found.status, 3, found.transcript)
        XCTAssertTrue(
            found.stdout.contains("tasks/reaction-1.json: was saved just before the program stopped"),
            found.stdout)

        let repair = try verify(repaired, repair: true)
        XCTAssertEqual(repair.status, 0, repair.transcript)
        XCTAssertTrue(
            repair.stdout.contains(
                ": repaired from the journal: journal.jsonl (the run 'reaction-1' left open closed as 'not-done', "
                    + "as the next start closes it)"), repair.stdout)
        XCTAssertEqual(try verify(repaired).status, 0)

        // The participant comes back: nothing is left to close, so nothing is said about it.
        let (terminal, status) = repaired.playPlain([])
        XCTAssertEqual(status, 0, terminal.output)
        XCTAssertFalse(terminal.output.contains("was cut short"), terminal.output)
        XCTAssertEqual(try verify(repaired).status, 0)

        // Beside a participant killed the same way who just came back: the same closing.
        let resumed = try killedBeforeTheRunWasClosed()
        XCTAssertEqual(resumed.playPlain([]).status, 0)
        XCTAssertEqual(try verify(resumed).status, 0)
        XCTAssertEqual(try taskEvents(repaired).map(\.event), ["task-started", "result-saved", "task-finished"])
        XCTAssertEqual(try taskEvents(repaired).map(\.fields), try taskEvents(resumed).map(\.fields))
        XCTAssertEqual(try repaired.result("reaction-1")["status"] as? String, "not-done")
    }
}
