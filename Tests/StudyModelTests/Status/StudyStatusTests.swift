import Foundation
import XCTest

@testable import StudyModel

/// `study status`'s figures as values: each participant at one stage of the funnel, task
/// completion, score distributions, and the text and JSON written from them.
final class StudyStatusTests: XCTestCase {
    private func events(_ kinds: [JournalEvent.Kind]) -> [JournalEvent] {
        kinds.enumerated().map { JournalEvent(sequence: $0 + 1, time: ParticipantFixtures.time(9, $0), kind: $1) }
    }

    private func joined(_ id: String) -> JournalEvent.Kind {
        .joined(studyID: "mood", studyVersion: "1.0", participant: id, language: "en")
    }

    private var signed: JournalEvent.Kind {
        .signed(.init(fullName: "A B", signature: "a b", email: nil, phone: nil))
    }

    private func consented(_ id: String, runs: [(String, TaskRunStatus)]) -> [JournalEvent.Kind] {
        var kinds = [joined(id), .eligibilityDecided(eligible: true), .consentDecided(agreed: true), signed]
        for (run, status) in runs {
            kinds += [.taskStarted(task: "phq9", run: run), .taskFinished(task: "phq9", run: run, status: status)]
        }
        return kinds
    }

    private func score(_ value: Double?, _ band: String?) -> ParticipantSummary.ScoreObservation {
        .init(id: "total", value: value, band: band)
    }

    /// Four participants: two consented (three runs between them, scored), one still in the
    /// onboarding, one not eligible with only an outcome left.
    private func status() -> StudyStatus {
        var status = StudyStatus(studyID: "mood")
        var first = ParticipantSummary(
            participant: "BBBB",
            events: events(consented("BBBB", runs: [("phq9-1", .completed), ("phq9-2", .completed)])),
            outcome: nil, decidedAt: nil)
        first.runs[0].scores = [score(4, "Minimal")]
        first.runs[1].scores = [score(10, "Moderate")]
        var second = ParticipantSummary(
            participant: "AAAA",
            events: events(consented("AAAA", runs: [("phq9-1", .completed), ("phq9-2", .stopped)])),
            outcome: nil, decidedAt: nil)
        second.runs[0].scores = [score(nil, nil)]
        let onboarding = ParticipantSummary(
            participant: "CCCC", events: events([joined("CCCC"), .eligibilityDecided(eligible: true)]), outcome: nil,
            decidedAt: nil)
        let ineligible = ParticipantSummary(
            participant: "DDDD", events: [], outcome: .ineligible, decidedAt: ParticipantFixtures.time(8, 0),
            outcomeVersion: "0.9")
        for summary in [first, second, onboarding, ineligible] { status.add(summary) }
        return status
    }

    func testEachParticipantIsAtOneStageOfTheFunnel() {
        let status = status()
        XCTAssertEqual(status.participantCount, 4)
        XCTAssertEqual(status.funnel, [.consented: 2, .inOnboarding: 1, .ineligible: 1])
        XCTAssertEqual(status.versions, ["1.0": 3, "0.9": 1])
        XCTAssertEqual(status.sortedParticipants.map(\.participant), ["AAAA", "BBBB", "CCCC", "DDDD"])
        XCTAssertEqual(status.sortedParticipants[3].lastActivity, ParticipantFixtures.time(8, 0))
        XCTAssertEqual(status.sortedParticipants[1].lastActivity, ParticipantFixtures.time(9, 7))
    }

    func testTheStageComesFromTheOutcomeFirstThenTheJournal() {
        let state = ParticipantState.folding(events([joined("X"), .eligibilityDecided(eligible: false)]))
        XCTAssertEqual(ParticipantSummary.stage(state, outcome: nil), .ineligible)
        XCTAssertEqual(ParticipantSummary.stage(state, outcome: .quizNotPassed), .quizFailed)
        let declined = ParticipantState.folding(events([joined("X"), .consentDecided(agreed: false)]))
        XCTAssertEqual(ParticipantSummary.stage(declined, outcome: nil), .declined)
        let withdrew = ParticipantState.folding(events(consented("X", runs: []) + [.withdrew(answers: .kept)]))
        XCTAssertEqual(ParticipantSummary.stage(withdrew, outcome: nil), .withdrawn)
        XCTAssertEqual(ParticipantSummary.stage(ParticipantState(), outcome: .withdrewAnswersDeleted), .withdrawn)
    }

