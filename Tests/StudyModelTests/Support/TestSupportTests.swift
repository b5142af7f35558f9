import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// The helpers the validation tests stand on: the template is valid and markers are found
/// where they are written.
final class TestSupportTests: XCTestCase {
    func testTheTemplateStudyIsValidWithoutWarnings() {
        let result = assertNoErrors(StudyTemplate().text)
        XCTAssertTrue(result.isValid)
        XCTAssertEqual(result.study?.tasks.first?.survey?.questions.count, 1)
    }

    func testEachTemplateSectionCanBeReplaced() {
        let study = StudyTemplate.withSteps(
            """
            - id: age
              question: How old are you?
              answer: integer
            """,
            scores: """
                - id: doubled
                  value: "age * 2"
                """)
        let result = assertNoErrors(study)
        XCTAssertEqual(result.study?.tasks.first?.survey?.scores.first?.id.value, "doubled")
    }

    func testTheMarkerGivesLineAndColumnInUnicodeScalarsAndIsRemoved() {
        let marked = MarkedStudy(study: "a: b\nc: 東京 é ↓x\n")
        XCTAssertEqual(marked.study, "a: b\nc: 東京 é x\n")
        XCTAssertEqual(marked.expected, SourceLocation(file: "test.study", line: 2, column: 9))
        XCTAssertNil(marked.problem)
    }

    func testAMarkerInAConsentDocumentPointsIntoThatDocument() {
        let marked = MarkedStudy(study: "id: x\n", consent: ["a.md": "# A\n↓## B\n"])
        XCTAssertEqual(marked.consent["a.md"], "# A\n## B\n")
        XCTAssertEqual(marked.expected, SourceLocation(file: "Consent/a.md", line: 2, column: 1))
    }

    func testTextsWithoutOrWithSeveralMarkersAreRefused() {
        XCTAssertNil(MarkedStudy(study: "id: x\n").expected)
        XCTAssertNotNil(MarkedStudy(study: "↓id: ↓x\n").problem)
    }

    func testConsentDocumentsAreLookedUpInMemory() {
        var template = StudyTemplate()
        template.consent = template.consent.replacingOccurrences(
            of: "  sections:", with: "  document: a.md\n  sections:"
        )
        .replacingOccurrences(of: "      learn-more: The full text about the study.\n", with: "")
        let result = assertNoErrors(template.text, consent: ["a.md": "## About {#overview}\n\nAll of it.\n"])
        XCTAssertEqual(result.consentDocuments["a.md"]?.section("overview")?.body, "All of it.")
    }
}
