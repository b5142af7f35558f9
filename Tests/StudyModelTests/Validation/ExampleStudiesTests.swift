import Foundation
import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// Every study shipped in `Studies/` is an example researchers copy: it must be clean.
final class ExampleStudiesTests: XCTestCase {
    /// The repository's top folder, found from this file's path.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Validation
        .deletingLastPathComponent() // StudyModelTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    private func studyFiles() throws -> [URL] {
        let folder = Self.root.appendingPathComponent("Studies")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "study" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Validates like `study validate`: consent documents from `Consent/` beside the study,
    /// then from `Consent/` in the folder above.
    private func validate(_ file: URL) throws -> ValidationResult {
        let source = SourceFile(path: file.path, text: try String(contentsOf: file, encoding: .utf8))
        return StudyValidation.validate(source) { name in
            let candidates = ConsentDocumentPaths.candidates(for: name, studyPath: file.path)
            for path in candidates {
                if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                    return .found(SourceFile(path: path, text: text))
                }
            }
            return .notFound(searched: candidates)
        }
    }

    func testThereAreExampleStudies() throws {
        XCTAssertGreaterThanOrEqual(try studyFiles().count, 3)
    }

    func testEveryExampleStudyHasNoErrorsAndNoWarnings() throws {
        for file in try studyFiles() {
            let result = try validate(file)
            XCTAssertNotNil(result.study, file.lastPathComponent)
            XCTAssertEqual(
                result.diagnostics.count, 0,
                "\(file.lastPathComponent):\n" + StudyCheck.dump(result.diagnostics))
        }
    }

    func testEveryConsentDocumentAnExampleNamesIsFoundAndUsed() throws {
        for file in try studyFiles() {
            let result = try validate(file)
            let named = result.study?.consent.document?.files.map(\.file.value) ?? []
            XCTAssertEqual(Set(result.consentDocuments.keys), Set(named), file.lastPathComponent)
        }
    }
}
