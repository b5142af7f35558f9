import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// In a study of several languages every text is a map holding each of them, and no other.
final class LanguageTests: XCTestCase {
    /// A valid English and Simplified Chinese study; `steps` replace its one question.
    private func bilingual(
        steps: String = """
        - id: mood
          question: {en: How are you today?, zh-Hans: 你今天好吗？}
          answer: yes-no
        """
    ) -> String {
        StudyTemplate(
            header: """
                id: test-study
                title: {en: Test study, zh-Hans: 测试研究}
                version: "1.0"
                organisation: {en: Test Lab, zh-Hans: 测试实验室}
                contact:
                  name: Dr Test
                  email: test@example.org
                estimated-minutes: 5
                languages: [en, zh-Hans]
                """,
            introduction: """
                introduction:
                  title: {en: Welcome, zh-Hans: 欢迎}
                  text: {en: A short study., zh-Hans: 一项简短的研究。}
                """,
            consent: """
                consent:
                  version: "1.0"
                  sections:
                    - id: overview
                      kind: overview
                      title: {en: About the study, zh-Hans: 关于本研究}
                      summary: {en: What it is about., zh-Hans: 研究内容。}
                      learn-more: {en: The full text., zh-Hans: 全文。}
                  signature:
                    meaning: {en: I agree., zh-Hans: 我同意。}
                """,
            tasks: StudyTemplate.survey(steps: steps).replacingOccurrences(
                of: "title: Survey", with: "title: {en: Survey, zh-Hans: 调查}")
        ).text
    }

    func testACompleteBilingualStudyIsValid() {
        let study = assertNoErrors(bilingual()).study
        XCTAssertEqual(study?.languages.map(\.value), ["en", "zh-Hans"])
        XCTAssertEqual(study?.tasks.first?.survey?.questions.first?.text.resolved(in: "zh-Hans"), "你今天好吗？")
    }

    func testAPlainTextIsAMissingTranslation() {
        let study = bilingual(
            steps: """
                - id: mood
                  question: ↓How are you today?
                  answer: yes-no
                """)
        assertDiagnostic(
            "missing-language",
            message: "the question of step 'mood' is not translated: the study is in en and zh-Hans",
            hint: "write it as a map: en: …, zh-Hans: …", in: study)
    }

    func testAMapWithoutOneLanguage() {
        let study = bilingual(
            steps: """
                - id: mood
                  question: ↓{en: How are you today?}
                  answer: yes-no
                """)
        assertDiagnostic(
            "missing-language", message: "the question of step 'mood' has no 'zh-Hans' text",
            hint: "every text needs each language in 'languages': en, zh-Hans", in: study)
    }

    func testALanguageTheStudyDoesNotDeclare() {
        let study = bilingual(
            steps: """
                - id: mood
                  question: {en: How are you today?, zh-Hans: 你今天好吗？, ↓fr: Comment allez-vous ?}
                  answer: yes-no
                """)
        assertDiagnostic(
            "unknown-language", message: "'fr' is not one of the study's languages",
            hint: "add it to 'languages' at the top of the file", in: study)
    }

    func testALanguageKeyInTheWrongCaseSuggestsTheDeclaredOne() {
        let study = bilingual(
            steps: """
                - id: mood
                  question: {en: How are you today?, ↓zh-hans: 你今天好吗？}
                  answer: yes-no
                """)
        assertDiagnostic(
            "unknown-language", message: "'zh-hans' is not one of the study's languages",
            hint: "did you mean 'zh-Hans'?", in: study)
    }

    func testChoiceLabelsNeedEveryLanguageToo() {
        let study = bilingual(
            steps: """
                - id: mood
                  question: {en: How are you today?, zh-Hans: 你今天好吗？}
                  answer:
                    type: single-choice
                    choices:
                      - {value: good, label: {en: Good, zh-Hans: 好}}
                      - {value: bad, label: ↓Bad}
                """)
        assertDiagnostic(
            "missing-language", message: "the label of choice 'bad' of step 'mood' is not translated", in: study)
    }

    // MARK: A language added before it is translated

