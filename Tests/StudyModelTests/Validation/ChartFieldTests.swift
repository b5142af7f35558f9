import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// `chart: true` on a score or an active task shows it to participants over time; an active
/// task may pick one of its kind's figures with `chart-figure`.
final class ChartFieldTests: XCTestCase {
    private func activeTask(_ fields: String) -> String {
        StudyTemplate(
            tasks: StudyTemplate.survey(
                steps: "- id: mood\n  question: How are you?\n  answer: yes-no",
                extraTasks: """
                    - id: reaction
                      kind: reaction-time
                      title: Reaction speed
                      estimated-minutes: 2
                    \(fields.indented(by: 2))
                    """)
        ).text
    }

    func testChartTrueChartsTheKindsDefaultFigure() throws {
        let study = try XCTUnwrap(assertNoErrors(activeTask("chart: true")).study)
        XCTAssertEqual(study.tasks.last?.activeTask?.chart?.name, "median-reaction-time")
    }

    func testAChartFigureOfTheKindIsCharted() throws {
        let study = try XCTUnwrap(
            assertNoErrors(activeTask("chart: true\nchart-figure: mean-reaction-time")).study)
        XCTAssertEqual(study.tasks.last?.activeTask?.chart?.summaryKey, "meanMs")
    }

    func testAFigureOfAnotherKindIsAnErrorThatSuggestsThisKindsFigures() {
        assertDiagnostic(
            "unknown-value", message: "unknown value 'best-span' for 'chart-figure' of task 'reaction' (reaction-time)",
            in: activeTask("chart: true\nchart-figure: ↓best-span"))
    }

    func testAChartFigureWithoutChartTrueIsFlagged() {
        assertDiagnostic(
            "redundant-field", message: "'chart-figure' of task 'reaction' has no effect without 'chart: true'",
            hint: "add 'chart: true'", severity: .warning, in: activeTask("chart-figure: ↓mean-reaction-time"))
    }

    func testNoChartByDefault() throws {
        let study = try XCTUnwrap(assertNoErrors(activeTask("when: Sitting down.")).study)
        XCTAssertNil(study.tasks.last?.activeTask?.chart)
        XCTAssertEqual(study.tasks.first?.survey?.scores.isEmpty, true)
    }

    func testAChartedScoreIsParsed() throws {
        let study = try XCTUnwrap(
            assertNoErrors(
                StudyTemplate.withSteps(
                    "- id: mood\n  question: How are you?\n  answer: {type: scale, min: 0, max: 10}",
                    scores: "- id: mood_score\n  label: Your mood\n  value: \"mood\"\n  chart: true")
            ).study)
        XCTAssertEqual(study.tasks.first?.survey?.scores.first?.chart, true)
    }

    func testAChartedScoreMustBeANumber() {
        assertDiagnostic(
            "type-mismatch", message: "score 'mood_word' is charted, so its value must be a number, but it is",
            in: StudyTemplate.withSteps(
                "- id: mood\n  question: How are you?\n  answer: yes-no",
                scores: "- id: mood_word\n  value: \"↓if(mood, 'fine', 'not fine')\"\n  chart: true"))
    }

    // MARK: chart-bands

    private func bandedTotal(_ total: String, _ others: String = "") -> String {
        StudyTemplate.withSteps(
            "- id: mood\n  question: How are you?\n  answer: {type: scale, min: 0, max: 10}\n"
                + "- id: sleep\n  question: How many hours did you sleep?\n  answer: {type: integer, min: 0, max: 24}",
            scores: "- id: total\n  label: Your mood\n  value: \"mood\"\n" + total + others)
    }

    private let words =
        "\n- id: words\n  value: \"total\"\n  bands:\n    - {min: 0, max: 4, label: low}\n"
        + "    - {min: 5, max: 10, label: good}"

    func testChartBandsNamesTheScoreWhoseBandsDescribeTheChart() throws {
        let study = try XCTUnwrap(assertNoErrors(bandedTotal("  chart: true\n  chart-bands: words", words)).study)
        XCTAssertEqual(study.tasks.first?.survey?.scores.first?.chartBands?.value, "words")
    }

    func testChartBandsNamingNoScoreSuggestsTheOneMeant() {
        assertDiagnostic(
            "chart-bands",
            message: "'chart-bands' of score 'total' names 'wrods', which is not a score of survey 'survey'",
            hint: "did you mean 'words'?", in: bandedTotal("  chart: true\n  chart-bands: ↓wrods", words))
    }

    func testChartBandsMustNameAScoreWithBands() {
        assertDiagnostic(
            "chart-bands", message: "'chart-bands' of score 'total' names score 'double', which has no bands",
            in: bandedTotal("  chart: true\n  chart-bands: ↓double", "\n- id: double\n  value: \"total * 2\""))
    }

    func testChartBandsMustBeWorkedOutFromTheChartedScore() {
        let sleepWords = "\n- id: sleep_words\n  value: \"sleep\"\n  bands:\n    - {min: 0, max: 24, label: any}"
        assertDiagnostic(
            "chart-bands",
            message: "score 'sleep_words' is not worked out from 'total', so its bands would describe another number",
            in: bandedTotal("  chart: true\n  chart-bands: ↓sleep_words", sleepWords))
    }

    func testAChartedScoreWithBandsOfItsOwnNeedsNoChartBands() {
        assertDiagnostic(
            "chart-bands", message: "score 'total' has bands of its own: its chart says them already",
            in: bandedTotal(
                "  chart: true\n  chart-bands: ↓words\n  bands:\n    - {min: 0, max: 10, label: any}", words))
    }

    func testChartBandsWithoutChartIsFlagged() {
        assertDiagnostic(
            "redundant-field", message: "'chart-bands' of score 'total' has no effect without 'chart: true'",
            severity: .warning, in: bandedTotal("  chart-bands: ↓words", words))
    }
}
