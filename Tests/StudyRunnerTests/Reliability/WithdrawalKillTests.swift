import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Leaving the study is journal-first: killed at the moment `withdrew` is on disk (the run
/// stops itself there through `STUDY_TEST_STOP_AT=journalled:withdrew` and the test kills
/// it), the folder is in the new state, its deletion not yet done. `study verify` calls
/// that an interruption, and the next start or `--repair` finishes it; killed before, at
/// the confirmation, nothing has changed.
final class WithdrawalKillTests: XCTestCase {
    private let studyID = "phq9-mood-check"

    /// PHQ-9 through the survey, then leaving with `choice`, killed where it stops at `point`.
    private func leaveAndKill(choosing choice: String, at point: String) throws -> JourneyHarness {
        let harness = try JourneyHarness()
        var environment = StudyBinary.baseEnvironment
        environment["STUDY_TEST_STOP_AT"] = point
        let arguments = ["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath]
        let process = try WaitingProcess(arguments, environment: environment)
        defer { process.stop() }
        let typed =
            try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + [
                "", "My profile", "Leave the study", choice,
            ]
        try process.send(typed.map { $0 + "\n" }.joined())
        try process.waitUntilStopped()
        process.send(signal: SIGKILL)
        XCTAssertEqual(try process.finish(closingInput: false), SIGKILL, "killed by the test")
        return harness
    }

    private func names(_ participant: JourneyParticipant) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: participant.folder.path).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    func testKilledOnceTheDeletionIsJournalledTheNextStartFinishesIt() throws {
        let harness = try leaveAndKill(choosing: "Leave the study and delete my answers", at: "journalled:withdrew")
        let participant = try harness.onlyParticipant(of: studyID)
        XCTAssertEqual(try participant.journal().last?["event"] as? String, "withdrew")
        XCTAssertTrue(participant.exists("tasks/phq9-1.json"), "killed before anything was deleted")

        let found = try StudyBinary.run(["verify", participant.folder.path])
        XCTAssertEqual(found.status, 3, found.transcript)
        XCTAssertTrue(found.stdout.contains("asked for their answers to be deleted"), found.stdout)
        XCTAssertTrue(found.stdout.contains("the deletion was cut short"), found.stdout)

        let next = try harness.run(study: "phq9", input: "", extra: ["--participant", participant.id])
        XCTAssertEqual(next.status, 0, next.transcript)
        XCTAssertTrue(next.stdout.contains("their answers were deleted, as they asked"), next.transcript)
        XCTAssertEqual(try names(participant), ["outcome.json"])
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0)
    }

    func testKilledOnceTheDeletionIsJournalledVerifyRepairFinishesIt() throws {
        let harness = try leaveAndKill(choosing: "Leave the study and delete my answers", at: "journalled:withdrew")
        let participant = try harness.onlyParticipant(of: studyID)
        let repaired = try StudyBinary.run(["verify", "--repair", "Studies/phq9.study", participant.folder.path])
        XCTAssertEqual(repaired.status, 0, repaired.transcript)
        XCTAssertTrue(repaired.stdout.contains("the deletion the participant asked for, finished"), repaired.stdout)
        XCTAssertEqual(try names(participant), ["outcome.json"])
        XCTAssertEqual(try participant.json("outcome.json")["decision"] as? String, "withdrew-answers-deleted")
    }

    func testKilledOnceKeepingIsJournalledTheParticipantHasLeftWithTheirAnswers() throws {
        let harness = try leaveAndKill(choosing: "Leave the study and keep my answers", at: "journalled:withdrew")
        let participant = try harness.onlyParticipant(of: studyID)
        XCTAssertEqual(try participant.journal().last?["answers"] as? String, "kept")
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0, "nothing is behind")
        let next = try harness.run(study: "phq9", input: "", extra: ["--participant", participant.id])
        XCTAssertTrue(next.stdout.contains("left this study on"), next.transcript)
        XCTAssertTrue(participant.exists("tasks/phq9-1.json"))
    }

    func testKilledAtTheConfirmationLeavesTheParticipantInTheStudy() throws {
        let harness = try JourneyHarness()
        let arguments = ["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath]
        let process = try WaitingProcess(arguments)
        defer { process.stop() }
        let typed =
            try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + ["", "My profile", "Leave the study"]
        try process.send(typed.map { $0 + "\n" }.joined())
        try process.waitForOutput("Leave the study?")
        process.send(signal: SIGKILL)
        XCTAssertEqual(try process.finish(closingInput: false), SIGKILL, "killed by the test")
        let participant = try harness.onlyParticipant(of: studyID)
        XCTAssertTrue(participant.events("withdrew", in: try participant.journal()).isEmpty)
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0)
        let next = try harness.run(study: "phq9", input: "leave\n", extra: ["--participant", participant.id])
        XCTAssertEqual(next.status, 0, next.transcript)
        XCTAssertTrue(next.stdout.contains("My profile"), "home, as before: \(next.stdout)")
    }
}
