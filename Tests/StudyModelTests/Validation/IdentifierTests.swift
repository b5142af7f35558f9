import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Ids are one namespace for the whole study, and have one shape (the study id its own).
final class IdentifierTests: XCTestCase {
    // MARK: Duplicates anywhere in the study

    func testAQuestionMayNotShareItsTasksId() {
        let study = StudyTemplate.withSteps(
            """
            - id: ↓survey
              question: How are you?
              answer: yes-no
            """)
        assertDiagnostic(
            "duplicate-id", message: "the id 'survey' is already used by a task at line",
            hint: "ids must be unique across the whole study; rename this question", in: study)
    }

    func testAQuestionMayNotShareAConsentSectionsId() {
        let study = StudyTemplate.withSteps(
            """
            - id: ↓overview
              question: Did you read the overview?
              answer: yes-no
            """)
        let line = StudyTemplate().text.split(separator: "\n").firstIndex { $0.contains("- id: overview") }! + 1
        assertDiagnostic(
            "duplicate-id", message: "the id 'overview' is already used by a consent section at line \(line)",
            in: study)
    }

    func testAQuestionMayNotShareAPermissionsId() {
        let study = StudyTemplate(
            permissions: """
                permissions:
                  - id: glucose
                    title: Blood glucose readings
                    reason: To compare your glucose with your answers.
                """,
            tasks: StudyTemplate.survey(
                steps: """
                    - id: ↓glucose
                      question: Your last glucose reading?
                      answer: decimal
                    """)
        ).text
        assertDiagnostic("duplicate-id", message: "the id 'glucose' is already used by a permission", in: study)
    }

    func testTwoStepsOfOneSurveyMayNotShareAnId() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you?
              answer: yes-no
            - id: ↓mood
              question: And now?
              answer: yes-no
            """)
        assertDiagnostic("duplicate-id", message: "the id 'mood' is already used by a question at line", in: study)
    }

    func testAScoreMayNotShareAQuestionsId() {
        let study = StudyTemplate.withSteps(
            """
            - id: pain
              question: How bad is the pain?
              answer: {type: scale, min: 0, max: 10}
            """,
            scores: """
                - id: ↓pain
                  value: "pain"
                """)
        assertDiagnostic(
            "duplicate-id", message: "the id 'pain' is already used by a question", hint: "rename this score",
            in: study)
    }

    func testAQuizQuestionMayNotShareAConsentSectionsId() {
        var template = StudyTemplate()
        template.consent = template.consent.replacingOccurrences(
            of: "  signature:",
            with: """
                  quiz:
                    pass-mark: 1
                    attempts: 2
                    questions:
                      - id: ↓overview
                        question: Can you leave at any time?
                        answer: yes-no
                        correct: yes
                        explanation: You can leave whenever you like.
                  signature:
                """)
        assertDiagnostic(
            "duplicate-id", message: "the id 'overview' is already used by a consent section",
            hint: "rename this quiz question", in: template.text)
    }

    // MARK: Malformed ids

    func testAnIdMustStartWithALowerCaseLetter() {
        let study = StudyTemplate.withSteps(
            """
            - id: ↓Age
              question: How old are you?
              answer: integer
            """)
        assertDiagnostic(
            "malformed-id", message: "the step id 'Age' must start with a lower-case letter (a–z)",
            hint: "for example 'age'", in: study)
    }

    func testAnIdMayNotContainAHyphen() {
        let study = StudyTemplate.withSteps(
            """
            - id: ↓my-id
              question: How old are you?
              answer: integer
            """)
        assertDiagnostic(
            "malformed-id", message: "the step id 'my-id' may contain only lower-case letters, digits and '_'",
            hint: "for example 'my_id'", in: study)
    }

    func testAnIdMayNotBeAReservedWordOfTheExpressionLanguage() {
        let study = StudyTemplate.withSteps(
            """
            - id: ↓and
              question: And?
              answer: yes-no
            """)
        assertDiagnostic(
            "malformed-id", message: "the step id 'and' is a reserved word of the expression language",
            hint: "for example 'and_answer'", in: study)
    }

    func testAnIdMayHaveAtMost64Characters() {
        let long = String(repeating: "a", count: 65)
        let study = StudyTemplate(
            permissions: """
                permissions:
                  - id: ↓\(long)
                    title: Reminders
                    reason: To remind you.
                """
        ).text
        assertDiagnostic("malformed-id", message: "the permission id '\(long)' is longer than 64 characters", in: study)
    }

    func testTheLongestAllowedIdIsAccepted() {
        let study = StudyTemplate.withSteps(
            """
            - id: \(String(repeating: "q", count: 64))
              question: How are you?
              answer: yes-no
            """)
        assertNoErrors(study)
    }

    // MARK: The study id

    func testTheStudyIdMayContainHyphensAndStartWithADigit() {
        var template = StudyTemplate()
        template.header = template.header.replacingOccurrences(of: "id: test-study", with: "id: 2024-sleep_study")
        XCTAssertEqual(assertNoErrors(template.text).study?.id.value, "2024-sleep_study")
    }

    func testTheStudyIdMustStartWithALetterOrDigit() {
        var template = StudyTemplate()
        template.header = template.header.replacingOccurrences(of: "id: test-study", with: "id: ↓Mood Study")
        assertDiagnostic(
            "malformed-id", message: "the study id 'Mood Study' must start with a lower-case letter or a digit",
            hint: "for example 'mood_study'", in: template.text)
    }

    func testTheStudyIdMayNotContainADot() {
        var template = StudyTemplate()
        template.header = template.header.replacingOccurrences(of: "id: test-study", with: "id: ↓\"mood.study\"")
        assertDiagnostic(
            "malformed-id",
            message: "the study id 'mood.study' may contain only lower-case letters, digits, '_' and '-'",
            in: template.text)
    }
}
