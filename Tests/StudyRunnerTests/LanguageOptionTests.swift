import XCTest

@testable import StudyRunnerTestSupport

/// `--lang` names one of the study's languages; a wrong one is a usage error that lists them,
/// and the program's own languages too when it has no texts in the one asked for.
final class LanguageOptionTests: XCTestCase {
    func testALanguageNeitherTheStudyNorTheProgramHasListsBoth() throws {
        let run = try JourneyHarness.run(["run", "Studies/phq9.study", "--plain", "--lang", "ja"], input: "")
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("the study is not available in 'ja'. Choose one of: en."), run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "The study program has no texts in 'ja' either; it speaks en (English), de (Deutsch), es (Español), "
                    + "fr (Français), pt (Português), zh (简体中文)."), run.stderr)
    }

    func testALanguageOnlyTheStudyLacksListsTheStudysLanguages() throws {
        let run = try JourneyHarness.run(["run", "Studies/phq9.study", "--plain", "--lang", "es"], input: "")
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("the study is not available in 'es'. Choose one of: en."), run.stderr)
        XCTAssertFalse(run.stderr.contains("The study program has no texts"), run.stderr)
    }
}
