import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// A repeating group run for real in plain mode (Tests/Fixtures/studies/medicines.study
/// with Tests/Fixtures/answers/medicines.txt): three medicines added, the second removed,
/// done; the results keep each instance numbered, the removed one apart; and a kill at the
/// moment an instance's first answer is on disk resumes at that instance's next question.
final class RepeatingGroupJourneyTests: XCTestCase {
    private static let study = StudyBinary.root.appendingPathComponent("Tests/Fixtures/studies/medicines.study").path
    private let studyID = "medicine-list"

    private func journey(_ lines: [String]? = nil) throws -> (JourneyHarness, StudyRun) {
        let harness = try JourneyHarness()
        let input = try lines.map { $0.map { $0 + "\n" }.joined() } ?? JourneyAnswers("medicines.txt").text
        let run = try JourneyHarness.run(["run", Self.study, "--plain", "--output", harness.outputPath], input: input)
        return (harness, run)
    }

    private func names(_ instances: Any?) -> [String?] {
        (instances as? [[String: Any]] ?? []).map { instance in
            let steps = instance["steps"] as? [[String: Any]] ?? []
            let name = steps.first { $0["id"] as? String == "med_name" }
            return ((name?["outcome"] as? [String: Any])?["answer"] as? [String: Any])?["value"] as? String
        }
    }

    func testThreeMedicinesAddedOneRemovedAreTwoNumberedInstances() throws {
        let (harness, run) = try journey()
        XCTAssertEqual(run.status, 0, run.transcript)
        for text in [
            "Medicine 1 · Question 1 of 2", "Medicine 3 · Question 2 of 2", "You have given 3 so far:",
            "  1. Add another", "  2. Remove one", "  3. I am done", "Which one should be removed?",
            "Medicine 2 was removed.", "You have given 2 so far:", "Medicines listed: 2",
        ] {
            XCTAssertTrue(run.stdout.contains(text), "missing: \(text)\n\(run.stdout)")
        }
        let participant = try harness.onlyParticipant(of: studyID)
        let result = try participant.task("meds-1")
        XCTAssertEqual(result.object["status"] as? String, "completed")
        let group = try XCTUnwrap(result.step("medicines"))
        XCTAssertEqual(group["kind"] as? String, "repeating-group")
        XCTAssertEqual((group["instances"] as? [[String: Any]])?.map { $0["number"] as? Int }, [1, 2])
        XCTAssertEqual(names(group["instances"]), ["Metformin", "Insulin"])
        XCTAssertEqual(names(group["removedInstances"]), ["Aspirin"])
        XCTAssertEqual(jsonNumber(result.score("medicine_count")?["value"]), 2)
        let journal = try participant.journal()
        JourneyChecks.journal(journal)
        XCTAssertEqual(participant.events("instance-started", in: journal).map { $0["instance"] as? Int }, [1, 2, 3])
        XCTAssertEqual(participant.events("instance-removed", in: journal).map { $0["instance"] as? Int }, [2])
        XCTAssertEqual(participant.events("answered", in: journal).count, 2, "only the survey's own questions")
        let verify = try StudyBinary.run(["verify", participant.folder.path])
        XCTAssertEqual(verify.status, 0, verify.transcript)
    }

    func testTheReviewOffersDoneOnlyFromTheMinimumAndAddOnlyBelowTheMaximum() throws {
        // Back out of the first instance before answering: the review has no "I am done" yet.
        let lines = try JourneyAnswers("medicines.txt").lines(through: "yes") + ["back", "leave", "1"]
        let (_, run) = try journey(lines)
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("You have not given any yet."), run.stdout)
        XCTAssertTrue(run.stdout.contains("Please add at least 1 more before you finish."), run.stdout)
        XCTAssertFalse(run.stdout.contains("I am done"), run.stdout)
    }

    /// Killed when the first medicine's name is on disk: the next start asks its doses,
    /// not its name again, and the rest of the journey ends as the uninterrupted one.
    func testAKillMidInstanceResumesAtThatInstancesNextQuestion() throws {
        let harness = try JourneyHarness()
        var environment = StudyBinary.baseEnvironment
        environment["STUDY_TEST_STOP_AT"] = "journalled:instance-answered"
        let process = try WaitingProcess(
            ["run", Self.study, "--plain", "--output", harness.outputPath], environment: environment)
        defer { process.stop() }
        let answers = try JourneyAnswers("medicines.txt")
        try process.send(answers.lines(through: "Metformin").map { $0 + "\n" }.joined())
        try process.waitUntilStopped()
        process.send(signal: SIGKILL)
        XCTAssertEqual(try process.finish(closingInput: false), SIGKILL, "killed by the test")

        let participant = try harness.onlyParticipant(of: studyID)
        XCTAssertEqual(try participant.journal().last?["event"] as? String, "instance-answered")
        let rest = Array(answers.lines(through: "Leave").drop { $0 != "Metformin" }.dropFirst())
        let resumed = try JourneyHarness.run(
            ["run", Self.study, "--plain", "--output", harness.outputPath, "--participant", participant.id],
            input: ([""] + rest).map { $0 + "\n" }.joined())
        XCTAssertEqual(resumed.status, 0, resumed.transcript)
        XCTAssertFalse(resumed.stdout.contains("Medicine 1 · Question 1 of 2"), "the saved name is not asked again")
        XCTAssertTrue(resumed.stdout.contains("Medicine 1 · Question 2 of 2"), resumed.stdout)
        let journal = try participant.journal()
        let names = participant.events("instance-answered", in: journal).filter { $0["step"] as? String == "med_name" }
        XCTAssertEqual(names.count, 3, "Metformin once, then Aspirin and Insulin")
        let group = try XCTUnwrap(try participant.task("meds-1").step("medicines"))
        XCTAssertEqual(self.names(group["instances"]), ["Metformin", "Insulin"])
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0)
    }
}
