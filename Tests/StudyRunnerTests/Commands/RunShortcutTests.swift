import ArgumentParser
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study run` read without the argument parser: each form the shortcut takes, the parser
/// reads the same way (every option, defaults included), and every other form is left to
/// the parser, so its help and usage errors stay as they are.
final class RunShortcutTests: XCTestCase {
    /// The command as swift-argument-parser reads it.
    private func parsed(_ arguments: [String]) throws -> RunCommand {
        try XCTUnwrap(try StudyCommand.parseAsRoot(arguments) as? RunCommand, "\(arguments)")
    }

    func testEachFormItTakesIsReadAsTheParserReadsIt() throws {
        let forms = [
            ["run", "Studies/phq9.study"],
            ["run", "Studies/phq9.study", "--participant", "K4VU-5YXH", "--output", "Output"],
            ["run", "--participant", "k4vu5yxh", "Studies/phq9.study", "--output", "/tmp/out", "--plain"],
            ["run", "--plain", "a.study", "--lang", "es", "--color", "never"],
            ["run", "a.study", "--color", "always", "--store", "postgresql://study@db.example/studies"],
            ["run", "a.study", "--color", "auto", "--lang", "zh-Hans", "--output", "with space/ünïcode"],
            ["run", "validate", "--output", "run"],
            ["run", "", "--output", ""],
        ]
        for arguments in forms {
            let shortcut = try XCTUnwrap(RunShortcut.command(arguments), "\(arguments)")
            let parser = try parsed(arguments)
            // Every option, defaults included: `RunRequest` is what both hand to the run.
            XCTAssertEqual(shortcut, parser.request, "\(arguments)")
            XCTAssertEqual(shortcut.studyFile, parser.studyFile, "\(arguments)")
            XCTAssertEqual(shortcut.participant, parser.participant, "\(arguments)")
            XCTAssertEqual(shortcut.output, parser.output, "\(arguments)")
            XCTAssertEqual(shortcut.lang, parser.lang, "\(arguments)")
            XCTAssertEqual(shortcut.plain, parser.plain, "\(arguments)")
            XCTAssertEqual(shortcut.color, parser.color, "\(arguments)")
            XCTAssertEqual(shortcut.store, parser.store, "\(arguments)")
        }
    }

    func testEveryOtherFormIsLeftToTheParser() {
        let forms = [
            [], ["--help"], ["--version"], ["validate", "a.study"], ["run"], ["run", "--help"], ["run", "-h"],
            ["run", "help"], ["help", "run"], ["run", "a.study", "--help"], ["run", "a.study", "b.study"],
            ["run", "a.study", "--output=Output"], ["run", "a.study", "--output"], ["run", "--plain"],
            ["run", "a.study", "--plain", "--plain"], ["run", "a.study", "--lang", "en", "--lang", "es"],
            ["run", "a.study", "--output", "-x"], ["run", "a.study", "--output", "help"],
            ["run", "a.study", "--color", "sometimes"], ["run", "a.study", "--bogus"], ["run", "--", "a.study"],
            ["run", "-", "a.study"], ["run", "a.study", "-p"],
            // The command refuses the id: the parser says so, with the command's usage.
            ["run", "a.study", "--participant", "../other"], ["run", "a.study", "--participant", ""],
        ]
        for arguments in forms {
            XCTAssertNil(RunShortcut.command(arguments), "\(arguments)")
        }
    }

    /// End to end through the binary: the shortcut's output and exit status are the parser's
    /// (`--output=DIR` is a form only the parser reads).
    func testTheBinaryAnswersAsThroughTheParser() throws {
        let folder = try TemporaryFolder()
        let study = StudyBinary.root.appendingPathComponent("Studies/diabetes.study").path
        for (name, extra) in [("leave", ["--plain"]), ("language", ["--plain", "--lang", "xx"])] {
            let fast = folder.url.appendingPathComponent("\(name)-fast").path
            let slow = folder.url.appendingPathComponent("\(name)-slow").path
            let shortcut = try TestProcess(["run", study, "--output", fast] + extra, input: .text("leave\n")).finish()
            let parser = try TestProcess(["run", study, "--output=\(slow)"] + extra, input: .text("leave\n")).finish()
            XCTAssertEqual(shortcut.status, parser.status, shortcut.transcript)
            XCTAssertEqual(shortcut.stdout.replacingOccurrences(of: fast, with: slow), parser.stdout, name)
            XCTAssertEqual(shortcut.stderr.replacingOccurrences(of: fast, with: slow), parser.stderr, name)
        }
    }
}
