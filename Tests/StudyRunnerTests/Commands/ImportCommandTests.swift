import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study import`: the built binary on the public fixtures and on bad files. Nothing is
/// written unless the whole study is converted or --allow-partial is given.
final class ImportCommandTests: XCTestCase {
    private let fixtures = StudyBinary.root.appendingPathComponent("Tests/Fixtures/fhir")

    private func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    func testACompleteImportWritesAStudyThatValidates() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("gad7.study").path
        let run = try StudyBinary.run(["import", fixture("researchkitonfhir-gad7.json"), "-o", output])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("Wrote \(output)"), run.transcript)
        let validate = try StudyBinary.run(["validate", output])
        XCTAssertEqual(validate.status, 0, validate.transcript)
    }

    func testAPartialImportWritesNothingUnlessAllowed() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("phq9.study").path
        let refused = try StudyBinary.run(["import", fixture("lforms-phq9.json"), "-o", output])
        XCTAssertEqual(refused.status, 1, refused.transcript)
        XCTAssertTrue(refused.stderr.contains("item[0].extension[0]: not converted:"), refused.transcript)
        XCTAssertTrue(refused.stderr.contains("nothing was written. Use --allow-partial"), refused.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        let allowed = try StudyBinary.run(["import", fixture("lforms-phq9.json"), "-o", output, "--allow-partial"])
        XCTAssertEqual(allowed.status, 0, allowed.transcript)
        XCTAssertTrue(allowed.stderr.contains("item[0].extension[0]: not converted:"), allowed.transcript)
        XCTAssertEqual(try StudyBinary.run(["validate", output]).status, 0)
    }

    func testBadInputIsLocatedAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("new.study").path
        let broken = try folder.write("broken.json", "{\"resourceType\": \"Questionnaire\",\n \"item\": [}")
        let run = try StudyBinary.run(["import", broken.path, "-o", output])
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stderr.contains("the file is not valid JSON"), run.transcript)
        XCTAssertTrue(run.stderr.contains("nothing was written"), run.transcript)
        let patient = try folder.write("patient.json", #"{"resourceType": "Patient\u001b[2J"}"#)
        let other = try StudyBinary.run(["import", patient.path, "-o", output])
        XCTAssertEqual(other.status, 1, other.transcript)
        XCTAssertTrue(other.stderr.contains("resourceType: the resource is a Patient"), other.transcript)
        XCTAssertFalse(other.stderr.contains("\u{1B}"), "no escape sequence reaches the terminal")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testMissingInputAndExistingOutputAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        let missing = try StudyBinary.run([
            "import", folder.url.appendingPathComponent("none.json").path, "-o", "x.study",
        ])
        XCTAssertEqual(missing.status, 2, missing.transcript)
        let existing = try folder.write("old.study", "keep me")
        let run = try StudyBinary.run(["import", fixture("researchkitonfhir-gad7.json"), "-o", existing.path])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "keep me")
    }

    /// A group inside a group (Tests/Fixtures/fhir-made/nested-groups.json): the flattened
    /// ones are listed as ignored; the repeating group inside a repeating group is located and
    /// refused until --allow-partial.
    func testNestedGroupsAreListedAndARepeatInARepeatIsRefused() throws {
        let nested = StudyBinary.root.appendingPathComponent("Tests/Fixtures/fhir-made/nested-groups.json").path
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("nested.study").path
        let refused = try StudyBinary.run(["import", nested, "-o", output])
        XCTAssertEqual(refused.status, 1, refused.transcript)
        for line in [
            "item[0].item[1]: ignored: a group inside a group is not kept as a group",
            "item[0].item[2].item[2]: not converted: a repeating group inside a repeating group",
        ] {
            XCTAssertTrue(refused.stderr.contains(line), "missing: \(line)\n\(refused.transcript)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        let allowed = try StudyBinary.run(["import", nested, "-o", output, "--allow-partial"])
        XCTAssertEqual(allowed.status, 0, allowed.transcript)
        XCTAssertEqual(try StudyBinary.run(["validate", output]).status, 0)
    }
}
