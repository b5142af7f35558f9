import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Jumps go to real steps of the same survey, never trap participants, and leave no step
/// unreachable.
final class BranchingTests: XCTestCase {
    func testAJumpToAStepThatDoesNotExistSuggestsTheClosest() {
        let study = StudyTemplate.withSteps(
            """
            - id: knows_hba1c
              question: Do you know your latest HbA1c?
              answer: yes-no
              branches:
                - if: "not knows_hba1c"
                  go-to: ↓hba1c_vlaue_done
            - id: hba1c_value
              question: What was it?
              answer: decimal
            - id: hba1c_value_done
              instruction: Thank you.
            """)
        assertDiagnostic(
            "unknown-target", message: "step 'knows_hba1c' jumps to 'hba1c_vlaue_done', which does not exist",
            hint: "did you mean 'hba1c_value_done'?", in: study)
    }

    func testAJumpToANameFarFromEveryStepSaysWhereItMayGo() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
              branches:
                - go-to: ↓somewhere_else
            """)
        assertDiagnostic(
            "unknown-target", message: "jumps to 'somewhere_else', which does not exist",
            hint: "use the id of a later step in this survey, or 'end'", in: study)
    }

    func testAJumpIntoAnotherTaskIsReported() {
        let study = StudyTemplate(
            tasks: StudyTemplate.survey(
                steps: """
                    - id: mood
                      question: How are you?
                      answer: yes-no
                      branches:
                        - if: "not mood"
                          go-to: ↓slept_well
                    """,
                extraTasks: """
                    - id: sleep
                      kind: survey
                      title: Sleep
                      estimated-minutes: 2
                      steps:
                        - id: slept_well
                          question: Did you sleep well?
                          answer: yes-no
                    """)
        ).text
        assertDiagnostic(
            "unknown-target", message: "step 'mood' jumps to 'slept_well', which is a step of task 'sleep'",
            hint: "a branch can only go to a later step of survey 'survey', or to 'end'", in: study)
    }

    func testAnUnconditionalJumpBackLoopsForEver() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
            - id: again
              instruction: Let's do that again.
              branches:
                - go-to: ↓mood
            """)
        assertDiagnostic(
            "endless-loop", message: "step 'again' always jumps back to 'mood', so participants would loop for ever",
            hint: "add an 'if:' condition, or jump forward", in: study)
    }

    func testAJumpBackOnAConditionNothingInTheLoopChangesIsReported() {
        let study = StudyTemplate.withSteps(
            """
            - id: consented
              question: Do you want to continue?
              answer: yes-no
            - id: mood
              question: How are you?
              answer: yes-no
            - id: again
              instruction: Once more.
              branches:
                - if: "consented"
                  go-to: ↓mood
            """)
        assertDiagnostic(
            "endless-loop",
            message:
                "step 'again' jumps back to 'mood' when a condition holds that none of the steps in between can change",
            hint: "make the condition depend on a question between 'mood' and 'again'", in: study)
    }

    func testAJumpBackOnAConditionAskedInsideTheLoopIsAllowed() {
        let study = StudyTemplate.withSteps(
            """
            - id: medicine
              question: Which medicine do you take?
              answer: text
            - id: another
              question: Do you take another medicine?
              answer: yes-no
              branches:
                - if: "another"
                  go-to: medicine
            """)
        assertNoErrors(study)
    }

    func testAStepSkippedByAnUnconditionalJumpIsUnreachable() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
              branches:
                - go-to: sleep
            - ↓id: why
              question: Why?
              answer: text
            - id: sleep
              question: Did you sleep well?
              answer: yes-no
            """)
        assertDiagnostic(
            "unreachable-step", message: "step 'why' can never be reached",
            hint: "an earlier step always jumps past it", in: study)
    }

    func testAStepAfterAnUnconditionalEndIsUnreachable() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
              branches:
                - go-to: end
            - ↓id: why
              question: Why?
              answer: text
            """)
        assertDiagnostic("unreachable-step", message: "step 'why' can never be reached", in: study)
    }

    func testAStepReachedOnlyByAJumpIsReachable() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
              branches:
                - if: "not mood"
                  go-to: why
                - go-to: end
            - id: why
              question: Why?
              answer: text
            """)
        assertNoErrors(study)
    }

    func testGoToEndIsAValidTarget() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
              branches:
                - if: "mood"
                  go-to: end
            - id: why
              question: Why not?
              answer: text
            """)
        let branch = assertNoErrors(study).study?.tasks.first?.survey?.steps.first?.branches.first
        XCTAssertEqual(branch?.target.value, .end)
    }

    func testASecondUnconditionalBranchIsNeverChecked() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
              branches:
                - go-to: end
                - ↓go-to: end
            """)
        assertDiagnostic(
            "branch-never-checked",
            message: "this branch of step 'mood' is never checked: an earlier branch always jumps",
            severity: .warning, in: study)
    }
}