    func testTaskCompletionCountsParticipantsAndRuns() {
        let task = status().tasks.first { $0.task == "phq9" }
        XCTAssertEqual(task?.participantsCompleted, 2)
        XCTAssertEqual(task?.runs, [.completed: 3, .stopped: 1])
        XCTAssertNil(task?.overdue, "no schedule is read yet")
    }

    func testScoreDistributionsOfCompletedRuns() throws {
        let total = try XCTUnwrap(status().scores.first)
        XCTAssertEqual(total.count, 2)
        XCTAssertEqual(total.missing, 1)
        XCTAssertEqual(total.minimum, 4)
        XCTAssertEqual(total.maximum, 10)
        XCTAssertEqual(total.median, 7)
        XCTAssertEqual(total.mean, 7)
        XCTAssertEqual(total.bandOrder, ["Minimal", "Moderate"])
        var odd = ScoreDistribution(task: "t", score: "s")
        for value in [1.0, 9, 2, 2] { odd.add(score(value, nil)) }
        XCTAssertEqual(odd.median, 2)
        odd.add(score(9, nil))
        XCTAssertEqual(odd.median, 2)
    }

    func testTheTextShowsTheFunnelTasksScoresAndLastActivity() {
        let text = StatusReport(studies: [status()], problems: []).text()
        XCTAssertTrue(text.hasPrefix("mood: 4 participants (version 0.9: 1, version 1.0: 3)\n"), text)
        XCTAssertTrue(text.contains("    started               4\n"), text)
        XCTAssertTrue(text.contains("    consented             2\n"), text)
        XCTAssertTrue(text.contains("    phq9                  2        3          1        0            0"), text)
        XCTAssertTrue(
            text.contains("    phq9 / total: 2 runs, 1 without a value; min 4, median 7, mean 7, max 10\n"), text)
        XCTAssertTrue(text.contains("      Minimal                     1\n"), text)
        XCTAssertTrue(text.contains("    DDDD        not eligible          2026-11-21T08:00:00.000+01:00\n"), text)
    }

    func testProblemsAreListedWithFileAndLineAndDecideTheExitStatus() {
        let problems = [
            StatusProblem(file: "Output/mood/AAAA/journal.jsonl", line: 7, message: "cannot be read"),
            StatusProblem(file: "Output/mood/.BBBB.tmp-12", message: "being made", leftOut: false),
        ]
        let report = StatusReport(studies: [], problems: problems)
        XCTAssertTrue(report.leftSomethingOut)
        XCTAssertTrue(report.text().contains("  Output/mood/AAAA/journal.jsonl:7: cannot be read\n"), report.text())
        XCTAssertFalse(StatusReport(studies: [], problems: [problems[1]]).leftSomethingOut)
    }

    func testTheJSONHasEveryStageAndTheSameBytesEachTime() throws {
        let report = StatusReport(studies: [status()], problems: [])
        let data = try report.json()
        XCTAssertEqual(data, try report.json())
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let study = try XCTUnwrap((object["studies"] as? [[String: Any]])?.first)
        let funnel = try XCTUnwrap(study["funnel"] as? [String: Int])
        XCTAssertEqual(funnel["started"], 4)
        XCTAssertEqual(funnel["withdrawn"], 0)
        XCTAssertEqual(Set(funnel.keys), Set(EnrolmentStage.allCases.map(\.rawValue) + ["started"]))
        let task = try XCTUnwrap((study["tasks"] as? [[String: Any]])?.first)
        XCTAssertTrue(task["overdue"] is NSNull, "\(task)")
        XCTAssertEqual((task["runs"] as? [String: Int])?["completed"], 3)
        let score = try XCTUnwrap((study["scores"] as? [[String: Any]])?.first)
        XCTAssertEqual(score["median"] as? Double, 7)
        XCTAssertEqual((score["values"] as? [[String: Any]])?.count, 2)
    }
}
