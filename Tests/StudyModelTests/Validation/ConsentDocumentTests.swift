import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// The consent document: found, safely named, and giving every section its full text.
final class ConsentDocumentTests: XCTestCase {
    /// A consent naming `document` (written as given) with the sections `overview` and
    /// `privacy`, neither with a `learn-more` text.
    private func study(document: String) -> String {
        StudyTemplate(
            consent: """
                consent:
                  version: "1.0"
                  document: \(document)
                  sections:
                    - id: overview
                      kind: overview
                      title: About the study
                      summary: What the study is about.
                    - id: privacy
                      kind: privacy
                      title: Your privacy
                      summary: How we keep your data safe.
                  signature:
                    meaning: I agree to take part in this study.
                """
        ).text
    }

    private let completeDocument = """
        # Participant information

        ## About the study {#overview}

        The full text about the study.

        ## Your privacy {#privacy}

        The full text about privacy.
        """

    func testACompleteDocumentIsValid() {
        let result = assertNoErrors(study(document: "info.md"), consent: ["info.md": completeDocument])
        XCTAssertEqual(result.consentDocuments["info.md"]?.section("privacy")?.body, "The full text about privacy.")
    }

    func testAMissingDocumentSaysWhereItWasLookedFor() {
        assertDiagnostic(
            "consent-file-missing", message: "the consent document 'info.md' was not found",
            hint: "looked for Consent/info.md", in: study(document: "↓info.md"))
    }

    func testADocumentNameWithDotDotIsRefused() {
        assertDiagnostic(
            "consent-path", message: "the consent document '../x.md' may not contain '..'",
            hint: "write just the file name", in: study(document: "↓../x.md"))
    }

    func testAnAbsoluteDocumentNameIsRefused() {
        assertDiagnostic(
            "consent-path", message: "the consent document '/etc/passwd' must be a file name inside the Consent folder",
            in: study(document: "↓/etc/passwd"))
    }

    func testAnUnsafeNameIsNeverLookedUp() {
        var asked: [String] = []
        _ = StudyValidation.validate(SourceFile(path: "test.study", text: study(document: "../../etc/passwd"))) {
            name in
            asked.append(name)
            return .notFound(searched: [name])
        }
        XCTAssertEqual(asked, [])
    }

    func testASectionWithoutAHeadingSuggestsACloseHeadingId() {
        let document = completeDocument.replacingOccurrences(of: "{#privacy}", with: "{#privcy}")
        assertDiagnostic(
            "consent-section-missing", message: "consent section 'privacy' has no heading in 'info.md'",
            hint: "the document has {#privcy}; did you mean 'privcy'?",
            in: study(document: "info.md").replacingOccurrences(of: "- id: privacy", with: "- id: ↓privacy"),
            consent: ["info.md": document])
    }

    func testASectionWithoutAHeadingOrACloseOneSuggestsAHeading() {
        let document = completeDocument.replacingOccurrences(of: "## Your privacy {#privacy}\n", with: "")
        assertDiagnostic(
            "consent-section-missing", message: "consent section 'privacy' has no heading in 'info.md'",
            hint: "add a heading such as '## Your privacy {#privacy}'",
            in: study(document: "info.md").replacingOccurrences(of: "- id: privacy", with: "- id: ↓privacy"),
            consent: ["info.md": document])
    }

    func testASectionWithNeitherLearnMoreNorADocumentHasNoFullText() {
        let study = StudyTemplate(
            consent: """
                consent:
                  version: "1.0"
                  sections:
                    - ↓id: overview
                      kind: overview
                      title: About the study
                      summary: What the study is about.
                  signature:
                    meaning: I agree to take part in this study.
                """
        ).text
        assertDiagnostic(
            "consent-section-text", message: "consent section 'overview' has no full text",
            hint: "add 'learn-more:', or name a document under 'consent: document:' with a heading {#overview}",
            in: study)
    }

    func testADocumentHeadingWithoutAnIdIsReportedInTheDocument() {
        let document = completeDocument + "\n\n↓## Contact us\n\nWrite to us.\n"
        assertDiagnostic(
            "consent-heading-id", message: "this consent heading has no section id",
            hint: "end the heading with the id of its section", in: study(document: "info.md"),
            consent: ["info.md": document])
    }

    func testAnUnusedHeadingIsAWarningInTheDocument() {
        let document = completeDocument + "\n\n↓## Contact us {#contact}\n\nWrite to us.\n"
        assertDiagnostic(
            "consent-heading-unused", message: "the heading {#contact} matches no consent section of the study",
            hint: "participants never see this text", severity: .warning, in: study(document: "info.md"),
            consent: ["info.md": document])
    }

    func testTwoHeadingsWithTheSameIdAreReported() {
        let document = completeDocument + "\n\n↓## Privacy again {#privacy}\n\nMore.\n"
        assertDiagnostic(
            "duplicate-id", message: "the section id 'privacy' is used by two headings",
            in: study(document: "info.md"), consent: ["info.md": document])
    }

    func testOneDocumentPerLanguageIsLookedUpForEach() {
        let study = study(document: "{en: info.md, fr: ↓info.fr.md}")
        let result = assertDiagnostic(
            "consent-file-missing", message: "the consent document 'info.fr.md' was not found",
            in: study, consent: ["info.md": completeDocument])
        XCTAssertNotNil(result?.consentDocuments["info.md"])
    }
}
