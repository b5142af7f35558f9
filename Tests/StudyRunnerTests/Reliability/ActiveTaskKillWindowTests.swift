import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// An active task closes in three writes: its results file, `result-saved` (the file's
/// SHA-256), `task-finished`. A kill between them used to leave a run that the next start
/// closed as "stopped" although its file said "completed", which `study verify` then
/// reported. Each window is rebuilt by cutting the journal of a finished run back.
final class ActiveTaskKillWindowTests: XCTestCase {
    /// A whole reaction-time run on the scripted clock: practice, then five trials answered.
    private func finishedRun() throws -> ActiveTaskHarness {
        let harness = try ActiveTaskHarness()
        var random = SeededRandom(seed: SeededRandom.runSeed(sessionSeed: 42) + 1)
        let waits = (0..<5).map { _ in Int.random(in: 1000...2000, using: &random) }
        var practice = SeededRandom(seed: SeededRandom.runSeed(sessionSeed: 42))
        var script: [ScriptedTerminal.Input] = ActiveTaskHarness.open(task: 1) + [.key(.enter)] + countdown
        script += [
            .wait(ms: Int.random(in: 1000...2000, using: &practice)), .wait(ms: 300), .space,
            .wait(ms: ReactionTimeEngine.feedbackMs),
        ]
        script += [.key(.enter)] + countdown
        for wait in waits {
            script += [.wait(ms: wait), .wait(ms: 250), .space, .wait(ms: ReactionTimeEngine.feedbackMs)]
        }
        script += [.key(.enter)]
        let (terminal, status) = harness.play(script)
        XCTAssertEqual(status, 0, terminal.output.suffix(800).description)
        XCTAssertEqual(try harness.result("reaction-1")["status"] as? String, "completed")
        return harness
    }

    /// Keeps the journal's lines up to and including the last with event `name`.
    private func cutJournal(_ harness: ActiveTaskHarness, through name: String) throws {
        let url = harness.participantFolder.appendingPathComponent("journal.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let last = try XCTUnwrap(lines.lastIndex { $0.contains("\"event\":\"\(name)\"") })
        try (lines[...last].joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    private func resumeAndVerify(_ harness: ActiveTaskHarness) throws -> String {
        let (terminal, status) = harness.play([])
        XCTAssertEqual(status, 0)
        let verify = try JourneyHarness.run(["verify", harness.participantFolder.path], input: "")
        XCTAssertEqual(verify.status, 0, verify.transcript)
        return terminal.output
    }

    /// Before the next start, `study verify` calls the folder interrupted (exit 3), not edited.
    private func verifiesAsInterrupted(_ harness: ActiveTaskHarness) throws {
        let verify = try JourneyHarness.run(["verify", harness.participantFolder.path], input: "")
        XCTAssertEqual(verify.status, 3, verify.transcript)
        let note = "tasks/reaction-1.json: was saved just before the program stopped"
        XCTAssertTrue(verify.stdout.contains(note), verify.stdout)
    }

    private func finishes(_ harness: ActiveTaskHarness) throws -> [String?] {
        try harness.journal().filter { $0["event"] as? String == "task-finished" }.map { $0["status"] as? String }
    }

    func testKilledAfterTheFileBeforeItsHashTheRunIsKeptAsTheFileSays() throws {
        let harness = try finishedRun()
        let file = try Data(contentsOf: harness.participantFolder.appendingPathComponent("tasks/reaction-1.json"))
        try cutJournal(harness, through: "task-started")
        try verifiesAsInterrupted(harness)
        let output = try resumeAndVerify(harness)
        XCTAssertFalse(output.contains("was cut short"), "nothing was lost: no notice")
        XCTAssertEqual(try finishes(harness), ["completed"])
        let saved = try harness.journal().filter { $0["event"] as? String == "result-saved" }
        XCTAssertEqual(
            saved.map { $0["sha256"] as? String }, [SignedConsentDocument.sha256(String(decoding: file, as: UTF8.self))]
        )
        XCTAssertEqual(
            try Data(contentsOf: harness.participantFolder.appendingPathComponent("tasks/reaction-1.json")), file)
    }

    func testKilledAfterTheHashBeforeTheRunWasClosed() throws {
        let harness = try finishedRun()
        try cutJournal(harness, through: "result-saved")
        try verifiesAsInterrupted(harness)
        let output = try resumeAndVerify(harness)
        XCTAssertFalse(output.contains("was cut short"))
        XCTAssertEqual(try finishes(harness), ["completed"])
        XCTAssertEqual(try harness.journal().filter { $0["event"] as? String == "result-saved" }.count, 1)
    }

    /// Integrity: an active task's results are too large for the journal, so the journal
    /// holds their SHA-256; `study verify` reports any edit to the file.
    func testAnEditedActiveTaskResultIsReportedByVerify() throws {
        let harness = try finishedRun()
        let url = harness.participantFolder.appendingPathComponent("tasks/reaction-1.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "\"hits\" : 5", with: "\"hits\" : 4")
        XCTAssertNotEqual(edited, text)
        try edited.write(to: url, atomically: true, encoding: .utf8)
        let verify = try JourneyHarness.run(["verify", harness.participantFolder.path], input: "")
        XCTAssertEqual(verify.status, 1, verify.transcript)
        XCTAssertTrue(
            verify.stdout.contains("tasks/reaction-1.json: does not match the SHA-256 in the journal"), verify.stdout)
    }

    /// Killed during the round: no file yet. The run is kept as stopped, with the notice.
    func testKilledDuringTheRoundTheRunIsStoppedWithANotice() throws {
        let harness = try finishedRun()
        try cutJournal(harness, through: "task-started")
        try FileManager.default.removeItem(
            at: harness.participantFolder.appendingPathComponent("tasks/reaction-1.json"))
        let output = try resumeAndVerify(harness)
        XCTAssertTrue(output.contains("was cut short before it ended"))
        XCTAssertEqual(try finishes(harness), ["stopped"])
    }
}
