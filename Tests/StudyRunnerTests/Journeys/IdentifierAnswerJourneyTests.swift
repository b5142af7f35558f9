import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Answers to questions marked `identifier: true`, in a study with a key: the journal and
/// the results hold `sealed` and the record's name, never the answer; the export writes -97
/// in the data and the answer in the linking file.
final class IdentifierAnswerJourneyTests: XCTestCase {
    private var sealed: SealedStudy!

    /// The diabetes study with its postcode and results-email questions marked as identifiers.
    private func sealedDiabetes() throws -> JourneyParticipant {
        sealed = try SealedStudy("diabetes", consent: "diabetes.md") { study in
            var text = study
            for id in ["postcode_district", "results_email"] {
                text = text.replacingOccurrences(
                    of: "      - id: \(id)\n", with: "      - id: \(id)\n        identifier: true\n")
            }
            return text
        }
        let lines = try JourneyAnswers("diabetes.txt").lines
        let run = try sealed.run(input: SealedStudy.input(lines, before: "About you and your diabetes"))
        XCTAssertEqual(run.status, 0, run.transcript)
        return try sealed.harness.onlyParticipant(of: "living-with-diabetes")
    }

    func testIdentifierAnswersAreSealedAndExportedOnlyToTheLinkingFile() throws {
        let participant = try sealedDiabetes()
        SealedStudy.assertNowhere(["Lovelace", "ada@example.org", "ada.results@"], under: participant.folder)
        let answered = participant.events("answered", in: try participant.journal())
        let postcode = try XCTUnwrap(answered.last { $0["step"] as? String == "postcode_district" })
        let outcome = try XCTUnwrap(postcode["outcome"] as? [String: Any])
        XCTAssertEqual(outcome["status"] as? String, "sealed")
        let record = try XCTUnwrap(outcome["record"] as? String)
        XCTAssertEqual(
            try participant.task("baseline-1").outcome("postcode_district")?["status"] as? String, "sealed")
        XCTAssertEqual(try JourneyHarness.run(["verify", participant.folder.path], input: "").status, 0)
        let destination = sealed.place.url.appendingPathComponent("export").path
        let run = try sealed.export(["--identities", sealed.privateKey], to: destination)
        XCTAssertEqual(run.status, 0, run.transcript)
        let linking = try String(
            contentsOfFile: destination + "/identities/living-with-diabetes.csv", encoding: .utf8)
        XCTAssertTrue(linking.contains(",answer,"), linking)
        XCTAssertTrue(linking.contains(",baseline,postcode_district,LS2,\(record)\n"), linking)
        XCTAssertTrue(linking.contains(",baseline,results_email,ada.results@example.org,identity-"), linking)
        let survey = try String(
            contentsOfFile: destination + "/living-with-diabetes/survey-baseline.csv", encoding: .utf8)
        XCTAssertFalse(survey.contains("LS2"), survey)
        SealedStudy.assertNowhere(
            ["Lovelace", "ada@example.org", "ada.results@"],
            under: URL(fileURLWithPath: destination + "/living-with-diabetes"))
    }
}
