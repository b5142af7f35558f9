import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Changing an answer never overwrites it: the journal keeps every value with its time
/// (the audit trail of 21 CFR Part 11), and the results list the earlier ones as
/// `corrections`, oldest first, with the times the journal gives them.
final class CorrectionsTests: XCTestCase {
    private var harness: JourneyHarness!

    /// phq9.txt's onboarding (through the offer of a copy of the sealed consent, declined),
    /// then the PHQ-9 opened from home (its introduction and instruction passed), then `survey`.
    private func phq9(_ survey: [String], extra: [String] = [], fresh: Bool = true) throws -> StudyRun {
        if fresh { harness = try JourneyHarness() }
        let onboarding =
            fresh
            ? try JourneyAnswers("phq9.txt").lines(through: "Mood questionnaire (PHQ-9)") + ["", ""] : []
        return try harness.run(study: "phq9", input: (onboarding + survey).map { $0 + "\n" }.joined(), extra: extra)
    }

    /// The `answered` events of one step: (value, time) in journal order.
    private func answers(_ step: String, in participant: JourneyParticipant) throws -> [(value: String?, time: String?)]
    {
        participant.events("answered", in: try participant.journal()).filter { $0["step"] as? String == step }.map {
            event in
            (
                ((event["outcome"] as? [String: Any])?["answer"] as? [String: Any])?["value"] as? String,
                event["time"] as? String
            )
        }
    }

    private func corrections(_ step: String, in participant: JourneyParticipant) throws -> [(
        value: String?, time: String?
    )] {
        let list = try participant.task("phq9-1").step(step)?["corrections"] as? [[String: Any]] ?? []
        return list.map {
            (
                ((($0["outcome"] as? [String: Any])?["answer"]) as? [String: Any])?["value"] as? String,
                $0["answeredAt"] as? String
            )
        }
    }

    func testAnAnswerChangedTwiceKeepsBothEarlierValuesAndTheirTimes() throws {
        // Item 1; item 2 "Several days"; back from item 3, "More than half the days"; back
        // again, "Nearly every day"; the input ends on item 3.
        let run = try phq9(["1", "2", "back", "3", "back", "4"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let journal = try answers("phq9_2", in: participant)
        XCTAssertEqual(journal.map(\.value), ["1", "2", "3"], "every value given stays in the journal")
        XCTAssertEqual(Set(journal.compactMap(\.time)).count, 3, "each with its own time")
        let step = try XCTUnwrap(try participant.task("phq9-1").step("phq9_2"))
        XCTAssertEqual(((step["outcome"] as? [String: Any])?["answer"] as? [String: Any])?["value"] as? String, "3")
        XCTAssertEqual(step["answeredAt"] as? String, journal.last?.time)
        let earlier = try corrections("phq9_2", in: participant)
        XCTAssertEqual(earlier.map(\.value), ["1", "2"], "oldest first")
        XCTAssertEqual(earlier.map(\.time), journal.dropLast().map(\.time), "the times are the journal's")
        XCTAssertEqual(participant.events("went-back", in: try participant.journal()).count, 2)
        XCTAssertEqual(try JourneyHarness.run(["verify", participant.folder.path], input: "").status, 0)
    }

    func testACorrectionInALaterSittingKeepsTheFirstSittingsAnswer() throws {
        XCTAssertEqual(try phq9(["1", "2"]).status, 0) // leaves (the input ends) on item 3
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let first = try answers("phq9_2", in: participant)
        let run = try phq9(["back", "4"], extra: ["--participant", participant.id], fresh: false)
        XCTAssertEqual(run.status, 0, run.transcript)
        let journal = try answers("phq9_2", in: participant)
        XCTAssertEqual(journal.map(\.value), ["1", "3"])
        XCTAssertEqual(journal.first?.time, first.first?.time, "the first sitting's answer is untouched")
        XCTAssertEqual(try corrections("phq9_2", in: participant).map(\.value), ["1"])
        XCTAssertEqual(try corrections("phq9_2", in: participant).map(\.time), [first.first?.time])
        XCTAssertEqual(try JourneyHarness.run(["verify", participant.folder.path], input: "").status, 0)
    }

    /// Eligibility and the consent quiz have no going back: `back` is refused as an answer
    /// and the answer before it stands; a second quiz attempt is kept beside the first.
    func testEligibilityAndQuizAnswersCannotBeChangedAndRetakesAreKept() throws {
        harness = try JourneyHarness()
        var lines = try JourneyAnswers("phq9.txt").lines(through: "Allow")
        lines.insert("back", at: 1) // on the age question
        let quizAnswer = try XCTUnwrap(lines.firstIndex(of: "yes")) // quiz 2 of attempt 1
        lines.insert("back", at: quizAnswer)
        let run = try harness.run(study: "phq9", input: lines.map { $0 + "\n" }.joined())
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("(help, leave) > back\n"), "`back` is typed where it is not offered")
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let journal = try participant.journal()
        XCTAssertEqual(
            participant.events("eligibility-answered", in: journal).count, 1,
            "the refused 150 and `back` are not answers")
        let quiz = participant.events("quiz-answered", in: journal)
        XCTAssertEqual(quiz.map { $0["attempt"] as? Int }, [1, 1, 1, 2, 2, 2])
        XCTAssertEqual(
            quiz.map { $0["question"] as? String }.prefix(3), quiz.map { $0["question"] as? String }.suffix(3))
        let attempts = try participant.json("onboarding.json")["quizAttempts"] as? [[String: Any]] ?? []
        let recorded = attempts.flatMap {
            ($0["answers"] as? [[String: Any]] ?? []).map { $0["answeredAt"] as? String }
        }
        XCTAssertEqual(
            recorded, quiz.map { $0["time"] as? String }, "both attempts, every answer with its journal time")
    }
}
