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
}
