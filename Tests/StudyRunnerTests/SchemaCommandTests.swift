import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study schema` as a user runs it; the schema's content is checked in StudyModelTests and
/// by Tests/schema/schema_check.py.
final class SchemaCommandTests: XCTestCase {
    func testSchemaIsWrittenToStandardOutputAsJSON() throws {
        let run = try StudyBinary.run(["schema"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["$schema"] as? String, "http://json-schema.org/draft-07/schema#")
    }

    func testOutputWritesTheSameSchemaToAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("study.schema.json")
        let written = try StudyBinary.run(["schema", "--output", target.path])
        XCTAssertEqual(written.status, 0, written.transcript)
        XCTAssertEqual(written.stdout, "")
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), try StudyBinary.run(["schema"]).stdout)
    }

    func testAnUnwritableOutputIsAUsageErrorThatSaysWhatToDo() throws {
        let run = try StudyBinary.run(["schema", "--output", "/nonexistent-folder/study.schema.json"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("/nonexistent-folder"), run.transcript)
        XCTAssertTrue(run.stderr.contains("check that the folder exists"), run.transcript)
    }
}
