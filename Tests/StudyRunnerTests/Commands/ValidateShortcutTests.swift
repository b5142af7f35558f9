import ArgumentParser
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study validate` read without the argument parser: each form the shortcut takes, the
/// parser reads the same way (every option, defaults included), and every other form is
/// left to the parser, so its help and usage errors stay as they are.
final class ValidateShortcutTests: XCTestCase {
    /// The command as swift-argument-parser reads it.
    private func parsed(_ arguments: [String]) throws -> ValidateCommand {
        try XCTUnwrap(try StudyCommand.parseAsRoot(arguments) as? ValidateCommand, "\(arguments)")
    }

    func testEachFormItTakesIsReadAsTheParserReadsIt() throws {
        let forms = [
            ["validate", "Studies/phq9.study"],
            ["validate", "--quiet", "a.study", "folder"],
            ["validate", "a.study", "-q"],
            ["validate", "--strict", "a.study"],
            ["validate", "a.study", "--strict", "--quiet", "b.study"],
            ["validate", "with space.study", "ünïcode.study", "a=b.study", ""],
        ]
        for arguments in forms {
            let shortcut = try XCTUnwrap(ValidateShortcut.command(arguments), "\(arguments)")
            let parser = try parsed(arguments)
            // Every option, defaults included: `ValidateRequest` is what both hand to the run.
            XCTAssertEqual(shortcut, parser.request, "\(arguments)")
            XCTAssertEqual(shortcut.paths, parser.paths, "\(arguments)")
            XCTAssertEqual(shortcut.quiet, parser.quiet, "\(arguments)")
            XCTAssertEqual(shortcut.strict, parser.strict, "\(arguments)")
            XCTAssertEqual(shortcut.format, parser.format, "\(arguments)")
            XCTAssertEqual(shortcut.color, parser.color, "\(arguments)")
            XCTAssertEqual(shortcut.against, parser.against, "\(arguments)")
        }
    }

    func testEveryOtherFormIsLeftToTheParser() {
        let forms = [
            [], ["--help"], ["--version"], ["run", "a.study"], ["validate"], ["validate", "--help"],
            ["validate", "-h"], ["validate", "help"], ["validate", "--format", "json", "a.study"],
            ["validate", "--color", "never", "a.study"], ["validate", "--against", "Output", "a.study"],
            ["validate", "--quiet"], ["validate", "--quiet", "--quiet", "a.study"],
            ["validate", "--strict", "--strict", "a.study"], ["validate", "-qs", "a.study"],
            ["validate", "--bogus", "a.study"], ["validate", "--", "a.study"], ["validate", "-", "a.study"],
            ["validate", "a.study", "--quiet=true"], ["help", "validate"],
        ]
        for arguments in forms {
            XCTAssertNil(ValidateShortcut.command(arguments), "\(arguments)")
        }
    }

    /// End to end through the binary: the shortcut's output and exit status are the parser's.
    func testTheBinaryAnswersAsThroughTheParser() throws {
        let study = StudyBinary.root.appendingPathComponent("Studies/phq9.study").path
        let missing = "no-such-file.study"
        for (fast, slow) in [
            (["validate", study], ["validate", "--format", "text", study]),
            (["validate", "--quiet", "--strict", study], ["validate", "--strict", "--color", "auto", "-q", study]),
            (["validate", missing], ["validate", "--format", "text", missing]),
        ] {
            let shortcut = try StudyBinary.run(fast)
            let parser = try StudyBinary.run(slow)
            XCTAssertEqual(shortcut.status, parser.status, shortcut.transcript)
            XCTAssertEqual(shortcut.stdout, parser.stdout)
            XCTAssertEqual(shortcut.stderr, parser.stderr)
        }
    }
}
