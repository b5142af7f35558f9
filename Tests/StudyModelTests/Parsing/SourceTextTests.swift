import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Line endings and characters outside ASCII do not shift locations.
final class SourceTextTests: XCTestCase {
    private let marked = StudyTemplate.withSteps(
        """
        - id: age
          question: How old are you?
          answer: integer
        - id: adult
          question: Are you an adult?
          show-if: "age >= 18 and ↓agee < 100"
          answer: yes-no
        """)

    func testWindowsLineEndingsGiveTheSameLocations() {
        let crlf = marked.replacingOccurrences(of: "\n", with: "\r\n")
        let result = assertDiagnostic("expression", message: "unknown name 'agee'", in: crlf)
        XCTAssertEqual(result?.diagnostics.first?.length, 4, "the name is underlined whole")
    }

    func testWindowsLinesAreQuotedWithoutTheCarriageReturn() {
        let source = SourceFile(path: "x.study", text: "id: a\r\ntitle: b\r\n")
        XCTAssertEqual(source.line(1), "id: a")
        XCTAssertEqual(source.line(2), "title: b")
        XCTAssertEqual(source.line(3), "")
        XCTAssertNil(source.line(4))
    }

    func testYAMLColumnsCountUnicodeScalarsAfterWideCharacters() {
        var template = StudyTemplate()
        template.header = template.header.replacingOccurrences(
            of: "contact:\n  name: Dr Test\n  email: test@example.org",
            with: "contact: {name: 張偉 🧪, ↓emial: test@example.org}")
        assertDiagnostic(
            "unknown-key", message: "unknown field 'emial' in the contact", hint: "did you mean 'email'?",
            in: template.text)
    }

    func testAnExpressionAfterWideCharactersOnItsLine() {
        let study = StudyTemplate.withSteps(
            """
            - id: city
              question: 你住在哪里？
              answer: {type: single-choice, choices: [北京, 上海]}
            - {id: near, question: 近吗？, answer: yes-no, show-if: "city = '北京' and ↓cty = '上海'"}
            """)
        assertDiagnostic("expression", message: "unknown name 'cty'", hint: "did you mean 'city'?", in: study)
    }
}
