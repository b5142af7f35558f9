import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// A new participant's folder appears whole (`.lock`, an empty journal, `tasks/`) or not at
/// all. Was a bug: a kill within about a millisecond of "Join the study" could leave a
/// folder with only `tasks/` (or `.lock` and `tasks/`), which `study verify` refused
/// ("journal.jsonl is missing"). Each test stops the binary at a named point
/// (`STUDY_TEST_STOP_AT`, the runner's test hook) and kills it there with SIGKILL.
final class ParticipantFolderKillTests: XCTestCase {
    private let studyID = "phq9-mood-check"

    /// Joins, and kills the run where it stopped itself at `point`.
    private func joinAndKill(at point: String) throws -> JourneyHarness {
        let harness = try JourneyHarness()
        var environment = StudyBinary.baseEnvironment
        environment["STUDY_TEST_STOP_AT"] = point
        let arguments = ["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath]
        let process = try WaitingProcess(arguments, environment: environment)
        defer { process.stop() }
        try process.send("Join the study\n")
        try process.waitUntilStopped()
        process.send(signal: SIGKILL)
        XCTAssertEqual(try process.finish(closingInput: false), SIGKILL, "killed by the test")
        return harness
    }

    private func entries(of harness: JourneyHarness) throws -> [String] {
        let folder = URL(fileURLWithPath: harness.outputPath).appendingPathComponent(studyID).path
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func testKilledBeforeTheFolderIsInPlaceLeavesNoParticipantAndTheNextJoinTidiesUp() throws {
        let harness = try joinAndKill(at: "participant-folder-built")
        XCTAssertEqual(harness.participants(of: studyID), [], "no participant folder appears")
        let hidden = try entries(of: harness)
        XCTAssertEqual(hidden.count, 1, "only the folder being built: \(hidden)")
        XCTAssertTrue(hidden.first?.hasPrefix(".") == true && hidden.first?.contains(".tmp-") == true, "\(hidden)")

        let answers = try JourneyAnswers("phq9.txt")
        let next = try harness.run(study: "phq9", input: answers.lines(through: "3").map { $0 + "\n" }.joined())
        XCTAssertEqual(next.status, 0, next.transcript)
        let participant = try harness.onlyParticipant(of: studyID)
        XCTAssertEqual(try entries(of: harness), [participant.id], "the abandoned folder was removed")
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0)
    }

    func testKilledJustAfterTheFolderIsInPlaceLeavesAWholeFolderThatVerifies() throws {
        let harness = try joinAndKill(at: "participant-folder-in-place")
        XCTAssertEqual(try entries(of: harness).filter { $0.hasPrefix(".") }, [], "nothing half-built is left")
        let participant = try harness.onlyParticipant(of: studyID)
        let names = try FileManager.default.contentsOfDirectory(atPath: participant.folder.path).sorted()
        XCTAssertEqual(names, [".lock", "journal.jsonl", "tasks"])
        XCTAssertEqual(try participant.text("journal.jsonl"), "", "the journal is there, empty")
        let verify = try StudyBinary.run(["verify", participant.folder.path])
        XCTAssertEqual(verify.status, 0, verify.transcript)
    }

    /// What older versions could leave: `tasks/` (and `.lock`) without a journal. It holds
    /// no data; `study verify` says so instead of failing.
    func testAFolderLeftWithoutAJournalByAnOlderVersionVerifies() throws {
        let folder = try TemporaryFolder()
        let participant = folder.url.appendingPathComponent(studyID).appendingPathComponent("K7QM-2X9D")
        try FileManager.default.createDirectory(
            at: participant.appendingPathComponent("tasks"),
            withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: participant.appendingPathComponent(".lock").path, contents: nil)
        let verify = try StudyBinary.run(["verify", participant.path])
        XCTAssertEqual(verify.status, 0, verify.transcript)
        XCTAssertTrue(
            verify.stdout.contains("ok (no files: the folder was being made when the program stopped"),
            verify.stdout)
    }
}
