import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// `consent: versions:`, the history the re-consent decision reads: which versions a
/// signature of an earlier one still covers, and the validator's checks of the list.
final class ConsentVersionsTests: XCTestCase {
    private func consent(version: String, versions: String?) -> String {
        var text = """
            consent:
              version: "\(version)"

            """
        if let versions { text += "  versions:\n" + versions.indented(by: 4) + "\n" }
        text += """
              sections:
                - id: overview
                  kind: overview
                  title: About the study
                  summary: What the study is about.
                  learn-more: The full text about the study.
              signature:
                meaning: I agree to take part in this study.
            """
        return text
    }

    private func study(version: String, versions: String?) throws -> Study {
        let template = StudyTemplate(consent: consent(version: version, versions: versions))
        return try XCTUnwrap(assertNoErrors(template.text).study)
    }

    func testWithoutAHistoryOnlyTheCurrentVersionIsCovered() throws {
        let consent = try study(version: "2", versions: nil).consent
        XCTAssertTrue(consent.signatureStillValid("2"))
        XCTAssertFalse(consent.signatureStillValid("1"))
        XCTAssertFalse(consent.signatureStillValid(nil), "a signature without its version covers nothing shown")
    }

    func testATypoFixMarkedNotRequiredKeepsTheEarlierSignatures() throws {
        let consent = try study(
            version: "1.2",
            versions: """
                - version: "1.0"
                - version: "1.1"
                  reconsent: not-required
                - version: "1.2"
                  reconsent: not-required
                """
        ).consent
        XCTAssertEqual(consent.versions.map(\.version.value), ["1.0", "1.1", "1.2"])
        XCTAssertEqual(consent.versions.map(\.reconsentRequired), [true, false, false])
        for signed in ["1.0", "1.1", "1.2"] { XCTAssertTrue(consent.signatureStillValid(signed), signed) }
        XCTAssertFalse(consent.signatureStillValid("0.9"), "a version the history does not list")
    }

    func testAVersionThatNeedsConsentBindsEveryoneWhoSignedBeforeIt() throws {
        let consent = try study(
            version: "3",
            versions: """
                - version: "1"
                - version: "2"
                - version: "3"
                  reconsent: not-required
                """
        ).consent
        XCTAssertFalse(consent.signatureStillValid("1"), "version 2 needs consent again, whatever 3 says")
        XCTAssertTrue(consent.signatureStillValid("2"))
        XCTAssertTrue(consent.signatureStillValid("3"))
    }

    func testTheHistoryMustEndWithTheCurrentVersion() {
        let text = StudyTemplate(
            consent: consent(
                version: "2",
                versions: """
                    - version: "1"
                    - version: ↓"1.1"
                      reconsent: not-required
                    """)
        ).text
        assertDiagnostic(
            "consent-versions", message: "the consent's versions end with '1.1', not the current version '2'",
            hint: "add '- version: \"2\"' at the end of 'versions:'", in: text)
    }

    func testAVersionListedTwiceIsAnError() {
        let text = StudyTemplate(
            consent: consent(
                version: "2",
                versions: """
                    - version: "1"
                    - version: ↓"1"
                    - version: "2"
                    """)
        ).text
        assertDiagnostic(
            "consent-versions", message: "the consent version '1' is listed twice",
            hint: "the first is at line", in: text)
    }

    func testNotRequiredOnTheFirstVersionIsAWarning() {
        let text = StudyTemplate(
            consent: consent(
                version: "2",
                versions: """
                    - ↓version: "1"
                      reconsent: not-required
                    - version: "2"
                    """)
        ).text
        assertDiagnostic(
            "consent-versions", message: "'reconsent: not-required' on the first listed version '1' has no effect",
            severity: .warning, in: text)
    }

    func testAnUnknownReconsentWordIsNamedWithTheKnownOnes() {
        let text = StudyTemplate(
            consent: consent(
                version: "2",
                versions: """
                    - version: "1"
                    - version: "2"
                      reconsent: ↓optional
                    """)
        ).text
        assertDiagnostic("unknown-value", message: "unknown value 'optional'", in: text)
    }
}
