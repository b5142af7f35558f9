import Foundation
import XCTest

@testable import StudyModel

/// The signed consent document: everything the participant was shown and chose, then the
/// SHA-256 of all of it, so that any later change can be detected.
final class SignedConsentDocumentTests: XCTestCase {
    private typealias F = ParticipantFixtures

    static let studyText = """
        id: signed-test
        title: Signed consent test
        version: "3.1.0"
        organisation: Test Lab
        contact:
          name: Dr Test
          email: test@example.org
        estimated-minutes: 5
        introduction:
          title: Welcome
          text: A short study written for tests.
        consent:
          version: "2.4"
          document: info.md
          sections:
            - id: overview
              kind: overview
              title: About the study
              summary: What the study is about.
            - id: support
              kind: custom
              title: If you are struggling
              summary: Nobody reads your answers as they come in.
              learn-more: This study is not a health service. If you need help urgently, call NHS 111.
          quiz:
            pass-mark: 2
            attempts: 2
            questions:
              - id: quiz_leave
                question: Can you leave the study at any time?
                answer: yes-no
                correct: yes
                explanation: Yes, whenever you like.
              - id: quiz_time
                question: How long does the study take each week?
                answer:
                  type: single-choice
                  choices:
                    - {value: minutes_10, label: About 10 minutes}
                    - {value: hour_1, label: About an hour}
                correct: minutes_10
                explanation: About 10 minutes.
          signature:
            fields: [email, phone]
            meaning: I have read the information about this study and I agree to take part.
        permissions:
          - id: glucose
            title: Blood glucose readings
            reason: We need the readings to see how glucose relates to mood.
          - id: reminders
            title: Reminders
            reason: We would like to remind you when a survey is due.
        tasks:
          - id: baseline
            kind: survey
            title: Baseline
            estimated-minutes: 2
            steps:
              - id: mood
                question: How are you today?
                answer: yes-no

        """

    static let info = """
        # Participant information

        Version 2.4, for the ethics board.

        ## About the study in full {#overview}

        We are researchers at Test University.

        Taking part is voluntary: you can stop at any time.
        """

    private var study: Study!
    private var text: ConsentText!

    override func setUp() {
        super.setUp()
        let result = F.study(Self.studyText, consent: ["info.md": Self.info])
        study = result.study
        if let study {
            text = ConsentText(consent: study.consent, language: "en", documents: result.consentDocuments)
        }
    }

    private func signedState() -> ParticipantState {
        var journal = JournalBuilder()
        journal.add(
            .joined(studyID: "signed-test", studyVersion: "3.1.0", participant: "P-0042", language: "en"),
            at: F.time(9, 0))
        journal.add(.consentSectionShown(section: "overview"), at: F.time(9, 6))
        journal.add(.consentSectionShown(section: "support"), at: F.time(9, 7, 30))
        journal.add(.consentSectionShown(section: "overview"), at: F.time(9, 8))
        journal.add(
            .quizAnswered(attempt: 1, question: "quiz_leave", outcome: F.yes(), correct: true), at: F.time(9, 9))
        journal.add(
            .quizAnswered(
                attempt: 1, question: "quiz_time", outcome: .answered(.choice("hour_1", otherText: nil)),
                correct: false), at: F.time(9, 10))
        journal.add(.quizFinished(attempt: 1, correct: 1, passed: false), at: F.time(9, 10, 1))
        journal.add(
            .quizAnswered(attempt: 2, question: "quiz_leave", outcome: F.yes(), correct: true), at: F.time(9, 11))
        journal.add(
            .quizAnswered(
                attempt: 2, question: "quiz_time", outcome: .answered(.choice("minutes_10", otherText: nil)),
                correct: true), at: F.time(9, 12))
        journal.add(.quizFinished(attempt: 2, correct: 2, passed: true), at: F.time(9, 12, 1))
        journal.add(.consentReviewShown, at: F.time(9, 13))
        journal.add(.consentDecided(agreed: true), at: F.time(9, 14))
        journal.add(
            .signed(
                JournalEvent.Signed(
                    fullName: "Ada Lovelace", signature: "A. Lovelace", email: "ada@example.org",
                    phone: "+44 113 496 0123")),
            at: F.timestamp("2026-11-21T09:15:42.250+01:00"))
        journal.add(.permissionDecided(permission: "glucose", granted: true), at: F.time(9, 16))
        journal.add(.permissionDecided(permission: "reminders", granted: false), at: F.time(9, 17))
        return journal.state
    }

    private func render(_ state: ParticipantState? = nil) -> String {
        SignedConsentDocument.render(study: study, state: state ?? signedState(), text: text)
    }

