import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Calculated items usable before the end: `enableWhen` on a calculated item, the SDC
/// `enableWhenExpression` read as a `show-if`, and a `show-if` that `enableWhen` cannot
/// say (one using a score) written back as an `enableWhenExpression`.
final class FHIRCalculatedTests: XCTestCase {
    private typealias X = FHIRImportFixtures

    private static let calculatedExpression =
        "http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression"
    private static let enableWhenExpression =
        "http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-enableWhenExpression"

    private static func expression(_ url: String, _ fhirPath: String) -> String {
        #"{"url": "\#(url)", "valueExpression": {"language": "text/fhirpath", "expression": "\#(fhirPath)"}}"#
    }

    private static let items = """
        {"linkId": "weight", "type": "integer", "text": "Weight (kg)"},
        {"linkId": "height", "type": "integer", "text": "Height (cm)"},
        {"linkId": "bmi", "type": "decimal", "text": "BMI", "readOnly": true, "extension": [\(expression(
            calculatedExpression,
            "%resource.item.where(linkId='weight').answer.value / (%resource.item.where(linkId='height').answer.value / 100).power(2)"
        ))]},
        {"linkId": "advice", "type": "boolean", "text": "Advice?", "enableWhen": [{"question": "bmi", "operator": ">=", \
        "answerDecimal": 30}]},
        {"linkId": "tall", "type": "boolean", "text": "Tall?", "extension": [\(expression(
            enableWhenExpression, "%resource.item.where(linkId='height').answer.value > 190"))]}
        """

    func testEnableWhenOnACalculatedItemUsesTheScoreEarly() throws {
        let result = try X.convert(items: Self.items).get()
        let validation = StudyCheck.validate(result.studyText)
        XCTAssertFalse(
            validation.diagnostics.hasErrors, "\(StudyCheck.dump(validation.diagnostics))\n\(result.studyText)")
        let survey = try XCTUnwrap(validation.study?.tasks.first?.survey)
        XCTAssertEqual(survey.scores.map(\.id.value), ["bmi"])
        XCTAssertEqual(survey.step("advice")?.showIf?.text, "bmi >= 30")
        let today = ExpressionDate(year: 2025, month: 3, day: 14)!
        let navigator = SurveyNavigator(survey: survey)
        let heavy: [String: ExpressionValue] = ["weight": .number(100), "height": .number(170)]
        XCTAssertEqual(navigator.next(after: "height", answers: heavy, today: today), .step("advice"))
        XCTAssertFalse(result.notes.contains { $0.path.hasPrefix("item[3]") }, "\(result.notes)")
    }

    func testAnEnableWhenExpressionBecomesAShowIf() throws {
        let result = try X.convert(items: Self.items).get()
        let steps = try X.steps(items: Self.items)
        let tall = try XCTUnwrap(steps.first { $0.id.value == "tall" })
        XCTAssertEqual(tall.showIf?.text, "(height > 190)")
        XCTAssertFalse(result.notes.contains { $0.path.hasPrefix("item[4]") }, "\(result.notes)")
    }

    func testAnEnableWhenExpressionThatCannotBeSaidIsNoted() throws {
        let items = """
            {"linkId": "a", "type": "string", "text": "A"},
            {"linkId": "b", "type": "string", "text": "B", "extension": [\(Self.expression(
                Self.enableWhenExpression, "%resource.item.where(linkId='a').answer.value.matches('x+')"))]},
            {"linkId": "c", "type": "string", "text": "C", "extension": [\(Self.expression(
                Self.enableWhenExpression, "%resource.item.where(linkId='a').answer.value + 1"))]}
            """
        let steps = try X.steps(items: items)
        XCTAssertNil(steps[1].showIf)
        XCTAssertNil(steps[2].showIf)
        let notes = try X.convert(items: items).get().notes
        XCTAssertTrue(notes.contains { $0.path == "item[1]" && $0.reason.contains("enableWhenExpression") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.path == "item[2]" && $0.reason.contains("does not check") }, "\(notes)")
    }

    /// A `show-if` on a score has no `enableWhen` form (the score's item comes after the
    /// questions): it is written as an `enableWhenExpression` with the score's own FHIRPath,
    /// which the import reads back.
    func testAShowIfOnAScoreIsExportedAsAnEnableWhenExpression() throws {
        let study = try XCTUnwrap(
            StudyCheck.validate(
                StudyTemplate.withSteps(
                    """
                    - id: weight
                      question: Weight (kg)?
                      answer: {type: integer, min: 30, max: 300}
                    - id: height
                      question: Height (cm)?
                      answer: {type: integer, min: 100, max: 250}
                    - id: advice
                      question: Advice?
                      show-if: "bmi >= 30"
                      answer: yes-no
                    """,
                    scores: """
                        - id: bmi
                          value: "weight / ((height / 100) * (height / 100))"
                        """)
            ).study)
        let (resources, notes) = FHIRQuestionnaireExport.export(study)
        XCTAssertFalse(notes.contains { $0.path.contains("advice") }, "\(notes)")
        let data = try XCTUnwrap(resources.first).json
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try XCTUnwrap(json["item"] as? [[String: Any]])
        let advice = try XCTUnwrap(items.first { $0["linkId"] as? String == "advice" })
        let entry = try XCTUnwrap((advice["extension"] as? [[String: Any]])?.first)
        XCTAssertEqual(entry["url"] as? String, Self.enableWhenExpression)
        let path = try XCTUnwrap((entry["valueExpression"] as? [String: Any])?["expression"] as? String)
        XCTAssertFalse(path.contains("'bmi'"), path)
        let back = try FHIRQuestionnaireImport.convert(data).get()
        let survey = try XCTUnwrap(StudyCheck.validate(back.studyText).study?.tasks.first?.survey)
        let showIf = try XCTUnwrap(survey.step("advice")?.showIf?.text)
        let navigator = SurveyNavigator(survey: survey)
        let today = ExpressionDate(year: 2025, month: 3, day: 14)!
        for (weight, shown) in [(100.0, true), (60.0, false)] {
            let answers: [String: ExpressionValue] = ["weight": .number(weight), "height": .number(170)]
            XCTAssertEqual(navigator.isShown("advice", answers: answers, today: today), shown, showIf)
        }
    }
}
