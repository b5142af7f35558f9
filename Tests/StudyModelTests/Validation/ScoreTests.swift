import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Scores: computed from the survey's answers; bands need a number and must not clash.
final class ScoreTests: XCTestCase {
    /// A survey of two 0–3 items with these scores (list entries at the left margin).
    private func study(scores: String) -> String {
        StudyTemplate.withSteps(
            """
            - id: item_1
              question: Little interest or pleasure in doing things?
              answer: {type: single-choice, choices: [0, 1, 2, 3]}
            - id: item_2
              question: Feeling down?
              answer: {type: yes-no}
            """, scores: scores)
    }

    func testAScoreWithBandsNeedsANumber() {
        let study = study(
            scores: """
                - id: level
                  value: "↓item_2"
                  bands:
                    - {min: 0, max: 1, label: Low}
                """)
        assertDiagnostic(
            "type-mismatch", message: "score 'level' has bands, so its value must be a number, but it is",
            in: study)
    }

    func testAScoreWithBandsAndANumberIsValid() {
        let study = study(
            scores: """
                - id: total
                  value: "item_1 + if(item_2, 1, 0)"
                  show: true
                  bands:
                    - {min: 0, max: 1, label: Minimal}
                    - {min: 2, max: 4, label: Mild}
                """)
        let score = assertNoErrors(study).study?.tasks.first?.survey?.scores.first
        XCTAssertEqual(score?.bands.map(\.max), [1, 4])
        XCTAssertEqual(score?.show, true)
    }

    func testABandUpsideDown() {
        let study = study(
            scores: """
                - id: total
                  value: "item_1"
                  bands:
                    - ↓{min: 3, max: 1, label: Low}
                """)
        assertDiagnostic(
            "min-above-max", message: "a band of score 'total' has 'min' 3 above 'max' 1", hint: "swap them",
            in: study)
    }

    func testOverlappingBands() {
        let study = study(
            scores: """
                - id: total
                  value: "item_1"
                  bands:
                    - {min: 0, max: 2, label: Low}
                    - ↓{min: 2, max: 3, label: High}
                """)
        assertDiagnostic(
            "overlapping-bands", message: "two bands of score 'total' overlap: 0–2 and 2–3",
            hint: "start this one above 2", in: study)
    }

    func testABandWithoutALabel() {
        let study = study(
            scores: """
                - id: total
                  value: "item_1"
                  bands:
                    - ↓{min: 0, max: 3}
                """)
        assertDiagnostic("missing-field", message: "is missing the required field 'label'", in: study)
    }

    func testAScoreWithoutAValue() {
        let study = study(
            scores: """
                - ↓id: total
                  label: Your total
                """)
        assertDiagnostic("missing-field", message: "score 'total' is missing the required field 'value'", in: study)
    }

    func testAScoreMayUseAnEarlierScore() {
        let study = study(
            scores: """
                - id: total
                  value: "item_1 + 1"
                - id: severity
                  value: "total"
                  bands:
                    - {min: 0, max: 2, label: Low}
                    - {min: 3, max: 4, label: High}
                """)
        assertNoErrors(study)
    }
}
