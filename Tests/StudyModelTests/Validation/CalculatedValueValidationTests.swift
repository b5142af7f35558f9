import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Scores used before the survey ends, `{id}` in texts, constraints across answers and
/// date ranges that can hold no date: each problem located where it is written.
final class CalculatedValueValidationTests: XCTestCase {
    /// Height, weight and a BMI score; `extra` steps (at the left margin) come between.
    private func bmiStudy(_ between: String, after: String = "") -> String {
        StudyTemplate.withSteps(
            """
            - id: height_cm
              question: How tall are you, in centimetres?
              answer: {type: integer, min: 100, max: 250}
            \(between)
            - id: weight_kg
              question: How much do you weigh, in kilograms?
              answer: {type: integer, min: 30, max: 300}
            \(after)
            """,
            scores: """
                - id: bmi
                  value: "weight_kg / pow(height_cm / 100, 2)"
                - id: bmi_rounded
                  value: "round(bmi, 1)"
                """)
    }

    func testAStepMayUseAScoreOnceItsQuestionsAreAsked() {
        assertNoErrors(
            bmiStudy(
                "",
                after: """
                    - id: advice
                      question: "Your BMI is {bmi_rounded}. Would you like advice on losing weight?"
                      show-if: "bmi_rounded >= 30"
                      answer: yes-no
                      branches:
                        - if: "bmi > 40"
                          go-to: end
                    """))
    }

    func testAShowIfCannotUseAScoreBeforeItsQuestionsAreAsked() {
        assertDiagnostic(
            "expression",
            message: "score 'bmi_rounded' is worked out from 'weight_kg', which is asked after this point",
            in: bmiStudy(
                """
                - id: early
                  question: Do you exercise?
                  show-if: "↓bmi_rounded >= 30"
                  answer: yes-no
                """))
    }

    func testAScoreWithTheWrongTypeIsStillATypeErrorInAShowIf() {
        assertDiagnostic(
            "expression", message: "show-if must be a condition",
            in: bmiStudy(
                "",
                after: """
                    - id: advice
                      question: Would you like advice?
                      show-if: "↓bmi_rounded"
                      answer: yes-no
                    """))
    }

    func testScoresThatUseEachOtherAreACycle() {
        let study = StudyTemplate.withSteps(
            """
            - id: q1
              question: How many?
              answer: {type: integer, min: 0, max: 9}
            """,
            scores: """
                - id: first
                  value: "↓second + q1"
                - id: second
                  value: "first * 2"
                """)
        assertDiagnostic("expression", message: "score 'first' uses 'second', which needs 'first' in turn", in: study)
    }

    func testAScoreThatUsesItselfIsACycle() {
        let study = StudyTemplate.withSteps(
            """
            - id: q1
              question: How many?
              answer: {type: integer, min: 0, max: 9}
            """,
            scores: """
                - id: total
                  value: "q1 + ↓total"
                """)
        assertDiagnostic("expression", message: "score 'total' uses itself", in: study)
    }

    func testAPipedIDMustExist() {
        assertDiagnostic(
            "piped-answer", message: "'{height_cn}' in the question of step 'advice' names no question or score",
            hint: "did you mean '{height_cm}'?",
            in: bmiStudy(
                "",
                after: """
                    - id: advice
                      question: ↓You are {height_cn} cm tall. Is that right?
                      answer: yes-no
                    """))
    }

    func testAPipedAnswerMustBeAskedBefore() {
        assertDiagnostic(
            "piped-answer", message: "'{weight_kg}' in the detail of step 'early' cannot be shown",
            in: bmiStudy(
                """
                - id: early
                  question: Is your weight right?
                  detail: ↓You weigh {weight_kg} kg.
                  answer: yes-no
                """))
        assertDiagnostic(
            "piped-answer", message: "'{bmi}' in the instruction of step 'note' cannot be shown",
            in: bmiStudy(
                """
                - id: note
                  instruction: ↓Your BMI is {bmi}.
                """))
    }

    func testAConstraintIsTypeCheckedAndNeedsItsMessage() {
        let dates = """
            - id: start_date
              question: When did it start?
              answer: {type: date, max: today}
            - id: end_date
              question: When did it end?
              answer: {type: date, max: today}
            """
        assertNoErrors(
            StudyTemplate.withSteps(
                dates + """

                      constraint: "end_date > start_date"
                      constraint-message: The end date must be after the start date.
                    """))
        assertDiagnostic(
            "missing-field", message: "has a 'constraint' but no 'constraint-message'",
            in: StudyTemplate.withSteps(dates + "\n  constraint: ↓\"end_date > start_date\""))
        assertDiagnostic(
            "expression", message: "'later' is asked after this point",
            in: StudyTemplate.withSteps(
                dates + """

                      constraint: "end_date > ↓later"
                      constraint-message: The end date must be after the start date.
                    - id: later
                      question: And later?
                      answer: {type: date}
                    """))
        assertDiagnostic(
            "redundant-field", message: "is never shown without a 'constraint'", severity: .warning,
            in: StudyTemplate.withSteps(dates + "\n  constraint-message: ↓The end date must be later."))
    }

    func testAConstraintMustBeACondition() {
        assertDiagnostic(
            "expression", message: "constraint must be a condition",
            in: StudyTemplate.withSteps(
                """
                - id: age
                  question: How old are you?
                  answer: {type: integer, min: 0, max: 120}
                  constraint: "↓age + 1"
                  constraint-message: Check your age.
                """))
    }

    private func dateQuestion(_ range: String) -> String {
        StudyTemplate.withDateQuestion(range)
    }

    func testARelativeDateRangeThatIsAlwaysEmptyIsAnError() {
        assertDiagnostic(
            "min-above-max", message: "its 'min' (today) is always after its 'max' (today-1y)", hint: "swap them",
            in: dateQuestion("    min: today\n    max: ↓today-1y"))
        assertDiagnostic(
            "min-above-max", message: "the date range of", hint: "swap them",
            in: dateQuestion("    min: today-1m\n    max: ↓today-5w"))
        assertDiagnostic(
            "min-above-max", message: "the 'max' of", hint: "swap them",
            in: dateQuestion("    min: 2024-05-01\n    max: ↓2024-04-30"))
    }

    func testRelativeDateRangesThatCanHoldADateAreValid() {
        assertNoErrors(dateQuestion("    min: today-1y\n    max: today"))
        // A month is 28 to 31 days: 4 weeks back may or may not be before a month back.
        assertNoErrors(dateQuestion("    min: today-1m\n    max: today-4w"))
        assertNoErrors(dateQuestion("    min: today-13m\n    max: today-1y"))
        // A fixed limit against a relative one depends on the day it is asked.
        assertNoErrors(dateQuestion("    min: 2030-01-01\n    max: today"))
    }
}
