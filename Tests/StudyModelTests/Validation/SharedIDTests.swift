import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// An id given twice is named by what wins for messages: an eligibility question over a
/// task's step of the same id, whichever stands first in the file.
final class SharedIDTests: XCTestCase {
    private func study(steps: String) -> String {
        StudyTemplate(
            eligibility: """
                eligibility:
                  questions:
                    - id: age
                      question: How old are you?
                      answer: integer
                  criteria: "age >= 18"
                  ineligible: Sorry, this study is for adults.
                """,
            tasks: StudyTemplate.survey(
                steps: steps,
                extraTasks: """
                    - id: sleep
                      kind: survey
                      title: Sleep
                      estimated-minutes: 2
                      steps:
                        - id: age
                          question: How old were you when you first slept badly?
                          answer: integer
                    """)
        ).text
    }

    func testAnExpressionIsToldTheEligibilityQuestionNotTheLaterStep() {
        assertDiagnostic(
            "expression",
            message: "'age' is an eligibility question; an expression can only use answers from survey 'survey'",
            in: study(
                steps: """
                    - id: mood
                      question: How are you?
                      show-if: "↓age > 30"
                      answer: yes-no
                    """))
    }

    func testABranchIsToldTheEligibilityQuestionNotTheLaterStep() {
        assertDiagnostic(
            "unknown-target", message: "step 'mood' jumps to 'age', which is an eligibility question",
            in: study(
                steps: """
                    - id: mood
                      question: How are you?
                      answer: yes-no
                      branches:
                        - if: "not mood"
                          go-to: ↓age
                    """))
    }
}
