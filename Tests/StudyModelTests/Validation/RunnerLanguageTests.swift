import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// A study language the program has no catalogue for is an error at its entry in
/// `languages`: its participants would read every runner text in English.
final class RunnerLanguageTests: XCTestCase {
    func testAStudyLanguageWithoutARunnerCatalogueIsAnError() {
        var template = StudyTemplate()
        // One language, so every plain text is written in it and nothing else is reported.
        template.header += "\nlanguages: [↓ja]"
        let result = assertDiagnostic(
            "runner-language",
            message: "the study program has no texts of its own in 'ja': its buttons, progress and messages would be "
                + "shown in English",
            hint: "use a language the program speaks: en (English), de (Deutsch), es (Español), fr (Français), "
                + "pt (Português), zh (简体中文); or add Catalogues/ja.yaml (docs/architecture.md, \"Adding a language\")",
            in: template.text)
        XCTAssertEqual(result?.diagnostics.count, 1, StudyCheck.dump(result?.diagnostics ?? []))
    }

    func testEveryShippedLanguageAndItsRegionalTagsAreAccepted() {
        for language in ["en", "en-GB", "de", "de-AT", "es", "es-MX", "fr", "fr-CA", "pt", "pt-BR", "zh-Hans"] {
            var template = StudyTemplate()
            template.header += "\nlanguages: [\(language)]"
            assertNoErrors(template.text, allowWarnings: true)
        }
    }
}
