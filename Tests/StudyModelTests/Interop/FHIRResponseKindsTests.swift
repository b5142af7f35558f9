import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Every answer kind of the study format in its FHIR R4 QuestionnaireResponse form, each
/// linkId an item of the exported Questionnaire of the matching type, and questions left
/// without an answer (skipped, declined, identifying) as items with the data-absent-reason
/// extension instead of left out. (Tests/fhir/response_export_check.py validates a real
/// export with fhir.resources.)
final class FHIRResponseKindsTests: XCTestCase {
    static let steps = """
        - {id: smokes, question: Do you smoke?, answer: yes-no}
        - id: feeling
          question: Mood?
          answer:
            type: single-choice
            choices:
              - {value: low, label: Low, code: {system: http://snomed.info/sct, code: "11"}}
              - {value: high, label: High, code: {system: http://snomed.info/sct, code: "22"}}
        - id: helps
          question: What helps?
          answer:
            type: multiple-choice
            choices: [{value: walk, label: A walk}, {value: talk, label: Talking}]
        - id: pet
          question: Your pet?
          answer:
            type: value-picker
            choices: [{value: cat, label: Cat}, {value: dog, label: Dog}]
        - {id: count, question: How many?, answer: {type: integer, min: 0, max: 80, unit: cigarettes}}
        - {id: glucose, question: Glucose?, answer: {type: decimal, min: 1, max: 40, places: 1, unit: mmol/L}}
        - {id: pain, question: Pain?, answer: {type: scale, min: 0, max: 10}}
        - {id: often, question: How often?, answer: {type: scale, labels: [Never, Rarely, Often]}}
        - {id: note, question: Anything else?, answer: text}
        - {id: mail, question: Your email?, answer: email}
        - {id: born, question: Born when?, answer: date}
        - {id: wake, question: Woke when?, answer: time}
        - {id: meal, question: Last meal?, answer: date-time}
        - {id: slept, question: How long did you sleep?, answer: {type: duration, min: 0m, max: 16h}}
        - {id: height, question: How tall are you?, answer: {type: height, min: 100, max: 250}}
        - {id: weight, question: Your weight?, answer: weight}
        - {id: hours, question: Hours outside?, optional: true, answer: integer}
        - {id: drinks, question: Drinks a week?, prefer-not-to-answer: true, answer: integer}
        """

    static let outcomes: [(StepID, AnswerOutcome)] = [
        ("smokes", .answered(.yesNo(false))),
        ("feeling", .answered(.choice("high", otherText: nil))),
        ("helps", .answered(.choices(["walk", "talk"], otherText: nil))),
        ("pet", .answered(.choice("dog", otherText: nil))),
        ("count", .answered(.integer(12))),
        ("glucose", .answered(.decimal(5.5))),
        ("pain", .answered(.scale(7))),
        ("often", .answered(.textScale(2))),
        ("note", .answered(.text("fine"))),
        ("mail", .answered(.email("sam@example.org"))),
        ("born", .answered(.date(CalendarDay(year: 1990, month: 5, day: 17)))),
        ("wake", .answered(.time(minuteOfDay: 450))),
        (
            "meal",
            .answered(.dateTime(CalendarDay(year: 2026, month: 3, day: 2), minuteOfDay: 1140, utcOffsetMinutes: -300))
        ),
        ("slept", .answered(.duration(seconds: 27000))),
        ("height", .answered(.height(centimetres: 172.5))),
        ("weight", .answered(.weight(kilograms: 70))),
        ("hours", .skipped),
        ("drinks", .preferNotToAnswer),
    ]

