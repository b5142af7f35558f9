import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Tests/Fixtures/answers/phq9.txt piped into `study run Studies/phq9.study --plain`: a quiz
/// failed once then passed, a signature typed wrong once, the PHQ-9 with a refused answer
/// and one "back", and the score with its severity band.
final class PHQ9JourneyTests: XCTestCase {
    private var harness: JourneyHarness!
    private var run: StudyRun!
    private var participant: JourneyParticipant!

    /// The answers of phq9.txt, item by item, as the PHQ-9 scores them (0 to 3).
    static let items = [
        "phq9_1": 2, "phq9_2": 2, "phq9_3": 1, "phq9_4": 2, "phq9_5": 1, "phq9_6": 1, "phq9_7": 1,
        "phq9_8": 0, "phq9_9": 1,
    ]

    /// The published severity bands of the total.
    static func severity(of total: Int) -> String {
        switch total {
        case 0...4: return "Minimal symptoms"
        case 5...9: return "Mild symptoms"
        case 10...14: return "Moderate symptoms"
        case 15...19: return "Moderately severe symptoms"
        default: return "Severe symptoms"
        }
    }

    override func setUpWithError() throws {
        harness = try JourneyHarness()
        run = try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9")
        participant = try harness.onlyParticipant(of: "phq9-mood-check")
    }

    override func tearDown() {
        harness = nil
        run = nil
        participant = nil
    }

    func testTheJourneyEndsWell() throws {
        JourneyChecks.finishedCleanly(run)
        XCTAssertEqual(JourneyTranscript.participantID(in: run.stdout), participant.id)
        XCTAssertEqual(
            JourneyTranscript.count(of: "Enter a whole number from 0 to 120.", in: run.stdout), 1,
            "age 150 is refused once")
        XCTAssertEqual(
            JourneyTranscript.count(of: "Your signature must be your full name as typed above.", in: run.stdout), 1)
        XCTAssertEqual(
            JourneyTranscript.count(of: "Enter a number from 1 to 4, or a choice as shown.", in: run.stdout), 1)
        XCTAssertTrue(run.stdout.contains("You answered 2 of 3 correctly; 3 are needed to go on."))
        XCTAssertTrue(run.stdout.contains("Attempts left: 2"))
        XCTAssertTrue(run.stdout.contains("You answered 3 of 3 correctly."))
        XCTAssertTrue(
            run.stdout.contains("You don't have to cope on your own"), "item 9 above 0 shows where to find support")
        XCTAssertTrue(run.stdout.contains("Your answers are saved."))
    }

    func testScoreAndSeverityBandMatchTheAnswers() throws {
        let result = try participant.task("phq9-1")
        JourneyChecks.completedSurvey(result)
        var total = 0
        for (item, expected) in PHQ9JourneyTests.items {
            let answer = result.answer(item)
            XCTAssertEqual(answer?["type"] as? String, "choice", item)
            XCTAssertEqual((answer?["value"] as? String).flatMap { Int($0) }, expected, item)
            total += Int(answer?["value"] as? String ?? "") ?? 0
        }
        XCTAssertEqual(total, 11)
        let totalScore = result.score("phq9_total")
        XCTAssertEqual(jsonNumber(totalScore?["value"]).map { Int($0) }, total)
        XCTAssertEqual(totalScore?["shownToParticipant"] as? Bool, true)
        let severity = result.score("phq9_severity")
        XCTAssertEqual(severity?["band"] as? String, PHQ9JourneyTests.severity(of: total))
        XCTAssertEqual(severity?["band"] as? String, "Moderate symptoms")
        // The participant saw the same.
        XCTAssertTrue(run.stdout.contains("Your PHQ-9 score (0 to 27): 11"))
        XCTAssertTrue(run.stdout.contains("What this score usually means: Moderate symptoms"))
        // Not scored, asked because some problems were reported.
        XCTAssertEqual(result.answer("phq9_difficulty")?["value"] as? String, "somewhat_difficult")
        XCTAssertNotNil(result.step("phq9_support")?["shownAt"])
    }

    func testGoingBackKeepsTheEarlierAnswerAsACorrection() throws {
        let result = try participant.task("phq9-1")
        let corrections = result.step("phq9_2")?["corrections"] as? [[String: Any]] ?? []
        XCTAssertEqual(corrections.count, 1)
        let earlier = (corrections.first?["outcome"] as? [String: Any])?["answer"] as? [String: Any]
        XCTAssertEqual(earlier?["value"] as? String, "3", "\"Nearly every day\" was the first answer")
        XCTAssertEqual(result.answer("phq9_2")?["value"] as? String, "2")
        let journal = try participant.journal()
        JourneyChecks.journal(journal)
        let back = participant.events("went-back", in: journal)
        XCTAssertEqual(back.map { $0["from"] as? String }, ["phq9_3"])
        XCTAssertEqual(back.map { $0["to"] as? String }, ["phq9_2"])
    }

    func testQuizAttemptsAndSignatureAreRecorded() throws {
        let record = try participant.json("onboarding.json")
        XCTAssertEqual(record["eligible"] as? Bool, true)
        let attempts = record["quizAttempts"] as? [[String: Any]] ?? []
        XCTAssertEqual(attempts.map { jsonInteger($0["attempt"]) }, [1, 2])
        XCTAssertEqual(attempts.map { jsonInteger($0["correct"]) }, [2, 3])
        XCTAssertEqual(attempts.map { $0["passed"] as? Bool }, [false, true])
        let first = attempts.first?["answers"] as? [[String: Any]] ?? []
        XCTAssertEqual(first.map { $0["correct"] as? Bool ?? true }, [true, false, true])
        XCTAssertEqual(record["permissions"] as? [String: Bool], ["reminders": true])

        let journal = try participant.journal()
        XCTAssertEqual(
            participant.events("consent-learn-more-shown", in: journal).map { $0["section"] as? String },
            ["data_gathering"])
        // Going back a section does not show it "again" in the record: one event per section.
        XCTAssertEqual(participant.events("consent-section-shown", in: journal).count, 7)
        // The signer is sealed to the study team's key; the example's private key opens it.
        let identity = try participant.signedIdentity(study: "phq9", in: journal)
        XCTAssertEqual(identity.fields["full-name"], "Grace Hopper")
        XCTAssertEqual(identity.fields["signature"], "grace hopper", "the mismatched signature was not kept")

        let document = try participant.signedConsent(study: "phq9")
        try JourneyChecks.signedConsent(
            document, study: "phq9", language: "en", participant: participant.id,
            signature: ["Printed name: Grace Hopper", "Email: grace@example.org"])
        XCTAssertTrue(document.contains("Attempt 1: 2 of 3 correct, not passed"))
        XCTAssertTrue(document.contains("Attempt 2: 3 of 3 correct, passed"))
    }

    func testOutputIsPrivate() throws {
        JourneyChecks.privateModes(under: harness.outputPath)
    }
}
