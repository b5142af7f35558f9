import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `--format json` for tools, and colour only where a person will see it.
final class ValidateJSONAndColorTests: XCTestCase {
    func testJSONForABrokenStudy() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.study", SampleStudies.broken)
        let run = try StudyBinary.run(["validate", "--format", "json", "broken.study"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        let report = try run.jsonReport()
        XCTAssertEqual(report["valid"] as? Bool, false)
        let files = try XCTUnwrap(report["files"] as? [[String: Any]])
        XCTAssertEqual(files.count, 1)
        XCTAssertEqual(files[0]["path"] as? String, "broken.study")
        XCTAssertEqual(files[0]["valid"] as? Bool, false)
        XCTAssertEqual(files[0]["errors"] as? Int, 1)
        let diagnostics = try XCTUnwrap(files[0]["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1, run.transcript)
        let (line, column) = SampleStudies.brokenLocation
        XCTAssertEqual(diagnostics[0]["file"] as? String, "broken.study")
        XCTAssertEqual(diagnostics[0]["line"] as? Int, line)
        XCTAssertEqual(diagnostics[0]["column"] as? Int, column)
        XCTAssertEqual(diagnostics[0]["severity"] as? String, "error")
        XCTAssertEqual(diagnostics[0]["code"] as? String, "expression")
        XCTAssertEqual(diagnostics[0]["message"] as? String, "unknown name 'agee'")
        XCTAssertEqual(diagnostics[0]["hint"] as? String, "did you mean 'age'?")
    }

    func testJSONForTheExampleStudies() throws {
        let run = try StudyBinary.run(["validate", "--format", "json", "Studies"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let report = try run.jsonReport()
        XCTAssertEqual(report["valid"] as? Bool, true)
        let files = try XCTUnwrap(report["files"] as? [[String: Any]])
        XCTAssertFalse(files.isEmpty)
        for file in files {
            XCTAssertEqual(file["valid"] as? Bool, true, "\(file)")
            XCTAssertEqual((file["diagnostics"] as? [Any])?.count, 0, "\(file)")
        }
        XCTAssertEqual(run.stderr, "", run.transcript)
    }

    func testJSONWithStrictCountsWarningsAsErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("warned.study", SampleStudies.warningOnly)
        let run = try StudyBinary.run(["validate", "--strict", "--format", "json", "warned.study"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        let report = try run.jsonReport()
        XCTAssertEqual(report["valid"] as? Bool, false)
        let file = try XCTUnwrap((report["files"] as? [[String: Any]])?.first)
        // --strict also asks whether identities are protected (`plain-identities`, at the signature).
        let diagnostics = try XCTUnwrap(file["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.compactMap { $0["code"] as? String }, ["plain-identities", "no-estimated-time"])
        for diagnostic in diagnostics { XCTAssertEqual(diagnostic["severity"] as? String, "error") }
    }

    func testJSONReportsAnUnreadableFile() throws {
        let run = try StudyBinary.run(["validate", "--format", "json", "missing.study"])
        XCTAssertEqual(run.status, 2, run.transcript)
        let file = try XCTUnwrap((try run.jsonReport()["files"] as? [[String: Any]])?.first)
        XCTAssertEqual(file["path"] as? String, "missing.study")
        XCTAssertEqual(file["valid"] as? Bool, false)
        XCTAssertTrue((file["readError"] as? String)?.contains("missing.study") == true, run.transcript)
    }

    // MARK: Colour

    private static let escape = "\u{1B}["

    func testColorNeverGivesNoEscapes() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.study", SampleStudies.broken)
        let run = try StudyBinary.run(["validate", "--color", "never", "broken.study"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertFalse(run.stderr.contains(Self.escape), run.transcript)
        XCTAssertTrue(run.stderr.contains("error: unknown name 'agee'"), run.transcript)
    }

    func testColorAlwaysGivesEscapes() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.study", SampleStudies.broken)
        let run = try StudyBinary.run(["validate", "--color", "always", "broken.study"], in: folder.url)
        XCTAssertTrue(run.stderr.contains(Self.escape), run.transcript)
    }

    func testOnATerminalColourIsUsedUnlessNOCOLORIsSetOrTERMIsDumbOrColorIsNever() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.write("broken.study", SampleStudies.broken).path
        let environment = StudyBinary.baseEnvironment

        let coloured = try StudyBinary.runOnTerminal(["validate", broken], environment: environment)
        XCTAssertEqual(coloured.status, 1, coloured.terminal)
        XCTAssertTrue(coloured.terminal.contains(Self.escape), "a terminal should get colour:\n" + coloured.terminal)

        var noColor = environment
        noColor["NO_COLOR"] = "1"
        let plain = try StudyBinary.runOnTerminal(["validate", broken], environment: noColor)
        XCTAssertTrue(plain.terminal.contains("unknown name 'agee'"), plain.terminal)
        XCTAssertFalse(plain.terminal.contains(Self.escape), "NO_COLOR:\n" + plain.terminal)

        var dumb = environment
        dumb["TERM"] = "dumb"
        XCTAssertFalse(
            try StudyBinary.runOnTerminal(["validate", broken], environment: dumb).terminal.contains(Self.escape))

        let never = try StudyBinary.runOnTerminal(["validate", "--color", "never", broken], environment: environment)
        XCTAssertFalse(never.terminal.contains(Self.escape), "--color never:\n" + never.terminal)
    }
}
