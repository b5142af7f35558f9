import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// YAML 1.1 would read `no`, `NO` and `on` as booleans and `1.10` as the number 1.1; study
/// files keep every scalar as written until the field converts it.
final class ScalarsAsWrittenTests: XCTestCase {
    private func firstQuestion(_ result: ValidationResult) -> Question? {
        result.study?.tasks.first?.survey?.questions.first
    }

    func testChoiceValuesThatLookLikeBooleansOrNumbersStayStrings() {
        let study = StudyTemplate.withSteps(
            """
            - id: answer
              question: Pick one.
              answer:
                type: single-choice
                choices: [no, NO, on, off, "yes", 1.10]
            """)
        let result = assertNoErrors(study)
        let options = firstQuestion(result)?.answer.choices
        XCTAssertEqual(options?.values, ["no", "NO", "on", "off", "yes", "1.10"])
        XCTAssertEqual(options?.choices.map { $0.label.resolved(in: "en") }, ["no", "NO", "on", "off", "yes", "1.10"])
        XCTAssertEqual(options?.isNumeric, false)
    }

    func testANumberLikeVersionKeepsItsTrailingZero() {
        var template = StudyTemplate()
        template.header = template.header.replacingOccurrences(of: "version: \"1.0\"", with: "version: 1.10")
        let result = assertNoErrors(template.text)
        XCTAssertEqual(result.study?.version, "1.10")
    }

    func testAChoiceValueNoCanBeComparedAsText() {
        let study = StudyTemplate.withSteps(
            """
            - id: smoker
              question: Do you smoke?
              answer:
                type: single-choice
                choices: [yes, no, sometimes]
            - id: since
              question: Since when?
              show-if: "smoker != 'no'"
              answer: date
            """)
        assertNoErrors(study)
    }

    func testWholeNumberChoicesMakeANumericAnswer() {
        let study = StudyTemplate.withSteps(
            """
            - id: item
              question: How often?
              answer:
                type: single-choice
                choices: [0, 1, 2, 3]
            """,
            scores: """
                - id: total
                  value: "item * 2"
                """)
        let result = assertNoErrors(study)
        XCTAssertEqual(firstQuestion(result)?.answer.choices?.isNumeric, true)
        XCTAssertEqual(
            firstQuestion(result)?.answer.expressionType, .singleChoice(values: ["0", "1", "2", "3"], numeric: true))
    }

    func testBooleanFieldsAcceptTrueFalseYesAndNoInAnyCase() {
        let study = StudyTemplate.withSteps(
            """
            - id: first
              question: One?
              optional: yes
              prefer-not-to-answer: NO
              answer: yes-no
            - id: second
              question: Two?
              optional: False
              prefer-not-to-answer: TRUE
              answer: yes-no
            """)
        let questions = assertNoErrors(study).study?.tasks.first?.survey?.questions ?? []
        XCTAssertEqual(questions.map(\.optional), [true, false])
        XCTAssertEqual(questions.map(\.preferNotToAnswer), [false, true])
    }

    func testAQuizAnswerNoStaysTheWordNo() {
        var template = StudyTemplate()
        template.consent = template.consent.replacingOccurrences(
            of: "  signature:",
            with: """
                  quiz:
                    pass-mark: 1
                    attempts: 2
                    questions:
                      - id: quiz_paid
                        question: Are you paid to take part?
                        answer: yes-no
                        correct: no
                        explanation: Taking part is voluntary and unpaid.
                  signature:
                """)
        let quiz = assertNoErrors(template.text).study?.consent.quiz
        XCTAssertEqual(quiz?.questions.first?.correct.map(\.value), ["no"])
    }

    func testTextsKeepTheirWordsAndQuotedNumbers() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: "on"
              detail: 007
              answer: yes-no
            """)
        let question = firstQuestion(assertNoErrors(study))
        XCTAssertEqual(question?.text.resolved(in: "en"), "on")
        XCTAssertEqual(question?.detail?.resolved(in: "en"), "007")
    }
}
