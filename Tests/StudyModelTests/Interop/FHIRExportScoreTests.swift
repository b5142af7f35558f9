import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Scores as calculated items (SDC calculatedExpression in FHIRPath): the FHIRPath written,
/// what is noted, and the round trip: the re-imported study computes the same scores.
final class FHIRExportScoreTests: XCTestCase {
    private let scores = """
        - id: total
          label: Total
          value: "sum(score(mood), how_much)"
        - id: risk
          value: "if(smokes, round(ln(how_much + 1) * 2 ^ 2, 1), default(how_much, 0))"
        - id: flag
          value: "total >= 3 and mood = 'high' and not is-missing(how_much)"
        - id: biggest
          value: "max(how_much, 3)"
        """

    private func calculated() throws -> ([[String: Any]], [FHIRImportNote], Data) {
        let study = try XCTUnwrap(
            StudyCheck.validate(StudyTemplate.withSteps(FHIRExportTests.steps, scores: scores)).study)
        let (resources, notes) = FHIRQuestionnaireExport.export(study)
        let data = try XCTUnwrap(resources.first).json
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try XCTUnwrap(json["item"] as? [[String: Any]]).filter { $0["readOnly"] as? Bool == true }
        return (items, notes, data)
    }

    private func expression(_ item: [String: Any]) -> String? {
        let entry = (item["extension"] as? [[String: Any]])?.first
        XCTAssertEqual(entry?["url"] as? String, FHIRExtension.calculatedExpression)
        let value = entry?["valueExpression"] as? [String: Any]
        XCTAssertEqual(value?["language"] as? String, "text/fhirpath")
        return value?["expression"] as? String
    }

    func testScoresBecomeCalculatedItemsInFHIRPath() throws {
        let (items, _, _) = try calculated()
        XCTAssertEqual(items.map { $0["linkId"] as? String }, ["total", "risk", "flag"])
        XCTAssertEqual(items.map { $0["type"] as? String }, ["decimal", "decimal", "decimal"])
        XCTAssertEqual(items.first?["text"] as? String, "Total")
        XCTAssertEqual(
            expression(items[0]),
            "(%questionnaire.item.where(linkId='mood').answerOption"
                + ".where(valueCoding.code=%resource.item.where(linkId='mood').answer.valueCoding.code)"
                + ".extension.where(url='http://hl7.org/fhir/StructureDefinition/ordinalValue').valueDecimal"
                + " + %resource.item.where(linkId='how_much').answer.value)")
        // The choice's value 'high' is compared as the code its coding carries.
        XCTAssertTrue(expression(items[2])?.contains("answer.valueCoding.code = '2')") == true)
        XCTAssertTrue(expression(items[2])?.contains("%resource.item.where(linkId='total').answer.value >= 3") == true)
    }

    func testWhatHasNoFHIRPathFormIsNoted() throws {
        let (_, notes, _) = try calculated()
        // The show-if of 'later' (sum) is exported as an enableWhenExpression (FHIRCalculatedTests).
        XCTAssertEqual(notes.map(\.path), ["survey.scores[3].value"])
        XCTAssertTrue(notes.first?.reason.contains("score 'biggest' is not exported: max()") == true)
        let banded =
            "- id: level\n  value: \"score(mood)\"\n  bands:\n    - {min: 0, max: 0, label: Low}\n"
            + "    - {min: 1, max: 1, label: High}\n- id: again\n  value: \"level\""
        let study = try XCTUnwrap(
            StudyCheck.validate(StudyTemplate.withSteps(FHIRExportTests.steps, scores: banded)).study)
        let later = FHIRQuestionnaireExport.export(study).notes
        // The bands are exported (below); a later score sees a banded one as its band's label.
        XCTAssertEqual(later.map(\.path), ["survey.scores[1].value"])
    }

    /// Bands go with their score's item as the study format's own extension, and the import
    /// makes them bands again: a banded score alone no longer makes the export partial.
    func testBandsTravelWithTheScoreAndImportBack() throws {
        let banded =
            "- id: level\n  value: \"score(mood)\"\n  bands:\n    - {min: 0, max: 0, label: Low}\n"
            + "    - {min: 0.5, max: 1, label: High}"
        let study = try XCTUnwrap(
            StudyCheck.validate(StudyTemplate.withSteps(FHIRExportTests.steps, scores: banded)).study)
        let (resources, notes) = FHIRQuestionnaireExport.export(study)
        XCTAssertEqual(notes.map(\.path), [])
        let data = try XCTUnwrap(resources.first).json
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let level = try XCTUnwrap((object["item"] as? [[String: Any]])?.first { $0["linkId"] as? String == "level" })
        let bands = (level["extension"] as? [[String: Any]] ?? []).filter {
            $0["url"] as? String == "urn:study:extension:score-band"
        }
        XCTAssertEqual(bands.count, 2)
        let parts = bands.last?["extension"] as? [[String: Any]] ?? []
        XCTAssertEqual(parts.map { $0["url"] as? String }, ["min", "max", "label"])
        XCTAssertEqual(parts.first?["valueDecimal"] as? Double, 0.5)
        XCTAssertEqual(parts.last?["valueString"] as? String, "High")
        let imported = try FHIRQuestionnaireImport.convert(data).get()
        XCTAssertFalse(imported.notes.contains { $0.path.contains("extension") }, "\(imported.notes)")
        let score = try XCTUnwrap(StudyCheck.validate(imported.studyText).study?.tasks.first?.survey?.scores.first)
        XCTAssertEqual(score.bands.map(\.min), [0, 0.5])
        XCTAssertEqual(score.bands.map(\.max), [0, 1])
        XCTAssertEqual(score.bands.map { $0.label.resolved(in: "en") }, ["Low", "High"])
    }

    /// Import the export again: every exported score comes back and gives the same value.
    func testRoundTripComputesTheSameScores() throws {
        let (_, _, data) = try calculated()
        let imported = try FHIRQuestionnaireImport.convert(data).get()
        XCTAssertEqual(imported.notes.filter { $0.kind == .notConverted }, [])
        let back = try XCTUnwrap(StudyCheck.validate(imported.studyText).study?.tasks.first?.survey)
        XCTAssertEqual(back.scores.map(\.id.value), ["total", "risk", "flag"])
        let original = try XCTUnwrap(
            StudyCheck.validate(StudyTemplate.withSteps(FHIRExportTests.steps, scores: scores)).study?.tasks.first?
                .survey)
        let today = ExpressionDate(year: 2026, month: 1, day: 1)!
        for (smokes, count, high) in [(true, 12.0, true), (false, 3, false), (true, 0, false)] {
            let before = ScoreCalculator(survey: original).results(
                answers: [
                    "smokes": .boolean(smokes), "how_much": .number(count), "mood": .text(high ? "high" : "low"),
                    ExpressionLanguage.choiceScoreKey("mood"): .number(high ? 1 : 0),
                ], today: today)
            let after = ScoreCalculator(survey: back).results(
                answers: [
                    "smokes": .boolean(smokes), "how_much": .number(count), "mood": .text(high ? "2" : "1"),
                    ExpressionLanguage.choiceScoreKey("mood"): .number(high ? 1 : 0),
                ], today: today)
            XCTAssertEqual(Array(before.prefix(3)).map(\.computed), after.map(\.computed), "\(smokes) \(count) \(high)")
        }
    }
}
