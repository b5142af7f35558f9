import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// The built binary on the interop commands of issue 14 that ImportCommandTests does not
/// cover: `study import` of a REDCap data dictionary, and `study export --format fhir`.
final class InteropCommandTests: XCTestCase {
    private static let header = [
        "Variable / Field Name", "Form Name", "Section Header", "Field Type", "Field Label",
        "Choices, Calculations, OR Slider Labels", "Field Note", "Text Validation Type OR Show Slider Number",
        "Text Validation Min", "Text Validation Max", "Identifier?", "Branching Logic (Show field only if...)",
        "Required Field?", "Custom Alignment", "Question Number (surveys only)", "Matrix Group Name",
        "Matrix Ranking?", "Field Annotation",
    ].map { "\"\($0)\"" }.joined(separator: ",")

    private static func row(_ cells: [String]) -> String {
        (cells + Array(repeating: "", count: 18 - cells.count)).joined(separator: ",")
    }

    func testADictionaryImportsWithItsNotesLocated() throws {
        let folder = try TemporaryFolder()
        let dictionary = try folder.write(
            "intake.csv",
            [
                Self.header, Self.row(["record_id", "intake", "", "text", "Record ID"]),
                Self.row(["smokes", "intake", "", "yesno", "Do you smoke?", "", "", "", "", "", "", "", "y"]),
                Self.row(["per_day", "intake", "", "text", "How many a day?", "", "", "integer", "1", "80"]),
                Self.row(["since", "intake", "", "text", "Since when?", "", "", "", "", "", "", "datediff([x])"]),
            ].joined(separator: "\n"))
        let output = folder.url.appendingPathComponent("intake.study").path
        let refused = try StudyBinary.run(["import", dictionary.path, "-o", output])
        XCTAssertEqual(refused.status, 1, refused.transcript)
        XCTAssertTrue(
            refused.stderr.contains("line 5, column L (Branching Logic (Show field only if...)): not converted:"),
            refused.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        let allowed = try StudyBinary.run(["import", dictionary.path, "-o", output, "--allow-partial"])
        XCTAssertEqual(allowed.status, 0, allowed.transcript)
        XCTAssertEqual(try StudyBinary.run(["validate", output]).status, 0)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(text.contains("id: per_day"), text)
    }

    /// `--to` is made when missing (it was an error naming a temporary file), and a file of
    /// that name is a usage error before anything is written.
    func testExportQuestionnaireMakesItsFolderAndRefusesAFile() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("fhir/questionnaires").path
        let made = try StudyBinary.run(["export-questionnaire", "Studies/phq9.study", "--to", target])
        XCTAssertEqual(made.status, 0, made.transcript)
        XCTAssertTrue(FileManager.default.fileExists(atPath: target + "/phq9.questionnaire.json"), made.transcript)
        let file = try folder.write("taken", "")
        let refused = try StudyBinary.run(["export-questionnaire", "Studies/phq9.study", "--to", file.path])
        XCTAssertEqual(refused.status, 2, refused.transcript)
        XCTAssertTrue(refused.stderr.contains("is a file, not a folder"), refused.transcript)
    }

    func testAMalformedDictionaryIsOneLocatedErrorAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.write("broken.csv", Self.header + "\nsmokes,intake,\"unclosed\n")
        let output = folder.url.appendingPathComponent("new.study").path
        let run = try StudyBinary.run(["import", broken.path, "-o", output])
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stderr.contains("line 2, column 15: the quoted cell that starts here is never closed"))
        XCTAssertTrue(run.stderr.contains("nothing was written"), run.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testTheFHIRFormatWritesOneResponseALine() throws {
        let folder = try TemporaryFolder()
        let destination = folder.url.appendingPathComponent("fhir")
        let run = try StudyBinary.run([
            "export", ExportCommandTests.output, "--to", destination.path, "--format", "fhir",
        ])
        XCTAssertEqual(run.status, 0, run.transcript)
        let study = destination.appendingPathComponent("living-with-diabetes")
        let names = try FileManager.default.contentsOfDirectory(atPath: study.path)
        XCTAssertFalse(names.contains { $0.hasPrefix("survey-") || $0 == "runs.csv" || $0.hasPrefix("load.") })
        let text = try String(
            contentsOf: study.appendingPathComponent("QuestionnaireResponse-baseline.ndjson"), encoding: .utf8)
        let objects = try text.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(objects.map { $0["resourceType"] as? String }, ["QuestionnaireResponse"])
        XCTAssertEqual(
            objects.first?["questionnaire"] as? String, "urn:study:living-with-diabetes:baseline|1.0.0")
        XCTAssertEqual((objects.first?["identifier"] as? [String: Any])?["value"] as? String, "baseline-1")
    }
}