    private func assertContains(
        _ document: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(
            document.contains(expected), "missing:\n\(expected)\n--- in ---\n\(document)", file: file, line: line)
    }

    /// The offset of `part` in `document`, for checking order.
    private func position(_ part: String, in document: String, file: StaticString = #filePath, line: UInt = #line)
        -> Int
    {
        guard let range = document.range(of: part) else {
            XCTFail("missing: \(part)", file: file, line: line)
            return -1
        }
        return document.distance(from: document.startIndex, to: range.lowerBound)
    }

    // MARK: Content

    func testTheHeaderNamesStudyVersionsParticipantAndLanguage() {
        let document = render()
        XCTAssertTrue(document.hasPrefix("# Signed consent: Signed consent test\n"), document)
        assertContains(document, "Study: signed-test, version 3.1.0\n")
        assertContains(document, "Consent version: 2.4\n")
        assertContains(document, "Participant: P-0042\n")
        assertContains(document, "Language: en\n")
    }

    func testEachSectionHasItsTitleFirstShownTimeSummaryAndFullText() {
        let document = render()
        assertContains(
            document,
            """
            ## 1. About the study

            Shown: 2026-11-21T09:06:00.000+01:00

            Summary: What the study is about.

            We are researchers at Test University.

            Taking part is voluntary: you can stop at any time.
            """)
        assertContains(
            document,
            """
            ## 2. If you are struggling

            Shown: 2026-11-21T09:07:30.000+01:00

            Summary: Nobody reads your answers as they come in.

            This study is not a health service. If you need help urgently, call NHS 111.
            """)
        XCTAssertLessThan(
            position("## 1. About the study", in: document), position("## 2. If you are struggling", in: document))
        XCTAssertFalse(
            document.contains("Version 2.4, for the ethics board."), "text before the first heading is no section's")
        XCTAssertFalse(document.contains("09:08:00"), "a section shown again keeps its first time")
    }

    func testTheQuizAttemptsWithAnswersAndCorrectness() {
        let document = render()
        assertContains(document, "## Comprehension quiz\n\nPass mark: 2 of 2; attempts allowed: 2\n")
        assertContains(
            document,
            """
            Attempt 1: 1 of 2 correct, not passed
              1. Can you leave the study at any time?
                 Answer: Yes (correct, 2026-11-21T09:09:00.000+01:00)
              2. How long does the study take each week?
                 Answer: About an hour (not correct, 2026-11-21T09:10:00.000+01:00)
            """)
        assertContains(
            document,
            """
            Attempt 2: 2 of 2 correct, passed
              1. Can you leave the study at any time?
                 Answer: Yes (correct, 2026-11-21T09:11:00.000+01:00)
              2. How long does the study take each week?
                 Answer: About 10 minutes (correct, 2026-11-21T09:12:00.000+01:00)
            """)
    }

    func testThePermissionChoices() {
        assertContains(render(), "## Permissions\n\n- Blood glucose readings: granted\n- Reminders: declined\n")
    }

    func testTheSignatureWithNameSignatureContactTimeAndMeaning() {
        let document = render()
        assertContains(
            document,
            """
            ## Signature

            Printed name: Ada Lovelace
            Typed signature: A. Lovelace
            Email: ada@example.org
            Phone: +44 113 496 0123
            Date and time: 2026-11-21T09:15:42.250+01:00
            Meaning of the signature: I have read the information about this study and I agree to take part.
            """)
    }

    func testTheSignatureTimeKeepsANegativeOffset() {
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "signed-test", studyVersion: "3.1.0", participant: "P-7", language: "en"))
        journal.add(
            .signed(JournalEvent.Signed(fullName: "Grace Hopper", signature: "G. Hopper", email: nil, phone: nil)),
            at: F.timestamp("2026-11-21T04:15:00.500-05:00"))
        let document = render(journal.state)
        assertContains(document, "Date and time: 2026-11-21T04:15:00.500-05:00\n")
        XCTAssertFalse(document.contains("Email:"), "no email given, no email line")
        XCTAssertFalse(document.contains("Phone:"))
    }

    func testWhatWasNotDoneIsSaid() {
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "signed-test", studyVersion: "3.1.0", participant: "P-8", language: "en"))
        journal.add(.consentSectionShown(section: "overview"))
        let document = render(journal.state)
        assertContains(document, "## 2. If you are struggling\n\nShown: not shown\n")
        assertContains(document, "- Reminders: not asked yet\n")
        assertContains(document, "Date and time: not signed\n")
    }

    // MARK: The hash

    func testKnownSHA256Vectors() {
        XCTAssertEqual(
            SignedConsentDocument.sha256("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SignedConsentDocument.sha256(""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SignedConsentDocument.sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Hashed as UTF-8 bytes (value from coreutils' sha256sum).
        XCTAssertEqual(
            SignedConsentDocument.sha256("Zoë 李\n"),
            "4115ef28ffa594d26f97fd5ffe35b276b5b9083b7cd9f7837e53fbdaab41af1c")
    }

    func testTheLastLineIsTheHashOfEverythingAboveIt() throws {
        let document = render()
        XCTAssertTrue(document.hasSuffix("\n"))
        var lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.removeLast(), "", "the document ends with a newline")
        let last = String(try XCTUnwrap(lines.last))
        let prefix = "SHA-256 of the text above this line: "
        XCTAssertTrue(last.hasPrefix(prefix), last)
        let hex = String(last.dropFirst(prefix.count))
        XCTAssertEqual(hex.count, 64)
        XCTAssertTrue(hex.allSatisfy { "0123456789abcdef".contains($0) }, hex)
        let above = lines.dropLast().map { $0 + "\n" }.joined()
        XCTAssertEqual(SignedConsentDocument.sha256(above), hex)
        XCTAssertTrue(
            above.hasSuffix(
                "Meaning of the signature: I have read the information about this study and I agree to take part.\n\n"))
    }

    func testTheSameStateRendersTheSameDocument() {
        XCTAssertEqual(render(), render())
    }

    func testVerifyAcceptsTheDocumentAsRendered() {
        XCTAssertTrue(SignedConsentDocument.verify(render()))
    }

    func testChangingAnyCharacterOfTheContentIsDetected() {
        let document = render()
        let hashLine = document.range(of: "\nSHA-256 of the text above this line: ", options: .backwards)!
        let contentLength = document.distance(from: document.startIndex, to: hashLine.lowerBound) + 1
        var characters = Array(document)
        var undetected: [Int] = []
        for index in 0..<contentLength {
            let original = characters[index]
            characters[index] = original == "x" ? "y" : "x"
            if SignedConsentDocument.verify(String(characters)) { undetected.append(index) }
            characters[index] = original
        }
        XCTAssertEqual(undetected, [], "changes at these offsets were not detected")
        XCTAssertGreaterThan(contentLength, 1000, "the whole content was tried")
    }

    func testAddingOrRemovingTextIsDetected() {
        let document = render()
        XCTAssertFalse(
            SignedConsentDocument.verify(document.replacingOccurrences(of: "- Reminders: declined\n", with: "")))
        XCTAssertFalse(
            SignedConsentDocument.verify(
                document.replacingOccurrences(of: "Reminders: declined", with: "Reminders: granted")))
        XCTAssertFalse(SignedConsentDocument.verify(" " + document))
        XCTAssertFalse(
            SignedConsentDocument.verify(
                document.replacingOccurrences(
                    of: "Printed name: Ada Lovelace\n",
                    with: "Printed name: Ada Lovelace\nNote: added later\n")))
        XCTAssertFalse(SignedConsentDocument.verify(document + "A line added after the hash.\n"))
    }

    func testAChangedOrMissingHashIsDetected() {
        let document = render()
        let hash = SignedConsentDocument.sha256(
            String(document.prefix(upTo: document.range(of: "SHA-256 of the text", options: .backwards)!.lowerBound)))
        XCTAssertTrue(document.contains(hash))
        XCTAssertFalse(
            SignedConsentDocument.verify(document.replacingOccurrences(of: hash, with: String(hash.reversed()))))
        XCTAssertFalse(SignedConsentDocument.verify(document.replacingOccurrences(of: hash, with: hash.uppercased())))
        XCTAssertFalse(SignedConsentDocument.verify(document.replacingOccurrences(of: hash, with: "")))
        let withoutHashLine = String(
            document.prefix(upTo: document.range(of: "SHA-256 of the text", options: .backwards)!.lowerBound))
        XCTAssertFalse(SignedConsentDocument.verify(withoutHashLine))
        XCTAssertFalse(SignedConsentDocument.verify(""))
    }

    func testADocumentOfAnotherStateDoesNotVerifyWithThisHash() {
        let mine = render()
        var journal = JournalBuilder()
        journal.add(.joined(studyID: "signed-test", studyVersion: "3.1.0", participant: "P-0043", language: "en"))
        let theirs = render(journal.state)
        let myHashLine = String(mine[mine.range(of: "SHA-256 of the text", options: .backwards)!.lowerBound...])
        let theirContent = String(theirs[..<theirs.range(of: "SHA-256 of the text", options: .backwards)!.lowerBound])
        XCTAssertFalse(SignedConsentDocument.verify(theirContent + myHashLine))
        XCTAssertTrue(SignedConsentDocument.verify(theirs))
    }
}
