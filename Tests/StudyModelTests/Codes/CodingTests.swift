import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Codes on questions and choices, choice scores and `score(q)`: read, checked, evaluated
/// and kept in the results.
final class CodingTests: XCTestCase {
    private typealias F = ParticipantFixtures

    private static let steps = """
        - id: interest
          question: Little interest or pleasure in doing things?
          codes:
            - {system: http://loinc.org, code: 44250-9, display: Little interest or pleasure in doing things}
            - {system: "urn:oid:2.16.840.1.113883.6.96", code: "1234"}
          answer:
            type: single-choice
            choices:
              - {value: not_at_all, label: Not at all, score: 0,
                 code: {system: http://loinc.org, code: LA6568-5, display: Not at all}}
              - {value: several_days, label: Several days, score: 1,
                 code: {system: http://loinc.org, code: LA6569-3, display: Several days}}
              - {value: most_days, label: More than half the days, score: 2.5}
        - id: symptoms
          question: Which of these have you had?
          answer:
            type: multiple-choice
            choices:
              - {value: cough, label: A cough, score: 2}
              - {value: fever, label: A fever, score: 3}
              - {value: none, label: None of these, score: 0, exclusive: true}
        """

    private static let scores = """
        - id: total
          value: "score(interest) + score(symptoms)"
        """

    private var study: Study! {
        F.study(StudyTemplate(tasks: StudyTemplate.survey(id: "mood", steps: Self.steps, scores: Self.scores)).text)
            .study
    }

    func testCodesAreReadApartFromValueLabelAndScore() throws {
        let question = try XCTUnwrap(study.tasks.first?.survey?.steps.first?.question)
        XCTAssertEqual(question.codes.map(\.system.value), ["http://loinc.org", "urn:oid:2.16.840.1.113883.6.96"])
        XCTAssertEqual(question.codes.map(\.code.value), ["44250-9", "1234"])
        XCTAssertEqual(question.codes.map(\.display), ["Little interest or pleasure in doing things", nil])
        let choices = try XCTUnwrap(question.answer.choices)
        XCTAssertEqual(choices.values, ["not_at_all", "several_days", "most_days"])
        XCTAssertEqual(choices.choices.map { $0.code?.code.value }, ["LA6568-5", "LA6569-3", nil])
        XCTAssertEqual(choices.choices.map { $0.score?.value }, [0, 1, 2.5])
        XCTAssertEqual(
            choices.choices.map { $0.label.resolved(in: "en") },
            ["Not at all", "Several days", "More than half the days"])
        XCTAssertTrue(choices.isScored)
        XCTAssertFalse(choices.isNumeric, "the values stay texts; the scores are separate")
    }

    func testScoreOfAChoiceAndOfSeveralChoices() throws {
        let survey = try XCTUnwrap(study.tasks.first?.survey)
        let answers = AnswerSheet.expressionValues(
            [
                "interest": .answered(.choice("most_days", otherText: nil)),
                "symptoms": .answered(.choices(["cough", "fever"], otherText: nil)),
            ], steps: survey.steps)
        XCTAssertEqual(answers["interest"], .text("most_days"))
        let total = ScoreCalculator(survey: survey).results(answers: answers, today: F.today)
        XCTAssertEqual(total.first?.value, 7.5)
        let unanswered = ScoreCalculator(survey: survey).results(
            answers: AnswerSheet.expressionValues(
                ["interest": .answered(.choice("not_at_all", otherText: nil))], steps: survey.steps),
            today: F.today)
        XCTAssertNil(unanswered.first?.value, "score() of an unanswered question is missing")
    }

    func testResultsKeepTheCodesAndTheScore() throws {
        let task = try XCTUnwrap(study.tasks.first)
        var journal = JournalBuilder()
        journal.add(.taskStarted(task: "mood", run: "mood-1"))
        journal.add(.stepShown(task: "mood", run: "mood-1", step: "interest"))
        journal.add(
            .answered(
                task: "mood", run: "mood-1", step: "interest",
                outcome: .answered(.choice("several_days", otherText: nil))))
        journal.add(.stepShown(task: "mood", run: "mood-1", step: "symptoms"))
        journal.add(
            .answered(
                task: "mood", run: "mood-1", step: "symptoms", outcome: .answered(.choices(["fever"], otherText: nil))))
        let run = try XCTUnwrap(journal.state.runs.first)
        let result = TaskResult.survey(
            study: study, task: task, survey: try XCTUnwrap(task.survey), run: run, participant: "P-0001",
            language: "en", today: F.today)
        let interest = try XCTUnwrap(result.steps.first { $0.id == "interest" })
        XCTAssertEqual(interest.codes?.map(\.code), ["44250-9", "1234"])
        XCTAssertEqual(
            interest.answerCodes,
            [
                ResultCoding(
                    try XCTUnwrap(study.tasks.first?.survey?.steps.first?.question?.answer.choices?.choices[1].code))
            ])
        XCTAssertEqual(interest.answerScore, 1)
        let symptoms = try XCTUnwrap(result.steps.first { $0.id == "symptoms" })
        XCTAssertNil(symptoms.codes)
        XCTAssertNil(symptoms.answerCodes)
        XCTAssertEqual(symptoms.answerScore, 3)
        XCTAssertEqual(result.scores.first?.value, 4)
        let json = try XCTUnwrap(String(data: try result.json(), encoding: .utf8))
        XCTAssertTrue(json.contains("\"answerCodes\""))
        XCTAssertTrue(json.contains("\"code\" : \"LA6569-3\""), json)
    }

