import Foundation
import StudyModel
import XCTest

@testable import StudyRunnerTestSupport

/// The profile, run as a participant would in plain mode: PHQ-9 through its survey, then
/// "My profile" from home. Leaving the study keeps or deletes the answers as chosen, says
/// so first, and a later start only says they left; changing a permission and the contact
/// details are journalled and the folder still verifies.
final class ProfileJourneyTests: XCTestCase {
    private var harness: JourneyHarness!

    /// PHQ-9's answers through the survey and its end screen: the next line is typed at home.
    private func throughTheSurvey(_ file: String = "phq9.txt", through last: String = "Somewhat difficult") throws
        -> [String]
    {
        try JourneyAnswers(file).lines(through: last) + [""]
    }

    private func run(_ lines: [String], study: String = "phq9") throws -> StudyRun {
        if harness == nil { harness = try JourneyHarness() }
        return try harness.run(study: study, input: lines.map { $0 + "\n" }.joined())
    }

    private func later(_ participant: JourneyParticipant, study: String = "phq9") throws -> StudyRun {
        try harness.run(study: study, input: "", extra: ["--participant", participant.id])
    }

    func testLeavingAndKeepingTheAnswersSaysSoFirstAndCollectsNothingMore() throws {
        let run = try run(
            try throughTheSurvey() + ["My profile", "Leave the study", "Leave the study and keep my answers", ""])
        JourneyChecks.finishedCleanly(run)
        XCTAssertTrue(run.stdout.contains("If you leave, nothing more will be collected from you"), run.stdout)
        XCTAssertTrue(run.stdout.contains("You choose what happens to the answers you have already given"), run.stdout)
        XCTAssertTrue(run.stdout.contains("You have left the study. Nothing more will be collected"), run.stdout)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let journal = try participant.journal()
        XCTAssertEqual(journal.last?["event"] as? String, "withdrew")
        XCTAssertEqual(journal.last?["answers"] as? String, "kept")
        XCTAssertTrue(participant.exists("tasks/phq9-1.json"), "the answers are kept")

        let again = try later(participant)
        XCTAssertEqual(again.status, 0, again.transcript)
        XCTAssertTrue(again.stdout.contains("Participant \(participant.id) left this study on "), again.transcript)
        XCTAssertTrue(again.stdout.contains("there are no tasks to do"), again.transcript)
        XCTAssertFalse(again.stdout.contains("Mood questionnaire"), "no task is offered")
        XCTAssertEqual(try participant.journal().count, journal.count, "a later start records nothing")
        let verified = try StudyBinary.run(["verify", participant.folder.path])
        XCTAssertEqual(verified.status, 0, verified.transcript)
        XCTAssertTrue(verified.stdout.contains("the participant left the study on "), verified.stdout)
        XCTAssertTrue(verified.stdout.contains("their answers kept"), verified.stdout)
    }

    func testLeavingAndDeletingKeepsOnlyTheRecordOfTheRequest() throws {
        let run = try run(
            try throughTheSurvey() + ["My profile", "Leave the study", "Leave the study and delete my answers", ""])
        JourneyChecks.finishedCleanly(run)
        XCTAssertTrue(run.stdout.contains("your answers have been deleted"), run.stdout)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let left = try FileManager.default.contentsOfDirectory(atPath: participant.folder.path)
        XCTAssertEqual(left.filter { !$0.hasPrefix(".") }, ["outcome.json"])
        let record = try participant.json("outcome.json")
        XCTAssertEqual(record["decision"] as? String, "withdrew-answers-deleted")
        XCTAssertEqual(record["participant"] as? String, participant.id)
        XCTAssertNotNil(record["joinedAt"] as? String)

        let again = try later(participant)
        XCTAssertEqual(again.status, 0, again.transcript)
        XCTAssertTrue(again.stdout.contains("their answers were deleted, as they asked"), again.transcript)
        // The same through "I am already taking part" and the typed id.
        let typed = try harness.run(study: "phq9", input: "I am already taking part\n\(participant.id)\n")
        XCTAssertEqual(typed.status, 0, typed.transcript)
        XCTAssertTrue(typed.stdout.contains("their answers were deleted, as they asked"), typed.transcript)
        XCTAssertFalse(typed.stdout.contains("No participant with the id"), typed.transcript)
        let verified = try StudyBinary.run(["verify", participant.folder.path])
        XCTAssertEqual(verified.status, 0, verified.transcript)
        XCTAssertTrue(verified.stdout.contains("asked for their answers to be deleted"), verified.stdout)
    }

