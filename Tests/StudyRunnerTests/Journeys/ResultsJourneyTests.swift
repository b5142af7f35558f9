import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// "My results", run as a participant would in plain mode: PHQ-9 with its banded score
/// charted, through the survey, then "My results" from home. The figures are read out as a
/// sentence, and looking at them records nothing.
final class ResultsJourneyTests: XCTestCase {
    private var harness: JourneyHarness!
    private var studyPath: String!

    /// Studies/phq9.study with `chart: true` on its banded score, in a temporary folder.
    override func setUpWithError() throws {
        harness = try JourneyHarness()
        let original = try String(contentsOfFile: "Studies/phq9.study", encoding: .utf8)
        let marker = "      - id: phq9_severity\n"
        XCTAssertTrue(original.contains(marker), "the PHQ-9 example still has its severity score")
        var charted = original.replacingOccurrences(of: marker, with: marker + "        chart: true\n")
        charted = charted.replacingOccurrences(
            of: "\ntasks:\n", with: "\ndaily-encouragement: That is all for today. Thank you!\ntasks:\n")
        XCTAssertTrue(charted.contains("daily-encouragement"), "the PHQ-9 example still has its tasks: line")
        let path = harness.output.url.appendingPathComponent("phq9-charted.study")
        try charted.write(to: path, atomically: true, encoding: .utf8)
        studyPath = path.path
    }

    private func run(_ lines: [String]) throws -> StudyRun {
        try JourneyHarness.run(
            ["run", studyPath, "--plain", "--output", harness.outputPath], input: lines.map { $0 + "\n" }.joined())
    }

    func testMyResultsReadsTheScoreOutWithItsBand() throws {
        let survey = try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + [""]
        let run = try run(survey + ["My results", "", "Leave"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("My results"), "offered on the home menu")
        XCTAssertTrue(run.stdout.contains("Your results over time"), run.stdout)
        // Plain mode wraps at the terminal's width: the sentence is read with its lines joined.
        let flat = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let sentence =
            /What this score usually means, 1 result: \d+ on \d{4}-\d{2}-\d{2}\. Last \d+, [A-Za-z ]+ symptoms\./
        XCTAssertNotNil(flat.firstMatch(of: sentence), run.stdout)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let events = try participant.journal().compactMap { $0["event"] as? String }
        let afterTheSurvey = events.suffix(from: try XCTUnwrap(events.lastIndex(of: "task-finished")) + 1)
        XCTAssertTrue(
            Set(afterTheSurvey).isSubset(of: ["result-saved", "session-ended"]),
            "looking at the results records nothing: \(afterTheSurvey)")
    }

    func testTheDailyEncouragementFollowsTheLastTaskDueTodayOnce() throws {
        let survey = try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + [""]
        let run = try run(survey + ["My results", "", "Leave"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(
            JourneyTranscript.count(of: "That is all for today. Thank you!", in: run.stdout), 1,
            "under the home screen right after the survey, not again: \(run.stdout)")
        let again = try JourneyHarness.run(
            [
                "run", studyPath, "--plain", "--output", harness.outputPath, "--participant",
                try harness.onlyParticipant(of: "phq9-mood-check").id,
            ], input: "Leave\n")
        XCTAssertEqual(again.status, 0, again.transcript)
        XCTAssertFalse(again.stdout.contains("That is all for today"), "a later start does not repeat it")
    }

    func testAStudyThatChartsNothingOffersNoResults() throws {
        let survey = try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + [""]
        let plain = try harness.run(study: "phq9", input: (survey + ["Leave"]).map { $0 + "\n" }.joined())
        XCTAssertEqual(plain.status, 0, plain.transcript)
        XCTAssertFalse(plain.stdout.contains("My results"), plain.stdout)
    }
}
