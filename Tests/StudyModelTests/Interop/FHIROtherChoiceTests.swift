import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The text a participant types for an "other" choice, in a QuestionnaireResponse: a
/// question with an "other" choice is an R4 `open-choice` item, and the typed text is its
/// `valueString` answer, in place of the "other" coding. The option standing for the text
/// is marked with the study's `other-choice` extension, so the import makes it the "other"
/// choice again, with its label.
final class FHIROtherChoiceTests: XCTestCase {
    static let steps = """
        - id: method
          question: How do you check your sugar?
          answer:
            type: single-choice
            choices:
              - {value: meter, label: A finger-prick meter}
              - {value: other, label: Another way, other: true}
        - id: medicines
          question: Which medicines?
          answer:
            type: multiple-choice
            choices:
              - {value: metformin, label: Metformin}
              - {value: other, label: Another medicine, other: true}
        - id: again
          question: And now?
          answer:
            type: single-choice
            choices:
              - {value: meter, label: A finger-prick meter}
              - {value: other, label: Another way, other: true}
        """

    private func response(_ outcomes: [(StepID, AnswerOutcome)]) throws -> [String: [[String: Any]]] {
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(Self.steps)).study)
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "AAAA-BBBB", language: "en"))
        journal.add(.taskStarted(task: "survey", run: "survey-1"))
        for (step, outcome) in outcomes {
            journal.add(.stepShown(task: "survey", run: "survey-1", step: step))
            journal.add(.answered(task: "survey", run: "survey-1", step: step, outcome: outcome))
        }
        journal.add(.taskFinished(task: "survey", run: "survey-1", status: .completed))
        let participant = ExportParticipant(
            id: "AAAA-BBBB", studyVersion: "1.0", consentVersion: "1.0", events: journal.events, activeResults: [])
        let file = try XCTUnwrap(FHIRResponseExport.files(study: study, participants: [participant]).first)
        let line = try XCTUnwrap(String(decoding: file.data, as: UTF8.self).split(separator: "\n").first)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let items = try XCTUnwrap(json["item"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: items.map { ($0["linkId"] as? String ?? "", $0["answer"] as? [[String: Any]] ?? []) })
    }

    func testTheTypedTextIsTheAnswerOfTheOpenChoice() throws {
        let answers = try response([
            ("method", .answered(.choice("other", otherText: "a sensor on my arm"))),
            ("medicines", .answered(.choices(["metformin", "other"], otherText: "insulin degludec"))),
            ("again", .answered(.choice("other", otherText: nil))),
        ])
        XCTAssertEqual(answers["method"]?.count, 1)
        XCTAssertEqual(answers["method"]?.first?["valueString"] as? String, "a sensor on my arm")
        XCTAssertEqual(
            answers["medicines"]?.first?["valueCoding"] as? [String: String],
            ["code": "metformin", "display": "Metformin"])
        XCTAssertEqual(answers["medicines"]?.last?["valueString"] as? String, "insulin degludec")
        XCTAssertEqual(answers["medicines"]?.count, 2, "the text stands for the other choice, not beside it")
        // Nothing typed: the other choice's own coding.
        XCTAssertEqual(
            answers["again"]?.first?["valueCoding"] as? [String: String], ["code": "other", "display": "Another way"])
    }

    func testAQuestionWithAnOtherChoiceIsAnOpenChoiceAndImportsBack() throws {
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(Self.steps)).study)
        let (resources, notes) = FHIRQuestionnaireExport.export(study)
        XCTAssertEqual(notes, [])
        let data = try XCTUnwrap(resources.first).json
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try XCTUnwrap(json["item"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["type"] as? String }, ["open-choice", "open-choice", "open-choice"])
        let other = (items[0]["answerOption"] as? [[String: Any]])?.last
        XCTAssertEqual(
            (other?["extension"] as? [[String: Any]])?.first?["url"] as? String, "urn:study:extension:other-choice")
        let imported = try FHIRQuestionnaireImport.convert(data).get()
        XCTAssertEqual(imported.notes.filter { $0.kind == .notConverted }, [])
        let back = try XCTUnwrap(StudyCheck.validate(imported.studyText).study?.tasks.first?.survey)
        for id in ["method", "medicines"] {
            let choices = try XCTUnwrap(back.step(StepID(id))?.question?.answer.choices?.choices, id)
            XCTAssertEqual(choices.map(\.value.value), id == "method" ? ["meter", "other"] : ["metformin", "other"])
            XCTAssertEqual(choices.map(\.other), [false, true], id)
            XCTAssertEqual(
                choices.last?.label.resolved(in: "en"), id == "method" ? "Another way" : "Another medicine", id)
        }
    }
}
