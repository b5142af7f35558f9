import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// `withdrawal:` and `privacy-notice:` in the study file, and the consent section a
/// withdrawal policy needs.
final class WithdrawalPolicyTests: XCTestCase {
    private let withdrawingConsent = """
        consent:
          version: "1.0"
          sections:
            - id: overview
              kind: overview
              title: About the study
              summary: What the study is about.
              learn-more: The full text about the study.
            - id: leaving
              kind: withdrawing
              title: Leaving the study
              summary: You can leave at any time and have your answers deleted.
              learn-more: Choose "Leave the study" in your profile.
          signature:
            meaning: I agree to take part in this study.
        """

    func testAStudyWithoutAPolicyKeepsTheAnswers() throws {
        let study = try XCTUnwrap(assertNoErrors(StudyTemplate().text).study)
        XCTAssertEqual(study.withdrawal, .keepData)
        XCTAssertNil(study.declaredWithdrawal)
        XCTAssertNil(study.privacyNotice)
    }

    func testThePolicyAndThePrivacyNoticeAreRead() throws {
        var template = StudyTemplate(consent: withdrawingConsent)
        template.header += "\nwithdrawal: participant-chooses\nprivacy-notice: Your answers are kept under a code."
        let study = try XCTUnwrap(assertNoErrors(template.text).study)
        XCTAssertEqual(study.withdrawal, .participantChooses)
        XCTAssertEqual(study.privacyNotice?.resolved(in: "en"), "Your answers are kept under a code.")
    }

    func testAPolicyNeedsAConsentSectionAboutLeaving() {
        var template = StudyTemplate()
        template.header += "\nwithdrawal: keep-data"
        template.consent = template.consent.replacingOccurrences(of: "consent:\n  ", with: "consent:\n  ↓")
        assertDiagnostic(
            "consent-no-withdrawal", message: "the consent has no section about leaving the study",
            hint: "that the answers already given are kept", in: template.text)
    }

    func testAnUnknownPolicyIsNamedWithTheKnownOnes() {
        var template = StudyTemplate(consent: withdrawingConsent)
        template.header += "\nwithdrawal: ↓forget-me"
        assertDiagnostic("unknown-value", message: "unknown value 'forget-me'", in: template.text)
    }
}
