import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// The comprehension quiz can be passed and has right answers; the signature says what it means.
final class ConsentQuizAndSignatureTests: XCTestCase {
    /// The template study with this quiz (its keys at the left margin) in the consent.
    private func study(quiz: String) -> String {
        var template = StudyTemplate()
        template.consent = template.consent.replacingOccurrences(
            of: "  signature:", with: "  quiz:\n" + quiz.indented(by: 4) + "\n  signature:")
        return template.text
    }

    private let leaveQuestion = """
        - id: quiz_leave
          question: Can you leave the study at any time?
          answer: yes-no
          correct: yes
          explanation: You can leave whenever you like.
        """

    func testAValidQuiz() {
        let result = assertNoErrors(
            study(quiz: "pass-mark: 1\nattempts: 2\nquestions:\n" + leaveQuestion.indented(by: 2)))
        XCTAssertEqual(result.study?.consent.quiz?.questions.first?.correct.first?.value, "yes")
    }

    func testAQuizQuestionWithoutACorrectAnswer() {
        let study = study(
            quiz: """
                pass-mark: 1
                attempts: 2
                questions:
                  - ↓id: quiz_leave
                    question: Can you leave the study at any time?
                    answer: yes-no
                    explanation: You can leave whenever you like.
                """)
        assertDiagnostic(
            "quiz-no-correct-answer", message: "quiz question 'quiz_leave' has no correct answer",
            hint: "add 'correct:'", in: study)
    }

    func testACorrectAnswerThatIsNotAChoiceSuggestsTheClosest() {
        let study = study(
            quiz: """
                pass-mark: 1
                attempts: 2
                questions:
                  - id: quiz_often
                    question: How often will you answer the survey?
                    answer:
                      type: single-choice
                      choices: [daily, weekly]
                    correct: ↓weekley
                    explanation: Once a week.
                """)
        assertDiagnostic(
            "quiz-correct",
            message: "the correct answer 'weekley' of quiz question 'quiz_often' is not one of its choices",
            hint: "did you mean 'weekly'?", in: study)
    }

    func testAYesNoQuestionsCorrectAnswerMustBeYesOrNo() {
        let study = study(
            quiz: """
                pass-mark: 1
                attempts: 2
                questions:
                  - id: quiz_leave
                    question: Can you leave the study at any time?
                    answer: yes-no
                    correct: ↓maybe
                    explanation: You can leave whenever you like.
                """)
        assertDiagnostic(
            "quiz-correct", message: "the correct answer of quiz question 'quiz_leave' must be yes or no", in: study)
    }

    func testASingleChoiceQuestionWithTwoCorrectAnswers() {
        let study = study(
            quiz: """
                pass-mark: 1
                attempts: 2
                questions:
                  - id: quiz_often
                    question: How often will you answer the survey?
                    answer: {type: single-choice, choices: [daily, weekly]}
                    correct: [daily, ↓weekly]
                    explanation: Once a week.
                """)
        assertDiagnostic(
            "quiz-correct", message: "quiz question 'quiz_often' is single choice but lists 2 correct answers",
            hint: "keep one, or make it multiple-choice", in: study)
    }

    func testAPassMarkAboveTheNumberOfQuestions() {
        let study = study(quiz: "pass-mark: ↓2\nattempts: 2\nquestions:\n" + leaveQuestion.indented(by: 2))
        assertDiagnostic(
            "pass-mark", message: "the pass mark 2 is higher than the 1 quiz questions",
            hint: "nobody could pass; use at most 1", in: study)
    }

    func testAttemptsOutOfRange() {
        let study = study(quiz: "pass-mark: 1\nattempts: ↓11\nquestions:\n" + leaveQuestion.indented(by: 2))
        assertDiagnostic(
            "out-of-range", message: "'attempts' of the quiz must be from 1 to 10, but it is 11", in: study)
    }

    func testAQuizQuestionAnsweredWithText() {
        let study = study(
            quiz: """
                pass-mark: 1
                attempts: 2
                questions:
                  - id: quiz_name
                    question: What is the study called?
                    answer: ↓text
                    correct: Test study
                    explanation: It is the test study.
                """)
        assertDiagnostic(
            "quiz-answer-type",
            message: "quiz question 'quiz_name' must be answered yes-no, single-choice or multiple-choice, not text",
            in: study)
    }

    func testASignatureWithoutAMeaning() {
        var template = StudyTemplate()
        template.consent = template.consent.replacingOccurrences(
            of: "    meaning: I agree to take part in this study.", with: "    ↓fields: [email]")
        assertDiagnostic(
            "missing-signature-meaning", message: "the signature does not say what signing means",
            hint: "add 'meaning:'", in: template.text)
    }

    func testListingTheFullNameAsASignatureFieldIsAWarning() {
        var template = StudyTemplate()
        template.consent = template.consent.replacingOccurrences(
            of: "  signature:\n", with: "  signature:\n    fields: [↓name, email]\n")
        assertDiagnostic(
            "redundant-field", message: "the full name is always collected", severity: .warning,
            in: template.text)
    }
}
