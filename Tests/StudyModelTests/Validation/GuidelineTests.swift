import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Design guidelines are warnings: the study can run, but participants deserve better.
final class GuidelineTests: XCTestCase {
    private func questions(_ count: Int) -> String {
        (1...count).map { "- id: q\($0)\n  question: Question \($0)?\n  answer: yes-no" }.joined(separator: "\n")
    }

    func testASurveyWithoutEstimatedMinutesIsAWarning() {
        let tasks = StudyTemplate.survey(steps: questions(1))
            .replacingOccurrences(of: "    estimated-minutes: 5\n", with: "")
            .replacingOccurrences(of: "  - id: survey", with: "  - ↓id: survey")
        let result = assertDiagnostic(
            "no-estimated-time", message: "task 'survey' does not say how long it takes",
            hint: "add 'estimated-minutes:'", severity: .warning,
            in: StudyTemplate(tasks: tasks).text)
        XCTAssertEqual(result?.isValid, true, "a warning does not make the study invalid")
    }

    func testASurveyOf26QuestionsIsAWarning() {
        let tasks = StudyTemplate.survey(steps: questions(26))
            .replacingOccurrences(of: "  - id: survey", with: "  - ↓id: survey")
        let result = assertDiagnostic(
            "long-survey", message: "survey 'survey' has 26 questions",
            hint: "consider splitting it (over 25 questions)", severity: .warning,
            in: StudyTemplate(tasks: tasks).text)
        XCTAssertEqual(result?.diagnostics.map(\.severity), [.warning])
    }

    func testASurveyOf25QuestionsIsFine() {
        assertNoErrors(StudyTemplate.withSteps(questions(25)))
    }

    func testTheSurveyLimitIsAnOption() {
        var options = ValidationOptions()
        options.surveyQuestionLimit = 2
        let tasks = StudyTemplate.survey(steps: questions(3))
            .replacingOccurrences(of: "  - id: survey", with: "  - ↓id: survey")
        assertDiagnostic(
            "long-survey", message: "survey 'survey' has 3 questions", severity: .warning,
            in: StudyTemplate(tasks: tasks).text, options: options)
    }

    func testAQuestionTextOver300CharactersIsAWarning() {
        let text = String(repeating: "Please think carefully. ", count: 13) // 13 × 24 = 312 characters
        let study = StudyTemplate.withSteps(
            """
            - id: long_one
              question: ↓"\(text)"
              answer: yes-no
            """)
        assertDiagnostic(
            "long-question", message: "question 'long_one' is 312 characters long",
            hint: "move the rest into 'detail:'", severity: .warning, in: study)
    }

    func testAQuestionTextOf300CharactersIsFine() {
        let text = String(repeating: "abcdefghij", count: 30)
        assertNoErrors(StudyTemplate.withSteps("- id: q\n  question: \(text)\n  answer: yes-no"))
    }

    func testAnActiveTaskWithoutEstimatedMinutesIsAWarningToo() {
        let tasks = StudyTemplate.survey(
            steps: questions(1),
            extraTasks: """
                - ↓id: taps
                  kind: tapping
                  title: Tapping
                """)
        assertDiagnostic(
            "no-estimated-time", message: "task 'taps' does not say how long it takes", severity: .warning,
            in: StudyTemplate(tasks: tasks).text)
    }

    func testGuidelineWarningsAreNeverErrors() {
        let tasks = StudyTemplate.survey(steps: questions(30))
            .replacingOccurrences(of: "    estimated-minutes: 5\n", with: "")
        let result = StudyCheck.validate(StudyTemplate(tasks: tasks).text)
        XCTAssertEqual(Set(result.diagnostics.map(\.code)), [.noEstimatedTime, .longSurvey])
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.severity == .warning }, StudyCheck.dump(result.diagnostics))
        XCTAssertTrue(result.isValid)
    }
}
