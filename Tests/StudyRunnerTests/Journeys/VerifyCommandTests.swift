import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study verify` finds every edit to a participant's folder after the fact: a consent
/// text, a journal line, an answer in the results or in the onboarding record. (An edited
/// active-task result: ActiveTaskKillWindowTests.)
final class VerifyCommandTests: XCTestCase {
    /// The harness owns the temporary output folder: keep it for the whole test.
    private var harness: JourneyHarness!

    private func completedPHQ9() throws -> (JourneyHarness, JourneyParticipant) {
        harness = try JourneyHarness()
        let run = try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9")
        XCTAssertEqual(run.status, 0, run.transcript)
        return (harness, try harness.onlyParticipant(of: "phq9-mood-check"))
    }

    /// The PHQ-9 with `identity-key: none`, so that the signed consent is a readable
    /// `consent.md` (a sealed one edited: IdentityJourneyTests).
    private func completedPlainPHQ9() throws -> JourneyParticipant {
        harness = try JourneyHarness()
        let plain = try PlainStudy("phq9")
        let typed = try JourneyAnswers("phq9.txt").lines
        let run = try plain.run(input: PlainStudy.input(typed, before: "Mood questionnaire (PHQ-9)"), in: harness)
        XCTAssertEqual(run.status, 0, run.transcript)
        return try harness.onlyParticipant(of: "phq9-mood-check")
    }

    private func verify(_ participant: JourneyParticipant) throws -> StudyRun {
        try JourneyHarness.run(["verify", participant.folder.path], input: "")
    }

    private func edit(_ participant: JourneyParticipant, _ name: String, _ change: (String) -> String) throws {
        let url = participant.folder.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit changed nothing in \(name)")
        try changed.write(to: url, atomically: true, encoding: .utf8)
    }

    func testAnUntouchedFolderVerifies() throws {
        let (_, participant) = try completedPHQ9()
        let run = try verify(participant)
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains(": ok ("), run.stdout)
    }

    func testAnEditedConsentIsReported() throws {
        let participant = try completedPlainPHQ9()
        try edit(participant, "consent.md") { $0.replacingOccurrences(of: "12 weeks", with: "13 weeks") }
        let run = try verify(participant)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stdout.contains("consent.md: the text does not match its SHA-256"), run.stdout)
    }

    func testARemovedJournalLineIsReported() throws {
        let (_, participant) = try completedPHQ9()
        try edit(participant, "journal.jsonl") { text in
            var lines = text.components(separatedBy: "\n")
            lines.remove(at: 3)
            return lines.joined(separator: "\n")
        }
        let run = try verify(participant)
        // The journal's own chain is broken: its own exit status (TamperTests has one test per kind of edit).
        XCTAssertEqual(run.status, 5, run.transcript)
        XCTAssertTrue(run.stdout.contains("journal.jsonl: line 4 has number 5 where 4 was expected"), run.stdout)
    }

    func testAnAnswerChangedInTheResultsIsReported() throws {
        let (_, participant) = try completedPHQ9()
        let name = "tasks/phq9-1.json"
        let url = participant.folder.appendingPathComponent(name)
        var result = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var steps = try XCTUnwrap(result["steps"] as? [[String: Any]])
        let index = try XCTUnwrap(steps.firstIndex { $0["id"] as? String == "phq9_1" })
        steps[index]["outcome"] = ["status": "answered", "answer": ["type": "choice", "value": "3"]]
        result["steps"] = steps
        try JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys]).write(to: url)
        let run = try verify(participant)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(
            run.stdout.contains("tasks/phq9-1.json: the answer to 'phq9_1' differs from the journal's"), run.stdout)
    }

    /// The journal edited, not the results: verify cannot tell which one was changed, so it
    /// names both the results file and the journal line that disagree.
    func testAnAnswerChangedInTheJournalIsReported() throws {
        let (_, participant) = try completedPHQ9()
        var changedLine = 0
        try edit(participant, "journal.jsonl") { text in
            var lines = text.components(separatedBy: "\n")
            let index = lines.firstIndex {
                $0.contains("\"event\":\"answered\"") && $0.contains("\"step\":\"phq9_1\"")
            }!
            lines[index] = lines[index].replacingOccurrences(of: "\"value\":\"2\"", with: "\"value\":\"0\"")
            changedLine = index + 1
            return lines.joined(separator: "\n")
        }
        let run = try verify(participant)
        // An edited journal line breaks the journal's hash chain: its own exit status.
        XCTAssertEqual(run.status, 5, run.transcript)
        XCTAssertTrue(
            run.stdout.contains(
                "tasks/phq9-1.json: the answer to 'phq9_1' differs from the journal's (journal.jsonl, line \(changedLine))"
            ),
            run.stdout)
    }

    func testAnEligibilityAnswerChangedInTheOnboardingRecordIsReported() throws {
        let (_, participant) = try completedPHQ9()
        try edit(participant, "onboarding.json") {
            $0.replacingOccurrences(of: "\"value\" : 30", with: "\"value\" : 31")
        }
        let run = try verify(participant)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(
            run.stdout.contains("onboarding.json: the eligibility answer to 'age' differs from the journal's"),
            run.stdout)
    }

    func testAQuizAnswerAndAPermissionChangedInTheOnboardingRecordAreReported() throws {
        let (_, participant) = try completedPHQ9()
        let url = participant.folder.appendingPathComponent("onboarding.json")
        var record = try participant.json("onboarding.json")
        var attempts = try XCTUnwrap(record["quizAttempts"] as? [[String: Any]])
        var answers = try XCTUnwrap(attempts[0]["answers"] as? [[String: Any]])
        answers[1]["correct"] = true // attempt 1's wrong answer, made right
        attempts[0]["answers"] = answers
        record["quizAttempts"] = attempts
        record["permissions"] = ["reminders": false]
        try JSONSerialization.data(withJSONObject: record, options: [.prettyPrinted, .sortedKeys]).write(to: url)
        let run = try verify(participant)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(
            run.stdout.contains(
                "onboarding.json: the quiz answer to 'quiz_monitoring' (attempt 1) differs from the journal's"),
            run.stdout)
        XCTAssertTrue(
            run.stdout.contains("onboarding.json: the choice for permission 'reminders' differs from the journal's"),
            run.stdout)
    }

    func testAFolderThatDoesNotExistIsAUsageError() throws {
        let run = try JourneyHarness.run(["verify", "/nonexistent/participant"], input: "")
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("not a readable folder"), run.stderr)
    }
}
