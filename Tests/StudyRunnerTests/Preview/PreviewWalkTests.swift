import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study preview` without --all-screens: the screens shown one by one, nothing recorded.
final class PreviewWalkTests: XCTestCase {
    /// A survey goes through the runner's own survey flow: a wrong answer is refused and the
    /// question asked again, a right one moves on; the recorder keeps nothing on disk.
    func testASurveyIsWalkedByTheRunnersFlowWithAnswersChecked() throws {
        let loaded = LoadedStudy.phq9
        let task = try XCTUnwrap(loaded.study.tasks.first { $0.id.value == "phq9" })
        let lines: [ScriptedTerminal.Input] = [.line(""), .line(""), .line("9"), .line("1"), .line(nil)]
        let terminal = ScriptedTerminal(lines, isInteractive: false)
        let presenter = Presenter.forParticipant(terminal: terminal, language: "en", colour: false, environment: [:])
        let context = PreviewWalk.context(
            loaded.study, documents: loaded.documents, language: "en", presenter: presenter)
        XCTAssertThrowsError(try PreviewWalk.task(task, context)) { error in
            XCTAssertEqual(error as? TerminalError, .endOfInput)
        }
        let output = terminal.output
        let firstQuestion = "Little interest or pleasure in doing things"
        XCTAssertEqual(output.components(separatedBy: firstQuestion).count - 1, 2, output)
        XCTAssertTrue(output.contains("Feeling down, depressed, or hopeless"), output)
    }

    /// The onboarding goes through the runner's own flows for an example participant kept in
    /// memory: an age under 18 is decided ineligible and the study's kind ending is shown.
    func testTheOnboardingIsDecidedByTheRunnersFlows() throws {
        let loaded = LoadedStudy.phq9
        let terminal = ScriptedTerminal([.line("1"), .line("15"), .line("")], isInteractive: false)
        let presenter = Presenter.forParticipant(terminal: terminal, language: "en", colour: false, environment: [:])
        let context = PreviewWalk.context(
            loaded.study, documents: loaded.documents, language: "en", presenter: presenter)
        try PreviewWalk.onboarding(context)
        XCTAssertTrue(terminal.output.contains("How old are you?"), terminal.output)
        XCTAssertTrue(terminal.output.contains("This study is only for adults aged 18"), terminal.output)
        XCTAssertTrue(terminal.remainingInput.isEmpty)
    }

    /// Leaving is confirmed as in a run, but in words that claim nothing was saved.
    func testLeavingAPreviewDoesNotSayAnythingWasSaved() throws {
        let loaded = LoadedStudy.phq9
        let terminal = ScriptedTerminal([.line("1"), .line("leave"), .line("1")], isInteractive: false)
        let presenter = Presenter.forParticipant(terminal: terminal, language: "en", colour: false, environment: [:])
        let context = PreviewWalk.context(
            loaded.study, documents: loaded.documents, language: "en", presenter: presenter)
        try PreviewWalk.onboarding(context)
        XCTAssertTrue(terminal.output.contains(UIText.english.previewConfirmLeave), terminal.output)
        XCTAssertFalse(terminal.output.contains(UIText.english.confirmLeave), terminal.output)
        XCTAssertTrue(terminal.remainingInput.isEmpty)
    }

    /// Through the binary in plain mode (answers piped in, from the repository as `study run`
    /// is used): the survey is shown, and `Output/` is exactly as it was: no participant
    /// folder, no journal.
    func testThePreviewOfASurveyWritesNothingToOutput() throws {
        let output = StudyBinary.root.appendingPathComponent("Output").path
        let before = (try? FileManager.default.subpathsOfDirectory(atPath: output)) ?? []
        let run = try JourneyHarness.run(
            ["preview", "Studies/phq9.study", "--task", "phq9", "--plain"],
            input: "\n\n1\n1\n2\n")
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("Little interest or pleasure in doing things"), run.transcript)
        XCTAssertTrue(run.stdout.contains("nothing was recorded"), run.transcript)
        XCTAssertEqual((try? FileManager.default.subpathsOfDirectory(atPath: output)) ?? [], before)
    }

    /// An active task through the binary in plain mode: the task's own flow says it needs
    /// the full screen and offers to skip it (recorded as not done, here in memory only).
    func testThePreviewOfAnActiveTaskWritesNothingToOutput() throws {
        let output = StudyBinary.root.appendingPathComponent("Output").path
        let before = (try? FileManager.default.subpathsOfDirectory(atPath: output)) ?? []
        let run = try JourneyHarness.run(
            ["preview", "Studies/cognition.study", "--task", "reaction", "--plain"],
            input: "1\n")
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("In plain mode it cannot be done."), run.transcript)
        XCTAssertTrue(run.stdout.contains("nothing was recorded"), run.transcript)
        XCTAssertEqual((try? FileManager.default.subpathsOfDirectory(atPath: output)) ?? [], before)
    }

    /// The onboarding through the binary: joined, eligible, into the consent, and still
    /// nothing in `Output/`.
    func testThePreviewOfTheOnboardingWritesNothingToOutput() throws {
        let output = StudyBinary.root.appendingPathComponent("Output").path
        let before = (try? FileManager.default.subpathsOfDirectory(atPath: output)) ?? []
        let run = try JourneyHarness.run(["preview", "Studies/phq9.study", "--plain"], input: "1\n30\n\n\n")
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("You can take part."), run.transcript)
        XCTAssertTrue(run.stdout.contains("Consent, part 1 of"), run.transcript)
        XCTAssertTrue(run.stdout.contains("nothing was recorded"), run.transcript)
        XCTAssertEqual((try? FileManager.default.subpathsOfDirectory(atPath: output)) ?? [], before)
    }
}