    func testASystemThatIsNoURIIsAnError() {
        assertDiagnostic(
            "coding-system", message: "the system of code '44250-9' must be a URI, but it is 'LOINC'",
            hint: "http://loinc.org",
            in: StudyTemplate.withSteps(
                """
                - id: interest
                  question: Little interest?
                  codes:
                    - {system: ↓LOINC, code: 44250-9}
                  answer: yes-no
                """))
        assertDiagnostic(
            "coding-system", message: "must be a URI, but it is 'loinc org'",
            in: StudyTemplate.withSteps(
                """
                - id: interest
                  question: Little interest?
                  answer:
                    type: single-choice
                    choices:
                      - {value: a, label: A, code: {system: ↓loinc org, code: LA1}}
                      - {value: b, label: B}
                """))
    }

    func testURIs() {
        for good in ["http://loinc.org", "urn:oid:1.2.3", "https://example.org/codes"] {
            XCTAssertTrue(CodingCheck.isURI(good), good)
        }
        for bad in ["LOINC", ":x", "http:", "1http://x", "http://a b", ""] {
            XCTAssertFalse(CodingCheck.isURI(bad), bad)
        }
    }

    /// The byte-by-byte reading of an ASCII system answers as the character rule does, on
    /// every short text over an alphabet of the characters that matter, and on random ones;
    /// it steps aside (nil) for anything not ASCII.
    func testTheASCIIReadingAgreesWithTheCharacterRule() {
        let alphabet = ["a", "Z", "0", "+", "-", ".", ":", "/", " ", "\t", "\r\n", "_", "%"]
        var texts = [""]
        var layer = [""]
        for _ in 0..<4 {
            layer = layer.flatMap { prefix in alphabet.map { prefix + $0 } }
            texts += layer
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            texts.append(
                String((0..<length).map { _ in Character(UnicodeScalar(UInt8.random(in: 0...127, using: &generator))) })
            )
        }
        for text in texts {
            XCTAssertEqual(CodingCheck.asciiIsURI(text), CodingCheck.characterIsURI(text), text.debugDescription)
            XCTAssertEqual(CodingCheck.isURI(text), CodingCheck.characterIsURI(text), text.debugDescription)
        }
        for text in ["http://loïnc.org", "é:x", "http://a\u{00A0}b", "urn:x\u{2028}"] {
            XCTAssertNil(CodingCheck.asciiIsURI(text), text)
            XCTAssertEqual(CodingCheck.isURI(text), CodingCheck.characterIsURI(text), text)
        }
    }

    func testScoresOnSomeChoicesOnlyAreAnError() {
        assertDiagnostic(
            "partial-scores", message: "choice 'b' of question 'q' has no score, but other choices have one",
            in: StudyTemplate.withSteps(
                """
                - id: q
                  question: Which?
                  answer:
                    type: single-choice
                    choices:
                      - {value: a, label: A, score: 1}
                      - ↓{value: b, label: B}
                """))
    }

    func testACodingNeedsSystemAndCode() {
        assertDiagnostic(
            "missing-field", message: "is missing the required field 'code'",
            in: StudyTemplate.withSteps(
                """
                - id: q
                  question: Which?
                  codes:
                    - ↓{system: http://loinc.org}
                  answer: yes-no
                """))
    }

    func testScoreNeedsAScoredChoiceQuestion() {
        let steps = """
            - id: q
              question: Which?
              answer:
                type: single-choice
                choices: [a, b]
            - id: n
              question: How many?
              answer: integer
            """
        assertDiagnostic(
            "expression", message: "score() needs choices with a 'score', but the choices of 'q' have none",
            in: StudyTemplate.withSteps(steps, scores: "- id: s\n  value: \"score(↓q)\""))
        assertDiagnostic(
            "expression", message: "score() needs a choice question, but 'n' is a number",
            in: StudyTemplate.withSteps(steps, scores: "- id: s\n  value: \"score(↓n)\""))
    }
}
