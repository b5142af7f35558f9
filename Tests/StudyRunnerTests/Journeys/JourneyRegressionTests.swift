import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Problems the journeys found, each test saying what a participant should see; all are
/// fixed and stay as regression tests.
final class JourneyRegressionTests: XCTestCase {
    private func lines(_ answers: [String]) -> String { answers.map { $0 + "\n" }.joined() }

    // MARK: Plain mode: going back

    func testPlainModeKeepsATypedAnswerAfterBack() throws {
        let answers = try JourneyAnswers("sleep-bilingual.en.txt")
        var input = answers.lines(through: "back")
        input.append("") // keep the 2 given before going back
        input += answers.lines.dropFirst(input.count)
        let harness = try JourneyHarness()
        let run = try harness.run(study: "sleep-bilingual", input: lines(input))
        XCTAssertFalse(run.stdout.contains("This question needs an answer."), run.stdout)
        // The prompt after going back offers the earlier answer ("… > [2] ").
        let screen = run.stdout.components(separatedBy: "> back\n").dropFirst().first ?? ""
        let prompt = screen.components(separatedBy: "\n").first { $0.contains(") > ") } ?? ""
        XCTAssertTrue(prompt.contains("2"), "the earlier answer is not offered:\n\(screen)")
        let diary = try harness.onlyParticipant(of: "sleep-alertness").task("sleep_diary-1")
        XCTAssertEqual(diary.object["status"] as? String, "completed")
        XCTAssertEqual(jsonInteger(diary.answer("night_wakings")?["value"]), 2)
    }

    func testPlainModeKeepsAChoiceAfterBack() throws {
        let answers = try JourneyAnswers("phq9.txt")
        // The second "back" (the first is in the consent) returns from item 3 to item 2.
        let back = answers.lines.lastIndex(of: "back")!
        var input = Array(answers.lines[...back])
        input.append("") // keep "Nearly every day" instead of changing it
        input += answers.lines.dropFirst(back + 2)
        let harness = try JourneyHarness()
        let run = try harness.run(study: "phq9", input: lines(input))
        XCTAssertFalse(run.stdout.contains("This question needs an answer."), run.stdout)
        let result = try harness.onlyParticipant(of: "phq9-mood-check").task("phq9-1")
        XCTAssertEqual(result.object["status"] as? String, "completed")
        XCTAssertEqual(result.answer("phq9_2")?["value"] as? String, "3")
    }

    // MARK: Chinese

    func testChineseYesNoLabelsAreAccepted() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(
            study: "sleep-bilingual", input: lines(["看看我能否参加", "34", "否", ""]), extra: ["--lang", "zh-Hans"])
        XCTAssertFalse(run.stdout.contains("Enter yes or no."), run.stdout)
        XCTAssertTrue(run.stdout.contains("你可以参加本研究。"), run.stdout)
        let journal = try harness.onlyParticipant(of: "sleep-alertness").journal()
        XCTAssertEqual(journal.first { $0["event"] as? String == "eligibility-decided" }?["eligible"] as? Bool, true)
    }

    func testChineseHintsAndRulesAreInChinese() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(
            try JourneyAnswers("sleep-bilingual.zh-Hans.txt"), study: "sleep-bilingual", extra: ["--lang", "zh-Hans"])
        for english in [
            "a whole number from", "e.g. 1h 30m", "Enter a duration", "Enter an email address", "Enter yes or no",
        ] {
            XCTAssertFalse(run.stdout.contains(english), "English in the Chinese journey: \(english)")
        }
    }

    func testChinesePunctuationIsNotMixed() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(
            try JourneyAnswers("sleep-bilingual.zh-Hans.txt"), study: "sleep-bilingual", extra: ["--lang", "zh-Hans"])
        let mixed = JourneyTranscript.lines(run.stdout).filter {
            $0.range(of: "\\p{Han}[,:] ", options: .regularExpression) != nil
        }
        XCTAssertEqual(mixed, [], "Chinese followed by ASCII punctuation")
    }

    func testChineseSignedConsentIsInChinese() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(
            try JourneyAnswers("sleep-bilingual.zh-Hans.txt"), study: "sleep-bilingual", extra: ["--lang", "zh-Hans"])
        XCTAssertEqual(run.status, 0, run.transcript)
        let document = try harness.onlyParticipant(of: "sleep-alertness").signedConsent(study: "sleep-bilingual")
        for english in [
            "Answer: Yes", "Answer: No", "Printed name:", "Summary:", ": granted", "Meaning of the signature",
        ] {
            XCTAssertFalse(document.contains(english), "English in the Chinese consent: \(english)")
        }
    }

    // MARK: Screens

    func testRefusedCommandWordsSayWhy() throws {
        let answers = try JourneyAnswers("phq9.txt")
        let input = answers.lines(through: "Mood questionnaire (PHQ-9)") + ["", "", "skip"]
        let harness = try JourneyHarness()
        let run = try harness.run(study: "phq9", input: lines(input))
        XCTAssertTrue(run.stdout.contains("This question cannot be skipped."), run.stdout)
    }

    // MARK: Leaving and coming back

    func testResumingDuringTheConsentShowsTheSectionThatWasOnScreen() throws {
        let harness = try JourneyHarness()
        let first = try harness.run(study: "phq9", input: lines(["Join the study", "30", "", ""]))
        XCTAssertTrue(first.stdout.contains("Consent, part 1 of 7"), first.stdout)
        let id = try XCTUnwrap(JourneyTranscript.participantID(in: first.stdout))
        let again = try harness.run(study: "phq9", input: "", extra: ["--participant", id])
        let firstSection = again.stdout.components(separatedBy: "\n").first { $0.hasPrefix("Consent, part") }
        XCTAssertEqual(firstSection, "Consent, part 1 of 7", again.stdout)
    }

    func testFarewellSaysHowToComeBack() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9")
        let id = try XCTUnwrap(JourneyTranscript.participantID(in: run.stdout))
        let last = JourneyTranscript.lines(run.stdout).last { !$0.isEmpty } ?? ""
        XCTAssertTrue(last.contains(id), "the farewell '\(last)' does not give the id \(id)")
    }

    func testFarewellAtTheEndOfInputStartsOnItsOwnLine() throws {
        let harness = try JourneyHarness()
        let run = try harness.run(study: "phq9", input: lines(["Join the study", "30"]))
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("\nYour answers are saved."), run.stdout)
    }

    func testALanguageTheStudyDoesNotHaveShowsTheRunUsage() throws {
        let run = try JourneyHarness.run(["run", "Studies/phq9.study", "--plain", "--lang", "fr"], input: "")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("the study is not available in 'fr'. Choose one of: en."), run.stderr)
        XCTAssertFalse(run.stderr.contains("Usage: study <subcommand>"), run.stderr)
        XCTAssertTrue(run.stderr.contains("study run"), run.stderr)
    }

    func testAnUnknownParticipantIDLeavesNothingBehind() throws {
        let harness = try JourneyHarness()
        let typo = try harness.run(study: "phq9", input: "", extra: ["--participant", "ABCD-EFGH"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(harness.participants(of: "phq9-mood-check"), [], "a folder was made for an unknown id")
        let again = try harness.run(
            study: "phq9", input: lines(["I am already taking part", "ABCD-EFGH", "back", "Leave"]))
        XCTAssertEqual(again.status, 0, again.transcript)
        XCTAssertTrue(
            again.stdout.contains("No participant with the id ABCD-EFGH was found in this study."), again.transcript)
    }
}
