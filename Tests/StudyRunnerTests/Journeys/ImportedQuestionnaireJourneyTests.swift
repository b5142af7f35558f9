import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// A public Questionnaire imported with `study import`, then taken by a scripted participant
/// in plain mode: the study runs as written by the import, and the results hold the scores
/// the instrument publishes (PHQ-9: the sum of nine items scored 0–3; GAD-7: seven items 0–3).
final class ImportedQuestionnaireJourneyTests: XCTestCase {
    private let fixtures = StudyBinary.root.appendingPathComponent("Tests/Fixtures/fhir")

    /// Imports `fixture`, then runs it with the onboarding answers and `answers`; the one
    /// participant's result of the survey's first run.
    private func journey(_ fixture: String, answers: [String]) throws -> (StudyRun, JourneyTaskResult) {
        let harness = try JourneyHarness()
        let study = harness.output.url.appendingPathComponent("imported.study").path
        let imported = try StudyBinary.run(
            ["import", fixtures.appendingPathComponent(fixture).path, "-o", study, "--allow-partial"])
        XCTAssertEqual(imported.status, 0, imported.transcript)
        // Join, the id, the consent page and its review, agree, name and signature, the task.
        let onboarding = ["Join the study", "", "", "", "I agree", "Ada Lovelace", "Ada Lovelace", "1", ""]
        let input = (onboarding + answers + ["", "3"]).map { $0 + "\n" }.joined()
        let run = try JourneyHarness.run(["run", study, "--plain", "--output", harness.outputPath], input: input)
        let studyID = try XCTUnwrap(
            try String(contentsOfFile: study, encoding: .utf8).components(separatedBy: "\n")
                .first { $0.hasPrefix("id: ") }?.dropFirst(4))
        return (run, try harness.onlyParticipant(of: String(studyID)).task("questionnaire-1"))
    }

    func testPHQ9TakenAfterImportScoresAsPublished() throws {
        // Options 1–4 score 0–3: 3 + 2 + 1 + 0 + 3 + 2 + 1 + 0 + 0 = 12; then the difficulty item.
        let (run, result) = try journey(
            "lforms-phq9.json", answers: ["4", "3", "2", "1", "4", "3", "2", "1", "1", "3"])
        XCTAssertEqual(result.object["status"] as? String, "completed", run.transcript)
        let scores = result.object["scores"] as? [[String: Any]] ?? []
        XCTAssertEqual(scores.count, 1)
        XCTAssertEqual(jsonNumber(scores.first?["value"]), 12, run.transcript)
        let first = try XCTUnwrap(result.step("q_44250_9"))
        XCTAssertEqual(jsonNumber(first["answerScore"]), 3)
        XCTAssertEqual((first["codes"] as? [[String: Any]])?.first?["code"] as? String, "44250-9")
        XCTAssertEqual((first["answerCodes"] as? [[String: Any]])?.first?["code"] as? String, "LA6571-9")
    }

    func testGAD7TakenAfterImportKeepsEachItemsScore() throws {
        // The first step is the group's instruction. Scores 3 2 1 0 0 1 2: total 9 of 21.
        let (run, result) = try journey(
            "researchkitonfhir-gad7.json", answers: ["", "4", "3", "2", "1", "1", "2", "3"])
        XCTAssertEqual(result.object["status"] as? String, "completed", run.transcript)
        let steps = result.object["steps"] as? [[String: Any]] ?? []
        let itemScores = steps.compactMap { jsonNumber($0["answerScore"]) }
        XCTAssertEqual(itemScores, [3, 2, 1, 0, 0, 1, 2], run.transcript)
        XCTAssertEqual(itemScores.reduce(0, +), 9)
    }
}
