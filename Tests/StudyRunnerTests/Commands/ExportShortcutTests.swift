import ArgumentParser
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study export` read without the argument parser: each form the shortcut takes, the parser
/// reads the same way (every option, defaults included), and every other form is left to
/// the parser, so its help and usage errors stay as they are.
final class ExportShortcutTests: XCTestCase {
    /// The command as swift-argument-parser reads it.
    private func parsed(_ arguments: [String]) throws -> ExportCommand {
        try XCTUnwrap(try StudyCommand.parseAsRoot(arguments) as? ExportCommand, "\(arguments)")
    }

    func testEachFormItTakesIsReadAsTheParserReadsIt() throws {
        let forms = [
            ["export", "Output", "--to", "export"],
            ["export", "--to", "export", "Output/"],
            ["export", "Output", "--to", "folder with space", "--studies", "Studies/diabetes.study", "--quiet"],
            ["export", "Output", "--studies", "a.study", "--studies", "Studies", "--to", "x", "-q"],
            ["export", "ünïcode", "--to", "", "--format", "json"],
            ["export", "Output", "--to", "x", "--format", "fhir", "--studies", "help"],
            ["export", "Output", "--to", "x", "--format", "csv"],
        ]
        for arguments in forms {
            let shortcut = try XCTUnwrap(ExportShortcut.command(arguments), "\(arguments)")
            let parser = try parsed(arguments)
            XCTAssertEqual(shortcut.output, parser.output, "\(arguments)")
            XCTAssertEqual(shortcut.destination, parser.destination, "\(arguments)")
            XCTAssertEqual(shortcut.studies, parser.studies, "\(arguments)")
            // The whole value, wrappers included: an option added to the command and not
            // set here would show as a bare definition, not a value.
            XCTAssertEqual(String(describing: shortcut), String(describing: parser), "\(arguments)")
        }
    }

    func testEveryOtherFormIsLeftToTheParser() {
        let forms = [
            [], ["--help"], ["export"], ["export", "--help"], ["export", "-h"], ["export", "help"],
            ["export", "Output"], ["export", "--to", "x"], ["export", "a", "b", "--to", "x"],
            ["export", "Output", "--to"], ["export", "Output", "--to", "x", "--to", "y"],
            ["export", "Output", "--to=x"], ["export", "Output", "--to", "-x"],
            ["export", "--", "Output", "--to", "x"],
            ["export", "Output", "--to", "x", "--studies"], ["export", "Output", "--to", "x", "--studies", "-s"],
            ["export", "Output", "--to", "x", "--format", "xml"], ["export", "Output", "--to", "x", "--format"],
            ["export", "Output", "--to", "x", "--format", "csv", "--format", "json"],
            ["export", "Output", "--to", "x", "--since", "2026-11-01"], ["export", "--store", "a", "--to", "x"],
            ["export", "Output", "--to", "x", "--identities", "k.key"], ["export", "Output", "--to", "x", "-q", "-q"],
            ["export", "Output", "--to", "x", "--bogus"], ["help", "export"], ["sync", "Output"],
        ]
        for arguments in forms {
            XCTAssertNil(ExportShortcut.command(arguments), "\(arguments)")
        }
    }

    /// End to end through the binary: the shortcut's output, exit status and files are the
    /// parser's (`--` makes the parser read the same command). Every export test that runs
    /// `study export OUTPUT --to DIR` goes through the shortcut as well.
    func testTheBinaryAnswersAsThroughTheParser() throws {
        let folder = try TemporaryFolder()
        let fixtures = "Tests/Fixtures/export/Output"
        let studies = "Studies"
        for (index, (fast, slow)) in [
            (
                ["export", fixtures, "--to", "DIR", "--studies", studies, "--quiet"],
                ["export", "--studies", studies, "--quiet", "--to", "DIR", "--", fixtures]
            ),
            (
                ["export", fixtures + "/missing", "--to", "DIR"],
                ["export", "--to", "DIR", "--", fixtures + "/missing"]
            ),
        ].enumerated() {
            let fastFolder = folder.url.path + "/fast-\(index)"
            let slowFolder = folder.url.path + "/slow-\(index)"
            let shortcut = try StudyBinary.run(fast.map { $0 == "DIR" ? fastFolder : $0 })
            let parser = try StudyBinary.run(slow.map { $0 == "DIR" ? slowFolder : $0 })
            XCTAssertEqual(shortcut.status, parser.status, shortcut.transcript)
            XCTAssertEqual(
                shortcut.stdout.replacingOccurrences(of: fastFolder, with: "DIR"),
                parser.stdout.replacingOccurrences(of: slowFolder, with: "DIR"))
            XCTAssertEqual(shortcut.stderr, parser.stderr)
            let fastFiles = try? FileManager.default.subpathsOfDirectory(atPath: fastFolder).sorted()
            XCTAssertEqual(fastFiles, try? FileManager.default.subpathsOfDirectory(atPath: slowFolder).sorted())
            for file in fastFiles ?? [] {
                XCTAssertEqual(
                    FileManager.default.contents(atPath: fastFolder + "/" + file),
                    FileManager.default.contents(atPath: slowFolder + "/" + file), file)
            }
        }
    }
}
