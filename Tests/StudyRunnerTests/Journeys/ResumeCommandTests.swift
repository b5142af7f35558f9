import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// "To continue later, run: …" must be a command that, pasted into a shell, finds the same
/// participant. Was a bug: it left out `--output`, so after a run with `--output DIR` it
/// answered that no such participant existed.
final class ResumeCommandTests: XCTestCase {
    /// Each word, through `sh -c`, comes back exactly as it was.
    func testEveryWordIsReadBackByTheShellUnchanged() throws {
        let words = [
            "Studies/phq9.study", "my results", "it's", "$HOME", "`id`", "a\"b", "back\\slash", "*", "~", "",
            "line\nbreak", "睡眠 结果", "--lang", "zh-Hans", "a;b|c&d", "!x", "#hash",
        ]
        let script = "printf '[%s]' " + words.map(ResumeCommand.shellWord).joined(separator: " ")
        let run = try JourneyHarness.run(["-c", script], input: "", executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(run.stdout, words.map { "[\($0)]" }.joined(), run.transcript)
    }

    func testPlainWordsAreNotQuoted() {
        XCTAssertEqual(
            ResumeCommand.line(studyPath: "Studies/phq9.study", participant: "K7QM-2X9D", options: []),
            "study run Studies/phq9.study --participant K7QM-2X9D")
    }

    func testOnlyTheOptionsThatResumingNeedsAreRepeated() {
        XCTAssertEqual(ResumeCommand.options(output: "Output", language: nil, defaultOutput: "Output"), [])
        XCTAssertEqual(
            ResumeCommand.options(output: "/data/run 2", language: "zh-Hans", defaultOutput: "Output"),
            ["--output", "/data/run 2", "--lang", "zh-Hans"])
    }

    /// A run with `--output` (a folder with a space and a quote in its name) and `--lang`,
    /// left when the input ends; the printed command, run as printed by a shell, goes on
    /// with the same participant in the same language.
    func testFollowingThePrintedCommandResumesTheParticipant() throws {
        let harness = try JourneyHarness()
        let output = harness.output.url.appendingPathComponent("Lin's sleep results").path
        let answers = try JourneyAnswers("sleep-bilingual.zh-Hans.txt")
        let first = try JourneyHarness.run(
            ["run", "Studies/sleep-bilingual.study", "--output", output, "--lang", "zh-Hans"],
            input: answers.lines(through: "了解更多").map { $0 + "\n" }.joined())
        XCTAssertEqual(first.status, 0, first.transcript)
        let lines = first.stdout.components(separatedBy: "\n")
        let hint = try XCTUnwrap(lines.last { $0.contains("study run ") }, first.stdout)
        let command = String(hint[try XCTUnwrap(hint.range(of: "study run "), hint).lowerBound...])
        let quotedOutput = "'" + output.replacingOccurrences(of: "'", with: "'\\''") + "'"
        XCTAssertTrue(command.hasSuffix(" --output \(quotedOutput) --lang zh-Hans"), command)

        // `study` is the binary under test, as it would be on the participant's PATH.
        let binary = try StudyBinary.url().path
        let again = try JourneyHarness.run(
            ["-c", "study() { \"$0\" \"$@\"; }; " + command, binary], input: "",
            executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(again.status, 0, again.transcript)
        XCTAssertFalse(again.stderr.contains("participant"), again.stderr)
        XCTAssertTrue(again.stdout.contains("知情同意"), "the consent goes on, in Chinese:\n\(again.stdout)")
        XCTAssertFalse(again.stdout.contains("看看我能否参加"), "not the introduction of a new participant")

        let study = URL(fileURLWithPath: output).appendingPathComponent("sleep-alertness")
        let folders = try FileManager.default.contentsOfDirectory(atPath: study.path)
        XCTAssertEqual(folders.count, 1, "one participant, resumed: \(folders)")
        let participant = JourneyParticipant(folder: study.appendingPathComponent(try XCTUnwrap(folders.first)))
        XCTAssertEqual(participant.events("session-started", in: try participant.journal()).count, 2)
    }
}
