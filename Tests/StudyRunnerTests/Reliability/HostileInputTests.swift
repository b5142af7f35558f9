import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// The plain-mode half of Tests/reliability/hostile_input.py, in the Swift suite: the
/// hostile study (Tests/Fixtures/hostile) run with hostile answers prints no control
/// character of its own, and what a participant types cannot reach a file as an escape
/// sequence either. (The full-screen half needs a pseudo-terminal and a terminal
/// emulator: see the Python script.)
final class HostileInputTests: XCTestCase {
    static let study = "Tests/Fixtures/hostile/hostile.study"
    static let name = "Mallory \u{1B}]0;typed-title\u{7} \u{202E}x"
    static let answer = "BAD \u{1B}[2J\u{1B}]52;c;eA==\u{7} \u{202E} \u{85} \u{9B}6n"
    static let answers = [
        "learn more", "1", "", "learn more", "", "", "", "", "I agree", name, "Mallory", "mallory", "1", "1",
        "", "", "2", answer, "abc", "", "leave",
    ]

    func testNothingFromTheStudyOrTheAnswersDrivesTheTerminal() throws {
        let harness = try JourneyHarness()
        let run = try JourneyHarness.run(
            ["run", Self.study, "--plain", "--output", harness.outputPath],
            input: Self.answers.map { $0 + "\n" }.joined())
        XCTAssertEqual(run.status, 0, run.transcript)
        let unsafe = run.stdout.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value)
        }
        XCTAssertTrue(unsafe.isEmpty, "control characters in the output: \(unsafe.map { String($0.value, radix: 16) })")
        for shown in ["HOSTILE-INTRO-TEXT ^[]52;c;", "<U+202E>desrever", "HOSTILE-PATTERN-MESSAGE ^[]0;pattern^G"] {
            XCTAssertTrue(run.stdout.contains(shown), "'\(shown)' is shown inert")
        }
        // Typed input is echoed, and offered again when refused, with its escapes removed.
        XCTAssertTrue(run.stdout.contains("> BAD    6n\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[BAD    6n] abc"), run.stdout)
    }

    /// Was a bug: a name typed with an escape sequence went as it was into the signed
    /// consent document, where it would act on the terminal of anyone reading the file.
    func testANameWithControlCharactersIsRefused() throws {
        let harness = try JourneyHarness()
        let run = try JourneyHarness.run(
            ["run", Self.study, "--plain", "--output", harness.outputPath],
            input: Self.answers.map { $0 + "\n" }.joined())
        XCTAssertTrue(run.stdout.contains("A name cannot contain control characters."), run.stdout)
        let participant = try harness.onlyParticipant(of: "hostile-check")
        let consent = try String(
            contentsOfFile: participant.folder.appendingPathComponent("consent.md").path, encoding: .utf8)
        XCTAssertTrue(consent.contains("Printed name: Mallory\n"))
        XCTAssertFalse(consent.contains("typed-title"))
    }

    func testAParticipantIDWithAnEscapeSequenceIsEchoedInert() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(study: "phq9", input: "", extra: ["--participant", "\u{1B}]0;x\u{7}"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("'^[]0;x^G'"), run.stderr)
        XCTAssertFalse(run.stderr.contains("\u{1B}]"))
    }
}
