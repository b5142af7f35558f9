import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Files that are not an R4 Questionnaire, or are hostile: one located failure or a study
/// that validates, never a crash.
final class FHIRImportBadInputTests: XCTestCase {
    private typealias X = FHIRImportFixtures

    func testMalformedJSONIsLocated() throws {
        let failure = try XCTUnwrap(
            X.failure(X.convert(json: "{\n  \"resourceType\": \"Questionnaire\",\n  \"item\": [,]\n}")))
        XCTAssertTrue(failure.message.hasPrefix("the file is not valid JSON"), failure.message)
        XCTAssertTrue(failure.message.contains("at line 3, column 12"), failure.message)
    }

    func testOtherResourcesAndShapes() throws {
        let patient = try XCTUnwrap(X.failure(X.convert(json: #"{"resourceType": "Patient"}"#)))
        XCTAssertEqual(patient.path, "resourceType")
        XCTAssertEqual(patient.message, "the resource is a Patient, not a Questionnaire")
        let bundle = try XCTUnwrap(X.failure(X.convert(json: #"{"resourceType": "Bundle"}"#)))
        XCTAssertNotNil(bundle.hint)
        XCTAssertEqual(
            X.failure(X.convert(json: "[1, 2]"))?.message, "the file holds a list, not a FHIR resource (a JSON object)")
        XCTAssertEqual(X.failure(X.convert(json: "{}"))?.path, "resourceType")
        XCTAssertEqual(X.failure(X.convert(json: #"{"resourceType": "Questionnaire"}"#))?.path, "item")
    }

    func testOtherFHIRVersionsAreRefused() throws {
        let stu3 = try XCTUnwrap(
            X.failure(
                X.convert(items: #"{"linkId": "a", "type": "choice", "text": "A", "option": [{"valueString": "x"}]}"#)))
        XCTAssertEqual(stu3.path, "item[0].option")
        XCTAssertTrue(stu3.message.contains("STU3"))
        let r5 = try XCTUnwrap(
            X.failure(
                X.convert(items: #"{"linkId": "a", "type": "coding", "text": "A", "answerConstraint": "optionsOnly"}"#))
        )
        XCTAssertTrue(r5.message.contains("R5"))
        let stated = try XCTUnwrap(
            X.failure(
                X.convert(items: #"{"linkId": "a", "type": "string", "text": "A"}"#, extra: #""fhirVersion": "5.0.0","#)
            ))
        XCTAssertEqual(stated.path, "fhirVersion")
        let hasAnswer = try XCTUnwrap(
            X.failure(
                X.convert(
                    items:
                        #"{"linkId": "a", "type": "boolean", "text": "A"}, {"linkId": "b", "type": "string", "text": "B", "enableWhen": [{"question": "a", "hasAnswer": true}]}"#
                )))
        XCTAssertEqual(hasAnswer.path, "item[1].enableWhen[0].hasAnswer")
    }

    func testCyclesAndSelfReferencesAreListed() throws {
        let notes = X.notes(
            items: """
                {"linkId": "a", "type": "boolean", "text": "A", "enableWhen": [{"question": "b", "operator": "=", "answerBoolean": true}]},
                {"linkId": "b", "type": "boolean", "text": "B", "enableWhen": [{"question": "a", "operator": "=", "answerBoolean": true}]},
                {"linkId": "c", "type": "boolean", "text": "C", "enableWhen": [{"question": "c", "operator": "exists", "answerBoolean": true}]}
                """)
        XCTAssertEqual(notes.map(\.path), ["item[0].enableWhen[0]", "item[2].enableWhen[0]"])
        XCTAssertTrue(notes.allSatisfy { $0.reason.contains("a cycle or a forward reference") })
    }

    /// An extension the import does not read, on an answer option, is listed with its path
    /// like one on an item; the score and prefix extensions are read, not listed.
    func testUnknownExtensionsOnAnOptionAreListed() throws {
        let notes = X.notes(
            items: """
                {"linkId": "a", "type": "choice", "text": "A", "answerOption": [
                  {"valueString": "x", "extension": [
                    {"url": "http://hl7.org/fhir/StructureDefinition/ordinalValue", "valueDecimal": 1},
                    {"url": "http://example.org/fhir/option-weighting", "valueDecimal": 3}]},
                  {"valueString": "y", "modifierExtension": [{"url": "http://example.org/negated", "valueBoolean": true}]}
                ]}
                """)
        XCTAssertEqual(
            notes.map(\.path), ["item[0].answerOption[0].extension[1]", "item[0].answerOption[1].modifierExtension"])
        XCTAssertTrue(notes[0].reason.contains("http://example.org/fhir/option-weighting"), notes[0].reason)
    }

    func testLargeFilesAreRefusedBeforeParsing() throws {
        let huge = Data(repeating: UInt8(ascii: " "), count: FHIRQuestionnaireImport.maximumBytes + 1)
        let failure = try XCTUnwrap(X.failure(FHIRQuestionnaireImport.convert(huge)))
        XCTAssertTrue(failure.message.contains("at most \(FHIRQuestionnaireImport.maximumBytes)"), failure.message)
    }

    func testHostileStringsStayText() throws {
        let hostile =
            #"\u001b[31m \"quoted\" 'single' : # {a: b} [x] & *ref !tag | > % @ `tick` \n second line \u0000 end"#
        let steps = try X.steps(
            items: """
                {"linkId": "a: b #c", "type": "choice", "text": "\(hostile)", "answerOption": [
                  {"valueString": "\(hostile)"}, {"valueString": "yes"}, {"valueString": "- item"}]}
                """)
        let question = try XCTUnwrap(steps.first?.question)
        XCTAssertEqual(question.id.value, "a_b_c")
        let text = question.text.resolved(in: "en")
        XCTAssertTrue(text.contains("\"quoted\" 'single' : # {a: b}"), text)
        XCTAssertEqual(question.answer.choices?.values.dropFirst(), ["yes", "- item"])
    }

    func testDeepNestingIsCutOff() throws {
        var items = #"{"linkId": "leaf", "type": "string", "text": "Leaf"}"#
        for level in 0..<40 { items = #"{"linkId": "g\#(level)", "type": "group", "item": [\#(items)]}"# }
        let result = try X.convert(items: #"{"linkId": "top", "type": "string", "text": "Top"}, "# + items).get()
        XCTAssertTrue(result.notes.contains { $0.reason.contains("nest more than 32 deep") })
    }

    func testIDsAreRepairedAndUnique() throws {
        let steps = try X.steps(
            items: """
                {"linkId": "/44250-9", "type": "string", "text": "A"},
                {"linkId": "and", "type": "string", "text": "B"},
                {"linkId": "Q1", "type": "string", "text": "C"},
                {"linkId": "q1", "type": "string", "text": "D"}
                """)
        XCTAssertEqual(steps.map(\.id.value), ["q_44250_9", "and_answer", "q1", "q1_2"])
    }

    /// Found by bench/import_bench.py: a condition on a calculated item made a study that did
    /// not validate while scores were worked out only at the end. Scores are now usable as
    /// soon as their answers are given, so the condition is kept (and validates).
    func testAConditionOnACalculatedItemIsKept() throws {
        let calculated = """
            {"linkId": "total", "type": "decimal", "text": "Total", "readOnly": true, "extension": [{"url": \
            "http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression", \
            "valueExpression": {"language": "text/fhirpath", "expression": "1 + 1"}}]}
            """
        let items = """
            {"linkId": "a", "type": "integer", "text": "A"}, \(calculated),
            {"linkId": "b", "type": "string", "text": "B", "enableWhen": [{"question": "total", "operator": "exists", \
            "answerBoolean": true}]}
            """
        let steps = try X.steps(items: items)
        XCTAssertEqual(steps.last?.showIf?.text, "answered(total)")
        XCTAssertFalse(X.notes(items: items).contains { $0.path == "item[2].enableWhen[0]" })
    }
}