    func testALanguageNoTextHasIsReportedOnceAtItsEntryWithACount() {
        var template = StudyTemplate()
        template.header += "\nlanguages: [en, ↓fr]"
        let result = assertDiagnostic(
            "missing-language", message: "'fr' has no translation for 10 texts; first at 2:8, 4:15, 11:10",
            hint: "write each text as a map (en: …, fr: …), or leave 'fr' out of 'languages' until the translation "
                + "is ready",
            in: template.text)
        XCTAssertEqual(result?.diagnostics.count, 1, StudyCheck.dump(result?.diagnostics ?? []))
    }

    /// A required text left out is reported as a missing field, once; the empty text put in
    /// its place is not counted as untranslated (it was counted, at 1:1, the map's start).
    func testAMissingRequiredTextIsNotCountedAsUntranslated() {
        var template = StudyTemplate()
        template.header += "\nlanguages: [en, fr]"
        let withoutTitle = template.text.replacingOccurrences(of: "\ntitle: Test study\n", with: "\n")
        XCTAssertNotEqual(withoutTitle, template.text, "the template has a title")
        let found = StudyCheck.validate(withoutTitle).diagnostics
        XCTAssertTrue(
            found.contains { $0.message == "the study is missing the required field 'title'" }, StudyCheck.dump(found))
        let untranslated = found.first { $0.message.hasPrefix("'fr' has no translation for") }
        XCTAssertEqual(
            untranslated?.message, "'fr' has no translation for 9 texts; first at 3:15, 10:10, 11:9",
            StudyCheck.dump(found))
    }

    /// Three texts without a language are forgotten translations, each shown where it is;
    /// the fourth makes it a language not yet translated, reported once.
    func testUpToThreeTextsWithoutALanguageAreReportedOneByOne() {
        let three = bilingual(
            steps: """
                - id: mood
                  question: {en: How are you today?}
                  answer: yes-no
                - id: sleep
                  question: {en: Did you sleep well?}
                  answer: yes-no
                - id: pain
                  question: {en: Are you in pain?}
                  answer: yes-no
                """)
        let found = StudyCheck.validate(three).diagnostics
        XCTAssertEqual(
            found.map(\.message),
            ["step 'mood'", "step 'sleep'", "step 'pain'"].map {
                "the question of \($0) has no 'zh-Hans' text"
            }, StudyCheck.dump(found))
        let four = three.replacingOccurrences(of: "title: {en: Survey, zh-Hans: 调查}", with: "title: {en: Survey}")
        let grouped = StudyCheck.validate(four).diagnostics
        XCTAssertEqual(
            grouped.map(\.message),
            ["'zh-Hans' has no translation for 4 texts; first at 26:12, 30:19, 33:19"], StudyCheck.dump(grouped))
        XCTAssertEqual(grouped.first?.location?.line, 9, "at 'zh-Hans' in 'languages'")
    }

    func testALanguageMissingFromAFewTextsIsStillReportedAtEachBesideAnUntranslatedOne() {
        let study = bilingual(
            steps: """
                - id: mood
                  question: {en: How are you today?}
                  answer: yes-no
                """
        ).replacingOccurrences(of: "languages: [en, zh-Hans]", with: "languages: [en, zh-Hans, fr]")
        let found = StudyCheck.validate(study).diagnostics
        XCTAssertEqual(
            found.map(\.message),
            [
                "'fr' has no translation for 10 texts; first at 2:8, 4:15, 11:10",
                "the question of step 'mood' has no 'zh-Hans' text",
            ], StudyCheck.dump(found))
    }

    func testAMalformedLanguageCode() {
        var template = StudyTemplate()
        template.header += "\nlanguages: [en, ↓English]"
        assertDiagnostic(
            "malformed-language", message: "'English' is not a language code",
            hint: "use a BCP 47 code such as 'en', 'fr' or 'zh-Hans'", in: template.text)
    }

    func testASingleLanguageStudyMayWriteTextsAsMaps() {
        var template = StudyTemplate()
        template.introduction = "introduction:\n  title: {en: Welcome}\n  text: A short study."
        assertNoErrors(template.text)
    }
}
