import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Help, version and usage errors: exit status 0 for help, 2 for every misuse.
final class CommandLineTests: XCTestCase {
    func testHelpListsBothCommands() throws {
        let run = try StudyBinary.run(["--help"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("validate"), run.transcript)
        XCTAssertTrue(run.stdout.contains("run"), run.transcript)
        XCTAssertTrue(run.stdout.contains("USAGE"), run.transcript)
    }

    func testValidateHelpListsItsOptions() throws {
        let run = try StudyBinary.run(["validate", "--help"])
        XCTAssertEqual(run.status, 0, run.transcript)
        for option in ["--strict", "--format", "--color", "--quiet"] {
            XCTAssertTrue(run.stdout.contains(option), "\(option) missing\n" + run.transcript)
        }
    }

    func testVersionIsPrinted() throws {
        let run = try StudyBinary.run(["--version"])
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertFalse(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, run.transcript)
    }

    func testRunWithoutAStudyFileIsAUsageError() throws {
        let run = try StudyBinary.run(["run"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("<study-file>"), run.transcript)
        XCTAssertTrue(run.stderr.contains("study --help"), run.transcript)
    }

    func testValidateWithoutAFileIsAUsageError() throws {
        let run = try StudyBinary.run(["validate"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("Missing expected argument"), run.transcript)
    }

    func testAnUnknownFlagIsAUsageError() throws {
        let run = try StudyBinary.run(["validate", "--bogus", "Studies/phq9.study"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("--bogus"), run.transcript)
        XCTAssertEqual(run.stdout, "", run.transcript)
    }

    func testAnUnknownFormatIsAUsageError() throws {
        let run = try StudyBinary.run(["validate", "--format", "xml", "Studies/phq9.study"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("xml"), run.transcript)
    }

    func testAnUnknownCommandIsAUsageError() throws {
        let run = try StudyBinary.run(["check", "Studies/phq9.study"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("check"), run.transcript)
    }

    func testAMissingFileIsExitStatus2AndNamed() throws {
        let run = try StudyBinary.run(["validate", "Studies/no-such-study.study"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("Studies/no-such-study.study"), run.transcript)
        XCTAssertTrue(run.stderr.contains("no such file"), run.transcript)
    }

    func testAMissingFileAmongValidOnesStillFailsWithStatus2() throws {
        let run = try StudyBinary.run(["validate", "Studies/phq9.study", "missing.study"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stdout.contains("Studies/phq9.study: valid"), run.transcript)
        XCTAssertTrue(run.stderr.contains("missing.study"), run.transcript)
    }

    func testAFileThatIsNotUTF8IsExitStatus2() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("latin1.study")
        try Data([0x69, 0x64, 0x3A, 0x20, 0xE9, 0x0A]).write(to: file)
        let run = try StudyBinary.run(["validate", "latin1.study"], in: folder.url)
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("latin1.study"), run.transcript)
    }

    func testAFileOverFiveMegabytesIsRefusedWithItsSizeAsAnErrorInTheFile() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("huge.study")
        try Data(repeating: UInt8(ascii: "#"), count: 6_000_000).write(to: file)
        let run = try StudyBinary.run(["validate", "huge.study"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(
            run.stderr.contains("huge.study:1:1: error: the file is 6.0 MB; study files are limited to 5 MB"),
            run.transcript)
    }

    /// A device that never ends is read only up to the limit, not until memory runs out.
    func testAnEndlessDeviceIsRefusedAsTooLarge() throws {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { throw XCTSkip("no /dev/zero") }
        let run = try StudyBinary.run(["validate", "/dev/zero"])
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stderr.contains("/dev/zero:1:1: error: the file is larger than 5 MB"), run.transcript)
    }
}
