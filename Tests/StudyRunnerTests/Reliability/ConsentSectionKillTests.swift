import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// The onboarding consent under a real SIGKILL while the participant reads its last section
/// (the PHQ-9's "Leaving the study", part 7 of 7). Showing a section journals it; leaving
/// the last one journals nothing before the quiz's first answer. So the kill leaves the
/// last section's `consent-section-shown` as the journal's last line, and the next start
/// used to take every section as read and open on the quiz: the participant never finished
/// the section on withdrawal. It now shows that section again, then the quiz.
final class ConsentSectionKillTests: XCTestCase {
    private let studyID = "phq9-mood-check"
    private let lastSection = "Consent, part 7 of 7"
    private let firstQuizQuestion = "Quiz, question 1 of 3"

    /// phq9.txt up to the line before the first quiz answer: the last of them leaves part 7.
    private func linesToTheQuiz() throws -> (reachingTheLastSection: [String], rest: [String]) {
        let answers = try JourneyAnswers("phq9.txt")
        let toQuiz = answers.lines(through: "no").dropLast()
        let rest = Array(answers.lines(through: "Allow").dropFirst(toQuiz.count - 1))
        return (Array(toQuiz.dropLast()), rest)
    }

    /// Runs the PHQ-9 until `marker` is on screen `occurrences` times, then kills it.
    private func killed(
        on marker: String, occurrences: Int = 1, typing lines: [String], in harness: JourneyHarness
    ) throws -> JourneyParticipant {
        let process = try WaitingProcess(["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath])
        defer { process.stop() }
        try process.send(lines.map { $0 + "\n" }.joined())
        try process.waitForOutput(marker, occurrences: occurrences)
        process.send(signal: SIGKILL)
        XCTAssertEqual(try process.finish(closingInput: false), SIGKILL, "killed by the test")
        return try harness.onlyParticipant(of: studyID)
    }

    private func resume(_ participant: JourneyParticipant, _ harness: JourneyHarness, _ lines: [String]) throws
        -> StudyRun
    {
        try harness.run(
            study: "phq9", input: lines.map { $0 + "\n" }.joined(), extra: ["--participant", participant.id])
    }

    func testKilledOnTheLastSectionTheNextStartShowsItAgainBeforeTheQuiz() throws {
        let harness = try JourneyHarness()
        let (reaching, rest) = try linesToTheQuiz()
        let participant = try killed(on: lastSection, typing: reaching, in: harness)
        let journal = try participant.journal()
        XCTAssertEqual(journal.last?["event"] as? String, "consent-section-shown", "what the kill leaves")
        XCTAssertEqual(journal.last?["section"] as? String, "withdrawing")

        let next = try resume(participant, harness, rest + ["leave"])
        XCTAssertEqual(next.status, 0, next.transcript)
        let section = try XCTUnwrap(next.stdout.range(of: lastSection), "shown again:\n\(next.stdout)")
        let quiz = try XCTUnwrap(next.stdout.range(of: firstQuizQuestion), next.stdout)
        XCTAssertLessThan(section.lowerBound, quiz.lowerBound, "the section comes before the quiz")
        XCTAssertFalse(next.stdout.contains("Consent, part 6 of 7"), "only the section being read")

        let events = try participant.journal()
        let shown = participant.events("consent-section-shown", in: events).compactMap { $0["section"] as? String }
        XCTAssertEqual(shown.filter { $0 == "withdrawing" }.count, 1, "shown again, not journalled twice")
        XCTAssertEqual(participant.events("onboarding-completed", in: events).count, 1, next.transcript)
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0)
    }

    /// The other side of the same journal: a kill on the quiz's first question (nothing of
    /// it journalled) resumes on the last section too, which the participant then leaves
    /// for the quiz. Reading a section twice is the price of never skipping one.
    func testKilledOnTheFirstQuizQuestionTheNextStartShowsTheLastSectionThenTheQuiz() throws {
        let harness = try JourneyHarness()
        let (reaching, rest) = try linesToTheQuiz()
        let participant = try killed(on: firstQuizQuestion, typing: reaching + [rest[0]], in: harness)
        XCTAssertEqual(try participant.journal().last?["event"] as? String, "consent-section-shown")

        let next = try resume(participant, harness, rest + ["leave"])
        XCTAssertEqual(next.status, 0, next.transcript)
        XCTAssertEqual(JourneyTranscript.count(of: lastSection, in: next.stdout), 1, next.stdout)
        let section = try XCTUnwrap(next.stdout.range(of: lastSection))
        let quiz = try XCTUnwrap(next.stdout.range(of: firstQuizQuestion), next.stdout)
        XCTAssertLessThan(section.lowerBound, quiz.lowerBound)
        XCTAssertEqual(participant.events("onboarding-completed", in: try participant.journal()).count, 1)
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0)
    }
}
