import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A study's survey as a Questionnaire: items, codes, scores, enableWhen, and the notes of
/// what has no equivalent. (Tests/fhir/questionnaire_export_check.py validates the output
/// with fhir.resources and checks the round trip on every fixture.)
final class FHIRExportTests: XCTestCase {
    static let steps = """
        - id: smokes
          question: Do you smoke?
          codes:
            - {system: http://loinc.org, code: 72166-2}
          answer: yes-no
        - id: how_much
          question: How many a day?
          optional: true
          show-if: "smokes = yes and answered(smokes)"
          answer: {type: integer, min: 1, max: 80, unit: cigarettes}
        - id: mood
          question: Mood?
          show-if: "smokes = no or how_much > 10"
          answer:
            type: single-choice
            choices:
              - {value: low, label: Low, score: 0, code: {system: http://snomed.info/sct, code: "1"}}
              - {value: high, label: High, score: 1, code: {system: http://snomed.info/sct, code: "2"}}
        - id: later
          question: Anything else?
          show-if: "sum(how_much, 1) > 2"
          answer: text
        """

    private func exported(scores: String? = nil) throws -> ([String: Any], [FHIRImportNote]) {
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(Self.steps, scores: scores)).study)
        let (resources, notes) = FHIRQuestionnaireExport.export(study)
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: XCTUnwrap(resources.first).json) as? [String: Any])
        return (json, notes)
    }

    func testItemsCodesScoresAndEnableWhen() throws {
        let (json, notes) = try exported()
        XCTAssertEqual(json["resourceType"] as? String, "Questionnaire")
        let items = try XCTUnwrap(json["item"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["type"] as? String }, ["boolean", "integer", "choice", "string"])
        XCTAssertEqual(items.map { $0["required"] as? Bool }, [true, false, true, true])
        XCTAssertEqual((items[0]["code"] as? [[String: Any]])?.first?["code"] as? String, "72166-2")
        let both = try XCTUnwrap(items[1]["enableWhen"] as? [[String: Any]])
        XCTAssertEqual(both.map { $0["operator"] as? String }, ["=", "exists"])
        XCTAssertEqual(items[1]["enableBehavior"] as? String, "all")
        XCTAssertEqual(items[2]["enableBehavior"] as? String, "any")
        XCTAssertEqual((items[2]["enableWhen"] as? [[String: Any]])?.last?["answerInteger"] as? Int, 10)
        let option = try XCTUnwrap((items[2]["answerOption"] as? [[String: Any]])?.last)
        XCTAssertEqual((option["valueCoding"] as? [String: Any])?["code"] as? String, "2")
        XCTAssertEqual((option["extension"] as? [[String: Any]])?.first?["valueDecimal"] as? Int, 1)
        // sum() has no enableWhen form: it is written as the SDC enableWhenExpression (FHIRPath).
        XCTAssertNil(items[3]["enableWhen"])
        let expression = (items[3]["extension"] as? [[String: Any]])?.first
        XCTAssertEqual(expression?["url"] as? String, FHIRExtension.enableWhenExpression)
        XCTAssertEqual(notes.map(\.path), [])
    }
}
