import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// A question's `constraint` / `constraint-message` through FHIR R4 (the core
/// `questionnaire-constraint` extension: key, severity, FHIRPath expression, human text) and
/// through a REDCap dictionary (the annotation `study export` writes), both ways.
final class FHIRConstraintTests: XCTestCase {
    private typealias X = FHIRImportFixtures

    static let steps = """
        - id: start_date
          question: When did you start the new medicine?
          answer: date
        - id: end_date
          question: When did you stop taking it?
          answer: date
          constraint: "end_date >= start_date"
          constraint-message: The end date cannot be before the start date ({start_date}).
        - id: doses
          question: Doses a day?
          answer: {type: integer, min: 0, max: 20}
        - id: missed
          question: Doses missed this week?
          answer: {type: integer, min: 0, max: 140}
          constraint: "missed <= doses * 7"
          constraint-message:
            en: You cannot miss more doses than you take.
            es: No puede olvidar más dosis de las que toma.
        - id: mood
          question: Mood?
          answer: {type: single-choice, choices: [{value: low, label: Low}, {value: high, label: High}]}
          constraint: "mood = 'low' or doses < 10"
          constraint-message: With ten doses or more, mood cannot be high.
        """

    private func exported() throws -> (items: [String: [String: Any]], notes: [FHIRImportNote], json: Data) {
        try X.exportedItems(steps: Self.steps)
    }

    private func constraint(_ item: [String: Any]?) -> [String: String] {
        let entry = (item?["extension"] as? [[String: Any]])?.first {
            $0["url"] as? String == "http://hl7.org/fhir/StructureDefinition/questionnaire-constraint"
        }
        var parts: [String: String] = [:]
        for part in entry?["extension"] as? [[String: Any]] ?? [] {
            let value = part.first { $0.key.hasPrefix("value") }?.value as? String
            parts[part["url"] as? String ?? ""] = value
        }
        return parts
    }

    func testAConstraintIsExportedAsTheCoreExtension() throws {
        let (items, notes, _) = try exported()
        XCTAssertEqual(notes, [])
        let end = constraint(items["end_date"])
        XCTAssertEqual(end["key"], "end-date")
        XCTAssertEqual(end["severity"], "error")
        XCTAssertEqual(end["human"], "The end date cannot be before the start date ({start_date}).")
        let rule =
            "(%resource.item.where(linkId='end_date').answer.value >= %resource.item.where(linkId='start_date').answer.value)"
        XCTAssertEqual(end["expression"], "(\(rule)).empty() or (\(rule))", "a missing result passes, as in the study")
        XCTAssertEqual(constraint(items["missed"])["human"], "You cannot miss more doses than you take.")
        XCTAssertTrue(constraint(items["mood"])["expression"]?.contains("answer.valueCoding.code = 'low'") == true)
        XCTAssertEqual(constraint(items["doses"]), [:], "no constraint, no extension")
    }

    func testAnExportedConstraintImportsBackTheSame() throws {
        let (_, _, data) = try exported()
        let result = try FHIRQuestionnaireImport.convert(data).get()
        XCTAssertEqual(result.notes.filter { $0.kind == .notConverted }, [])
        let validation = StudyCheck.validate(result.studyText)
        XCTAssertFalse(validation.diagnostics.hasErrors, "\(StudyCheck.dump(validation.diagnostics))")
        let survey = try XCTUnwrap(validation.study?.tasks.first?.survey)
        XCTAssertEqual(survey.step("end_date")?.question?.constraint?.text, "(end_date >= start_date)")
        XCTAssertEqual(
            survey.step("end_date")?.question?.constraintMessage?.resolved(in: "en"),
            "The end date cannot be before the start date ({start_date}).")
        XCTAssertEqual(survey.step("missed")?.question?.constraint?.text, "(missed <= (doses * 7))")
        XCTAssertEqual(survey.step("mood")?.question?.constraint?.text, "((mood = 'low') or (doses < 10))")
        XCTAssertNil(survey.step("doses")?.question?.constraint)
    }

