import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Types in expressions: comparisons of like with like, choice values that exist,
/// conditions where a condition is needed.
final class ExpressionTypeTests: XCTestCase {
    /// Questions of every kind used below, then `step`.
    private func study(_ step: String) -> String {
        StudyTemplate.withSteps(
            """
            - id: age
              question: How old are you?
              answer: integer
            - id: uses_insulin
              question: Do you use insulin?
              answer: yes-no
            - id: diagnosis
              question: Which type of diabetes?
              answer: {type: single-choice, choices: [type1, type2]}
            - id: symptoms
              question: Which symptoms?
              answer: {type: multiple-choice, choices: [thirst, fatigue]}

            """ + step)
    }

    func testANumberComparedWithAChoice() {
        let study = study(
            """
            - id: check
              question: Shall we check?
              show-if: "↓age = diagnosis"
              answer: yes-no
            """)
        let result = assertDiagnostic("expression", message: "a number is compared with a choice", in: study)
        XCTAssertEqual(result?.diagnostics.first?.length, "age = diagnosis".count)
    }

    func testAYesNoAnswerComparedWithANumber() {
        let study = study(
            """
            - id: check
              question: Shall we check?
              show-if: "↓uses_insulin = 1"
              answer: yes-no
            """)
        assertDiagnostic("expression", message: "a yes-no answer is compared with a number", in: study)
    }

    func testAChoiceValueThatIsNotAmongTheChoicesSuggestsTheClosest() {
        let study = study(
            """
            - id: check
              question: Shall we check?
              show-if: "diagnosis = ↓'tpye1'"
              answer: yes-no
            """)
        assertDiagnostic(
            "expression", message: "'tpye1' is not one of the choices of 'diagnosis' (type1, type2)",
            hint: "did you mean 'type1'?", in: study)
    }

    func testAChoiceValueInAListIsChecked() {
        let study = study(
            """
            - id: check
              question: Shall we check?
              show-if: "diagnosis in ['type1', ↓'type3']"
              answer: yes-no
            """)
        assertDiagnostic("expression", message: "'type3' is not one of the choices of 'diagnosis'", in: study)
    }

    func testAMultipleChoiceValueIsChecked() {
        let study = study(
            """
            - id: check
              question: Shall we check?
              show-if: "↓'thrist' in symptoms"
              answer: yes-no
            """)
        assertDiagnostic(
            "expression", message: "'thrist' is not one of the choices of 'symptoms' (thirst, fatigue)",
            hint: "did you mean 'thirst'?", in: study)
    }

    func testAShowIfThatIsNotAConditionIsReported() {
        let study = study(
            """
            - id: check
              question: Shall we check?
              show-if: "↓age + 1"
              answer: yes-no
            """)
        assertDiagnostic(
            "expression", message: "show-if must be a condition (true or false), but this is a number", in: study)
    }

    func testCriteriaThatIsNotAConditionIsReported() {
        let study = StudyTemplate(
            eligibility: """
                eligibility:
                  questions:
                    - id: age
                      question: How old are you?
                      answer: integer
                  criteria: "↓age"
                  ineligible: Sorry, this study is for adults.
                """
        ).text
        assertDiagnostic(
            "expression", message: "criteria must be a condition (true or false), but 'age' is a number",
            hint: "compare it with a number, e.g. age > 0", in: study)
    }

    func testABranchConditionThatIsNotAConditionIsReported() {
        let study = study(
            """
            - id: check
              question: Shall we check?
              answer: yes-no
              branches:
                - if: "↓diagnosis"
                  go-to: end
            - id: last
              question: Anything else?
              answer: text
            """)
        assertDiagnostic(
            "expression", message: "if must be a condition (true or false), but 'diagnosis' is a choice",
            hint: "compare it with a choice, e.g. diagnosis = 'type1'", in: study)
    }

    func testWellTypedConditionsAreValid() {
        let study = study(
            """
            - id: check
              question: Shall we check?
              show-if: "age >= 18 and uses_insulin and diagnosis in ['type1', 'type2'] and 'thirst' in symptoms"
              answer: yes-no
            """)
        assertNoErrors(study)
    }
}
