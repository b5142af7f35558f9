import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study validate` never passes by checking nothing: a path with no study files is an
/// error that says what is there instead, and an over-size file is an error in the file.
final class ValidatePathTests: XCTestCase {
    func testAnEmptyFolderIsAnErrorWithStatus2() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Studies"),
            withIntermediateDirectories: true)
        let run = try StudyBinary.run(["validate", "Studies/"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertEqual(
            run.stderr,
            "error: Studies/: no .study files here (the folder is empty); study files end in .study\n",
            run.transcript)
        XCTAssertEqual(run.stdout, "", run.transcript)
    }

    func testAFolderOfYAMLFilesSaysWhatItFound() throws {
        let folder = try TemporaryFolder()
        for name in ["c.yaml", "a.yaml", "b.yaml", ".DS_Store"] { try folder.write("Studies/\(name)", "id: x\n") }
        let run = try StudyBinary.run(["validate", "Studies"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(
            run.stderr.contains(
                "Studies: no .study files here (found 3 .yaml files: a.yaml, b.yaml, c.yaml); study files end in .study"
            ),
            run.transcript)
    }

    func testAMixedFolderNamesFilesAndFoldersUpToFive() throws {
        let folder = try TemporaryFolder()
        for name in ["a.yaml", "b.txt", "c.md", "d.json", "e.csv", "old/x.study"] { try folder.write("S/\(name)", "") }
        let run = try StudyBinary.run(["validate", "S"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(
            run.stderr.contains(
                "S: no .study files here (found 5 files and 1 folder: a.yaml, b.txt, c.md, d.json, e.csv, …)"),
            run.transcript)
    }

    func testAFolderNamedLikeAStudyFileIsSaidToBeAFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("coffee.study/notes.txt", "")
        let run = try StudyBinary.run(["validate", "coffee.study"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(
            run.stderr.contains(
                "coffee.study: is a folder, not a study file, and holds no .study files (found 1 .txt file: notes.txt)"),
            run.transcript)
    }

    func testAnEmptyFolderBesideAValidStudyStillFails() throws {
        let folder = try TemporaryFolder()
        try folder.write("ok.study", SampleStudies.valid)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("empty"),
            withIntermediateDirectories: true)
        let run = try StudyBinary.run(["validate", "ok.study", "empty"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stdout.contains("ok.study: valid"), run.transcript)
        XCTAssertTrue(run.stderr.contains("empty: no .study files here (the folder is empty)"), run.transcript)
    }

    func testJSONReportsAFolderWithoutStudiesAsAnInvalidEntry() throws {
        let folder = try TemporaryFolder()
        try folder.write("Studies/a.yaml", "id: x\n")
        let run = try StudyBinary.run(["validate", "--format", "json", "Studies"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.transcript)
        let report = try run.jsonReport()
        XCTAssertEqual(report["valid"] as? Bool, false)
        let file = try XCTUnwrap((report["files"] as? [[String: Any]])?.first)
        XCTAssertEqual(file["path"] as? String, "Studies")
        XCTAssertEqual(file["valid"] as? Bool, false)
        XCTAssertEqual(
            file["readError"] as? String,
            "Studies: no .study files here (found 1 .yaml file: a.yaml); study files end in .study")
    }

    // MARK: Size limit

    func testAnOverSizeFileIsALocatedErrorWithAHintAndStatus1() throws {
        let folder = try TemporaryFolder()
        let huge = folder.url.appendingPathComponent("huge.study")
        try Data(repeating: UInt8(ascii: "#"), count: 6_000_000).write(to: huge)
        let run = try StudyBinary.run(["validate", "huge.study"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(
            run.stderr.hasPrefix(
                """
                huge.study:1:1: error: the file is 6.0 MB; study files are limited to 5 MB
                    hint: is this the right file?
                """), run.transcript)
        XCTAssertTrue(run.stderr.hasSuffix("huge.study: 1 error, 0 warnings\n"), run.transcript)
    }

    /// `study run` reports a study that does not validate as `study validate` does: the
    /// over-size file is the same located error (exit 1), not "cannot be read" (exit 2).
    func testRunOnAnOverSizeFileGivesTheSameLocatedErrorAsValidate() throws {
        let folder = try TemporaryFolder()
        let huge = folder.url.appendingPathComponent("huge.study")
        try Data(repeating: UInt8(ascii: "#"), count: 6_000_000).write(to: huge)
        let run = try StudyBinary.run(["run", "huge.study", "--plain", "--color", "never"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(
            run.stderr.hasPrefix(
                """
                huge.study:1:1: error: the file is 6.0 MB; study files are limited to 5 MB
                    hint: is this the right file?
                """), run.transcript)
        let closing =
            "study run: huge.study has errors; nobody can take part until they are fixed "
            + "(see 'study validate').\n"
        XCTAssertTrue(run.stderr.hasSuffix(closing), run.transcript)
        XCTAssertFalse(run.stderr.contains("cannot be read"), run.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Output").path))

        let missing = try StudyBinary.run(["run", "missing.study", "--plain"], in: folder.url)
        XCTAssertEqual(missing.status, 2, "a file that is not there is still unreadable: " + missing.transcript)
    }

    func testJSONListsTheSizeLimitAmongTheDiagnostics() throws {
        let folder = try TemporaryFolder()
        let huge = folder.url.appendingPathComponent("huge.study")
        try Data(repeating: UInt8(ascii: "#"), count: 6_000_000).write(to: huge)
        let run = try StudyBinary.run(["validate", "--format", "json", "huge.study"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        let file = try XCTUnwrap((try run.jsonReport()["files"] as? [[String: Any]])?.first)
        XCTAssertNil(file["readError"], run.transcript)
        XCTAssertEqual(file["errors"] as? Int, 1)
        let diagnostic = try XCTUnwrap((file["diagnostics"] as? [[String: Any]])?.first, run.transcript)
        XCTAssertEqual(diagnostic["code"] as? String, "file-too-large")
        XCTAssertEqual(diagnostic["line"] as? Int, 1)
        XCTAssertEqual(diagnostic["column"] as? Int, 1)
        XCTAssertEqual(diagnostic["message"] as? String, "the file is 6.0 MB; study files are limited to 5 MB")
        XCTAssertNotNil(diagnostic["hint"] as? String)
    }
}

extension StudyRun {
    /// Standard output read as the JSON object `study validate --format json` prints.
    func jsonReport() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        return try XCTUnwrap(object as? [String: Any], transcript)
    }
}
