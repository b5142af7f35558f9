import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Files that are not YAML, or not a map: one located error, and no study.
final class YAMLSyntaxTests: XCTestCase {
    func testAColonInsideAPlainTextPointsAtTheColon() {
        let study = StudyTemplate(
            introduction: """
                introduction:
                  title: Welcome
                  text: Our aim↓: to learn
                """
        ).text
        let result = assertDiagnostic(
            "yaml-syntax", message: "a text that contains ': ' must be in quotes",
            hint: "put the whole text in double quotes: text: \"Our aim: to learn\"", in: study)
        XCTAssertNil(result?.study)
        XCTAssertEqual(
            result?.diagnostics.first?.note,
            "the YAML reader said: mapping values are not allowed in this context")
    }

    func testATabUsedForIndentationIsReportedWithAHint() {
        let study = StudyTemplate(introduction: "introduction:\n  title: Welcome\n↓\ttext: Hello.").text
        assertDiagnostic("yaml-syntax", message: "tab", hint: "indent with spaces", in: study)
    }

    func testAQuoteNeverClosedNamesWhereTheQuotedTextStarts() {
        // A quoted text may run over several lines, so libyaml only notices at the end of
        // the file; the hint points back at the opening quote.
        let study = StudyTemplate().text + "    completion: \"Thank you!\n↓"
        let quoteLine = study.filter { $0 == "\n" }.count
        let result = assertDiagnostic(
            "yaml-syntax", message: "a quoted text is never closed",
            hint: "end it with the same quote it starts with; it starts at line \(quoteLine), column 17",
            in: study)
        XCTAssertEqual(
            result?.diagnostics.first?.note,
            "the YAML reader said: found unexpected end of stream "
                + "while scanning a quoted scalar at line \(quoteLine), column 17")
    }

    func testAnUnclosedFlowListIsReported() {
        let study = StudyTemplate.withSteps(
            """
            - id: colour
              question: Favourite colour?
              answer:
                type: single-choice
                choices: [red, green
            - id↓: next
              question: Next?
              answer: yes-no
            """)
        let result = assertDiagnostic(
            "yaml-syntax", message: "a list written on one line is not closed",
            hint: "end the list with ']' on its line", in: study)
        XCTAssertTrue(
            result?.diagnostics.first?.note?.contains("did not find expected ',' or ']' while parsing a flow sequence")
                == true, StudyCheck.dump(result?.diagnostics ?? []))
    }

    func testADuplicateKeyIsReportedAtItsFirstOccurrence() {
        let study = StudyTemplate(
            header: """
                id: test-study
                title: Test study
                version: "1.0"
                organisation: Test Lab
                contact:
                  ↓name: Dr Test
                  email: test@example.org
                  name: Dr Other
                """
        ).text
        let result = assertDiagnostic(
            "duplicate-key", message: "the key 'name' appears more than once in the same map",
            hint: "keep only one", in: study)
        XCTAssertNil(result?.study)
    }

    func testAnEmptyFileIsReported() {
        assertDiagnostic("empty-file", message: "the study file is empty", in: "↓")
        assertDiagnostic("empty-file", message: "the study file is empty", in: "↓# only a comment\n")
    }

    func testAStudyThatIsAListIsReported() {
        assertDiagnostic(
            "wrong-type", message: "the study must be a map of fields, but it is a list",
            in: "↓- id: test-study\n- title: Test\n")
    }

    func testASyntaxErrorStopsBeforeAnyOtherCheck() {
        // The unknown key would be reported too if the file could be read.
        let study = StudyTemplate(header: "tittle: x\nid: [\n").text
        let result = StudyCheck.validate(study)
        XCTAssertEqual(result.diagnostics.map(\.code), [.yamlSyntax], StudyCheck.dump(result.diagnostics))
        XCTAssertFalse(result.isValid)
    }
}
