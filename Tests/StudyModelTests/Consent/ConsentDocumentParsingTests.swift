import Foundation
import XCTest

@testable import StudyModel

/// Consent documents in Markdown: `## Title {#id}` starts a section that runs to the next
/// `## ` heading.
final class ConsentDocumentParsingTests: XCTestCase {
    private func parse(_ text: String) -> ConsentDocument {
        ConsentDocument.parse(SourceFile(path: "Consent/info.md", text: text))
    }

    func testSectionsHaveTheirHeadingIdTrimmedBodyAndLine() {
        let document = parse(
            """
            # Participant information

            Version 1.0. This text belongs to no section.

            ## About the study {#overview}


            We are researchers at Test University.

            - Taking part is voluntary.

            ### What happens next

            You answer a survey.


            ## Your privacy {#privacy}
            Your answers are stored without your name.
            """)
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(document.sections.map(\.id), ["overview", "privacy"])
        XCTAssertEqual(document.sections.map(\.heading), ["About the study", "Your privacy"])
        XCTAssertEqual(
            document.section("overview")?.body,
            """
            We are researchers at Test University.

            - Taking part is voluntary.

            ### What happens next

            You answer a survey.
            """)
        XCTAssertEqual(document.section("privacy")?.body, "Your answers are stored without your name.")
        XCTAssertEqual(
            document.section("overview")?.location, SourceLocation(file: "Consent/info.md", line: 5, column: 1))
        XCTAssertEqual(
            document.section("privacy")?.location, SourceLocation(file: "Consent/info.md", line: 17, column: 1))
        XCTAssertNil(document.section("missing"))
        XCTAssertFalse(document.sections.contains { $0.body.contains("belongs to no section") })
    }

    func testBlankLinesOfSpacesAreTrimmedAtBothEndsButNotInside() {
        let document = parse("## A {#a}\n   \n\t\nFirst.\n  \nSecond.\n \n")
        XCTAssertEqual(document.section("a")?.body, "First.\n  \nSecond.")
    }

    func testAnEmptySectionHasAnEmptyBody() {
        let document = parse("## A {#a}\n\n## B {#b}\nText.")
        XCTAssertEqual(document.section("a")?.body, "")
        XCTAssertEqual(document.section("b")?.body, "Text.")
    }

    func testSpacesAroundTheHeadingAndIdAreIgnored() {
        let document = parse("##    Spaced   title   {#spaced}   \nBody.")
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(document.section("spaced")?.heading, "Spaced   title")
    }

    func testWindowsLineEndingsAreNotPartOfTheText() {
        let document = parse("## About {#overview}\r\n\r\nLine one.\r\nLine two.\r\n")
        XCTAssertEqual(document.section("overview")?.heading, "About")
        XCTAssertEqual(document.section("overview")?.body, "Line one.\nLine two.")
    }

    func testOnlySecondLevelHeadingsStartSections() {
        let document = parse("## A {#a}\n### Sub {#sub}\n#### Deeper\n##No space\nText.")
        XCTAssertEqual(document.sections.map(\.id), ["a"])
        XCTAssertEqual(document.section("a")?.body, "### Sub {#sub}\n#### Deeper\n##No space\nText.")
    }

    func testAHeadingWithoutAnIdIsReportedAndItsTextBelongsToNoSection() {
        let document = parse(
            """
            ## About {#overview}
            About text.

            ## Withdrawing
            Withdrawing text.
            ## Privacy {#privacy}
            Privacy text.
            """)
        XCTAssertEqual(document.diagnostics.count, 1)
        let diagnostic = document.diagnostics.first
        XCTAssertEqual(diagnostic?.severity, .error)
        XCTAssertEqual(diagnostic?.code, .consentHeadingID)
        XCTAssertEqual(diagnostic?.message, "this consent heading has no section id")
        XCTAssertEqual(diagnostic?.hint, "end the heading with the id of its section, e.g. '## Privacy {#privacy}'")
        XCTAssertEqual(diagnostic?.location, SourceLocation(file: "Consent/info.md", line: 4, column: 1))
        XCTAssertEqual(document.sections.map(\.id), ["overview", "privacy"])
        XCTAssertEqual(document.section("overview")?.body, "About text.")
        XCTAssertEqual(document.section("privacy")?.body, "Privacy text.")
        XCTAssertFalse(document.sections.contains { $0.body.contains("Withdrawing text") })
    }

    func testAnEmptyOrUnclosedIdIsNoId() {
        for heading in ["## Title {#}", "## Title {#overview", "## Title {#overview} and more", "## Title #overview"] {
            let document = parse(heading + "\nText.")
            XCTAssertEqual(document.diagnostics.map(\.code), [.consentHeadingID], heading)
            XCTAssertEqual(document.sections.count, 0, heading)
        }
    }

    func testDuplicateIdsAreReportedAtTheSecondHeading() {
        let document = parse(
            """
            # Info

            ## About {#overview}
            First text.

            ## About again {#overview}
            Second text.
            """)
        XCTAssertEqual(document.diagnostics.count, 1)
        let diagnostic = document.diagnostics.first
        XCTAssertEqual(diagnostic?.severity, .error)
        XCTAssertEqual(diagnostic?.code, .duplicateID)
        XCTAssertEqual(diagnostic?.message, "the section id 'overview' is used by two headings")
        XCTAssertEqual(diagnostic?.hint, "the first is at line 3")
        XCTAssertEqual(diagnostic?.location, SourceLocation(file: "Consent/info.md", line: 6, column: 1))
        XCTAssertEqual(document.section("overview")?.body, "First text.", "the first heading's text is used")
    }

    func testADocumentWithoutHeadingsHasNoSections() {
        let document = parse("# Title\n\nJust an introduction.\n")
        XCTAssertEqual(document.sections.count, 0)
        XCTAssertEqual(document.diagnostics, [])
    }
}
