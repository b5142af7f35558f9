import ArgumentParser
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study sync` read without the argument parser: each form the shortcut takes, the parser
/// reads the same way (every option, defaults included), and every other form is left to
/// the parser, so its help and usage errors stay as they are.
final class SyncShortcutTests: XCTestCase {
    /// The command as swift-argument-parser reads it.
    private func parsed(_ arguments: [String]) throws -> SyncCommand {
        try XCTUnwrap(try StudyCommand.parseAsRoot(arguments) as? SyncCommand, "\(arguments)")
    }

    func testEachFormItTakesIsReadAsTheParserReadsIt() throws {
        let forms = [
            ["sync"],
            ["sync", "Output"],
            ["sync", "machine-3/Output", "--store", "postgresql:///study?host=/tmp/pg&user=collector"],
            ["sync", "--store", "host=db.example.org dbname=study", "folder with space"],
            ["sync", "--store", "postgresql://collector@db.example.org/study"],
            ["sync", "ünïcode", "--store", "help"],
            ["sync", "", "--store", ""],
            ["sync", "--quiet"], ["sync", "Output", "-q", "--store", "postgresql:///study"],
        ]
        for arguments in forms {
            let shortcut = try XCTUnwrap(SyncShortcut.command(arguments), "\(arguments)")
            let parser = try parsed(arguments)
            XCTAssertEqual(shortcut.folder, parser.folder, "\(arguments)")
            XCTAssertEqual(shortcut.store, parser.store, "\(arguments)")
            // The whole value, wrappers included: an option added to the command and not
            // set here would show as a bare definition, not a value.
            XCTAssertEqual(String(describing: shortcut), String(describing: parser), "\(arguments)")
        }
    }

    func testEveryOtherFormIsLeftToTheParser() {
        let forms = [
            [], ["--help"], ["validate", "a.study"], ["sync", "--help"], ["sync", "-h"], ["sync", "help"],
            ["sync", "a", "b"], ["sync", "--store"], ["sync", "--store", "a", "--store", "b"],
            ["sync", "--store=postgresql:///study"], ["sync", "--store", "-x"], ["sync", "--", "Output"],
            ["sync", "-", "Output"], ["sync", "--bogus", "Output"], ["help", "sync"], ["store", "init", "x"],
            ["sync", "-q", "--quiet"],
        ]
        for arguments in forms {
            XCTAssertNil(SyncShortcut.command(arguments), "\(arguments)")
        }
    }

    /// End to end through the binary: the shortcut's output and exit status are the parser's
    /// (`--` and `--store=ADDRESS` make the parser read the same command). Every store test
    /// that runs `study sync FOLDER --store ADDRESS` goes through the shortcut as well.
    func testTheBinaryAnswersAsThroughTheParser() throws {
        let folder = try TemporaryFolder()
        try StoreSyncTests.writeJournal(["{\"id\":1}"], study: "mood", participant: "K7QM-2X9D", in: folder)
        let output = folder.url.path + "/Output"
        let address = "postgresql:///study?host=\(folder.url.path)"
        var environment = StudyBinary.baseEnvironment
        environment[StoreAddress.environmentVariable] = nil
        for (fast, slow) in [
            (["sync", output], ["sync", "--", output]),
            (["sync", output + "/missing", "--store", address], ["sync", "--store=\(address)", output + "/missing"]),
            (
                ["sync", output, "--store", "postgresql://u:secret@h/d"],
                ["sync", output, "--store=postgresql://u:secret@h/d"]
            ),
        ] {
            let shortcut = try StudyBinary.run(fast, environment: environment)
            let parser = try StudyBinary.run(slow, environment: environment)
            XCTAssertEqual(shortcut.status, ExitStatus.usage, shortcut.transcript)
            XCTAssertEqual(shortcut.status, parser.status, shortcut.transcript)
            XCTAssertEqual(shortcut.stdout, parser.stdout)
            XCTAssertEqual(shortcut.stderr, parser.stderr)
        }
    }
}
