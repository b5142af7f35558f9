import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study validate` for people: a line per valid file, and compiler-style diagnostics.
final class ValidateTextOutputTests: XCTestCase {
    private func exampleStudies() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: StudyBinary.root.appendingPathComponent("Studies").path)
            .filter { $0.hasSuffix(".study") }
            .sorted()
            .map { "Studies/\($0)" }
    }

    func testEveryExampleStudyIsValid() throws {
        let studies = try exampleStudies()
        XCTAssertFalse(studies.isEmpty)
        for study in studies {
            let run = try StudyBinary.run(["validate", study])
            XCTAssertEqual(run.status, 0, run.transcript)
            XCTAssertTrue(run.stdout.hasPrefix("\(study): valid ("), run.transcript)
            XCTAssertEqual(run.stderr, "", run.transcript)
        }
    }

    func testEveryExampleStudyPassesStrictly() throws {
        let run = try StudyBinary.run(["validate", "--strict"] + exampleStudies())
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(run.stderr, "", run.transcript)
    }

    func testAFolderArgumentChecksEveryStudyInIt() throws {
        let run = try StudyBinary.run(["validate", "Studies"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { $0.components(separatedBy: ": valid").first! }, try exampleStudies(), run.transcript)
    }

    func testABrokenStudyIsReportedLikeACompilerError() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.study", SampleStudies.broken)
        let run = try StudyBinary.run(["validate", "broken.study"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        let (line, column) = SampleStudies.brokenLocation
        let lines = run.stderr.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.hasPrefix("broken.study:\(line):\(column): error: ") }),
            first + 3 < lines.count
        else {
            return XCTFail("no 'broken.study:\(line):\(column): error:' line\n" + run.transcript)
        }
        XCTAssertEqual(lines[first], "broken.study:\(line):\(column): error: unknown name 'agee'", run.transcript)
        XCTAssertEqual(lines[first + 1], "            show-if: \"agee >= 18\"", run.transcript)
        XCTAssertEqual(lines[first + 2], String(repeating: " ", count: 3 + column) + "^~~~", run.transcript)
        XCTAssertEqual(lines[first + 3], "    hint: did you mean 'age'?", run.transcript)
        XCTAssertTrue(run.stderr.contains("broken.study: 1 error, 0 warnings"), run.transcript)
        XCTAssertFalse(run.stdout.contains("valid"), run.transcript)
    }

    func testAValidAndABrokenStudyTogetherFail() throws {
        let folder = try TemporaryFolder()
        try folder.write("Studies/broken.study", SampleStudies.broken)
        try folder.write("Studies/fine.study", SampleStudies.valid)
        let run = try StudyBinary.run(["validate", "Studies"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stdout.contains("Studies/fine.study: valid (1 task, 1 survey question)"), run.transcript)
        XCTAssertTrue(run.stderr.contains("Studies/broken.study:"), run.transcript)
    }

    func testWarningsAloneDoNotFailWithoutStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("warned.study", SampleStudies.warningOnly)
        let run = try StudyBinary.run(["validate", "warned.study"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stderr.contains(": warning: task 'survey' does not say how long it takes"), run.transcript)
        XCTAssertTrue(run.stdout.contains("warned.study: valid"), run.transcript)
    }

    func testWarningsFailWithStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("warned.study", SampleStudies.warningOnly)
        let run = try StudyBinary.run(["validate", "--strict", "warned.study"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stderr.contains(": error: task 'survey' does not say how long it takes"), run.transcript)
        XCTAssertFalse(run.stdout.contains("valid"), run.transcript)
    }

    func testAFileSavedWithAByteOrderMarkAndWindowsLineEndings() throws {
        let folder = try TemporaryFolder()
        let text = "\u{FEFF}" + SampleStudies.broken.replacingOccurrences(of: "\n", with: "\r\n")
        try folder.write("windows.study", text)
        let run = try StudyBinary.run(["validate", "windows.study"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        let (line, column) = SampleStudies.brokenLocation
        XCTAssertTrue(
            run.stderr.hasPrefix(
                "windows.study:\(line):\(column): error: unknown name 'agee'\n"
                    + "            show-if: \"agee >= 18\"\n"), run.transcript)
        XCTAssertFalse(run.stderr.contains("\r"), run.transcript)
    }

    func testQuietPrintsNothingForValidFiles() throws {
        let run = try StudyBinary.run(["validate", "--quiet", "Studies"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(run.stdout, "", run.transcript)
        XCTAssertEqual(run.stderr, "", run.transcript)
    }

    func testAConsentDocumentIsFoundInTheConsentFolderAboveTheStudy() throws {
        let folder = try TemporaryFolder()
        let study = SampleStudies.valid
            .replacingOccurrences(of: "  sections:", with: "  document: sample.md\n  sections:")
            .replacingOccurrences(of: "      learn-more: The full text about the study.\n", with: "")
        try folder.write("Studies/sample.study", study)
        try folder.write("Consent/sample.md", "# Sample\n\n## About the study {#overview}\n\nEverything.\n")
        let found = try StudyBinary.run(["validate", "Studies/sample.study"], in: folder.url)
        XCTAssertEqual(found.status, 0, found.transcript)

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Consent"))
        let missing = try StudyBinary.run(["validate", "Studies/sample.study"], in: folder.url)
        XCTAssertEqual(missing.status, 1, missing.transcript)
        XCTAssertTrue(missing.stderr.contains("the consent document 'sample.md' was not found"), missing.transcript)
        XCTAssertTrue(
            missing.stderr.contains("hint: looked for Studies/Consent/sample.md and Consent/sample.md"),
            missing.transcript)
    }
}
