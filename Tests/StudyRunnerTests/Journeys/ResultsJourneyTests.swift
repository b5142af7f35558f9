import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// "My results", run as a participant would in plain mode: PHQ-9 with its banded score
/// charted, through the survey, then "My results" from home. The figures are read out as a
/// sentence, and looking at them records nothing.
final class ResultsJourneyTests: XCTestCase {
    private var harness: JourneyHarness!
    private var studyPath: String!

    /// Studies/phq9.study with `chart: true` on its banded score too (the example charts its
    /// total) and a daily line of its own, in a temporary folder.
    override func setUpWithError() throws {
        harness = try JourneyHarness()
        let original = try String(contentsOfFile: "Studies/phq9.study", encoding: .utf8)
        let marker = "      - id: phq9_severity\n"
        XCTAssertTrue(original.contains(marker), "the PHQ-9 example still has its severity score")
        var charted = original.replacingOccurrences(of: marker, with: marker + "        chart: true\n")
        let daily = try XCTUnwrap(
            charted.split(separator: "\n").first { $0.hasPrefix("daily-encouragement:") },
            "the PHQ-9 example has its daily encouragement")
        charted = charted.replacingOccurrences(
            of: String(daily), with: "daily-encouragement: That is all for today. Thank you!")
        studyPath = try write(charted, as: "phq9-charted.study")
    }

    private func write(_ study: String, as name: String) throws -> String {
        let path = harness.output.url.appendingPathComponent(name)
        try study.write(to: path, atomically: true, encoding: .utf8)
        return path.path
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

    /// The example as shipped charts the total and names its severity score with
    /// `chart-bands`: the home row and the sentence of "My results" say the last total with
    /// its band in words (the "last value and its band in words").
    func testTheChartedTotalSaysItsSeverityBandInWords() throws {
        studyPath = "Studies/phq9.study"
        let survey = try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + [""]
        let run = try run(survey + ["My results", "", "Leave"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let flat = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let home = /Your PHQ-9 score \(0 to 27\): last 11 \(Moderate symptoms\), on \d{4}-\d{2}-\d{2} · 1 result/
        XCTAssertNotNil(flat.firstMatch(of: home), "the home's chart row: \(run.stdout)")
        let sentence =
            /Your PHQ-9 score \(0 to 27\), 1 result: 11 on \d{4}-\d{2}-\d{2}\. Last 11, Moderate symptoms\./
        XCTAssertNotNil(flat.firstMatch(of: sentence), "My results, read out: \(run.stdout)")
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
        let original = try String(contentsOfFile: "Studies/phq9.study", encoding: .utf8)
        let uncharted = original.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in
                let field = line.trimmingCharacters(in: .whitespaces)
                return !field.hasPrefix("chart: true") && !field.hasPrefix("chart-bands:")
            }.joined(separator: "\n")
        XCTAssertNotEqual(uncharted, original, "the PHQ-9 example charts its score")
        studyPath = try write(uncharted, as: "phq9-uncharted.study")
        let survey = try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + [""]
        let plain = try run(survey + ["Leave"])
        XCTAssertEqual(plain.status, 0, plain.transcript)
        XCTAssertFalse(plain.stdout.contains("My results"), plain.stdout)
    }
}
