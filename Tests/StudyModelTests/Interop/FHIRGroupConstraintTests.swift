import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A constraint on a question of a repeating group through FHIR R4: written on the group
/// item (one response item per instance, so the rule holds in each), its FHIRPath finding
/// the instance's answers from `%context` and earlier questions from `%resource`; its key
/// names the question, which the import gives it back to. Through a REDCap dictionary the
/// group's questions are numbered fields, each with the constraint in its own names.
final class FHIRGroupConstraintTests: XCTestCase {
    private typealias X = FHIRImportFixtures
    private static let constraintURL = "http://hl7.org/fhir/StructureDefinition/questionnaire-constraint"

    static let steps = """
        - id: most_doses
          question: How many doses may you take a day, at most?
          answer: {type: integer, min: 1, max: 20}
        - id: medicines
          group: Your medicines
          label: Medicine {n}
          repeat: {min: 1, max: 5}
          steps:
            - id: med_name
              question: What is the medicine called?
              answer: text
            - id: med_doses
              question: How many doses of it a day?
              answer: {type: integer, min: 1, max: 12}
              constraint: "med_doses <= most_doses or med_name = 'Insulin'"
              constraint-message: More doses than you may take, and it is not insulin.
        """

    private func exported() throws -> (group: [String: Any], notes: [FHIRImportNote], json: Data) {
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(Self.steps)).study)
        let (resources, notes) = FHIRQuestionnaireExport.export(study)
        let data = try XCTUnwrap(resources.first).json
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try XCTUnwrap(json["item"] as? [[String: Any]])
        return (try XCTUnwrap(items.first { $0["linkId"] as? String == "medicines" }), notes, data)
    }

    private func parts(_ entry: [String: Any]?) -> [String: String] {
        var found: [String: String] = [:]
        for part in entry?["extension"] as? [[String: Any]] ?? [] {
            found[part["url"] as? String ?? ""] = part.first { $0.key.hasPrefix("value") }?.value as? String
        }
        return found
    }

    func testAGroupQuestionsConstraintIsExportedOnTheGroupItem() throws {
        let (group, notes, _) = try exported()
        XCTAssertEqual(notes, [])
        let entries = (group["extension"] as? [[String: Any]] ?? []).filter {
            $0["url"] as? String == Self.constraintURL
        }
        XCTAssertEqual(entries.count, 1)
        let rule = parts(entries.first)
        XCTAssertEqual(rule["key"], "med-doses")
        XCTAssertEqual(rule["human"], "More doses than you may take, and it is not insulin.")
        let inner =
            "((%context.item.where(linkId='med_doses').answer.value <= %resource.item.where(linkId='most_doses').answer.value)"
            + " or (%context.item.where(linkId='med_name').answer.value = 'Insulin'))"
        XCTAssertEqual(rule["expression"], "(\(inner)).empty() or (\(inner))")
        let doses = (group["item"] as? [[String: Any]])?.first { $0["linkId"] as? String == "med_doses" }
        let onDoses = (doses?["extension"] as? [[String: Any]] ?? []).filter {
            $0["url"] as? String == Self.constraintURL
        }
        XCTAssertEqual(onDoses.count, 0, "not on the question, whose own item reaches no other answer")
    }

    func testItImportsBackOnItsQuestion() throws {
        let (_, _, data) = try exported()
        let result = try FHIRQuestionnaireImport.convert(data).get()
        XCTAssertEqual(result.notes, [])
        let validation = StudyCheck.validate(result.studyText)
        XCTAssertFalse(validation.diagnostics.hasErrors, "\(StudyCheck.dump(validation.diagnostics))")
        let group = try XCTUnwrap(validation.study?.tasks.first?.survey?.steps.last?.repeatingGroup)
        let doses = try XCTUnwrap(group.steps.last?.question)
        XCTAssertEqual(doses.constraint?.text, "((med_doses <= most_doses) or (med_name = 'Insulin'))")
        XCTAssertEqual(
            doses.constraintMessage?.resolved(in: "en"), "More doses than you may take, and it is not insulin.")
        XCTAssertNil(group.steps.first?.question?.constraint)
    }

    private func groupItem(constraintKey: String, expression: String, onQuestion: Bool = false) -> String {
        let constraint = """
            {"url": "\(Self.constraintURL)", "extension": [
              {"url": "key", "valueId": "\(constraintKey)"}, {"url": "severity", "valueCode": "error"},
              {"url": "expression", "valueString": "\(expression)"}, {"url": "human", "valueString": "Too many."}]}
            """
        return """
            {"linkId": "meds", "type": "group", "repeats": true, "text": "Medicines",
             \(onQuestion ? "" : "\"extension\": [\(constraint)],")
             "item": [{"linkId": "name", "type": "string", "text": "Name"},
                      {"linkId": "dose", "type": "integer", "text": "Doses" \(onQuestion ? ", \"extension\": [\(constraint)]" : "")}]}
            """
    }

    func testAForeignKeyGoesToTheLastQuestionItUses() throws {
        let steps = try X.steps(
            items: groupItem(
                constraintKey: "rule-1", expression: "%context.item.where(linkId='dose').answer.value < 10"))
        let group = try XCTUnwrap(steps.first?.repeatingGroup)
        XCTAssertEqual(group.steps.last?.question?.constraint?.text, "(dose < 10)")
    }

    func testConstraintsThatNameNoQuestionOrSitOnTheQuestionAreNoted() {
        XCTAssertEqual(
            X.notes(items: groupItem(constraintKey: "rule-1", expression: "1 < 2")),
            [
                FHIRImportNote(
                    .notConverted, "item[0].extension[0]",
                    "the constraint names none of the repeating group's questions; it is left out")
            ])
        let onQuestion = X.notes(
            items: groupItem(
                constraintKey: "dose", expression: "%context.item.where(linkId='dose').answer.value < 10",
                onQuestion: true))
        XCTAssertEqual(onQuestion.map(\.path), ["item[0].item[1].extension[0]"])
        XCTAssertTrue(onQuestion.first?.reason.contains("write it on the group item") == true)
    }

    /// The dictionary has a field per instance (`med_doses__2`); each keeps the constraint,
    /// written in the study's names, read back with that instance's fields.
    func testThroughADataDictionaryEachInstanceFieldKeepsTheConstraint() throws {
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(Self.steps)).study)
        let csv = DataDictionary.table(study: study).text
        let result = try REDCapImport.convert(Data(csv.utf8), name: "drugs.csv").get()
        XCTAssertEqual(result.notes.filter { $0.kind == .notConverted && $0.path.contains("med_doses") }, [])
        let validation = StudyCheck.validate(result.studyText)
        XCTAssertFalse(validation.diagnostics.hasErrors, "\(StudyCheck.dump(validation.diagnostics))")
        let survey = try XCTUnwrap(validation.study?.tasks.first?.survey)
        for instance in 1...5 {
            let question = survey.step(StepID("med_doses__\(instance)"))?.question
            XCTAssertEqual(
                question?.constraint?.text, "med_doses__\(instance) <= most_doses or med_name__\(instance) = 'Insulin'")
            XCTAssertEqual(
                question?.constraintMessage?.resolved(in: "en"), "More doses than you may take, and it is not insulin.",
                "the instance note is not part of the message")
        }
    }
}
