import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Names in expressions: they must exist, and their answers must be known at that place.
final class ExpressionNameTests: XCTestCase {
    func testAnUnknownNameSuggestsTheClosestQuestion() {
        let study = StudyTemplate.withSteps(
            """
            - id: insulin_dose
              question: Your daily insulin dose?
              answer: {type: integer, min: 0, max: 300, unit: units}
            - id: high_dose
              question: Do you adjust a high dose yourself?
              show-if: "↓insulin_dos > 40"
              answer: yes-no
            """)
        assertDiagnostic(
            "expression", message: "unknown name 'insulin_dos'", hint: "did you mean 'insulin_dose'?", in: study)
    }

    func testAShowIfCannotUseALaterQuestion() {
        let study = StudyTemplate.withSteps(
            """
            - id: why
              question: Why do you feel low?
              show-if: "not ↓happy"
              answer: text
            - id: happy
              question: Are you happy?
              answer: yes-no
            """)
        assertDiagnostic(
            "expression", message: "'happy' is asked after this point, so its answer is not known yet",
            in: study)
    }

    func testAShowIfCannotUseItsOwnQuestion() {
        let study = StudyTemplate.withSteps(
            """
            - id: happy
              question: Are you happy?
              show-if: "↓happy"
              answer: yes-no
            """)
        assertDiagnostic("expression", message: "'happy' is asked after this point", in: study)
    }

    func testABranchMayUseItsOwnStepsAnswer() {
        let study = StudyTemplate.withSteps(
            """
            - id: happy
              question: Are you happy?
              answer: yes-no
              branches:
                - if: "happy"
                  go-to: end
            - id: why
              question: Why not?
              answer: text
            """)
        assertNoErrors(study)
    }

    func testASurveyCannotUseAnotherTasksQuestion() {
        let study = StudyTemplate(
            tasks: StudyTemplate.survey(
                steps: """
                    - id: mood
                      question: How are you?
                      show-if: "↓slept_well"
                      answer: yes-no
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
            "expression",
            message:
                "'slept_well' is a question of task 'sleep'; an expression can only use answers from survey 'survey'",
            in: study)
    }

    func testTheCriteriaCannotUseASurveyQuestion() {
        let study = StudyTemplate(
            eligibility: """
                eligibility:
                  questions:
                    - id: age
                      question: How old are you?
                      answer: integer
                  criteria: "age >= 18 and ↓mood"
                  ineligible: Sorry, this study is for adults.
                """
        ).text
        assertDiagnostic(
            "expression",
            message:
                "'mood' is a question of task 'survey'; an expression can only use answers from the eligibility questions",
            in: study)
    }

    func testAnExpressionCannotUseAConsentSectionId() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              show-if: "↓overview"
              answer: yes-no
            """)
        assertDiagnostic(
            "expression",
            message: "'overview' is a consent section; an expression can only use answers from survey 'survey'",
            in: study)
    }

    func testAnEligibilityShowIfCannotUseALaterEligibilityQuestion() {
        let study = StudyTemplate(
            eligibility: """
                eligibility:
                  questions:
                    - id: pregnant
                      question: Are you pregnant?
                      show-if: "↓sex = 'female'"
                      answer: yes-no
                    - id: sex
                      question: Your sex?
                      answer: {type: single-choice, choices: [female, male]}
                  criteria: "not pregnant"
                  ineligible: Sorry, this study cannot include you.
                """
        ).text
        assertDiagnostic("expression", message: "'sex' is asked after this point", in: study)
    }

    func testAScoreMayUseTheQuestionsAndTheScoresBeforeIt() {
        let study = StudyTemplate.withSteps(
            """
            - id: first
              question: First item?
              answer: {type: integer, min: 0, max: 3}
            - id: second
              question: Second item?
              answer: {type: integer, min: 0, max: 3}
            """,
            scores: """
                - id: total
                  value: "first + second"
                - id: doubled
                  value: "total * 2"
                """)
        assertNoErrors(study)
    }

    func testAReservedWordInCapitalsSuggestsLowerCase() {
        let study = StudyTemplate.withSteps(
            """
            - id: happy
              question: Are you happy?
              answer: yes-no
            - id: why
              question: Why?
              show-if: "happy = ↓TRUE"
              answer: text
            """)
        assertDiagnostic("expression", message: "unknown name 'TRUE'", hint: "write 'true' in lower case", in: study)
    }
}
