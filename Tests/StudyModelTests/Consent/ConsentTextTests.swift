import Foundation
import XCTest

@testable import StudyModel
@testable import StudyModelTestSupport

/// Which text a participant reads for each consent section: `learn-more` in the study,
/// else the consent document for their language, else the summary.
final class ConsentTextTests: XCTestCase {
    private func consent(_ sections: String, document: String = "document: info.md") -> String {
        StudyTemplate(
            consent: """
                consent:
                  version: "1.0"
                  \(document)
                  sections:
                \(sections.indented(by: 4))
                  signature:
                    meaning: I agree to take part in this study.
                """
        ).text
    }

    private let info = """
        # Participant information

        ## About the study in full {#overview}

        The document's text about the study.

        ## Your privacy in full {#privacy}

        The document's text about privacy.
        """

    func testInlineLearnMoreIsPreferredOverTheDocument() throws {
        // Validation asks for only one of the two; the text shown must still be the inline one.
        let result = StudyCheck.validate(
            consent(
                """
                - id: overview
                  kind: overview
                  title: About the study
                  summary: What the study is about.
                  learn-more: The inline text about the study.
                - id: privacy
                  kind: privacy
                  title: Your privacy
                  summary: How we keep your data safe.
                """), consent: ["info.md": info])
        let study = try XCTUnwrap(result.study)
        let text = ConsentText(consent: study.consent, language: "en", documents: result.consentDocuments)
        XCTAssertEqual(text.fullText(of: study.consent.sections[0]), "The inline text about the study.")
        XCTAssertEqual(text.fullText(of: study.consent.sections[1]), "The document's text about privacy.")
        XCTAssertEqual(text.title(of: study.consent.sections[1]), "Your privacy")
        XCTAssertEqual(text.summary(of: study.consent.sections[1]), "How we keep your data safe.")
    }

    func testWithoutLearnMoreOrAHeadingTheSummaryIsTheText() throws {
        let result = StudyCheck.validate(
            consent(
                """
                - id: support
                  kind: custom
                  title: Support
                  summary: Call your GP if you need help.
                """), consent: ["info.md": info])
        let study = try XCTUnwrap(result.study)
        let text = ConsentText(consent: study.consent, language: "en", documents: result.consentDocuments)
        XCTAssertEqual(text.fullText(of: study.consent.sections[0]), "Call your GP if you need help.")
    }

    func testANamedDocumentThatWasNotLoadedFallsBackToTheSummary() throws {
        let result = StudyCheck.validate(
            consent(
                """
                - id: overview
                  kind: overview
                  title: About the study
                  summary: What the study is about.
                """), consent: ["info.md": info])
        let study = try XCTUnwrap(result.study)
        let text = ConsentText(consent: study.consent, language: "en", documents: [:])
        XCTAssertEqual(text.fullText(of: study.consent.sections[0]), "What the study is about.")
    }

    // MARK: Languages

    private let bilingual = """
        id: sleep-test
        title: {en: Sleep test, zh-Hans: 睡眠测试}
        version: "1.0"
        organisation: {en: Test Lab, zh-Hans: 测试实验室}
        contact:
          name: Dr Test
          email: test@example.org
        estimated-minutes: 5
        languages: [en, zh-Hans]
        introduction:
          title: {en: Welcome, zh-Hans: 欢迎}
          text: {en: A short study., zh-Hans: 一项简短的研究。}
        consent:
          version: "1.0"
          document:
            en: sleep.md
            zh-Hans: sleep.zh-Hans.md
          sections:
            - id: overview
              kind: overview
              title: {en: About this study, zh-Hans: 研究简介}
              summary: {en: Two weeks of diaries., zh-Hans: 两周的日记。}
          signature:
            meaning: {en: I agree to take part., zh-Hans: 我同意参加本研究。}
        tasks:
          - id: diary
            kind: survey
            title: {en: Diary, zh-Hans: 日记}
            estimated-minutes: 2
            steps:
              - id: slept_well
                question: {en: Did you sleep well?, zh-Hans: 你睡得好吗？}
                answer: yes-no

        """

    private let documents = [
        "sleep.md": "# Sleep\n\n## About this study {#overview}\n\nThe English full text.\n",
        "sleep.zh-Hans.md": "# 睡眠\n\n## 研究简介 {#overview}\n\n中文全文。\n",
    ]

    func testEachLanguageReadsItsOwnDocument() throws {
        let result = ParticipantFixtures.study(bilingual, consent: documents)
        let study = try XCTUnwrap(result.study)
        let section = study.consent.sections[0]
        let english = ConsentText(consent: study.consent, language: "en", documents: result.consentDocuments)
        let chinese = ConsentText(consent: study.consent, language: "zh-Hans", documents: result.consentDocuments)
        XCTAssertEqual(english.fullText(of: section), "The English full text.")
        XCTAssertEqual(chinese.fullText(of: section), "中文全文。")
        XCTAssertEqual(english.title(of: section), "About this study")
        XCTAssertEqual(chinese.title(of: section), "研究简介")
        XCTAssertEqual(chinese.summary(of: section), "两周的日记。")
    }

    func testALanguageWithoutADocumentReadsTheFirstOne() throws {
        let result = ParticipantFixtures.study(bilingual, consent: documents)
        let study = try XCTUnwrap(result.study)
        let french = ConsentText(consent: study.consent, language: "fr", documents: result.consentDocuments)
        XCTAssertEqual(french.fullText(of: study.consent.sections[0]), "The English full text.")
    }

    func testOneDocumentServesEveryLanguage() throws {
        let result = StudyCheck.validate(
            consent(
                """
                - id: overview
                  kind: overview
                  title: About the study
                  summary: What the study is about.
                """), consent: ["info.md": info])
        let study = try XCTUnwrap(result.study)
        for language in ["en", "zh-Hans", "de"] {
            let text = ConsentText(consent: study.consent, language: language, documents: result.consentDocuments)
            XCTAssertEqual(
                text.fullText(of: study.consent.sections[0]), "The document's text about the study.", language)
        }
    }
}
