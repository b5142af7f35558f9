import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// One Questionnaire construct at a time: what it becomes in the study.
final class FHIRImportConstructTests: XCTestCase {
    private typealias X = FHIRImportFixtures

    func testItemTypes() throws {
        let steps = try X.steps(
            items: """
                {"linkId": "b", "type": "boolean", "text": "Smoker?", "required": true},
                {"linkId": "i", "type": "integer", "text": "Cigarettes", "extension": [
                  {"url": "http://hl7.org/fhir/StructureDefinition/minValue", "valueInteger": 0},
                  {"url": "http://hl7.org/fhir/StructureDefinition/maxValue", "valueInteger": 80},
                  {"url": "http://hl7.org/fhir/StructureDefinition/questionnaire-unit",
                   "valueCoding": {"system": "http://unitsofmeasure.org", "code": "{cigarettes}", "display": "a day"}}]},
                {"linkId": "d", "type": "decimal", "text": "Weight"},
                {"linkId": "s", "type": "string", "text": "Name", "maxLength": 20},
                {"linkId": "t", "type": "text", "text": "Anything else?"},
                {"linkId": "date", "type": "date", "text": "When?"},
                {"linkId": "dt", "type": "dateTime", "text": "When exactly?"},
                {"linkId": "time", "type": "time", "text": "At what time?"},
                {"linkId": "note", "type": "display", "text": "Thank you."}
                """)
        XCTAssertEqual(steps.map(\.id.value), ["b", "i", "d", "s", "t", "date", "dt", "time", "note"])
        let answers = steps.compactMap(\.question).map(\.answer.typeName)
        XCTAssertEqual(answers, ["yes-no", "integer", "decimal", "text", "text", "date", "date-time", "time"])
        XCTAssertEqual(steps[0].question?.optional, false, "required: true")
        XCTAssertEqual(steps[1].question?.optional, true, "required is false by default")
        guard case .integer(let options)? = steps[1].question?.answer else { return XCTFail("integer") }
        XCTAssertEqual(options.min?.value, 0)
        XCTAssertEqual(options.max?.value, 80)
        XCTAssertEqual(options.unit?.resolved(in: "en"), "a day")
        guard case .text(let name)? = steps[3].question?.answer, case .text(let other)? = steps[4].question?.answer
        else {
            return XCTFail("texts")
        }
        XCTAssertEqual(name.maxLength?.value, 20)
        XCTAssertFalse(name.multiline)
        XCTAssertTrue(other.multiline)
        XCTAssertFalse(steps[8].isQuestion)
    }

    func testChoicesKeepValueLabelCodeAndScoreApart() throws {
        let steps = try X.steps(
            items: """
                {"linkId": "c", "type": "choice", "prefix": "1.", "text": "Colour?", "code": [
                  {"system": "http://loinc.org", "code": "1-1", "display": "Colour"}], "answerOption": [
                  {"valueCoding": {"system": "http://snomed.info/sct", "code": "371244009", "display": "Red"},
                   "extension": [{"url": "http://hl7.org/fhir/StructureDefinition/ordinalValue", "valueDecimal": 2}]},
                  {"valueCoding": {"system": "http://snomed.info/sct", "code": "405738005", "display": "Blue"},
                   "extension": [{"url": "http://hl7.org/fhir/StructureDefinition/itemWeight", "valueDecimal": 1}]}]},
                {"linkId": "m", "type": "choice", "repeats": true, "text": "Pets?",
                 "answerOption": [{"valueString": "cat"}, {"valueString": "dog"}]},
                {"linkId": "n", "type": "choice", "text": "Rating?", "answerOption": [{"valueInteger": 1}, {"valueInteger": 2}]},
                {"linkId": "o", "type": "open-choice", "text": "Where?", "answerOption": [{"valueString": "home"}, {"valueString": "work"}]}
                """)
        let colour = try XCTUnwrap(steps[0].question)
        XCTAssertEqual(colour.text.resolved(in: "en"), "1. Colour?")
        XCTAssertEqual(colour.codes.first?.code.value, "1-1")
        let choices = try XCTUnwrap(colour.answer.choices?.choices)
        XCTAssertEqual(choices.map(\.value.value), ["371244009", "405738005"])
        XCTAssertEqual(choices.map { $0.label.resolved(in: "en") }, ["Red", "Blue"])
        XCTAssertEqual(choices.map { $0.score?.value }, [2, 1])
        XCTAssertEqual(choices.map { $0.code?.system.value }, ["http://snomed.info/sct", "http://snomed.info/sct"])
        XCTAssertEqual(steps[1].question?.answer.typeName, "multiple-choice")
        XCTAssertEqual(steps[2].question?.answer.choices?.isNumeric, true)
        let open = try XCTUnwrap(steps[3].question?.answer.choices?.choices)
        XCTAssertEqual(open.map(\.value.value), ["home", "work", "other"])
        XCTAssertEqual(open.map(\.other), [false, false, true])
    }

