import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Problems the first round of validator tests found; each stays fixed.
final class FixedBugTests: XCTestCase {
    func testAScoreUsingALaterScoreSaysItIsComputedAfter() {
        let study = StudyTemplate.withSteps(
            """
            - id: first
              question: A number?
              answer: integer
            """,
            scores: """
                - id: doubled
                  value: "↓total * 2"
                - id: total
                  value: "first"
                """)
        assertDiagnostic("expression", message: "'total' is computed after this score", in: study)
    }

    func testABranchAfterAnUnconditionalOneIsNeverChecked() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: Good week?
              answer: yes-no
              branches:
                - go-to: end
                - ↓if: "mood"
                  go-to: end
            """)
        assertDiagnostic("branch-never-checked", message: "is never checked", severity: .warning, in: study)
    }

    func testConsentDocumentsMustCoverEveryLanguageAndNoOther() {
        var template = StudyTemplate()
        template.header += "\nlanguages: [en, zh-Hans]"
        template.introduction = """
            introduction:
              title: {en: Welcome, zh-Hans: 欢迎}
              text: {en: A study., zh-Hans: 一项研究。}
            """
        template.consent = """
            consent:
              version: "1.0"
              document: {en: ↓en.md, de: en.md}
              sections:
                - id: overview
                  kind: overview
                  title: {en: About, zh-Hans: 关于}
                  summary: {en: What it is., zh-Hans: 是什么。}
              signature:
                meaning: {en: I agree., zh-Hans: 我同意。}
            """
        template.tasks = """
            tasks:
              - id: survey
                kind: survey
                title: {en: Survey, zh-Hans: 问卷}
                estimated-minutes: 1
                steps:
                  - id: mood
                    question: {en: Good?, zh-Hans: 好吗？}
                    answer: {type: yes-no, yes-label: {en: Yes, zh-Hans: 是}, no-label: {en: No, zh-Hans: 否}}
            """
        let consent = ["en.md": "## About {#overview}\n\nThe full text.\n"]
        assertDiagnostic(
            "missing-language", message: "there is no consent document for 'zh-Hans'", in: template.text,
            consent: consent)
        let unknown = template.text.replacingOccurrences(of: "↓en.md, de: en.md", with: "en.md, de: ↓en.md")
        assertDiagnostic("unknown-language", message: "the consent document for 'de'", in: unknown, consent: consent)
    }

    func testAByteOrderMarkIsNotASyntaxError() {
        let result = StudyValidation.validate(SourceFile(path: "bom.study", text: "\u{FEFF}" + StudyTemplate().text)) {
            _ in
            .notFound(searched: [])
        }
        XCTAssertFalse(result.diagnostics.hasErrors, StudyCheck.dump(result.diagnostics))
    }
}
