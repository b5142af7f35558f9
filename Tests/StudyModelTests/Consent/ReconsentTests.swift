import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// The re-consent decision as values: who must consent again after a version bump, which
/// sections changed since they signed (from the texts' hashes journalled with the
/// signature), where a re-consent stands after each journal line, and the document it saves.
final class ReconsentTests: XCTestCase {
    private func study(version: String, privacy: String = "We keep your answers under a code.", extra: String = "")
        throws -> (Study, ConsentText)
    {
        let consent = """
            consent:
              version: "\(version)"
              sections:
                - id: overview
                  kind: overview
                  title: About the study
                  summary: What the study is about.
                  learn-more: The full text about the study.
                - id: privacy
                  kind: privacy
                  title: Your privacy
                  summary: \(privacy)
                  learn-more: Only the study team sees the answers.
            \(extra)
              signature:
                meaning: I agree to take part in this study.
            """
        let study = try XCTUnwrap(ParticipantFixtures.study(StudyTemplate(consent: consent).text).study)
        return (study, ConsentText(consent: study.consent, language: "en", documents: [:]))
    }

    /// Joined, signed `signedVersion` with the texts of `signedText`, onboarding completed.
    private func signedJournal(_ signedVersion: String?, hashes: [String: String]?) -> JournalBuilder {
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "P-1", language: "en"))
        journal.add(
            .signed(
                .init(
                    fullName: "Ada Lovelace", signature: "Ada Lovelace", email: nil, phone: nil,
                    consentVersion: signedVersion, sectionHashes: hashes)))
        journal.add(.documentSaved(file: "consent.md", sha256: "abc"))
        journal.add(.onboardingCompleted)
        return journal
    }

    func testTheSameVersionNeedsNothing() throws {
        let (study, text) = try study(version: "1.0")
        let journal = signedJournal("1.0", hashes: Reconsent.sectionHashes(text))
        XCTAssertEqual(
            Reconsent.stage(study: study, state: journal.state, currentHashes: Reconsent.sectionHashes(text)),
            .notNeeded)
    }

    func testAHigherVersionMarksTheChangedSectionsAndSkipsTheUnchanged() throws {
        let (_, before) = try study(version: "1.0")
        let (study, after) = try study(version: "2.0", privacy: "We now also share a summary with the registry.")
        let journal = signedJournal("1.0", hashes: Reconsent.sectionHashes(before))
        let need = try XCTUnwrap(
            Reconsent.need(study: study, state: journal.state, currentHashes: Reconsent.sectionHashes(after)))
        XCTAssertEqual(need.signedVersion, "1.0")
        XCTAssertEqual(need.currentVersion, "2.0")
        XCTAssertEqual(need.sections, [.unchanged, .changed])
        XCTAssertEqual(need.changedIndices, [1])
    }

    func testASectionTheSignerNeverSawIsAdded() throws {
        let (_, before) = try study(version: "1.0")
        var hashes = Reconsent.sectionHashes(before)
        hashes["privacy"] = nil
        let (study, after) = try study(version: "2.0")
        let need = try XCTUnwrap(
            Reconsent.need(
                study: study, state: signedJournal("1.0", hashes: hashes).state,
                currentHashes: Reconsent.sectionHashes(after)))
        XCTAssertEqual(need.sections, [.unchanged, .added])
    }

    func testASignatureWithoutHashesTreatsEverySectionAsChanged() throws {
        let (study, text) = try study(version: "2.0")
        let need = try XCTUnwrap(
            Reconsent.need(
                study: study, state: signedJournal("1.0", hashes: nil).state,
                currentHashes: Reconsent.sectionHashes(text)))
        XCTAssertEqual(need.sections, [.changed, .changed])
    }

    func testAVersionMarkedNotRequiredAsksNothing() throws {
        let (study, text) = try study(
            version: "1.1",
            extra: """
                  versions:
                    - version: "1.0"
                    - version: "1.1"
                      reconsent: not-required
                """)
        let journal = signedJournal("1.0", hashes: nil)
        XCTAssertEqual(
            Reconsent.stage(study: study, state: journal.state, currentHashes: Reconsent.sectionHashes(text)),
            .notNeeded)
    }

    func testNobodyIsAskedBeforeOnboardingIsCompleteOrAfterLeaving() throws {
        let (study, text) = try study(version: "2.0")
        let hashes = Reconsent.sectionHashes(text)
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "test-study", studyVersion: "1.0", participant: "P-1", language: "en"))
        XCTAssertEqual(Reconsent.stage(study: study, state: journal.state, currentHashes: hashes), .notNeeded)
        journal = signedJournal("1.0", hashes: nil)
        journal.add(.withdrew(answers: .kept))
        XCTAssertEqual(Reconsent.stage(study: study, state: journal.state, currentHashes: hashes), .notNeeded)
    }

    func testTheStagesFollowTheJournalAndTheOnboardingRecordIsUntouched() throws {
        let (_, before) = try study(version: "1.0")
        let (study, after) = try study(version: "2.0", privacy: "Changed.")
        let hashes = Reconsent.sectionHashes(after)
        var journal = signedJournal("1.0", hashes: Reconsent.sectionHashes(before))
        let original = journal.state
        func stage() -> Reconsent.Stage { Reconsent.stage(study: study, state: journal.state, currentHashes: hashes) }
        guard case let .start(need) = stage() else { return XCTFail("expected start, got \(stage())") }
        journal.add(.reconsentStarted(version: "2.0"))
        XCTAssertEqual(stage(), .changes(need), "a kill on what changed shows it again")
        journal.add(.consentSectionShown(section: "privacy"))
        XCTAssertEqual(stage(), .section(index: 1, need), "a kill on the changed section shows it again")
        journal.add(.consentReviewShown)
        XCTAssertEqual(stage(), .agreement)
        journal.add(.consentDecided(agreed: true))
        XCTAssertEqual(stage(), .signature)
        journal.add(
            .signed(
                .init(
                    fullName: "Ada King", signature: "Ada King", email: nil, phone: nil, consentVersion: "2.0",
                    sectionHashes: hashes)))
        XCTAssertEqual(stage(), .saveDocument)
        XCTAssertEqual(journal.state.signedConsentVersion, "2.0")
        journal.add(.documentSaved(file: "consent-v2.0.md", sha256: "def"))
        XCTAssertEqual(stage(), .notNeeded)
        let state = journal.state
        XCTAssertEqual(state.consentRounds.count, 1)
        XCTAssertEqual(state.consentRounds[0].document, "consent-v2.0.md")
        // The onboarding's record is what it was: its sections, decision and signature.
        XCTAssertEqual(state.sectionsShown, original.sectionsShown)
        XCTAssertEqual(state.signature, original.signature)
        XCTAssertEqual(state.consentAgreed, original.consentAgreed)
        XCTAssertEqual(state.currentSignature?.fullName, "Ada King")
    }

    func testTheContactDetailsOfTheNewSignatureAreTheLatest() throws {
        var journal = signedJournal("1.0", hashes: nil)
        journal.add(.contactUpdated(email: "ada@profile.org", phone: nil))
        XCTAssertEqual(journal.state.contactDetails.email, "ada@profile.org")
        journal.add(.reconsentStarted(version: "2.0"))
        journal.add(.consentDecided(agreed: true))
        journal.add(
            .signed(.init(fullName: "Ada", signature: "Ada", email: "ada@new.org", phone: nil, consentVersion: "2.0")))
        XCTAssertEqual(journal.state.contactDetails.email, "ada@new.org")
        journal.add(.contactUpdated(email: "ada@later.org", phone: nil))
        XCTAssertEqual(journal.state.contactDetails.email, "ada@later.org")
    }

    func testDecliningHoldsForTheSittingAndTheNextStartAsksAgain() throws {
        let (study, text) = try study(version: "2.0")
        let hashes = Reconsent.sectionHashes(text)
        var journal = signedJournal("1.0", hashes: nil)
        journal.add(.reconsentStarted(version: "2.0"))
        journal.add(.consentSectionShown(section: "overview"))
        journal.add(.consentSectionShown(section: "privacy"))
        journal.add(.consentReviewShown)
        journal.add(.consentDecided(agreed: false))
        XCTAssertEqual(Reconsent.stage(study: study, state: journal.state, currentHashes: hashes), .declined)
        journal.add(.sessionEnded(reason: .left))
        journal.add(.sessionStarted(mode: .plain))
        guard case .start = Reconsent.stage(study: study, state: journal.state, currentHashes: hashes) else {
            return XCTFail("a new sitting asks again from the start")
        }
        XCTAssertEqual(journal.state.consentRounds.map(\.closed), [true])
        XCTAssertEqual(journal.state.consentAgreed, nil, "the decline never touches the onboarding's decision")
    }

    func testAKillAfterTheSignatureStillSavesTheDocumentWhateverTheStudySaysNow() throws {
        let (study, text) = try study(version: "3.0")
        var journal = signedJournal("1.0", hashes: nil)
        journal.add(.reconsentStarted(version: "2.0"))
        journal.add(.consentDecided(agreed: true))
        journal.add(.signed(.init(fullName: "A", signature: "A", email: nil, phone: nil, consentVersion: "2.0")))
        XCTAssertEqual(
            Reconsent.stage(study: study, state: journal.state, currentHashes: Reconsent.sectionHashes(text)),
            .saveDocument)
    }

    func testTheDocumentNameIsSafeAndNeverReused() {
        XCTAssertEqual(Reconsent.documentName(version: "2"), "consent-v2.md")
        XCTAssertEqual(Reconsent.documentName(version: "../../etc/x"), "consent-v_._.._etc_x.md")
        XCTAssertEqual(
            Reconsent.documentName(version: "2", taken: ["consent-v2.md", "consent-v2-2.md"]), "consent-v2-3.md")
    }

    func testTheReconsentDocumentNamesWhatItReplacesAndVerifiesItself() throws {
        let (study, text) = try study(version: "2.0")
        var journal = signedJournal("1.0", hashes: nil)
        journal.add(.reconsentStarted(version: "2.0"))
        journal.add(.consentSectionShown(section: "privacy"))
        journal.add(.consentDecided(agreed: true))
        journal.add(
            .signed(.init(fullName: "Ada King", signature: "Ada King", email: nil, phone: nil, consentVersion: "2.0")))
        let state = journal.state
        let round = try XCTUnwrap(state.openRound)
        let document = SignedConsentDocument.render(study: study, state: state, round: round, text: text)
        XCTAssertTrue(SignedConsentDocument.verify(document))
        XCTAssertTrue(document.contains("Consent version: 2.0\nReplaces the earlier consent: version 1.0, "), document)
        XCTAssertTrue(document.contains("Printed name: Ada King"), document)
    }

    func testTheEventAndTheHashesGoThroughTheJournal() throws {
        let event = JournalEvent(
            sequence: 7, time: ParticipantFixtures.time(9, 0), kind: .reconsentStarted(version: "2.0"))
        let line = try ParticipantFixtures.journalLine(event)
        XCTAssertTrue(line.contains(#""event":"reconsent-started""#) && line.contains(#""version":"2.0""#), line)
        XCTAssertEqual(try ParticipantFixtures.decodeLine(line), event)
        let signed = JournalEvent(
            sequence: 8, time: ParticipantFixtures.time(9, 1),
            kind: .signed(.init(fullName: "A", signature: "A", email: nil, phone: nil, sectionHashes: ["a": "1"])))
        XCTAssertEqual(try ParticipantFixtures.decodeLine(try ParticipantFixtures.journalLine(signed)), signed)
    }
}
