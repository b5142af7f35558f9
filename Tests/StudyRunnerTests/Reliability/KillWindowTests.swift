import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// The moments the kill harness (Tests/reliability/kill_harness.py) found where a SIGKILL
/// left a participant's folder in a state the next start did not handle, each rebuilt here
/// exactly: the journal is the only state a resumed run reads, so cutting it back to where
/// a kill would have left it, and putting back the files as they were at that moment, is
/// that kill.
final class KillWindowTests: XCTestCase {
    private var harness: JourneyHarness!

    /// phq9.txt as far as `line` (then the input ends), and the participant's folder.
    private func phq9(through line: String) throws -> JourneyParticipant {
        harness = try JourneyHarness()
        let answers = try JourneyAnswers("phq9.txt")
        let run = try harness.run(study: "phq9", input: answers.lines(through: line).map { $0 + "\n" }.joined())
        XCTAssertEqual(run.status, 0, run.transcript)
        return try harness.onlyParticipant(of: "phq9-mood-check")
    }

    private func resume(_ participant: JourneyParticipant, _ lines: [String]) throws -> StudyRun {
        try harness.run(
            study: "phq9", input: lines.map { $0 + "\n" }.joined(), extra: ["--participant", participant.id])
    }

    /// Cuts the journal back to its lines up to the last one `keep` accepts.
    private func cutJournal(_ participant: JourneyParticipant, after keep: ([String: Any]) -> Bool) throws {
        let url = participant.folder.appendingPathComponent("journal.jsonl")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let last = try XCTUnwrap(
            lines.lastIndex { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]).map(keep) ?? false
            })
        try (lines[...last].joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    private func verify(_ participant: JourneyParticipant) throws -> StudyRun {
        try JourneyHarness.run(["verify", participant.folder.path], input: "")
    }

    /// Killed after an answer was saved, before the next question was shown: the answer
    /// counts, and the run goes on at the next question (it was asked again before).
    func testAnAnswerSavedJustBeforeAKillIsNotAskedAgain() throws {
        let participant = try phq9(through: "5") // item 1 answered "3", then item 2 refused
        try cutJournal(participant) { $0["event"] as? String == "answered" }
        let run = try resume(participant, ["2"])
        XCTAssertFalse(run.stdout.contains("Question 1 of 9"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Question 2 of 9"), run.stdout)
        let journal = try participant.journal()
        JourneyChecks.journal(journal)
        let answered = participant.events("answered", in: journal).map { $0["step"] as? String }
        XCTAssertEqual(answered, ["phq9_1", "phq9_2"], "item 1 answered once, then item 2")
    }

    /// A journal line cut short (a power cut while it was written) is set aside with a
    /// notice shown first, wherever the participant is: here in the consent quiz.
    func testATornLineInTheOnboardingIsAnnouncedAtOnce() throws {
        let participant = try phq9(through: "Once a week for 12 weeks") // quiz 1-3, attempt 1
        try cutJournal(participant) { $0["event"] as? String == "quiz-answered" }
        let url = participant.folder.appendingPathComponent("journal.jsonl")
        var data = try Data(contentsOf: url)
        let lastLine = data.dropLast().split(separator: UInt8(ascii: "\n")).last!
        data.removeLast(lastLine.count / 2 + 1) // half the last line, and its newline
        try data.write(to: url)
        let run = try resume(participant, ["", "2"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let notice = try XCTUnwrap(
            run.stdout.range(of: "The last answer was being saved when the program stopped"), run.stdout)
        let quiz = try XCTUnwrap(
            run.stdout.range(of: "Quiz, question 3 of 3"), "the torn answer is asked again\n\(run.stdout)")
        XCTAssertLessThan(notice.lowerBound, quiz.lowerBound, "the notice comes first")
        let sides = try FileManager.default.contentsOfDirectory(atPath: participant.folder.path).filter {
            $0.hasPrefix("journal.jsonl.torn-")
        }
        XCTAssertEqual(sides.count, 1)
        JourneyChecks.journal(try participant.journal())
        XCTAssertEqual(try verify(participant).status, 0)
    }

    /// A kill during an atomic write leaves `.<name>.tmp-<pid>`; the next start removes it.
    func testTemporaryFilesOfAKilledWriteAreRemovedAtTheNextStart() throws {
        let participant = try phq9(through: "3") // item 1 of the PHQ-9
        try "{".write(
            to: participant.folder.appendingPathComponent(".onboarding.json.tmp-999999"), atomically: false,
            encoding: .utf8)
        try "{\"st".write(
            to: participant.folder.appendingPathComponent("tasks/.phq9-1.json.tmp-999999"), atomically: false,
            encoding: .utf8)
        let kept = try participant.text("tasks/phq9-1.json")
        let run = try resume(participant, [])
        XCTAssertEqual(run.status, 0, run.transcript)
        for name in [".onboarding.json.tmp-999999", "tasks/.phq9-1.json.tmp-999999"] {
            XCTAssertFalse(participant.exists(name), "\(name) was left")
        }
        XCTAssertEqual(try participant.task("phq9-1").answer("phq9_1")?["value"] as? String, "2")
        XCTAssertFalse(kept.isEmpty)
    }

    /// Killed after `task-finished`, before the results said "completed": the next start
    /// writes them again from the journal.
    func testASurveyResultBehindItsJournalIsRewrittenAtTheNextStart() throws {
        let participant = try phq9(through: "Somewhat difficult")
        let url = participant.folder.appendingPathComponent("tasks/phq9-1.json")
        var result = try participant.json("tasks/phq9-1.json")
        XCTAssertEqual(result["status"] as? String, "completed")
        result["status"] = "in-progress"
        result["endedAt"] = nil
        try JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys]).write(to: url)
        XCTAssertEqual(try verify(participant).status, 3, "the state a kill leaves is found by verify, as interrupted")
        let run = try resume(participant, ["leave"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(try participant.json("tasks/phq9-1.json")["status"] as? String, "completed")
        XCTAssertNotNil(try participant.json("tasks/phq9-1.json")["endedAt"])
        XCTAssertEqual(try verify(participant).status, 0)
        XCTAssertEqual(participant.events("task-started", in: try participant.journal()).count, 1, "no new run")
    }

    /// Killed after `onboarding-completed`, before onboarding.json was written.
    func testAMissingOnboardingRecordIsWrittenAtTheNextStart() throws {
        let participant = try phq9(through: "Allow")
        try FileManager.default.removeItem(at: participant.folder.appendingPathComponent("onboarding.json"))
        let run = try resume(participant, ["leave"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(try participant.json("onboarding.json")["completed"] as? Bool, true)
    }

    /// Killed after a profile's `permission-decided`, before onboarding.json was rewritten
    /// (found by reviewing what the harness's `profile-keep` journey passes through: the
    /// window is one rename wide): the next start only wrote a missing record, so this one
    /// said the permission was still granted for good, and `study verify` failed once later
    /// lines followed. The next start now rewrites a record that differs from the journal.
    func testAPermissionChangeBehindItsRecordIsWrittenAtTheNextStart() throws {
        let participant = try phq9(through: "leave")
        let asBefore = try participant.text("onboarding.json")
        XCTAssertEqual(try participant.json("onboarding.json")["permissions"] as? [String: Bool], ["reminders": true])
        // Chosen by their words, not their places: the home list grows with the study.
        let change = try resume(
            participant,
            [
                "My profile", "Change a permission", "Reminders", "Don't allow", "", "Back to my profile",
                "Back to my tasks", "leave",
            ])
        XCTAssertEqual(change.status, 0, change.transcript)
        XCTAssertTrue(change.stdout.contains("Saved: Reminders is now not allowed."), change.stdout)
        try cutJournal(participant) { $0["event"] as? String == "permission-decided" }
        try asBefore.write(
            to: participant.folder.appendingPathComponent("onboarding.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try verify(participant).status, 3, "the state a kill leaves is found by verify, as interrupted")
        let run = try resume(participant, ["leave"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(try participant.json("onboarding.json")["permissions"] as? [String: Bool], ["reminders": false])
        XCTAssertEqual(try verify(participant).status, 0)
    }
}
