import Foundation
import XCTest

@testable import StudyModelTestSupport
@testable import StudyRunnerTestSupport

/// A scripted participant in plain mode through a survey that uses what issue 14 added: a
/// constraint across two dates (the study's message, nothing recorded until it holds), a
/// score used in a `show-if` as soon as its answers are given, and answers shown in later
/// question texts (`{id}`), with English and Spanish number forms.
final class CalculatedValueJourneyTests: XCTestCase {
    private static let steps = """
        - id: start_date
          question: When did you start the new medicine?
          answer: {type: date, max: today}
        - id: end_date
          question: When did you stop taking it?
          answer: {type: date, max: today}
          constraint: "end_date > start_date"
          constraint-message: The end date must be after the start date ({start_date}).
        - id: height_cm
          question: How tall are you, in centimetres?
          answer: {type: integer, min: 100, max: 250}
        - id: weight_kg
          question: How much do you weigh, in kilograms?
          answer: {type: decimal, min: 30, max: 300, places: 1}
        - id: advice
          question: Your BMI is {bmi} and you weigh {weight_kg} kg. Would you like advice?
          show-if: "bmi >= 30"
          answer: yes-no
        """

    private static let scores = """
        - id: bmi
          value: "round(weight_kg / pow(height_cm / 100, 2), 1)"
        """

    /// Writes the study (in `languages`), runs it with the onboarding and `answers`, and
    /// returns the transcript, the survey's first result and the journal's events (read
    /// here: the harness removes its folder when it goes).
    private func journey(answers: [String], languages: String = "[en]") throws -> (
        StudyRun, JourneyTaskResult, [[String: Any]]
    ) {
        let harness = try JourneyHarness()
        var template = StudyTemplate(tasks: StudyTemplate.survey(steps: Self.steps, scores: Self.scores))
        template.header += "\nlanguages: \(languages)"
        let study = harness.output.url.appendingPathComponent("calculated.study")
        try template.text.write(to: study, atomically: true, encoding: .utf8)
        // Join, the id, the consent page and its review, agree, name and signature, the task
        // (by their numbers, which every language shares).
        let onboarding = ["1", "", "", "", "1", "Ada Lovelace", "Ada Lovelace", "1", ""]
        let input = (onboarding + answers + ["", "3"]).map { $0 + "\n" }.joined()
        let run = try JourneyHarness.run(
            ["run", study.path, "--plain", "--output", harness.outputPath], input: input)
        let participant = try harness.onlyParticipant(of: "test-study")
        return (run, try participant.task("survey-1"), try participant.journal())
    }

    func testAConstraintAScoreAndPipedAnswers() throws {
        let (run, result, journal) = try journey(
            answers: ["2025-02-10", "2025-02-01", "2025-02-20", "170", "100", "yes"])
        XCTAssertEqual(result.object["status"] as? String, "completed", run.transcript)
        XCTAssertEqual(
            JourneyTranscript.count(of: "The end date must be after the start date (2025-02-10).", in: run.stdout), 1,
            run.stdout)
        XCTAssertEqual(result.answer("end_date")?["value"] as? String, "2025-02-20", run.transcript)
        let endAnswers = journal.filter { $0["event"] as? String == "answered" && $0["step"] as? String == "end_date" }
        XCTAssertEqual(endAnswers.count, 1, "the refused date was not recorded")
        XCTAssertTrue(
            run.stdout.contains("Your BMI is 34.6 and you weigh 100.0 kg. Would you like advice?"), run.stdout)
        XCTAssertEqual(result.answer("advice")?["value"] as? Bool, true, run.transcript)
        XCTAssertEqual(jsonNumber(result.score("bmi")?["value"]), 34.6)
    }

    func testAScoreBelowTheLimitHidesTheQuestion() throws {
        let (run, result, _) = try journey(answers: ["2025-02-10", "2025-02-20", "170", "60"])
        XCTAssertEqual(result.object["status"] as? String, "completed", run.transcript)
        XCTAssertFalse(run.stdout.contains("Your BMI is"), run.stdout)
        XCTAssertNil(result.answer("advice"))
        XCTAssertEqual(jsonNumber(result.score("bmi")?["value"]), 20.8)
    }

    /// The study's texts stay as written (here in English, declared Spanish so the runner
    /// speaks Spanish); the piped numbers take the Spanish decimal comma.
    func testPipedNumbersInSpanish() throws {
        let (run, result, _) = try journey(
            answers: ["2025-02-10", "2025-02-01", "2025-02-20", "170", "100,5", "sí"], languages: "[es]")
        XCTAssertEqual(result.object["status"] as? String, "completed", run.transcript)
        XCTAssertTrue(run.stdout.contains("The end date must be after the start date (2025-02-10)."), run.stdout)
        XCTAssertTrue(run.stdout.contains("Your BMI is 34,8 and you weigh 100,5 kg."), run.stdout)
    }
}
