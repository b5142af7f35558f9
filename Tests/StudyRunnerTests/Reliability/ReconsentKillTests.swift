import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// Consenting again is journal-first: a PHQ-9 participant comes back after the consent's
/// version was raised to 2.0, and the run is killed (SIGKILL, at the moment the named
/// journal line is on disk: `STUDY_TEST_STOP_AT`) during the re-consent. Each kill leaves
/// the old state or the new, never half: `study verify` calls a signature whose document
/// is not saved yet an interruption, and the next start finishes exactly what was left.
final class ReconsentKillTests: XCTestCase {
    private let studyID = "phq9-mood-check"
    /// Re-consent in plain mode: what changed, the review, agree, name, signature, email,
    /// the "saved" screen, then leave home.
    private let reconsenting = ["", "", "1", "Sam Carter", "Sam Carter", "sam@example.org", "", "leave"]

    /// A participant who did PHQ-9 under consent 1.1, and the study file with consent 2.0
    /// (with `privacy`, the privacy section's summary reworded too). Both with `identity-key:
    /// none`, so that the signed documents are readable files (the sealed re-consent:
    /// ReconsentJourneyTests.testWithATeamKeyTheNewSignedDocumentIsSealedToo).
    private func participantAndNewVersion(privacy: String? = nil) throws
        -> (JourneyHarness, JourneyParticipant, String)
    {
        let harness = try JourneyHarness()
        let plain = try PlainStudy("phq9")
        let typed = try JourneyAnswers("phq9.txt").lines(through: "Somewhat difficult") + ["", "leave"]
        let joined = try plain.run(input: PlainStudy.input(typed, before: "Mood questionnaire (PHQ-9)"), in: harness)
        XCTAssertEqual(joined.status, 0, joined.transcript)
        let participant = try harness.onlyParticipant(of: studyID)
        let original = try String(contentsOfFile: plain.studyPath, encoding: .utf8)
        var raised = original.replacingOccurrences(
            of: "consent:\n  version: \"1.1\"", with: "consent:\n  version: \"2.0\"")
        XCTAssertNotEqual(raised, original)
        if let privacy {
            let before = raised
            raised = raised.replacingOccurrences(of: "Your answers are stored under a study code", with: privacy)
            XCTAssertNotEqual(raised, before, "the privacy summary is reworded")
        }
        let path = harness.output.url.appendingPathComponent("phq9-v2.study").path
        try raised.write(toFile: path, atomically: true, encoding: .utf8)
        return (harness, participant, path)
    }

    private func run(_ study: String, _ harness: JourneyHarness, _ participant: JourneyParticipant, _ lines: [String])
        throws -> StudyRun
    {
        try JourneyHarness.run(
            ["run", study, "--plain", "--output", harness.outputPath, "--participant", participant.id],
            input: lines.map { $0 + "\n" }.joined())
    }

    private func killed(at point: String, privacy: String? = nil, input: [String]? = nil) throws
        -> (JourneyHarness, JourneyParticipant, String)
    {
        let (harness, participant, study) = try participantAndNewVersion(privacy: privacy)
        var environment = StudyBinary.baseEnvironment
        environment["STUDY_TEST_STOP_AT"] = point
        let process = try WaitingProcess(
            ["run", study, "--plain", "--output", harness.outputPath, "--participant", participant.id],
            environment: environment)
        defer { process.stop() }
        try process.send((input ?? reconsenting).map { $0 + "\n" }.joined())
        try process.waitUntilStopped()
        process.send(signal: SIGKILL)
        XCTAssertEqual(try process.finish(closingInput: false), SIGKILL, "killed by the test")
        return (harness, participant, study)
    }

    private func verify(_ participant: JourneyParticipant) throws -> StudyRun {
        try StudyBinary.run(["verify", participant.folder.path])
    }

