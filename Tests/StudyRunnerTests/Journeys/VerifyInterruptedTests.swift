import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study verify` tells a folder left one step behind its journal by a stop between two
/// writes (exit 3) from an edited one (exit 1), and `--repair` brings the first up to date
/// from the journal without running the study while refusing to touch the second. The
/// stopped states are rebuilt exactly, as in KillWindowTests: the journal line written,
/// the file not yet.
final class VerifyInterruptedTests: XCTestCase {
    private var harness: JourneyHarness!
    private let study = "Studies/phq9.study"

    /// PHQ-9 through the survey's last answer (the run is finished), then the input ends.
    private func finishedSurvey() throws -> JourneyParticipant {
        harness = try JourneyHarness()
        let answers = try JourneyAnswers("phq9.txt")
        let run = try harness.run(
            study: "phq9", input: answers.lines(through: "Somewhat difficult").map { $0 + "\n" }.joined())
        XCTAssertEqual(run.status, 0, run.transcript)
        return try harness.onlyParticipant(of: "phq9-mood-check")
    }

    private func verify(_ participant: JourneyParticipant, repair: Bool = false) throws -> StudyRun {
        try StudyBinary.run(["verify"] + (repair ? ["--repair", study] : []) + [participant.folder.path])
    }

    private func rewrite(_ participant: JourneyParticipant, _ name: String, _ change: (inout [String: Any]) -> Void)
        throws
    {
        var object = try participant.json(name)
        change(&object)
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: participant.folder.appendingPathComponent(name))
    }

    /// Killed at the exact moment: `task-finished` is on disk, the results not yet rewritten
    /// (the run stops itself there through the test hook, and the test kills it).
    func testKilledJustAfterTaskFinishedWasJournalledIsInterruptedAndRepaired() throws {
        harness = try JourneyHarness()
        var environment = StudyBinary.baseEnvironment
        environment["STUDY_TEST_STOP_AT"] = "journalled:task-finished"
        let arguments = ["run", study, "--plain", "--output", harness.outputPath]
        let process = try WaitingProcess(arguments, environment: environment)
        defer { process.stop() }
        let answers = try JourneyAnswers("phq9.txt")
        try process.send(answers.lines(through: "Somewhat difficult").map { $0 + "\n" }.joined())
        try process.waitUntilStopped()
        process.send(signal: SIGKILL)
        XCTAssertEqual(try process.finish(closingInput: false), SIGKILL, "killed by the test")
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        XCTAssertEqual(try participant.json("tasks/phq9-1.json")["status"] as? String, "in-progress")

        let found = try verify(participant)
        XCTAssertEqual(found.status, 3, found.transcript)
        XCTAssertTrue(found.stdout.contains("tasks/phq9-1.json: one step behind the journal (line "), found.stdout)
        XCTAssertTrue(found.stdout.contains("'task-finished', is not in it yet"), found.stdout)
        let repaired = try verify(participant, repair: true)
        XCTAssertEqual(repaired.status, 0, repaired.transcript)
        XCTAssertEqual(try participant.json("tasks/phq9-1.json")["status"] as? String, "completed")
    }

    /// Stopped after `task-finished` was journalled, before the results said "completed".
    func testResultsOneStepBehindAreInterruptedAndRepairedFromTheJournal() throws {
        let participant = try finishedSurvey()
        let original = try participant.text("tasks/phq9-1.json")
        try rewrite(participant, "tasks/phq9-1.json") { result in
            result["status"] = "in-progress"
            result["endedAt"] = nil
        }
        let finished = try XCTUnwrap(
            participant.events("task-finished", in: try participant.journal()).last?["seq"] as? Int)

        let found = try verify(participant)
        XCTAssertEqual(found.status, 3, found.transcript)
        XCTAssertTrue(
            found.stdout.contains(
                "tasks/phq9-1.json: one step behind the journal (line \(finished), 'task-finished', "
                    + "is not in it yet)"), found.stdout)
        XCTAssertTrue(
            found.stdout.contains(": interrupted, not edited. To bring it up to date: study verify --repair"),
            found.stdout)
        XCTAssertFalse(found.stdout.contains("differs"), found.stdout)

        let repaired = try verify(participant, repair: true)
        XCTAssertEqual(repaired.status, 0, repaired.transcript)
        XCTAssertTrue(repaired.stdout.contains(": repaired from the journal: tasks/phq9-1.json"), repaired.stdout)
        XCTAssertEqual(try participant.text("tasks/phq9-1.json"), original, "written again exactly as the run wrote it")
        XCTAssertEqual(try verify(participant).status, 0)
    }

    /// Stopped after an answer was journalled, before the results had it; and a journal
    /// line torn by a power cut.
    private func tornAndOneAnswerBehind() throws -> JourneyParticipant {
        let participant = try finishedSurvey()
        try rewrite(participant, "tasks/phq9-1.json") { result in
            result["status"] = "in-progress"
            result["endedAt"] = nil
            result["steps"] = (result["steps"] as? [[String: Any]] ?? []).filter {
                $0["id"] as? String != "phq9_difficulty"
            }
            result["scores"] = []
        }
        // Only the last answer and the end of the run are in the journal alone.
        let journalURL = participant.folder.appendingPathComponent("journal.jsonl")
        var lines = try participant.text("journal.jsonl").split(separator: "\n").map(String.init)
        let last = try XCTUnwrap(lines.lastIndex { $0.contains("\"task-finished\"") })
        lines = Array(lines[...last]).filter { !($0.contains("\"task-finished\"")) }
        try (lines.joined(separator: "\n") + "\n" + "{\"event\":\"session-ended\",\"rea").write(
            to: journalURL,
            atomically: true, encoding: .utf8)
        return participant
    }

    /// Both are interruptions; the repair sets the torn line aside.
    func testALastAnswerMissingFromTheResultsAndATornLineAreInterruptions() throws {
        let participant = try tornAndOneAnswerBehind()
        let found = try verify(participant)
        XCTAssertEqual(found.status, 3, found.transcript)
        XCTAssertTrue(found.stdout.contains("journal.jsonl: the last line is cut short"), found.stdout)
        XCTAssertTrue(found.stdout.contains("tasks/phq9-1.json: one step behind the journal"), found.stdout)

        let repaired = try verify(participant, repair: true)
        XCTAssertEqual(repaired.status, 0, repaired.transcript)
        let sides = try FileManager.default.contentsOfDirectory(atPath: participant.folder.path)
            .filter { $0.hasPrefix("journal.jsonl.torn-") }
        XCTAssertEqual(sides.count, 1, "the torn line is kept beside the journal")
        XCTAssertNotNil(
            try participant.task("phq9-1").answer("phq9_difficulty"), "the last answer is in the results again")
    }

    /// A repair that cannot rebuild every file writes none: here the study file given has no
    /// task 'phq9', so the torn line is not set aside either, and the message says so.
    func testARepairRefusedPartWayWritesNothing() throws {
        let participant = try tornAndOneAnswerBehind()
        let journal = try participant.text("journal.jsonl")
        let results = try participant.text("tasks/phq9-1.json")
        let folder = try TemporaryFolder()
        let renamed = try String(contentsOf: StudyBinary.root.appendingPathComponent(study), encoding: .utf8)
            .replacingOccurrences(of: "\n  - id: phq9\n", with: "\n  - id: phq9_renamed\n")
        let otherVersion = try folder.write("phq9.study", renamed)

        let refused = try StudyBinary.run(["verify", "--repair", otherVersion.path, participant.folder.path])
        XCTAssertEqual(refused.status, 3, refused.transcript)
        XCTAssertTrue(
            refused.stderr.contains(
                "not repaired: tasks/phq9-1.json cannot be rebuilt from the journal with this study file; "
                    + "nothing was written"), refused.stderr)
        XCTAssertEqual(try participant.text("journal.jsonl"), journal, "the torn line is still in place")
        XCTAssertEqual(try participant.text("tasks/phq9-1.json"), results)
        let sides = try FileManager.default.contentsOfDirectory(atPath: participant.folder.path)
            .filter { $0.hasPrefix("journal.jsonl.torn-") }
        XCTAssertEqual(sides, [])
    }

    /// An answer changed in the results matches neither the journal nor the journal one
    /// step back: edited, exit 1, and `--repair` leaves the folder exactly as it is.
    func testAnEditIsNotAnInterruptionAndIsNeverRepaired() throws {
        let participant = try finishedSurvey()
        try rewrite(participant, "tasks/phq9-1.json") { result in
            var steps = result["steps"] as? [[String: Any]] ?? []
            let index = steps.firstIndex { $0["id"] as? String == "phq9_1" }!
            steps[index]["outcome"] = ["status": "answered", "answer": ["type": "choice", "value": "0"]]
            result["steps"] = steps
            result["status"] = "in-progress"
        }
        let edited = try participant.text("tasks/phq9-1.json")
        let found = try verify(participant)
        XCTAssertEqual(found.status, 1, found.transcript)
        XCTAssertTrue(
            found.stdout.contains("tasks/phq9-1.json: the answer to 'phq9_1' differs from the journal's"),
            found.stdout)
        XCTAssertFalse(found.stdout.contains("interrupted"), found.stdout)

        let refused = try verify(participant, repair: true)
        XCTAssertEqual(refused.status, 1, refused.transcript)
        XCTAssertTrue(refused.stderr.contains("not repaired: it shows edits, not only an interruption"), refused.stderr)
        XCTAssertEqual(try participant.text("tasks/phq9-1.json"), edited, "nothing was rewritten")
    }

    /// The onboarding record removed long after the onboarding: an edit, not an interruption.
    func testAnOnboardingRecordRemovedLaterIsAnEdit() throws {
        let participant = try finishedSurvey()
        try FileManager.default.removeItem(at: participant.folder.appendingPathComponent("onboarding.json"))
        let found = try verify(participant)
        XCTAssertEqual(found.status, 1, found.transcript)
        XCTAssertTrue(
            found.stdout.contains("onboarding.json: is missing, though the journal says the onboarding was completed"),
            found.stdout)
    }

    /// `--repair` writes nothing for the wrong study file, nor while the participant is
    /// taking part (their lock is held): the folder stays interrupted (exit 3).
    func testRepairRefusesAnotherStudyAndAParticipantTakingPart() throws {
        let participant = try finishedSurvey()
        try rewrite(participant, "tasks/phq9-1.json") { $0["status"] = "in-progress" }
        let behind = try participant.text("tasks/phq9-1.json")

        let other = try StudyBinary.run([
            "verify", "--repair", "Studies/sleep-bilingual.study", participant.folder.path,
        ])
        XCTAssertEqual(other.status, 3, other.transcript)
        XCTAssertTrue(
            other.stderr.contains(
                "not repaired: the folder belongs to study 'phq9-mood-check', not to 'sleep-alertness'"),
            other.stderr)

        // The participant comes back; their run is held just after it started, before it
        // caught up (which would repair the folder itself).
        var environment = StudyBinary.baseEnvironment
        environment["STUDY_TEST_STOP_AT"] = "journalled:session-started"
        let arguments = ["run", study, "--plain", "--output", harness.outputPath, "--participant", participant.id]
        let running = try WaitingProcess(arguments, environment: environment)
        defer { running.stop() }
        try running.waitUntilStopped()
        let busy = try verify(participant, repair: true)
        XCTAssertEqual(busy.status, 3, busy.transcript)
        XCTAssertTrue(busy.stderr.contains("not repaired: the participant is taking part right now"), busy.stderr)
        XCTAssertEqual(
            try participant.text("tasks/phq9-1.json"), behind, "nothing was written under the running session")
        running.send(signal: SIGKILL)
        XCTAssertEqual(try running.finish(closingInput: false), SIGKILL)
    }
}