    private func exported() throws -> (items: [String: [String: Any]], questionnaire: [String: [String: Any]]) {
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(Self.steps)).study)
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "AAAA-BBBB", language: "en"))
        journal.add(.taskStarted(task: "survey", run: "survey-1"))
        for (step, outcome) in Self.outcomes {
            journal.add(.stepShown(task: "survey", run: "survey-1", step: step))
            journal.add(.answered(task: "survey", run: "survey-1", step: step, outcome: outcome))
        }
        journal.add(.taskFinished(task: "survey", run: "survey-1", status: .completed))
        let participant = ExportParticipant(
            id: "AAAA-BBBB", studyVersion: "1.0", consentVersion: "1.0", events: journal.events, activeResults: [])
        let file = try XCTUnwrap(FHIRResponseExport.files(study: study, participants: [participant]).first)
        let line = try XCTUnwrap(String(decoding: file.data, as: UTF8.self).split(separator: "\n").first)
        let response = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let items = try XCTUnwrap(response["item"] as? [[String: Any]])
        let (resources, notes) = FHIRQuestionnaireExport.export(study)
        XCTAssertEqual(notes, [], "every kind has a Questionnaire item")
        let questionnaire = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: XCTUnwrap(resources.first).json) as? [String: Any])
        let definitions = try XCTUnwrap(questionnaire["item"] as? [[String: Any]])
        func byLinkID(_ list: [[String: Any]]) -> [String: [String: Any]] {
            Dictionary(uniqueKeysWithValues: list.map { ($0["linkId"] as? String ?? "", $0) })
        }
        XCTAssertEqual(
            items.map { $0["linkId"] as? String }, Self.outcomes.map { $0.0.rawValue }, "every question, in order")
        return (byLinkID(items), byLinkID(definitions))
    }

    private func answers(_ item: [String: Any]?) -> [[String: Any]] {
        item?["answer"] as? [[String: Any]] ?? []
    }

    func testEveryAnswerKindHasItsFHIRForm() throws {
        let (items, _) = try exported()
        XCTAssertEqual(answers(items["smokes"]).first?["valueBoolean"] as? Bool, false)
        XCTAssertEqual(
            answers(items["feeling"]).first?["valueCoding"] as? [String: String],
            ["system": "http://snomed.info/sct", "code": "22", "display": "High"])
        XCTAssertEqual(
            answers(items["helps"]).compactMap { ($0["valueCoding"] as? [String: Any])?["code"] as? String },
            ["walk", "talk"], "a multiple choice is one answer per choice")
        XCTAssertEqual(
            answers(items["pet"]).first?["valueCoding"] as? [String: String], ["code": "dog", "display": "Dog"])
        XCTAssertEqual(answers(items["count"]).first?["valueInteger"] as? Int, 12)
        XCTAssertEqual(answers(items["glucose"]).first?["valueDecimal"] as? Double, 5.5)
        XCTAssertEqual(answers(items["pain"]).first?["valueInteger"] as? Int, 7)
        XCTAssertEqual(
            answers(items["often"]).first?["valueCoding"] as? [String: String], ["code": "2", "display": "Rarely"])
        XCTAssertEqual(answers(items["note"]).first?["valueString"] as? String, "fine")
        XCTAssertEqual(answers(items["born"]).first?["valueDate"] as? String, "1990-05-17")
        XCTAssertEqual(answers(items["wake"]).first?["valueTime"] as? String, "07:30:00")
        XCTAssertEqual(answers(items["meal"]).first?["valueDateTime"] as? String, "2026-03-02T19:00:00-05:00")
        for (id, value, unit) in [("slept", 27000.0, "s"), ("height", 172.5, "cm"), ("weight", 70, "kg")] {
            let quantity = try XCTUnwrap(answers(items[id]).first?["valueQuantity"] as? [String: Any], id)
            XCTAssertEqual(quantity["value"] as? Double, value, id)
            XCTAssertEqual(quantity["code"] as? String, unit, id)
            XCTAssertEqual(quantity["system"] as? String, "http://unitsofmeasure.org", id)
        }
    }

    func testQuestionsWithoutAnAnswerSayWhy() throws {
        let (items, _) = try exported()
        for (id, reason) in [("hours", "unknown"), ("drinks", "asked-declined"), ("mail", "masked")] {
            let item = try XCTUnwrap(items[id], id)
            XCTAssertNil(item["answer"], "\(id) has no answer")
            let extensions = try XCTUnwrap(item["extension"] as? [[String: Any]], id)
            XCTAssertEqual(
                extensions.first?["url"] as? String, "http://hl7.org/fhir/StructureDefinition/data-absent-reason")
            XCTAssertEqual(extensions.first?["valueCode"] as? String, reason, id)
        }
        XCTAssertFalse(String(describing: items).contains("sam@example.org"), "the email is never written")
    }

    func testEachAnswerHasTheTypeOfItsQuestionnaireItem() throws {
        let (items, questionnaire) = try exported()
        let expected: [String: (String, String)] = [
            "smokes": ("boolean", "valueBoolean"), "feeling": ("choice", "valueCoding"),
            "helps": ("choice", "valueCoding"),
            "pet": ("choice", "valueCoding"), "count": ("integer", "valueInteger"),
            "glucose": ("decimal", "valueDecimal"),
            "pain": ("integer", "valueInteger"), "often": ("choice", "valueCoding"), "note": ("string", "valueString"),
            "born": ("date", "valueDate"), "wake": ("time", "valueTime"), "meal": ("dateTime", "valueDateTime"),
            "slept": ("quantity", "valueQuantity"), "height": ("quantity", "valueQuantity"),
            "weight": ("quantity", "valueQuantity"),
        ]
        for (id, (type, key)) in expected {
            XCTAssertEqual(questionnaire[id]?["type"] as? String, type, id)
            XCTAssertNotNil(answers(items[id]).first?[key], "\(id) answers with \(key)")
        }
        XCTAssertEqual(questionnaire["helps"]?["repeats"] as? Bool, true)
        // A text scale's options are the codes its answers carry.
        let options = questionnaire["often"]?["answerOption"] as? [[String: Any]] ?? []
        XCTAssertEqual(
            options.compactMap { ($0["valueCoding"] as? [String: Any])?["code"] as? String }, ["1", "2", "3"])
        let slept = questionnaire["slept"]?["extension"] as? [[String: Any]] ?? []
        let maximum = slept.first { ($0["url"] as? String)?.hasSuffix("sdc-questionnaire-maxQuantity") == true }
        XCTAssertEqual((maximum?["valueQuantity"] as? [String: Any])?["value"] as? Double, 57600, "16h in seconds")
    }
}
