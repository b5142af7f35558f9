import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Leaving the study as values: the journal's `withdrew` folds into the state, an
/// `outcome.json` is all that says so after a deletion, verification tells a finished
/// deletion from one cut short, and the profile's contact details keep the signed ones
/// until they are updated.
final class WithdrawalTests: XCTestCase {
    private func joinedAndSigned() -> JournalBuilder {
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "P-1", language: "en"))
        journal.add(.signed(.init(fullName: "Ada Lovelace", signature: "Ada Lovelace", email: "ada@a.org", phone: nil)))
        journal.add(.onboardingCompleted)
        return journal
    }

    func testAWithdrawalIsFoldedWithItsTimeAndChoiceAndTheFirstOneCounts() {
        var journal = joinedAndSigned()
        XCTAssertNil(journal.state.withdrawal)
        let time = ParticipantFixtures.time(10, 30)
        journal.add(.withdrew(answers: .kept), at: time)
        journal.add(.withdrew(answers: .deleted))
        XCTAssertEqual(journal.state.withdrawal, Withdrawal(time: time, answers: .kept))
    }

    func testAnUnknownChoiceIsRefusedNamingTheKnownOnes() {
        let line = #"{"answers":"shredded","event":"withdrew","seq":1,"time":"2026-11-21T09:30:12.345+01:00"}"#
        XCTAssertThrowsError(try ParticipantFixtures.decodeLine(line)) { error in
            XCTAssertEqual(
                JournalEvent.readingProblem(error),
                "unknown answers 'shredded' in 'withdrew' (known: 'kept', 'deleted')")
        }
    }

    func testContactDetailsAreTheSignedOnesUntilUpdatedAndTheSignatureKeepsThem() {
        var journal = joinedAndSigned()
        XCTAssertEqual(journal.state.contactDetails, ContactDetails(email: "ada@a.org", phone: nil))
        journal.add(.contactUpdated(email: "ada@b.org", phone: "+44 20 7946 0000"))
        XCTAssertEqual(journal.state.contactDetails, ContactDetails(email: "ada@b.org", phone: "+44 20 7946 0000"))
        XCTAssertEqual(journal.state.signature?.email, "ada@a.org", "what was signed stays as signed")
    }

    /// With a study team key the journal holds only the sealed record's name: the details
    /// are not known at a later start, and saying "none given" would be untrue.
    func testSealedContactDetailsAreKnownToBeSealedNotAbsent() {
        var journal = joinedAndSigned()
        XCTAssertFalse(journal.state.contactDetails.isSealedAway, "signed in plain text")
        journal.add(.contactUpdated(email: nil, phone: nil, identity: "identity-9.sealed"))
        XCTAssertEqual(journal.state.contactDetails.sealedIn, "identity-9.sealed")
        XCTAssertTrue(journal.state.contactDetails.isSealedAway)
        // The sitting that recorded them knows them: shown, not called sealed.
        journal.add(.contactUpdated(email: "ada@c.org", phone: nil, identity: "identity-10.sealed"))
        XCTAssertFalse(journal.state.contactDetails.isSealedAway)
        journal.add(.contactUpdated(email: nil, phone: nil))
        XCTAssertFalse(journal.state.contactDetails.isSealedAway, "removed in plain text: none given")
    }

    func testTheSignatureRecordsTheConsentVersionSignedAndOlderLinesHaveNone() throws {
        let signed = JournalEvent.Signed(
            fullName: "Ada", signature: "Ada", email: nil, phone: nil, consentVersion: "1.1")
        let event = JournalEvent(sequence: 1, time: ParticipantFixtures.time(9, 0), kind: .signed(signed))
        let line = try ParticipantFixtures.journalLine(event)
        XCTAssertTrue(line.contains(#""consentVersion":"1.1""#), line)
        XCTAssertEqual(try ParticipantFixtures.decodeLine(line), event)
        let older =
            #"{"event":"signed","seq":1,"signature":{"fullName":"Ada","signature":"Ada"},"time":"2026-11-21T09:00:00.000+01:00"}"#
        XCTAssertNil(ParticipantState.folding([try ParticipantFixtures.decodeLine(older)]).signature?.consentVersion)
    }

    private func files(_ journal: JournalBuilder) throws -> [String: Data] {
        let lines = try journal.events.map { try ParticipantFixtures.journalLine($0) + "\n" }.joined()
        return ["journal.jsonl": Data(lines.utf8)]
    }

    private func deletionRecord(at time: Timestamp) throws -> Data {
        let study = try XCTUnwrap(ParticipantFixtures.study(StudyTemplate().text).study)
        return try OutcomeRecord(
            study: study, participant: "P-1", decision: .withdrewAnswersDeleted, time: time,
            joinedAt: ParticipantFixtures.time(9, 0)
        ).json()
    }

    func testVerificationReadsTheWithdrawalFromTheJournalOrTheDeletionRecord() throws {
        var journal = joinedAndSigned()
        journal.add(.withdrew(answers: .kept), at: ParticipantFixtures.time(11, 0))
        XCTAssertEqual(
            ParticipantVerification.withdrawal(files: try files(journal)),
            Withdrawal(time: ParticipantFixtures.time(11, 0), answers: .kept))
        let record = try deletionRecord(at: ParticipantFixtures.time(12, 0))
        XCTAssertEqual(
            ParticipantVerification.withdrawal(files: ["outcome.json": record]),
            Withdrawal(time: ParticipantFixtures.time(12, 0), answers: .deleted))
        XCTAssertTrue(ParticipantVerification.verify(files: ["outcome.json": record]).isEmpty, "a finished deletion")
    }

    func testADeletionCutShortIsAnInterruptionNamingWhatIsLeft() throws {
        var journal = joinedAndSigned()
        journal.add(.withdrew(answers: .deleted), at: ParticipantFixtures.time(12, 0))
        var folder = try files(journal)
        folder["outcome.json"] = try deletionRecord(at: ParticipantFixtures.time(12, 0))
        let problems = ParticipantVerification.verify(files: folder)
        XCTAssertEqual(problems.first?.file, "journal.jsonl")
        XCTAssertEqual(problems.first?.kind, .interrupted)
        XCTAssertTrue(
            problems.first?.message.contains("left the study on 2026-11-21 and asked for their answers to be deleted")
                == true, "\(problems)")
        // The journal gone, a results file left behind.
        let leftOver = ["outcome.json": folder["outcome.json"]!, "tasks/mood-1.json": Data("{}".utf8)]
        let later = ParticipantVerification.verify(files: leftOver)
        XCTAssertEqual(later.map(\.file), ["tasks/mood-1.json"])
        XCTAssertEqual(later.first?.kind, .interrupted)
    }

    func testAnOutcomeOfSomeoneWhoDidNotJoinIsNoWithdrawal() throws {
        let study = try XCTUnwrap(ParticipantFixtures.study(StudyTemplate().text).study)
        let declined = try OutcomeRecord(
            study: study, participant: "P-1", decision: .declined, time: ParticipantFixtures.time(9, 0)
        ).json()
        XCTAssertNil(OutcomeRecord.deletedWithdrawal(in: declined))
    }
}
