import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Right and wrong quiz answers, and answers turned into the values expressions see.
final class QuizGradingTests: XCTestCase {
    private var questions: [String: QuizQuestion] = [:]

    override func setUp() {
        super.setUp()
        let text = StudyTemplate(
            consent: """
                consent:
                  version: "1.0"
                  sections:
                    - id: overview
                      kind: overview
                      title: About the study
                      summary: What the study is about.
                      learn-more: The full text about the study.
                  quiz:
                    pass-mark: 1
                    attempts: 3
                    questions:
                      - id: quiz_watch
                        question: Will someone watch your readings?
                        answer: yes-no
                        correct: no
                        explanation: No.
                      - id: quiz_leave
                        question: Can you leave at any time?
                        answer: yes-no
                        correct: yes
                        explanation: Yes.
                      - id: quiz_time
                        question: How long does it take each week?
                        answer:
                          type: single-choice
                          choices:
                            - {value: minutes_10, label: About 10 minutes}
                            - {value: hour_1, label: About an hour}
                            - {value: other, label: Something else, other: true}
                        correct: minutes_10
                        explanation: About 10 minutes.
                      - id: quiz_activities
                        question: Which of these will you do?
                        answer:
                          type: multiple-choice
                          choices:
                            - {value: surveys, label: Answer short surveys}
                            - {value: clinic, label: Visit a clinic}
                            - {value: tasks, label: Do short tasks}
                        correct: [surveys, tasks]
                        explanation: Surveys and tasks, no clinic.
                  signature:
                    meaning: I agree to take part in this study.
                """
        ).text
        let study = ParticipantFixtures.study(text).study
        for question in study?.consent.quiz?.questions ?? [] { questions[question.id.value.rawValue] = question }
        XCTAssertEqual(questions.count, 4)
    }

    private func grade(_ answer: AnswerValue, _ id: String, file: StaticString = #filePath, line: UInt = #line) -> Bool?
    {
        guard let question = questions[id] else {
            XCTFail("no quiz question \(id)", file: file, line: line)
            return nil
        }
        return QuizGrading.isCorrect(answer, for: question)
    }

    func testYesNoWhoseCorrectAnswerIsNo() {
        XCTAssertEqual(grade(.yesNo(false), "quiz_watch"), true)
        XCTAssertEqual(grade(.yesNo(true), "quiz_watch"), false)
    }

    func testYesNoWhoseCorrectAnswerIsYes() {
        XCTAssertEqual(grade(.yesNo(true), "quiz_leave"), true)
        XCTAssertEqual(grade(.yesNo(false), "quiz_leave"), false)
    }

    func testSingleChoice() {
        XCTAssertEqual(grade(.choice("minutes_10", otherText: nil), "quiz_time"), true)
        XCTAssertEqual(grade(.choice("hour_1", otherText: nil), "quiz_time"), false)
        XCTAssertEqual(
            grade(.choice("other", otherText: "minutes_10"), "quiz_time"), false,
            "the text typed for 'other' is not the choice's value")
        XCTAssertEqual(grade(.choice("Minutes_10", otherText: nil), "quiz_time"), false, "values compare exactly")
    }

    func testMultipleChoiceNeedsExactlyTheCorrectSet() {
        XCTAssertEqual(grade(.choices(["surveys", "tasks"], otherText: nil), "quiz_activities"), true)
        XCTAssertEqual(
            grade(.choices(["tasks", "surveys"], otherText: nil), "quiz_activities"), true, "order does not matter")
        XCTAssertEqual(
            grade(.choices(["surveys"], otherText: nil), "quiz_activities"), false, "one right answer missing")
        XCTAssertEqual(
            grade(.choices(["surveys", "tasks", "clinic"], otherText: nil), "quiz_activities"), false,
            "all right answers and a wrong one")
        XCTAssertEqual(grade(.choices(["surveys", "clinic"], otherText: nil), "quiz_activities"), false)
        XCTAssertEqual(grade(.choices([], otherText: nil), "quiz_activities"), false)
    }

    func testAnAnswerOfAnotherKindIsNeverRight() {
        XCTAssertEqual(grade(.text("no"), "quiz_watch"), false)
        XCTAssertEqual(grade(.integer(1), "quiz_leave"), false)
    }

    // MARK: AnswerSheet

    func testAnswerSheetGivesEachAnsweredQuestionItsExpressionValue() throws {
        let study = ParticipantFixtures.study(
            StudyTemplate.withSteps(
                """
                - id: welcome
                  instruction: Hello.
                - id: age
                  question: How old are you?
                  answer: {type: integer, min: 0, max: 120}
                - id: smokes
                  question: Do you smoke?
                  answer: yes-no
                - id: feeling
                  question: How often?
                  answer:
                    type: single-choice
                    choices:
                      - {value: 0, label: Never}
                      - {value: 1, label: Sometimes}
                - id: colour
                  question: Favourite colour?
                  answer: {type: single-choice, choices: [red, blue]}
                - id: meals
                  question: Which meals?
                  optional: true
                  answer: {type: multiple-choice, choices: [breakfast, lunch, dinner]}
                - id: height
                  question: How tall are you?
                  prefer-not-to-answer: true
                  answer: height
                - id: sleep
                  question: How long did you sleep?
                  answer: duration
                """)
        ).study
        let steps = try XCTUnwrap(study?.tasks.first?.survey?.steps)
        let values = AnswerSheet.expressionValues(
            [
                "age": .answered(.integer(42)),
                "smokes": .answered(.yesNo(false)),
                "feeling": .answered(.choice("1", otherText: nil)),
                "colour": .answered(.choice("blue", otherText: nil)),
                "meals": .skipped,
                "height": .preferNotToAnswer,
                "sleep": .answered(.duration(seconds: 27_000)),
                "not_a_step": .answered(.integer(7)),
            ], steps: steps)
        XCTAssertEqual(
            values,
            [
                "age": .number(42),
                "smokes": .boolean(false),
                "feeling": .number(1),
                "colour": .text("blue"),
                "sleep": .duration(seconds: 27_000),
            ])
    }

    func testAnswerSheetOfMultipleChoiceIsASet() throws {
        let study = ParticipantFixtures.study(
            StudyTemplate.withSteps(
                """
                - id: meals
                  question: Which meals?
                  answer: {type: multiple-choice, choices: [breakfast, lunch, dinner]}
                """)
        ).study
        let steps = try XCTUnwrap(study?.tasks.first?.survey?.steps)
        let values = AnswerSheet.expressionValues(
            ["meals": .answered(.choices(["dinner", "breakfast"], otherText: nil))],
            steps: steps)
        XCTAssertEqual(values, ["meals": .choices(["breakfast", "dinner"])])
        XCTAssertEqual(AnswerSheet.expressionValues([:], steps: steps), [:])
    }
}
