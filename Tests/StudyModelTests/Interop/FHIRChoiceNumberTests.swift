import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A single choice whose values are whole numbers (PHQ-9: 0 to 3) is a number in the
/// study's expressions, but its FHIR answer is a Coding, whose code is a FHIRPath string.
/// The exported FHIRPath converts the code (`toInteger()`), or maps a choice's own code
/// (LOINC answers) back to its value, so sums and `>=` are numeric; ordering is never
/// written as an `enableWhen` on a Coding (R4 orders only numbers, dates and times); and
/// the import reads these forms back. (Tests/fhir/fhirpath_check.py evaluates the exported
/// FHIRPath with fhirpathpy against real responses.)
final class FHIRChoiceNumberTests: XCTestCase {
    private typealias X = FHIRImportFixtures
    static let steps = """
        - id: q1
          question: Little interest?
          answer:
            type: single-choice
            choices: &often
              - {value: 0, label: Not at all}
              - {value: 1, label: Several days}
              - {value: 2, label: More than half the days}
        - id: q2
          question: Feeling down?
          answer: {type: single-choice, choices: *often}
        - id: q3
          question: Coded?
          answer:
            type: single-choice
            choices:
              - {value: 0, label: No, code: {system: http://loinc.org, code: LA32-8}}
              - {value: 1, label: Yes, code: {system: http://loinc.org, code: LA33-6}}
        - id: help
          question: Would you like help?
          show-if: "q1 >= 1"
          answer: yes-no
        - id: coded
          question: Why?
          show-if: "q3 = 1"
          answer: text
        """
    static let scores = """
        - id: total
          label: Total
          value: "sum(q1, q2, q3)"
        """

    private func exported() throws -> (items: [String: [String: Any]], notes: [FHIRImportNote], json: Data) {
        try X.exportedItems(steps: Self.steps, scores: Self.scores)
    }

    private func expression(_ item: [String: Any]?) -> String? {
        let value = (item?["extension"] as? [[String: Any]])?.first?["valueExpression"] as? [String: Any]
        return value?["expression"] as? String
    }

    func testNumericChoicesAreNumbersInTheExportedFHIRPath() throws {
        let (items, notes, _) = try exported()
        XCTAssertEqual(notes, [])
        let code = { (id: String) in "%resource.item.where(linkId='\(id)').answer.valueCoding.code" }
        XCTAssertEqual(
            expression(items["total"]),
            "(\(code("q1")).toInteger() + \(code("q2")).toInteger() + iif(\(code("q3")) = 'LA32-8', 0, "
                + "iif(\(code("q3")) = 'LA33-6', 1, {})))")
        // `>=` on a Coding is not R4: the condition is an enableWhenExpression instead.
        XCTAssertNil(items["help"]?["enableWhen"])
        XCTAssertEqual(expression(items["help"]), "(\(code("q1")).toInteger() >= 1)")
        // Equality stays an enableWhen on the choice's own coding.
        let coded = try XCTUnwrap((items["coded"]?["enableWhen"] as? [[String: Any]])?.first)
        XCTAssertEqual(coded["operator"] as? String, "=")
        XCTAssertEqual((coded["answerCoding"] as? [String: Any])?["code"] as? String, "LA33-6")
    }

    func testTheImportReadsTheNumericFormsBackAndComputesTheSame() throws {
        let (_, _, data) = try exported()
        let imported = try FHIRQuestionnaireImport.convert(data).get()
        XCTAssertEqual(imported.notes.filter { $0.kind == .notConverted }, [])
        let validation = StudyCheck.validate(imported.studyText)
        XCTAssertFalse(validation.diagnostics.hasErrors, "\(StudyCheck.dump(validation.diagnostics))")
        let back = try XCTUnwrap(validation.study?.tasks.first?.survey)
        XCTAssertEqual(back.step("help")?.showIf?.text, "(q1 >= 1)")
        let original = try XCTUnwrap(
            StudyCheck.validate(StudyTemplate.withSteps(Self.steps, scores: Self.scores)).study?.tasks.first?.survey)
        let today = ExpressionDate(year: 2026, month: 1, day: 1)!
        for (one, two, three) in [(0, 0, 0), (2, 1, 1), (1, 2, 0)] {
            let before = ScoreCalculator(survey: original).results(
                answers: ["q1": .number(Double(one)), "q2": .number(Double(two)), "q3": .number(Double(three))],
                today: today)
            // After the import q3's values are its LOINC codes.
            let after = ScoreCalculator(survey: back).results(
                answers: [
                    "q1": .number(Double(one)), "q2": .number(Double(two)),
                    "q3": .text(three == 1 ? "LA33-6" : "LA32-8"),
                ], today: today)
            XCTAssertEqual(before.map(\.computed), after.map(\.computed), "\(one) \(two) \(three)")
            XCTAssertEqual(after.first?.computed, .number(Double(one + two + three)))
        }
    }

    func testToIntegerIsReadOnlyOnAnAnswerThatIsANumber() throws {
        let items = """
            {"linkId": "name", "type": "string", "text": "Name"},
            {"linkId": "n", "type": "decimal", "text": "N", "readOnly": true, "extension": [{"url": \
            "http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression", \
            "valueExpression": {"language": "text/fhirpath", "expression": \
            "%resource.item.where(linkId='name').answer.value.toInteger() + 1"}}]}
            """
        let result = try FHIRImportFixtures.convert(items: items).get()
        let note = result.notes.first { $0.path == "item[1]" }
        XCTAssertTrue(
            note?.reason.contains("toInteger() is converted only on an answer that is a number") == true,
            "\(result.notes)")
    }
}
