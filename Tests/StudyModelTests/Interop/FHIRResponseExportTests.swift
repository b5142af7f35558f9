import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// `study export --format fhir`: the journal of ExportTablesTests (one run completed with a
/// correction, a multiple choice with "other", a skip, a decline, a question passed over by
/// show-if, and a run still open) as QuestionnaireResponses that match the exported
/// Questionnaire. (Tests/fhir/questionnaire_export_check.py validates real exports with
/// fhir.resources.)
final class FHIRResponseExportTests: XCTestCase {
    private func exported() throws -> (Study, ExportFiles.File, [[String: Any]]) {
        let study = try XCTUnwrap(StudyCheck.validate(ExportTablesTests.studyText).study)
        let files = FHIRResponseExport.files(study: study, participants: [ExportTablesTests.participant()])
        let file = try XCTUnwrap(files.first)
        XCTAssertEqual(files.map(\.name), ["QuestionnaireResponse-survey.ndjson"])
        let lines = String(decoding: file.data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.last, "", "every resource ends its line")
        let resources = try lines.dropLast().map {
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        return (study, file, resources)
    }

    func testOnlyFinishedRunsAreResponsesOneALine() throws {
        let (_, file, resources) = try exported()
        XCTAssertEqual(resources.count, 1, "the run still in progress is not a response")
        XCTAssertEqual(file.rows, 1)
        let response = try XCTUnwrap(resources.first)
        XCTAssertEqual(response["resourceType"] as? String, "QuestionnaireResponse")
        XCTAssertEqual(response["status"] as? String, "completed")
        XCTAssertEqual(response["id"] as? String, "AAAA-BBBB.survey-1")
        XCTAssertEqual((response["identifier"] as? [String: Any])?["value"] as? String, "survey-1")
    }

    func testTheResponseNamesItsQuestionnaireAndOnlyThePseudonym() throws {
        let (study, _, resources) = try exported()
        let response = try XCTUnwrap(resources.first)
        let questionnaire = try XCTUnwrap(FHIRQuestionnaireExport.export(study).resources.first)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: questionnaire.json) as? [String: Any])
        let url = try XCTUnwrap(object["url"] as? String)
        XCTAssertEqual(response["questionnaire"] as? String, url + "|" + study.version)
        XCTAssertEqual(url, "urn:study:test-study:survey")
        let subject = try XCTUnwrap(response["subject"] as? [String: Any])
        XCTAssertEqual(subject.keys.sorted(), ["identifier"])
        XCTAssertEqual((subject["identifier"] as? [String: Any])?.keys.sorted(), ["value"])
        XCTAssertEqual((subject["identifier"] as? [String: Any])?["value"] as? String, "AAAA-BBBB")
        let run = try XCTUnwrap(ExportTablesTests.participant().state.runs.first)
        XCTAssertEqual(response["authored"] as? String, run.endedAt?.iso8601)
    }

    func testAnswersAreTypedAsTheQuestionnaireItems() throws {
        let (study, _, resources) = try exported()
        let items = try XCTUnwrap(resources.first?["item"] as? [[String: Any]])
        // why_low was passed over (no item); hours skipped and weight declined say why.
        XCTAssertEqual(
            items.map { $0["linkId"] as? String }, ["feeling", "helps", "hours", "weight", "rested", "mood_score"])
        let answers = items.map { $0["answer"] as? [[String: Any]] ?? [] }
        XCTAssertEqual(answers[0].first?["valueCoding"] as? [String: String], ["code": "2", "display": "Good"])
        // The text typed for "other" is the open choice's valueString, in place of its coding.
        XCTAssertEqual(answers[1].compactMap { ($0["valueCoding"] as? [String: Any])?["code"] as? String }, ["walk"])
        XCTAssertEqual(answers[1].last?["valueString"] as? String, "music, loud")
        XCTAssertEqual(answers[2].count + answers[3].count, 0, "no answer for the skip and the decline")
        XCTAssertEqual(answers[4].first?["valueBoolean"] as? Bool, true)
        XCTAssertEqual(answers[5].first?["valueDecimal"] as? Int, 2)
        // Every linkId is an item of the exported Questionnaire.
        let questionnaire = try XCTUnwrap(FHIRQuestionnaireExport.export(study).resources.first)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: questionnaire.json) as? [String: Any])
        let linkIDs = Set((object["item"] as? [[String: Any]] ?? []).compactMap { $0["linkId"] as? String })
        XCTAssertTrue(Set(items.compactMap { $0["linkId"] as? String }).isSubset(of: linkIDs), "\(linkIDs)")
    }

    func testTheFHIRFormatReplacesTheSurveyFilesWithResponses() throws {
        let study = try XCTUnwrap(StudyCheck.validate(ExportTablesTests.studyText).study)
        let files = ExportFiles.files(
            study: study, participants: [ExportTablesTests.participant()], exportTime: nil, problems: [],
            format: .fhir)
        let names = files.map(\.name)
        XCTAssertTrue(names.contains("QuestionnaireResponse-survey.ndjson"))
        XCTAssertFalse(
            names.contains { $0.hasPrefix("survey-") || $0 == ExportFiles.runsFile || $0 == RunObjects.file })
        XCTAssertEqual(names.last, ExportFiles.manifestFile)
    }
}