    func testKilledOnceTheReconsentIsStartedTheNextStartResumesIt() throws {
        let (harness, participant, study) = try killed(at: "journalled:reconsent-started")
        XCTAssertEqual(try participant.journal().last?["event"] as? String, "reconsent-started")
        XCTAssertEqual(try verify(participant).status, 0, "nothing derived is behind")
        let next = try run(study, harness, participant, reconsenting)
        XCTAssertEqual(next.status, 0, next.transcript)
        XCTAssertTrue(next.stdout.contains("The consent has changed"), "what changed is shown again: \(next.stdout)")
        XCTAssertTrue(participant.exists("consent-v2.0.md"), next.transcript)
        let events = try participant.journal().compactMap { $0["event"] as? String }
        XCTAssertEqual(events.filter { $0 == "reconsent-started" }.count, 1, "the same re-consent goes on")
        XCTAssertEqual(try verify(participant).status, 0)
    }

    /// Killed on "Change 1 of 1" (the reworded privacy section): the next start shows that
    /// section again before the review, instead of going straight to the review.
    func testKilledOnAChangedSectionTheNextStartShowsItAgain() throws {
        let (harness, participant, study) = try killed(
            at: "journalled:consent-section-shown", privacy: "Your answers are kept under a study code",
            input: [""] + reconsenting)
        XCTAssertEqual(try participant.journal().last?["event"] as? String, "consent-section-shown")
        let next = try run(study, harness, participant, reconsenting)
        XCTAssertEqual(next.status, 0, next.transcript)
        XCTAssertFalse(next.stdout.contains("The consent has changed"), "what changed was read: \(next.stdout)")
        let section = try XCTUnwrap(next.stdout.range(of: "Change 1 of 1"), "shown again: \(next.stdout)")
        let review = try XCTUnwrap(next.stdout.range(of: "Review the consent"), next.stdout)
        XCTAssertLessThan(section.lowerBound, review.lowerBound)
        XCTAssertTrue(participant.exists("consent-v2.0.md"), next.transcript)
        XCTAssertEqual(try verify(participant).status, 0)
    }

    func testKilledOnceTheNewSignatureIsJournalledTheNextStartSavesItsDocument() throws {
        let (harness, participant, study) = try killed(at: "journalled:signed")
        XCTAssertEqual(try participant.journal().last?["event"] as? String, "signed")
        XCTAssertFalse(participant.exists("consent-v2.0.md"))
        let found = try verify(participant)
        XCTAssertEqual(found.status, 3, found.transcript)
        XCTAssertTrue(found.stdout.contains("consent-v2.0.md: is not written yet"), found.stdout)

        let next = try run(study, harness, participant, ["", "leave"])
        XCTAssertEqual(next.status, 0, next.transcript)
        XCTAssertFalse(next.stdout.contains("The consent has changed"), "signed already: \(next.stdout)")
        XCTAssertTrue(next.stdout.contains("Your new signed consent is saved"), next.stdout)
        XCTAssertTrue(try participant.text("consent-v2.0.md").contains("Printed name: Sam Carter"))
        XCTAssertEqual(try verify(participant).status, 0)
    }

    func testKilledOnceTheDocumentIsJournalledEverythingIsInPlace() throws {
        let (harness, participant, study) = try killed(at: "journalled:document-saved")
        XCTAssertTrue(participant.exists("consent-v2.0.md"))
        XCTAssertTrue(participant.exists("consent.md"), "the first signed consent stays")
        XCTAssertEqual(try verify(participant).status, 0)
        let next = try run(study, harness, participant, ["leave"])
        XCTAssertEqual(next.status, 0, next.transcript)
        XCTAssertFalse(next.stdout.contains("The consent has changed"), next.stdout)
        XCTAssertTrue(next.stdout.contains("My profile"), "home: \(next.stdout)")
    }

    func testKilledOnceTheNewSignatureIsJournalledVerifyRepairSavesItsDocument() throws {
        let (harness, participant, study) = try killed(at: "journalled:signed")
        defer { withExtendedLifetime(harness) {} } // its folder holds the participant's
        let repaired = try StudyBinary.run(["verify", "--repair", study, participant.folder.path])
        XCTAssertEqual(repaired.status, 0, repaired.transcript)
        XCTAssertTrue(repaired.stdout.contains("consent-v2.0.md"), repaired.stdout)
        XCTAssertTrue(try participant.text("consent-v2.0.md").contains("Printed name: Sam Carter"))
        XCTAssertEqual(try participant.journal().last?["event"] as? String, "document-saved")
        XCTAssertEqual(try verify(participant).status, 0)
    }
}
