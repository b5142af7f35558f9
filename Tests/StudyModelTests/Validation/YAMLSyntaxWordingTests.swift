import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// The common YAML mistakes in plain words with the fix, the YAML reader's words kept as
/// a note, at the place the reader stopped.
final class YAMLSyntaxWordingTests: XCTestCase {
    /// The one diagnostic of `study`, which must be a yaml-syntax error at the marker.
    @discardableResult
    private func assertSyntax(
        _ message: String, hint: String, note: String, in study: String,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        let result = assertDiagnostic("yaml-syntax", message: message, hint: hint, in: study, file: file, line: line)
        let diagnostic = result?.diagnostics.first
        XCTAssertEqual(result?.diagnostics.count, 1, StudyCheck.dump(result?.diagnostics ?? []), file: file, line: line)
        XCTAssertTrue(
            diagnostic?.note?.hasPrefix("the YAML reader said: \(note)") == true,
            "note: \(diagnostic?.note ?? "none")", file: file, line: line)
        return diagnostic
    }

    func testAListItemOutOfLineWithTheOthers() {
        let study = StudyTemplate.withSteps(
            """
            - id: mood
              question: How are you today?
              answer: yes-no
             ↓- id: sleep
              question: Did you sleep well?
              answer: yes-no
            """)
        assertSyntax(
            "this line is not lined up with the items of its list",
            hint: "start every item of a list with '- ' at the same column; it starts at line",
            note: "did not find expected '-' indicator while parsing a block collection", in: study)
    }

    func testAKeyIndentedLessThanTheKeysOfItsMap() {
        let study = StudyTemplate(
            introduction: """
                introduction:
                   title: Welcome
                  ↓text: A short study.
                """
        ).text
        assertSyntax(
            "this line is not lined up with the keys of its map",
            hint: "line up the keys of one map at the same column; it starts at line",
            note: "did not find expected key while parsing a block mapping", in: study)
    }

    func testAKeyIndentedFurtherThanTheKeysAboveIt() {
        let study = StudyTemplate(
            introduction: """
                introduction:
                  title: Welcome
                    text↓: A short study.
                """
        ).text
        assertSyntax(
            "this line is indented further than the keys above it",
            hint: "line up the keys of one map at the same column",
            note: "mapping values are not allowed in this context", in: study)
    }

    func testAnUnquotedColonInAChoiceLabel() {
        let study = StudyTemplate.withSteps(
            """
            - id: diagnosis
              question: Which type?
              answer:
                type: single-choice
                choices:
                  - value: type1
                    label: Yes↓: type 1
                  - {value: none, label: "No"}
            """)
        assertSyntax(
            "a text that contains ': ' must be in quotes",
            hint: "put the whole text in double quotes: label: \"Yes: type 1\"",
            note: "mapping values are not allowed in this context", in: study)
    }

    func testALongTextIsNotRepeatedInTheHint() {
        let long = String(repeating: "very ", count: 20)
        let study = StudyTemplate(
            introduction: """
                introduction:
                  title: Welcome
                  text: Our aim↓: to learn \(long)much
                """
        ).text
        assertSyntax(
            "a text that contains ': ' must be in quotes", hint: "put the whole text in double quotes",
            note: "mapping values are not allowed in this context", in: study)
        XCTAssertEqual(StudyCheck.validate(study).diagnostics.first?.hint, "put the whole text in double quotes")
    }

    func testATabBeforeAKey() {
        let study = StudyTemplate(introduction: "introduction:\n  title: Welcome\n↓\ttext: Hello.").text
        let diagnostic = assertSyntax(
            "a tab is used for indentation",
            hint: "indent with spaces; YAML does not allow tabs for indentation",
            note: "", in: study)
        XCTAssertTrue(diagnostic?.note?.contains("tab") == true || diagnostic?.note?.contains("token") == true)
    }

    func testASingleQuoteNeverClosed() {
        let study =
            StudyTemplate(
                introduction: """
                    introduction:
                      title: 'Welcome
                      text: A short study.
                    """
            ).text + "↓"
        assertSyntax(
            "a quoted text is never closed",
            hint: "end it with the same quote it starts with; it starts at line 10, column 10",
            note: "found unexpected end of stream while scanning a quoted scalar", in: study)
    }

    func testTextAfterAClosingQuote() {
        let study = StudyTemplate(
            introduction: """
                introduction:
                  title: "Yes" ↓please
                  text: A short study.
                """
        ).text
        assertSyntax(
            "text goes on after a closing quote", hint: "quote the whole text or none of it",
            note: "did not find expected key while parsing a block mapping", in: study)
    }

    func testATextStartingWithABackquote() {
        let study = StudyTemplate(
            introduction: """
                introduction:
                  title: ↓`Welcome`
                  text: A short study.
                """
        ).text
        assertSyntax(
            "a text cannot start with '`' unless it is quoted", hint: "put the whole text in double quotes",
            note: "found character that cannot start any token", in: study)
    }

    func testTheNoteIsPrintedUnderTheHint() throws {
        let study = StudyTemplate(introduction: "introduction:\n  title: Welcome\n  text: Our aim: to learn\n").text
        let result = StudyCheck.validate(study)
        let diagnostic = try XCTUnwrap(result.diagnostics.first)
        let printed = DiagnosticFormatter().format(diagnostic, sources: result.sources)
        XCTAssertTrue(
            printed.hasSuffix(
                """
                    hint: put the whole text in double quotes: text: "Our aim: to learn"
                    note: the YAML reader said: mapping values are not allowed in this context

                """), printed)
    }
}
