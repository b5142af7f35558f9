import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The flow around an active task's rounds, whatever the kind: where it cannot run, how a
/// run cut short is kept, and that its results file is tied to the journal.
final class ActiveTaskSessionTests: XCTestCase {
    func testInPlainModeATaskSaysWhyAndCanBeSkippedAsNotDone() throws {
        let harness = try ActiveTaskHarness()
        let (terminal, status) = harness.playPlain(["1", "1"]) // Reaction time, then "Skip this task"
        XCTAssertEqual(status, 0)
        XCTAssertTrue(terminal.output.contains("which needs the full-screen"), terminal.output)
        let result = try harness.result("reaction-1")
        XCTAssertEqual(result["status"] as? String, "not-done")
        XCTAssertEqual(result["notDoneReason"] as? String, "needs the full-screen terminal")
        XCTAssertTrue(result["summary"] is NSNull)
        XCTAssertEqual((result["events"] as? [Any])?.count, 0)
        let journal = try harness.journal().compactMap { $0["status"] as? String }
        XCTAssertEqual(journal, ["not-done"])
    }

    func testGoingBackFromTheCannotRunScreenRecordsNothing() throws {
        let harness = try ActiveTaskHarness()
        harness.playPlain(["1", "2"])
        XCTAssertFalse(try harness.journal().contains { $0["event"] as? String == "task-started" })
    }

    func testBackFromTheInstructionsRecordsNothing() throws {
        let harness = try ActiveTaskHarness()
        let (terminal, _) = harness.play(ActiveTaskHarness.open(task: 1) + [.key(.character("b"))])
        XCTAssertTrue(terminal.output.contains("There are 5 trials."))
        XCTAssertFalse(terminal.output.contains("Starting in 3"))
        XCTAssertFalse(try harness.journal().contains { $0["event"] as? String == "task-started" })
    }

    func testInputEndingMidRoundKeepsWhatWasDoneAsStopped() throws {
        let harness = try ActiveTaskHarness()
        let script: [ScriptedTerminal.Input] =
            ActiveTaskHarness.open(task: 1) + [.key(.enter)] + countdown + [.wait(ms: 200)]
        let terminal = ScriptedTerminal(script)
        _ = harness.journey(terminal).run(participant: harness.participant)
        let result = try harness.result("reaction-1")
        XCTAssertEqual(result["status"] as? String, "stopped")
        let events = try XCTUnwrap(result["events"] as? [[String: Any]])
        XCTAssertEqual(events.first?["value"] as? String, "fixation")
        XCTAssertTrue(terminal.isRestored)
    }

    func testARunCutShortIsClosedAsStoppedAtTheNextSessionWithANotice() throws {
        let harness = try ActiveTaskHarness()
        // Start the task and cut the journal after `task-started`, as SIGKILL would leave it.
        harness.play(
            ActiveTaskHarness.open(task: 1) + [.key(.enter), .wait(ms: 500), .key(.escape), .type("2"), .key(.enter)])
        let journalURL = harness.participantFolder.appendingPathComponent("journal.jsonl")
        let lines = try String(contentsOf: journalURL, encoding: .utf8).split(separator: "\n")
        let started = try XCTUnwrap(lines.firstIndex { $0.contains("\"task-started\"") })
        try (lines[...started].joined(separator: "\n") + "\n").write(to: journalURL, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(
            at: harness.participantFolder.appendingPathComponent("tasks/reaction-1.json"))

        let (terminal, status) = harness.play([.key(.enter)])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(terminal.output.contains("was cut short before it ended"), terminal.output)
        let finished = try harness.journal().filter { $0["event"] as? String == "task-finished" }
        XCTAssertEqual(finished.map { $0["status"] as? String }, ["stopped"])
        // The next start is a new run.
        harness.play(
            ActiveTaskHarness.open(task: 1) + [.key(.enter), .wait(ms: 500), .key(.escape), .type("2"), .key(.enter)])
        XCTAssertNoThrow(try harness.result("reaction-2"))
    }

    func testVerifyFindsAnEditedActiveTaskResult() throws {
        let harness = try ActiveTaskHarness()
        harness.playPlain(["1", "1"])
        func problems() throws -> [ParticipantVerification.Problem] {
            var files: [String: Data] = [:]
            // The signed consent and the signer's identity are sealed files: each is in the chain.
            let sealed = try FileManager.default.contentsOfDirectory(atPath: harness.participantFolder.path)
                .filter { $0.hasSuffix(".sealed") }
            XCTAssertEqual(sealed.count, 2, "\(sealed)")
            for name in ["journal.jsonl", "onboarding.json", "tasks/reaction-1.json"] + sealed {
                files[name] = try Data(contentsOf: harness.participantFolder.appendingPathComponent(name))
            }
            return ParticipantVerification.verify(files: files)
        }
        XCTAssertEqual(try problems(), [])
        let url = harness.participantFolder.appendingPathComponent("tasks/reaction-1.json")
        let edited = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "\"not-done\"", with: "\"completed\"")
        try edited.write(to: url, atomically: true, encoding: .utf8)
        let found = try problems()
        XCTAssertTrue(
            found.contains { $0.file == "tasks/reaction-1.json" && $0.message.contains("SHA-256") }, "\(found)")
    }

    func testASignalOnTheEndScreenLeavesACompletedRunCompleted() throws {
        let harness = try ActiveTaskHarness()
        // The rest task (8th): start, countdown, 5 s, mark the end, then a hang-up on "Finished".
        let script: [ScriptedTerminal.Input] =
            ActiveTaskHarness.open(task: 8) + [.key(.enter)] + countdown
            + [.wait(ms: 5000), .key(.enter), .signal(.hangup)]
        let terminal = ScriptedTerminal(script)
        let status = harness.journey(terminal).run(participant: harness.participant)
        XCTAssertEqual(status, 129)
        XCTAssertTrue(terminal.output.contains("Finished"))
        XCTAssertEqual(try harness.result("rest-1")["status"] as? String, "completed")
        let journal = try harness.journal()
        XCTAssertEqual(
            journal.filter { $0["event"] as? String == "task-finished" }.map { $0["status"] as? String }, ["completed"])
        XCTAssertEqual(journal.filter { $0["event"] as? String == "result-saved" }.count, 1)
    }
}