    func testEnableWhenEveryOperator() throws {
        let steps = try X.steps(
            items: """
                {"linkId": "n", "type": "integer", "text": "N"},
                {"linkId": "c", "type": "choice", "text": "C", "answerOption": [
                  {"valueCoding": {"system": "http://x.org", "code": "a"}}, {"valueCoding": {"system": "http://x.org", "code": "b"}}]},
                {"linkId": "m", "type": "choice", "repeats": true, "text": "M", "answerOption": [{"valueString": "x"}, {"valueString": "y"}]},
                {"linkId": "d", "type": "date", "text": "D"},
                {"linkId": "e1", "type": "display", "text": "1", "enableWhen": [{"question": "n", "operator": "exists", "answerBoolean": true}]},
                {"linkId": "e2", "type": "display", "text": "2", "enableWhen": [{"question": "n", "operator": "exists", "answerBoolean": false}]},
                {"linkId": "e3", "type": "display", "text": "3", "enableWhen": [{"question": "n", "operator": ">=", "answerInteger": 3}]},
                {"linkId": "e4", "type": "display", "text": "4", "enableWhen": [{"question": "c", "operator": "!=", "answerCoding": {"code": "a"}}]},
                {"linkId": "e5", "type": "display", "text": "5", "enableWhen": [{"question": "m", "operator": "=", "answerString": "y"}]},
                {"linkId": "e6", "type": "display", "text": "6", "enableWhen": [{"question": "d", "operator": "<", "answerDate": "2020-01-01"}]},
                {"linkId": "e7", "type": "display", "text": "7", "enableBehavior": "any", "enableWhen": [
                  {"question": "n", "operator": ">", "answerInteger": 1}, {"question": "n", "operator": "<=", "answerDecimal": 0.5}]},
                {"linkId": "g", "type": "group", "enableWhen": [{"question": "n", "operator": "=", "answerInteger": 2}], "item": [
                  {"linkId": "inner", "type": "boolean", "text": "Inner", "enableWhen": [{"question": "c", "operator": "=", "answerCoding": {"code": "b"}}]}]}
                """)
        let conditions = Dictionary(uniqueKeysWithValues: steps.map { ($0.id.value, $0.showIf?.text) })
        XCTAssertEqual(conditions["e1"], "answered(n)")
        XCTAssertEqual(conditions["e2"], "not answered(n)")
        XCTAssertEqual(conditions["e3"], "n >= 3")
        XCTAssertEqual(conditions["e4"], "c != 'a'")
        XCTAssertEqual(conditions["e5"], "'y' in m")
        XCTAssertEqual(conditions["e6"], "d < '2020-01-01'")
        XCTAssertEqual(conditions["e7"], "(n > 1) or (n <= 0.5)")
        XCTAssertEqual(conditions["inner"], "n = 2 and c = 'b'", "a group's condition holds for its items")
    }

    func testWhatCannotBeConvertedIsListedNeverDropped() throws {
        let notes = X.notes(
            items: """
                {"linkId": "q", "type": "quantity", "text": "Dose"},
                {"linkId": "s", "type": "string", "text": "Name", "initial": [{"valueString": "Ann"}], "repeats": true},
                {"linkId": "x", "type": "string", "text": "X", "enableWhen": [{"question": "later", "operator": "=", "answerString": "a"}]},
                {"linkId": "y", "type": "string", "text": "Y", "enableWhen": [{"question": "nowhere", "operator": "=", "answerString": "a"}]},
                {"linkId": "g", "type": "group", "repeats": true, "text": "Medicines", "item": [{"linkId": "later", "type": "string", "text": "Name"},
                  {"linkId": "times", "type": "group", "repeats": true, "item": [{"linkId": "at", "type": "time", "text": "At"}]}]},
                {"linkId": "z", "type": "string", "text": "Z", "extension": [{"url": "http://example.org/unknown", "valueString": "?"}]}
                """)
        let paths = notes.filter { $0.kind == .notConverted }.map(\.path)
        XCTAssertEqual(
            paths,
            [
                "item[0].type", "item[1].initial", "item[1].repeats", "item[2].enableWhen[0]", "item[3].enableWhen[0]",
                "item[4].item[1]",
                "item[5].extension[0]",
            ])
        XCTAssertTrue(notes[0].reason.contains("'quantity' cannot be converted"))
        XCTAssertTrue(notes[3].reason.contains("not asked before this item (a cycle or a forward reference)"))
        XCTAssertTrue(notes[4].reason.contains("which no item has"))
        XCTAssertTrue(notes[5].reason.contains("a repeating group inside a repeating group"))
        XCTAssertTrue(notes[6].reason.contains("http://example.org/unknown"))
    }

    func testCalculatedExpressionsBecomeScores() throws {
        let result = try X.convert(
            items: """
                {"linkId": "a", "type": "decimal", "text": "A", "required": true},
                {"linkId": "b", "type": "decimal", "text": "B", "required": true},
                {"linkId": "r", "type": "decimal", "text": "Risk", "readOnly": true, "extension": [
                  {"url": "http://hl7.org/fhir/StructureDefinition/variable", "valueExpression": {"name": "x", "language": "text/fhirpath",
                   "expression": "%resource.item.where(linkId='a').answer.value"}},
                  {"url": "http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression", "valueExpression": {
                   "language": "text/fhirpath", "expression": "(1 / (1 + (-(%x * 0.5 + item.where(linkId='b').answer.value.ln())).exp())).round(3)"}}]},
                {"linkId": "bad", "type": "decimal", "text": "Bad", "extension": [
                  {"url": "http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression", "valueExpression": {
                   "language": "text/fhirpath", "expression": "%resource.item.where(linkId='a').answer.value.toString()"}}]}
                """
        ).get()
        XCTAssertEqual(result.notes.map(\.path), ["item[3]"])
        XCTAssertTrue(result.notes[0].reason.contains("toString() has no equivalent"), result.notes[0].reason)
        let survey = try XCTUnwrap(StudyCheck.validate(result.studyText).study?.tasks.first?.survey)
        XCTAssertEqual(survey.scores.map(\.id.value), ["r"])
        let answers: [String: ExpressionValue] = ["a": .number(2), "b": .number(3)]
        let risk = ScoreCalculator(survey: survey).results(
            answers: answers, today: ExpressionDate(year: 2026, month: 1, day: 1)!)
        let expected = (1 / (1 + exp(-(2 * 0.5 + log(3.0)))) * 1000).rounded() / 1000
        XCTAssertEqual(risk.first?.value, expected)
    }
}
