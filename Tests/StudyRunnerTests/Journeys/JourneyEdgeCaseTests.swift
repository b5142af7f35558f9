import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// The journeys that do not go straight through: not eligible, not agreeing, leaving in
/// the middle and coming back, two windows at once, a bad participant id, Ctrl-C.
final class JourneyEdgeCaseTests: XCTestCase {
    /// PHQ-9 up to the agreement: join, age, "you can take part", the participant id, seven
    /// consent sections, the quiz (three right answers and their verdicts), the result, the review.
    private let phq9Onboarding = [
        "Join the study", "30", "", "", "", "", "", "", "", "", "",
        "no", "", "no", "", "2", "", "", "",
    ]

    func testIneligibleJourneyEndsKindlyAndNeverShowsTheConsent() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(study: "phq9", input: "Join the study\n16\n\n")
        JourneyChecks.finishedCleanly(run)
        XCTAssertTrue(
            run.stdout.contains("Thank you for your interest. This study is only for adults aged 18 or"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Childline is"), "the ineligible screen says where to find help")
        for consent in ["Consent, part", "About this study", "Do you agree", "Quiz,", "Signature"] {
            XCTAssertFalse(run.stdout.contains(consent), "an ineligible person saw '\(consent)'")
        }
        XCTAssertFalse(run.stdout.contains("Your answers are saved"), "there is nothing to come back to")
        XCTAssertFalse(run.stdout.contains("Your participant id"), "someone who cannot take part needs no id")

        // Only the outcome is kept: not the age they typed, nothing else (docs/results.md).
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let names = try FileManager.default.contentsOfDirectory(atPath: participant.folder.path).filter {
            $0 != ".lock"
        }.sorted()
        XCTAssertEqual(names, ["outcome.json"], "only the outcome is kept; found \(names)")
        let outcome = try participant.json("outcome.json")
        XCTAssertEqual(outcome["decision"] as? String, "ineligible")
        XCTAssertEqual(outcome["participant"] as? String, participant.id)
        XCTAssertEqual(outcome["consentVersion"] as? String, "1.1")
        XCTAssertNotNil(JourneyDates.parse(outcome["decidedAt"]))
        XCTAssertEqual(
            Set(outcome.keys), ["study", "consentVersion", "participant", "decision", "decidedAt"],
            "nothing they typed is kept")
        JourneyChecks.privateModes(under: harness.outputPath)
    }

    func testNotAgreeingRecordsOnlyTheRefusal() throws {
        let harness = try JourneyHarness()
        let answers = phq9Onboarding + ["I do not agree", ""]
        let run = try harness.run(study: "phq9", input: answers.map { $0 + "\n" }.joined())
        JourneyChecks.finishedCleanly(run)
        XCTAssertTrue(run.stdout.contains("Only your decision not to take part has been recorded."), run.stdout)
        XCTAssertFalse(run.stdout.contains("Signature"), "no signature after not agreeing")
        XCTAssertFalse(run.stdout.contains("Your tasks"))

        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let names = try FileManager.default.contentsOfDirectory(atPath: participant.folder.path).filter {
            $0 != ".lock"
        }.sorted()
        XCTAssertEqual(names, ["outcome.json"], "only the refusal is kept; found \(names)")
        let outcome = try participant.json("outcome.json")
        XCTAssertEqual(outcome["decision"] as? String, "declined")
        XCTAssertEqual(outcome["participant"] as? String, participant.id)
        XCTAssertNotNil(JourneyDates.parse(outcome["decidedAt"]))
        XCTAssertEqual(Set(outcome.keys), ["study", "consentVersion", "participant", "decision", "decidedAt"])
        // Nothing of what they answered before deciding is kept.
        let text = try participant.text("outcome.json")
        for answer in ["quiz", "eligib", "answer", "Grace"] {
            XCTAssertFalse(text.contains(answer), "the refusal keeps '\(answer)': \(text)")
        }
        JourneyChecks.privateModes(under: harness.outputPath)
    }

    func testLeavingMidSurveyThenResumingContinuesAtTheSameQuestion() throws {
        let harness = try JourneyHarness()
        let answers = try JourneyAnswers("phq9.txt")
        // Onboarding and the first two items, then leave (confirmed) on item 3.
        let first =
            answers.lines(through: "Mood questionnaire (PHQ-9)") + [
                "", "", "3", "Nearly every day", "leave", "Yes, save and leave",
            ]
        let leaving = try harness.run(study: "phq9", input: first.map { $0 + "\n" }.joined())
        JourneyChecks.finishedCleanly(leaving)
        XCTAssertTrue(leaving.stdout.contains("Leave now? Your answers so far are saved."))
        XCTAssertTrue(
            leaving.stdout.contains(
                "Your answers are saved. Run the same command to continue.\nTo continue later, run: study run "),
            leaving.stdout)
        let id = try XCTUnwrap(JourneyTranscript.participantID(in: leaving.stdout))
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        XCTAssertEqual(participant.id, id)
        let journal = try participant.journal()
        XCTAssertEqual(participant.events("session-ended", in: journal).last?["reason"] as? String, "left")
        let saved = try participant.task("phq9-1")
        XCTAssertEqual(saved.object["status"] as? String, "in-progress")
        XCTAssertEqual(saved.answer("phq9_2")?["value"] as? String, "3")

        // Back with the id: straight to item 3, no introduction, no onboarding again.
        // Items 3 to 9 by number (1 is "Not at all", 2 "Several days"), the difficulty, the end.
        let rest = ["1", "2", "1", "1", "1", "1", "1", "Somewhat difficult", "", "leave"]
        let resumed = try harness.run(
            study: "phq9", input: rest.map { $0 + "\n" }.joined(), extra: ["--participant", id.lowercased()])
        JourneyChecks.finishedCleanly(resumed)
        let firstTitle = resumed.stdout.components(separatedBy: "\n").first { $0.hasPrefix("Question ") }
        XCTAssertEqual(firstTitle?.hasPrefix("Question 3 of 9"), true, resumed.stdout)
        let question = resumed.stdout.range(of: "Trouble falling or staying asleep")
        let anyOther = [
            "Little interest or pleasure", "Feeling down, depressed", "Mood check\n\nA short questionnaire",
            "Your participant id", "Consent, part",
        ].compactMap { resumed.stdout.range(of: $0) }
        XCTAssertNotNil(question, resumed.stdout)
        XCTAssertTrue(anyOther.isEmpty, "the resumed run showed earlier screens again:\n\(resumed.stdout)")

        let result = try participant.task("phq9-1")
        JourneyChecks.completedSurvey(result)
        XCTAssertEqual(result.answer("phq9_1")?["value"] as? String, "2", "the answer given before leaving is kept")
        XCTAssertEqual(result.answer("phq9_2")?["value"] as? String, "3", "the answer given before leaving is kept")
        XCTAssertEqual(result.answer("phq9_3")?["value"] as? String, "0")
        XCTAssertEqual(participant.taskRuns, ["phq9-1"], "the same run continues")
        // 2 + 3 + 0 + 1 + 0 + 0 + 0 + 0 + 0 = 6
        XCTAssertEqual(jsonNumber(result.score("phq9_total")?["value"]), 6)
        XCTAssertEqual(result.score("phq9_severity")?["band"] as? String, "Mild symptoms")
        let all = try participant.journal()
        JourneyChecks.journal(all)
        XCTAssertEqual(participant.events("session-started", in: all).count, 2)
        XCTAssertEqual(participant.events("joined", in: all).count, 1)
    }

    func testResumingFromTheIntroductionWithTheParticipantID() throws {
        let harness = try JourneyHarness()
        let first = try harness.run(study: "phq9", input: "Join the study\n30\n\n")
        XCTAssertEqual(first.status, 0, first.transcript)
        let id = try XCTUnwrap(JourneyTranscript.participantID(in: first.stdout))
        // "I am already taking part", a wrong id (asked again), then the right one typed loosely.
        let input = ["I am already taking part", "ZZZZ-ZZZZ", " " + id.lowercased() + " ", "", "leave", "1"]
        let again = try harness.run(study: "phq9", input: input.map { $0 + "\n" }.joined())
        JourneyChecks.finishedCleanly(again)
        XCTAssertTrue(
            again.stdout.contains("No participant with the id ZZZZ-ZZZZ was found in this study."), again.stdout)
        XCTAssertTrue(
            again.stdout.contains("Consent, part 1 of 7"), "back where they were: the consent\n\(again.stdout)")
        XCTAssertEqual(
            harness.participants(of: "phq9-mood-check"), [id], "no folder for the wrong id, no second participant")
    }

    func testASecondWindowForTheSameParticipantIsRefused() throws {
        let harness = try JourneyHarness()
        let joined = try harness.run(study: "phq9", input: "Join the study\n30\n\n\n")
        let id = try XCTUnwrap(JourneyTranscript.participantID(in: joined.stdout), joined.transcript)

        let first = try WaitingProcess([
            "run", "Studies/phq9.study", "--plain", "--output", harness.outputPath, "--participant", id,
        ])
        defer { first.stop() }
        try first.waitForOutput("Consent, part")

        let second = try JourneyHarness.run(
            ["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath, "--participant", id],
            input: "\n", timeout: 20)
        XCTAssertEqual(second.status, 4, second.transcript)
        XCTAssertTrue(
            second.stderr.contains("participant \(id) is already taking part in another window"), second.stderr)
        XCTAssertFalse(second.stdout.contains("Consent, part"), "the second window must not show the study")

        // The first window is untouched: it still goes on and leaves cleanly.
        try first.send("\n")
        try first.waitForOutput("Consent, part", occurrences: 2)
        let status = try first.finish()
        XCTAssertEqual(status, 0, first.output)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let journal = try participant.journal()
        JourneyChecks.journal(journal)
        let sections = participant.events("consent-section-shown", in: journal).map { $0["section"] as? String ?? "" }
        XCTAssertEqual(Array(sections.prefix(2)), ["overview", "data_gathering"])
    }

    func testAParticipantIDThatIsAPathIsRefused() throws {
        let harness = try JourneyHarness()
        for id in ["../x", "..", "a/b", "x\\y"] {
            let run = try harness.run(study: "phq9", input: "1\n", extra: ["--participant", id])
            XCTAssertEqual(run.status, 2, "\(id): \(run.transcript)")
            XCTAssertTrue(run.stderr.contains("The participant id '\(id)'"), run.stderr)
            XCTAssertEqual(run.stdout, "", "\(id): nothing is shown to the participant")
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: harness.outputPath), "nothing may be written for a refused id")
        XCTAssertFalse(FileManager.default.fileExists(atPath: harness.output.url.appendingPathComponent("x").path))
    }

    func testAnUnknownParticipantIDIsAUsageError() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(study: "phq9", input: "", extra: ["--participant", "ABCD-EFGH"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("No participant with the id ABCD-EFGH was found in this study."), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    func testCtrlCAsksBeforeLeavingAndExits130() throws {
        let harness = try JourneyHarness()
        let process = try WaitingProcess(["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath])
        defer { process.stop() }
        try process.send("Join the study\n")
        try process.waitForOutput("How old are you?")
        process.interrupt()
        try process.waitForOutput("Leave now? Your answers so far are saved.")
        try process.send("No, stay\n")
        try process.waitForOutput("How old are you?", occurrences: 2)
        process.interrupt()
        try process.waitForOutput("Leave now? Your answers so far are saved.", occurrences: 2)
        try process.send("Yes, save and leave\n")
        let status = try process.finish()
        XCTAssertEqual(status, 130, process.output)
        XCTAssertTrue(
            process.output.contains(
                "Your answers are saved. Run the same command to continue.\nTo continue later, run: study run "),
            process.output)
        XCTAssertFalse(process.output.contains("\u{1B}"))
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let journal = try participant.journal()
        JourneyChecks.journal(journal)
        XCTAssertEqual(participant.events("session-ended", in: journal).last?["reason"] as? String, "interrupted")
    }

    func testStoppedBySIGTERMTheAnswersAreSavedAndTheStatusSaysSo() throws {
        let harness = try JourneyHarness()
        let process = try WaitingProcess(["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath])
        defer { process.stop() }
        try process.send("Join the study\n30\n")
        try process.waitForOutput("You can take part.")
        process.send(signal: SIGTERM)
        let status = try process.finish(closingInput: false)
        XCTAssertEqual(status, 143, process.output)
        XCTAssertTrue(
            process.output.contains(
                "Your answers are saved. Run the same command to continue.\nTo continue later, run: study run "),
            process.output)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let journal = try participant.journal()
        JourneyChecks.journal(journal)
        XCTAssertEqual(participant.events("eligibility-decided", in: journal).first?["eligible"] as? Bool, true)
        XCTAssertEqual(participant.events("session-ended", in: journal).last?["reason"] as? String, "signal terminate")
    }

    func testAnOutputFolderThatCannotBeWrittenIsExplained() throws {
        let harness = try JourneyHarness()
        // A file where a folder should be: no one, not even root, can make a folder in it.
        let file = try harness.output.write("not-a-folder", "")
        let output = file.appendingPathComponent("results").path
        let run = try JourneyHarness.run(
            ["run", "Studies/phq9.study", "--plain", "--output", output], input: "Join the study\n30\n")
        XCTAssertEqual(run.status, 3, run.transcript)
        XCTAssertTrue(run.stderr.contains("could not create the folder \(file.path)"), run.stderr)
        XCTAssertTrue(
            run.stderr.contains("try again") || run.stderr.contains("--output"),
            "the message says what to do: \(run.stderr)")
        JourneyChecks.plainText(run)
    }

    func testFilesArePrivateWhateverTheUmask() throws {
        let harness = try JourneyHarness()
        let answers = try JourneyAnswers("phq9.txt")
        let inputFolder = try TemporaryFolder()
        let input = try inputFolder.write("answers", answers.text)
        // A permissive umask must not make any result readable by others.
        let binary = try StudyBinary.url().path
        let script = "umask 000; exec \"$0\" run Studies/phq9.study --plain --output \"$1\" < \"$2\""
        let run = try JourneyHarness.run(
            ["-c", script, binary, harness.outputPath, input.path], input: "",
            executable: URL(fileURLWithPath: "/bin/sh"))
        JourneyChecks.finishedCleanly(run)
        JourneyChecks.privateModes(under: harness.outputPath)
    }
}

/// A `study` process that waits for input, for tests that act while it runs.
final class WaitingProcess {
    private let running: TestProcess

    /// `launcher` runs the binary through another program (e.g. `setpriv` to run it as an
    /// ordinary user, for permission tests when the tests run as root).
    init(
        _ arguments: [String], launcher: [String] = [], environment: [String: String] = StudyBinary.baseEnvironment
    ) throws {
        running = try TestProcess(study: arguments, launcher: launcher, input: .pipe, environment: environment)
    }

    var output: String { running.output }
    var errors: String { running.errors }
    private var process: Process { running.process }

    func send(_ text: String) throws {
        try running.send(text)
    }

    func interrupt() {
        process.interrupt()
    }

    func send(signal: Int32) {
        running.send(signal: signal)
    }

    /// Waits until the process has stopped itself at a test stop point (`STUDY_TEST_STOP_AT`):
    /// its state in /proc is then "T", and the test can kill it at exactly that moment.
    func waitUntilStopped(timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline && process.isRunning {
            let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
            if let close = stat.range(of: ") ", options: .backwards), stat[close.upperBound...].hasPrefix("T") {
                return
            }
            usleep(5_000)
        }
        throw JourneyFailure("the run never reached its stop point; output:\n\(output)\nerrors:\n\(errors)")
    }

    /// Waits until `text` has been printed `occurrences` times.
    func waitForOutput(_ text: String, occurrences: Int = 1, timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if JourneyTranscript.count(of: text, in: output) >= occurrences { return }
            if !process.isRunning { break }
            usleep(20_000)
        }
        if JourneyTranscript.count(of: text, in: output) >= occurrences { return }
        throw JourneyFailure("'\(text)' did not appear \(occurrences) time(s); output:\n\(output)\nerrors:\n\(errors)")
    }

    /// Ends the input (unless told not to) and waits for the exit status.
    func finish(closingInput: Bool = true, timeout: TimeInterval = 20) throws -> Int32 {
        if closingInput { running.closeInput() }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            throw JourneyFailure("the process did not end; output:\n\(output)")
        }
        return process.terminationStatus
    }

    func stop() {
        if process.isRunning {
            running.closeInput()
            running.waitForExit(until: Date())
        }
    }
}