    func testStayingRecordsNothingAndAStudyThatKeepsDataOffersNoDeletion() throws {
        let stayed = try run(
            try throughTheSurvey() + [
                "My profile", "Leave the study", "Stay in the study", "Back to my tasks", "leave",
            ])
        JourneyChecks.finishedCleanly(stayed)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        XCTAssertTrue(participant.events("withdrew", in: try participant.journal()).isEmpty)
        XCTAssertTrue(stayed.stdout.contains("Your answers are saved."), stayed.transcript)
    }

    func testTheSignedConsentAndThePrivacyNoticeCanBeReadAgain() throws {
        let run = try run(
            try throughTheSurvey() + [
                "My profile", "Read my signed consent again", "", "Read the privacy notice", "", "Back to my tasks",
                "leave",
            ])
        JourneyChecks.finishedCleanly(run)
        let lines = JourneyTranscript.lines(run.stdout)
        XCTAssertTrue(lines.contains("Your signed consent"), run.stdout)
        XCTAssertTrue(lines.contains("Consent version: 1.1"), "one fact a line: \(run.stdout)")
        XCTAssertTrue(run.stdout.contains("SHA-256 of the text above this line"), run.stdout)
        XCTAssertTrue(lines.contains("Privacy notice"), run.stdout)
        XCTAssertTrue(run.stdout.contains("never your name"), "the study's privacy-notice text: \(run.stdout)")
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0, "reading changes nothing")
    }

    func testAPermissionChangeIsJournalledAndTheOnboardingRecordFollows() throws {
        let home = try JourneyAnswers("diabetes.txt").lines
        let survey = try XCTUnwrap(home.firstIndex(of: "About you and your diabetes"))
        let typed =
            Array(home[..<survey]) + [
                "My profile", "Change a permission", "Activity (daily step counts)", "Don't allow", "",
                "Back to my profile", "Back to my tasks", "leave",
            ]
        let run = try run(typed, study: "diabetes")
        JourneyChecks.finishedCleanly(run)
        XCTAssertTrue(run.stdout.contains("Saved: Activity (daily step counts) is now not allowed."), run.stdout)
        let participant = try harness.onlyParticipant(of: "living-with-diabetes")
        let decisions = participant.events("permission-decided", in: try participant.journal()).filter {
            $0["permission"] as? String == "activity"
        }
        XCTAssertEqual(decisions.map { $0["granted"] as? Bool }, [true, false], "the onboarding's, then the change")
        let permissions = try participant.json("onboarding.json")["permissions"] as? [String: Bool]
        XCTAssertEqual(permissions?["activity"], false)
        let verified = try StudyBinary.run(["verify", participant.folder.path])
        XCTAssertEqual(verified.status, 0, verified.transcript)
    }

    func testNewContactDetailsAreANewEventAndTheSignedOnesStay() throws {
        let run = try run(
            try throughTheSurvey() + [
                "My profile", "Update my contact details", "not an address", "grace.h@example.org", "",
                "Back to my tasks", "leave",
            ])
        JourneyChecks.finishedCleanly(run)
        XCTAssertTrue(run.stdout.contains("Your new contact details are saved."), run.stdout)
        let participant = try harness.onlyParticipant(of: "phq9-mood-check")
        let journal = try participant.journal()
        // Both are sealed to the study team's key; the example's private key opens them.
        let updates = participant.events("contact-updated", in: journal)
        XCTAssertEqual(updates.count, 1)
        let update = try IdentityRecord.read(
            participant.opened(try XCTUnwrap(updates.first?["identity"] as? String), study: "phq9"))
        XCTAssertEqual(update.source, .contactUpdate)
        XCTAssertEqual(update.fields["email"], "grace.h@example.org")
        XCTAssertEqual(try participant.signedIdentity(study: "phq9", in: journal).fields["email"], "grace@example.org")
        let signed = participant.events("signed", in: journal).first?["signature"] as? [String: Any]
        XCTAssertEqual(signed?["consentVersion"] as? String, "1.1", "the consent version signed is recorded")
        XCTAssertTrue(run.stdout.contains("Consent signed: version 1.1, on "), run.stdout)
        XCTAssertEqual(try StudyBinary.run(["verify", participant.folder.path]).status, 0)
    }
}
