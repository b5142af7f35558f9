import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// `study verify` and the documents of re-consents: a saved one is checked like
/// `consent.md`, one being saved when the program stopped is an interruption, and a
/// `consent-v….md` the journal never saved is not the program's.
final class ReconsentVerificationTests: XCTestCase {
    private func fixture() throws -> (state: ParticipantState, document: String, journal: JournalBuilder) {
        let study = try XCTUnwrap(ParticipantFixtures.study(StudyTemplate().text).study)
        let text = ConsentText(consent: study.consent, language: "en", documents: [:])
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "P-1", language: "en"))
        journal.add(.signed(.init(fullName: "Ada", signature: "Ada", email: nil, phone: nil, consentVersion: "0.9")))
        journal.add(.onboardingCompleted)
        journal.add(.reconsentStarted(version: "1.0"))
        journal.add(.consentDecided(agreed: true))
        journal.add(
            .signed(.init(fullName: "Ada King", signature: "Ada King", email: nil, phone: nil, consentVersion: "1.0")))
        let state = journal.state
        let document = SignedConsentDocument.render(
            study: study, state: state, round: try XCTUnwrap(state.openRound), text: text)
        return (state, document, journal)
    }

    func testASavedDocumentThatMatchesHasNoProblems() throws {
        var (_, document, journal) = try fixture()
        journal.add(.documentSaved(file: "consent-v1.0.md", sha256: SignedConsentDocument.sha256(document)))
        let problems = ParticipantVerification.reconsentProblems(
            files: ["consent-v1.0.md": Data(document.utf8)], state: journal.state)
        XCTAssertEqual(problems, [])
    }

    func testAnEditedOrMissingDocumentIsReported() throws {
        var (_, document, journal) = try fixture()
        journal.add(.documentSaved(file: "consent-v1.0.md", sha256: SignedConsentDocument.sha256(document)))
        let edited = document.replacingOccurrences(of: "Ada King", with: "Bob King")
        let problems = ParticipantVerification.reconsentProblems(
            files: ["consent-v1.0.md": Data(edited.utf8)], state: journal.state)
        XCTAssertEqual(problems.map(\.kind), [.edited])
        XCTAssertTrue(problems[0].message.contains("does not match its SHA-256"), problems[0].message)
        let missing = ParticipantVerification.reconsentProblems(files: [:], state: journal.state)
        XCTAssertEqual(
            missing.map(\.description), ["consent-v1.0.md: is missing, though the journal holds its SHA-256 (line 7)"])
    }

    func testADocumentNotYetJournalledIsAnInterruption() throws {
        let (state, document, _) = try fixture()
        let written = ParticipantVerification.reconsentProblems(
            files: ["consent-v1.0.md": Data(document.utf8)], state: state)
        XCTAssertEqual(written.map(\.kind), [.interrupted])
        XCTAssertTrue(written[0].message.contains("before the journal recorded its SHA-256"), written[0].message)
        let notWritten = ParticipantVerification.reconsentProblems(files: [:], state: state)
        XCTAssertEqual(notWritten.map(\.kind), [.interrupted])
        XCTAssertTrue(notWritten[0].message.contains("is not written yet"), notWritten[0].message)
    }

    func testADocumentTheJournalNeverSavedIsNotTheProgramsOwn() throws {
        var (_, document, journal) = try fixture()
        journal.add(.documentSaved(file: "consent-v1.0.md", sha256: SignedConsentDocument.sha256(document)))
        let problems = ParticipantVerification.reconsentProblems(
            files: ["consent-v1.0.md": Data(document.utf8), "consent-v9.md": Data("x".utf8)], state: journal.state)
        XCTAssertEqual(
            problems.map(\.description),
            ["consent-v9.md: is not in the journal: no re-consent of it was signed and saved"])
    }
}