    func testAConstraintWithoutAFHIRPathFormIsNoted() throws {
        let steps =
            Self.steps + """

                - id: note
                  question: Anything else?
                  answer: text
                  constraint: "note != 'x' or max(doses, missed) < 30"
                  constraint-message: Too long.
                """
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(steps)).study)
        let notes = FHIRQuestionnaireExport.export(study).notes
        XCTAssertEqual(notes.map(\.path), ["survey.note.constraint"])
        XCTAssertTrue(notes.first?.reason.contains("max()") == true, "\(notes)")
        XCTAssertTrue(notes.first?.reason.contains("the constraint is left out") == true, "\(notes)")
    }

    private static func item(_ parts: String, type: String = "integer") -> String {
        """
        {"linkId": "a", "type": "integer", "text": "A"},
        {"linkId": "b", "type": "\(type)", "text": "B", "extension": [{"url": \
        "http://hl7.org/fhir/StructureDefinition/questionnaire-constraint", "extension": [\(parts)]}]}
        """
    }

    private static func part(_ name: String, _ key: String, _ value: String) -> String {
        #"{"url": "\#(name)", "\#(key)": "\#(value)"}"#
    }

    func testAConstraintFromAnotherToolImports() throws {
        let parts = [
            Self.part("key", "valueId", "b-1"), Self.part("severity", "valueCode", "error"),
            Self.part(
                "expression", "valueString",
                "%resource.item.where(linkId='b').answer.value > %resource.item.where(linkId='a').answer.value"),
            Self.part("human", "valueString", "B must be more than A."),
            Self.part("requirements", "valueString", "why: a check"),
        ].joined(separator: ", ")
        let steps = try X.steps(items: Self.item(parts))
        XCTAssertEqual(steps.last?.question?.constraint?.text, "(b > a)")
        XCTAssertEqual(steps.last?.question?.constraintMessage?.resolved(in: "en"), "B must be more than A.")
    }

    func testWhatAConstraintCannotCarryIsNoted() throws {
        let expression = Self.part("expression", "valueString", "%resource.item.where(linkId='a').answer.value > 1")
        let human = Self.part("human", "valueString", "Too small.")
        let cases: [(String, String, String)] = [
            (
                "warning", [Self.part("severity", "valueCode", "warning"), expression, human].joined(separator: ","),
                "only warns"
            ),
            (
                "no human text", [Self.part("severity", "valueCode", "error"), expression].joined(separator: ","),
                "needs a severity, an expression and a human text"
            ),
            (
                "location",
                [
                    Self.part("severity", "valueCode", "error"), expression, human,
                    Self.part("location", "valueString", "a"),
                ].joined(separator: ","), "location"
            ),
            (
                "unknown function",
                [
                    Self.part("severity", "valueCode", "error"),
                    Self.part("expression", "valueString", "%resource.item.where(linkId='a').answer.value.count() > 1"),
                    human,
                ].joined(separator: ","), "count()"
            ),
            (
                "does not check",
                [
                    Self.part("severity", "valueCode", "error"),
                    Self.part("expression", "valueString", "%resource.item.where(linkId='a').answer.value + 1"),
                    human,
                ].joined(separator: ","), "does not check"
            ),
        ]
        for (name, parts, reason) in cases {
            let result = try X.convert(items: Self.item(parts)).get()
            let note = result.notes.first { $0.path == "item[1].extension[0]" }
            XCTAssertTrue(note?.reason.contains(reason) == true, "\(name): \(result.notes)")
            XCTAssertFalse(result.studyText.contains("constraint"), "\(name): nothing half converted")
        }
        // On a display item there is no answer to keep a rule.
        let display = [Self.part("severity", "valueCode", "error"), expression, human].joined(separator: ",")
        let result = try X.convert(items: Self.item(display, type: "display")).get()
        XCTAssertEqual(result.notes.map(\.path), ["item[1].extension[0]"])
    }

    func testTheEmptyPassWrapperComesOffOnlyWhenBothHalvesMatch() {
        XCTAssertEqual(FHIRItemWalker.withoutEmptyPass("(a > 1).empty() or (a > 1)"), "a > 1")
        XCTAssertEqual(FHIRItemWalker.withoutEmptyPass("(a > 1).empty() or (a > 2)"), "(a > 1).empty() or (a > 2)")
        XCTAssertEqual(FHIRItemWalker.withoutEmptyPass("a > 1"), "a > 1")
    }

    /// REDCap has no rule across fields: the dictionary `study export` writes keeps the
    /// constraint and its message in the annotation, and the import reads them back.
    func testAConstraintTravelsThroughTheDataDictionary() throws {
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(Self.steps)).study)
        let csv = DataDictionary.table(study: study).text
        XCTAssertTrue(csv.contains("constraint: missed <= doses * 7; constraint-message: You cannot miss"), csv)
        let result = try REDCapImport.convert(Data(csv.utf8), name: "drugs.csv").get()
        XCTAssertEqual(result.notes.filter { $0.kind == .notConverted }, [])
        let validation = StudyCheck.validate(result.studyText)
        XCTAssertFalse(validation.diagnostics.hasErrors, "\(StudyCheck.dump(validation.diagnostics))")
        let survey = try XCTUnwrap(validation.study?.tasks.first?.survey)
        XCTAssertEqual(survey.step("end_date")?.question?.constraint?.text, "end_date >= start_date")
        XCTAssertEqual(
            survey.step("end_date")?.question?.constraintMessage?.resolved(in: "en"),
            "The end date cannot be before the start date ({start_date}).")
        XCTAssertEqual(survey.step("mood")?.question?.constraint?.text, "mood = 'low' or doses < 10")
    }
}
