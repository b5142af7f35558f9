import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The public Questionnaires in Tests/Fixtures/fhir (sources in its README), imported.
enum FHIRImportFixtures {
    static let folder = "Tests/Fixtures/fhir/"
    static let all = [
        "lforms-phq9.json", "lforms-apgar-itemWeight.json", "lforms-weight-height-bmi.json",
        "lforms-enableWhen-test.json", "researchkitonfhir-gad7.json", "researchkitonfhir-multiple-enablewhen.json",
    ]

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: folder + name))
    }

    /// A study of `steps` (and `scores`) exported as a Questionnaire: its top-level items by
    /// linkId, the export's notes, and the JSON as written.
    static func exportedItems(steps: String, scores: String? = nil) throws -> (
        items: [String: [String: Any]], notes: [FHIRImportNote], json: Data
    ) {
        let study = try XCTUnwrap(StudyCheck.validate(StudyTemplate.withSteps(steps, scores: scores)).study)
        let (resources, notes) = FHIRQuestionnaireExport.export(study)
        let data = try XCTUnwrap(resources.first).json
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try XCTUnwrap(json["item"] as? [[String: Any]])
        return (Dictionary(uniqueKeysWithValues: items.map { ($0["linkId"] as? String ?? "", $0) }), notes, data)
    }

    /// The fixture imported, failing the test when the import fails as a whole.
    static func imported(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> FHIRImportResult
    {
        switch FHIRQuestionnaireImport.convert(try data(name)) {
        case .success(let result): return result
        case .failure(let failure):
            XCTFail("\(name): \(failure)", file: file, line: line)
            throw failure
        }
    }

    /// The imported study, validated: fails the test on any error.
    static func study(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Study {
        let text = try imported(name, file: file, line: line).studyText
        let result = StudyCheck.validate(text)
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "\(name):\n\(StudyCheck.dump(errors))\n\(text)", file: file, line: line)
        return try XCTUnwrap(result.study, file: file, line: line)
    }
}

extension FHIRImportFixtures {
    /// A Questionnaire with these items (a JSON array's elements) converted.
    static func convert(items: String, extra: String = "") -> Result<FHIRImportResult, FHIRImportFailure> {
        convert(
            json: #"{"resourceType": "Questionnaire", "status": "draft", "title": "T", \#(extra) "item": [\#(items)]}"#)
    }

    static func convert(json: String) -> Result<FHIRImportResult, FHIRImportFailure> {
        FHIRQuestionnaireImport.convert(Data(json.utf8))
    }

    /// The converted study's survey steps, validated.
    static func steps(items: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Step] {
        let result = try convert(items: items).get()
        let validation = StudyCheck.validate(result.studyText)
        let errors = validation.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "\(StudyCheck.dump(errors))\n\(result.studyText)", file: file, line: line)
        return try XCTUnwrap(validation.study?.tasks.first?.survey?.steps, file: file, line: line)
    }

    static func failure(_ result: Result<FHIRImportResult, FHIRImportFailure>) -> FHIRImportFailure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    static func notes(items: String) -> [FHIRImportNote] {
        (try? convert(items: items).get().notes) ?? []
    }
}
