import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// A syntax error inside an expression points at its column in the file: the scalar's
/// start (after the quote, for quoted scalars) plus the offset inside the expression.
final class ExpressionLocationTests: XCTestCase {
    /// Two questions to refer to, then `step` (list entries at the left margin).
    private func study(_ step: String) -> String {
        StudyTemplate.withSteps(
            """
            - id: age
              question: How old are you?
              answer: integer
            - id: diagnosis
              question: Which type of diabetes?
              answer:
                type: single-choice
                choices: [type1, type2]

            """ + step)
    }

    func testInAPlainScalar() {
        let study = study(
            """
            - id: adult
              question: Are you an adult?
              show-if: age >= 18 and ↓(diagnosis = 'type1'
              answer: yes-no
            """)
        assertDiagnostic(
            "expression", message: "unclosed parenthesis opened here", hint: "add ')' to close it", in: study)
    }

    func testInADoubleQuotedScalar() {
        let study = study(
            """
            - id: adult
              question: Are you an adult?
              show-if: "age >= 18 and ↓and diagnosis = 'type1'"
              answer: yes-no
            """)
        assertDiagnostic("expression", message: "expected an expression after 'and', found 'and'", in: study)
    }

    func testInASingleQuotedScalar() {
        let study = study(
            """
            - id: adult
              question: Are you an adult?
              show-if: 'age ↓>= '
              answer: yes-no
            """)
        assertDiagnostic("expression", message: "expected an expression after '>='", in: study)
    }

    func testAfterCharactersOutsideASCII() {
        let study = StudyTemplate.withSteps(
            """
            - id: city
              question: Où habitez-vous ?
              answer:
                type: single-choice
                choices: [Zürich, 東京]
            - id: tokyo
              question: 東京はどうですか？
              show-if: "city = '東京' and ↓cty = 'Zürich'"
              answer: yes-no
            """)
        assertDiagnostic("expression", message: "unknown name 'cty'", hint: "did you mean 'city'?", in: study)
    }

    func testInABranchConditionWrittenInAFlowMap() {
        let study = study(
            """
            - id: adult
              question: Are you an adult?
              answer: yes-no
              branches:
                - {if: "not adult or ↓+", go-to: end}
            - id: last
              question: Anything else?
              answer: text
            """)
        assertDiagnostic("expression", message: "expected an expression after 'or', found '+'", in: study)
    }

    func testInTheEligibilityCriteria() {
        let study = StudyTemplate(
            eligibility: """
                eligibility:
                  questions:
                    - id: age
                      question: How old are you?
                      answer: integer
                  criteria: "age >= 18 and ↓avg(age) > 1"
                  ineligible: Sorry, this study is for adults.
                """
        ).text
        assertDiagnostic("expression", message: "unknown function 'avg'", hint: "the functions are answered", in: study)
    }

    func testInAScoreValue() {
        let study = StudyTemplate.withSteps(
            """
            - id: first
              question: First item?
              answer: {type: integer, min: 0, max: 3}
            """,
            scores: """
                - id: total
                  value: "first + ↓* 2"
                """)
        assertDiagnostic("expression", message: "expected an expression after '+', found '*'", in: study)
    }

    func testTheWholeOffendingPartIsUnderlined() {
        let study = study(
            """
            - id: adult
              question: Are you an adult?
              show-if: "↓agee >= 18"
              answer: yes-no
            """)
        let result = assertDiagnostic(
            "expression", message: "unknown name 'agee'", hint: "did you mean 'age'?", in: study)
        XCTAssertEqual(result?.diagnostics.first?.length, 4)
    }

    func testAnExpressionWithEscapesPointsAtItsStart() {
        // Offsets inside "…\"…" no longer match columns, so the error points at the start.
        let study = study(
            """
            - id: adult
              question: Are you an adult?
              show-if: "↓diagnosis = \\"type1\\" and agee > 1"
              answer: yes-no
            """)
        let result = assertDiagnostic("expression", message: "unknown name 'agee'", in: study)
        XCTAssertEqual(result?.diagnostics.first?.length, 1)
    }

    func testAfterCharactersOutsideASCIIEarlierOnTheLine() {
        // The expression's line holds non-ASCII text before it: columns still count scalars.
        let study = study(
            """
            - {id: summer, question: "Été à Zürich ?", answer: yes-no, show-if: "age >= 18 and ↓agee > 1"}
            """)
        let result = assertDiagnostic(
            "expression", message: "unknown name 'agee'", hint: "did you mean 'age'?", in: study)
        XCTAssertEqual(result?.diagnostics.first?.length, 4)
    }
}
