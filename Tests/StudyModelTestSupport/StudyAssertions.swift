import StudyModel
import XCTest

/// Asserts that validating `study` reports a diagnostic with `code` exactly where the
/// study's (or one consent document's) `↓` marker stands, whose message contains
/// `message` and, when given, whose hint contains `hint`. On failure, every diagnostic
/// found is listed.
@discardableResult
func assertDiagnostic(
    _ code: String,
    message: String,
    hint: String? = nil,
    severity: Diagnostic.Severity = .error,
    in study: String,
    consent: [String: String] = [:],
    options: ValidationOptions = ValidationOptions(),
    file: StaticString = #filePath,
    line: UInt = #line
) -> ValidationResult? {
    let marked = MarkedStudy(study: study, consent: consent)
    guard let expected = marked.expected else {
        XCTFail(marked.problem ?? "no marker", file: file, line: line)
        return nil
    }
    // Tests name codes as JSON output prints them; a name that is no code is a typo in the test.
    guard DiagnosticCode(rawValue: code) != nil else {
        XCTFail("'\(code)' is not a DiagnosticCode", file: file, line: line)
        return nil
    }
    let result = marked.validate(options: options)
    let matches = result.diagnostics.filter { diagnostic in
        diagnostic.code.rawValue == code && diagnostic.location == expected && diagnostic.severity == severity
            && diagnostic.message.contains(message)
            && (hint.map { diagnostic.hint?.contains($0) == true } ?? true)
    }
    if matches.isEmpty {
        let wanted =
            "\(severity.rawValue) [\(code)] containing \"\(message)\""
            + (hint.map { " with a hint containing \"\($0)\"" } ?? "")
        let quoted = quote(expected, in: marked)
        XCTFail(
            """
            expected \(wanted) at \(expected)
            \(quoted)
            found:
            \(StudyCheck.dump(result.diagnostics))
            """, file: file, line: line)
    }
    return result
}

/// Asserts that `study` validates without errors (and, unless allowed, without warnings),
/// listing every diagnostic otherwise. Returns the result for further checks.
@discardableResult
func assertNoErrors(
    _ study: String,
    consent: [String: String] = [:],
    allowWarnings: Bool = false,
    file: StaticString = #filePath,
    line: UInt = #line
) -> ValidationResult {
    let result = StudyCheck.validate(study, consent: consent)
    let unwanted = result.diagnostics.filter { allowWarnings ? $0.severity == .error : true }
    if !unwanted.isEmpty || result.study == nil {
        XCTFail(
            """
            expected no \(allowWarnings ? "errors" : "diagnostics"), found:
            \(StudyCheck.dump(result.diagnostics))
            """, file: file, line: line)
    }
    return result
}

/// The marked line with a caret under the marker, to show where the diagnostic was expected.
private func quote(_ location: SourceLocation, in marked: MarkedStudy) -> String {
    let text =
        location.file == MarkedStudy.studyPath
        ? marked.study
        : marked.consent.first { MarkedStudy.consentPath($0.key) == location.file }?.value ?? ""
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard location.line - 1 < lines.count else { return "" }
    let shown = lines[location.line - 1]
    return "    " + shown + "\n    " + String(repeating: " ", count: max(0, location.column - 1)) + "^"
}
