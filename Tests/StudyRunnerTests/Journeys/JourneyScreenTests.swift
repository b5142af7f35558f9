import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// What the plain-mode screens say, checked on whole journeys: these were bugs found by
/// the journeys and fixed since; they stay as regression tests.
final class JourneyScreenTests: XCTestCase {
    func testConsentReviewShowsListsAsLists() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(try JourneyAnswers("diabetes.txt"), study: "diabetes")
        let start = try XCTUnwrap(run.stdout.range(of: "Review the consent"))
        let end = try XCTUnwrap(run.stdout.range(of: "Do you agree to take part?"))
        let review = JourneyTranscript.lines(String(run.stdout[start.upperBound..<end.lowerBound]))
        XCTAssertFalse(review.contains { $0.contains("**") }, "Markdown markers on screen")
        XCTAssertFalse(
            review.contains { $0.range(of: "[^ ]   +[^ ]", options: .regularExpression) != nil },
            "runs of spaces inside a line")
        for item in ["Your contact details.", "Your survey answers.", "Your task results."] {
            XCTAssertTrue(
                review.contains { $0.range(of: "^ *[-•*] +" + item, options: .regularExpression) != nil },
                "'\(item)' does not start a list item")
        }
    }

    func testPHQ9ScoreComesBeforeTheTextThatSaysItIsAbove() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9")
        let score = try XCTUnwrap(run.stdout.range(of: "Your PHQ-9 score (0 to 27): 11"))
        let text = try XCTUnwrap(run.stdout.range(of: "Thank you, that's this week's questionnaire done."))
        XCTAssertLessThan(score.lowerBound, text.lowerBound, "the score is below the sentence that says it is above")
    }

    func testParagraphsOfAnInstructionAreSeparated() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9")
        XCTAssertTrue(run.stdout.contains("support is available now.\n\nIf you feel"), run.stdout)
    }

    func testQuizVerdictIsSaidOnce() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9")
        let lines = JourneyTranscript.lines(run.stdout)
        XCTAssertEqual(lines.filter { $0 == "Correct." }.count, 5, "five answers were right")
        XCTAssertEqual(lines.filter { $0 == "Not quite." }.count, 1, "one answer was wrong")
        XCTAssertEqual(lines.filter { $0.hasPrefix("Survey complete") }.count, 1)
    }
}
