import StudyModel
import XCTest

/// A study (and its consent documents) in which one `↓` marks the exact place a diagnostic
/// must point to, in the spirit of SwiftLint's and swift-format's rule examples.
///
/// The marker is removed before validation; its line and column (1-based, counting Unicode
/// scalars, as diagnostics do) become the expected location.
struct MarkedStudy {
    static let marker: Unicode.Scalar = "↓"
    /// The path the study is validated under; consent documents are `Consent/<name>`.
    static let studyPath = "test.study"

    /// The study text without the marker.
    let study: String
    /// Consent documents by the name the study gives them, without the marker.
    let consent: [String: String]
    /// Where the marker was, or nil when there was none.
    let expected: SourceLocation?
    /// Why the marked texts cannot be used (no marker, or more than one).
    let problem: String?

    init(study: String, consent: [String: String] = [:]) {
        var found: [SourceLocation] = []
        func strip(_ text: String, path: String) -> String {
            let (clean, marks) = Self.removeMarkers(text)
            found += marks.map { SourceLocation(file: path, line: $0.line, column: $0.column) }
            return clean
        }
        self.study = strip(study, path: Self.studyPath)
        var documents: [String: String] = [:]
        for name in consent.keys.sorted() {
            documents[name] = strip(consent[name]!, path: Self.consentPath(name))
        }
        self.consent = documents
        self.expected = found.count == 1 ? found[0] : nil
        self.problem =
            found.count == 1
            ? nil
            : "the test texts must contain exactly one '\(Self.marker)', but they contain \(found.count)"
    }

    static func consentPath(_ name: String) -> String { "Consent/\(name)" }

    /// The text without markers, and each marker's line and column.
    static func removeMarkers(_ text: String) -> (String, [(line: Int, column: Int)]) {
        var clean = String.UnicodeScalarView()
        var marks: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == marker {
                marks.append((line, column))
                continue
            }
            clean.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(clean), marks)
    }

    func validate(options: ValidationOptions = ValidationOptions()) -> ValidationResult {
        StudyCheck.validate(study, consent: consent, options: options)
    }
}

/// Validation of in-memory studies, and readable dumps of what it found.
enum StudyCheck {
    static func validate(
        _ study: String, consent: [String: String] = [:], options: ValidationOptions = ValidationOptions()
    ) -> ValidationResult {
        let source = SourceFile(path: MarkedStudy.studyPath, text: study)
        return StudyValidation.validate(source, options: options) { name in
            let path = MarkedStudy.consentPath(name)
            guard let text = consent[name] else { return .notFound(searched: [path]) }
            return .found(SourceFile(path: path, text: text))
        }
    }

    /// One line per diagnostic: `test.study:3:9: error [unknown-key] message (hint: …)`.
    static func dump(_ diagnostics: [Diagnostic]) -> String {
        if diagnostics.isEmpty { return "  (no diagnostics)" }
        return diagnostics.map { "  " + describe($0) }.joined(separator: "\n")
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.location.map { "\($0)" } ?? "(no location)"
        let hint = diagnostic.hint.map { " (hint: \($0))" } ?? ""
        return "\(place): \(diagnostic.severity.rawValue) [\(diagnostic.code.rawValue)] \(diagnostic.message)\(hint)"
    }
}
