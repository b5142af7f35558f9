import Foundation
import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// docs/diagnostics.md documents every `DiagnosticCode`, and each example on it really
/// gives its code when validated: the page cannot fall behind the enum or the checks.
final class DiagnosticsDocumentationTests: XCTestCase {
    /// Codes whose entry may say "No example": they need a 5 MB file, bytes that are not
    /// text, an unreadable file, or no known input at all; or, for the four of
    /// `study validate --against`, participants' journals (StudyChangeTests shows each).
    private static let withoutExample: Set<DiagnosticCode> = [
        .fileTooLarge, .yaml, .yamlEncoding, .consentFileUnreadable,
        .removedTask, .removedQuestion, .changedAnswerType, .removedChoice,
    ]

    /// Other codes an example may give because they follow from the same mistake: a heading
    /// without its id also leaves the section without a heading.
    /// Codes only `validate --strict` asks for: their examples are validated strictly.
    private static let strictOnly: Set<DiagnosticCode> = [.plainIdentities]

    private static let consequences: [DiagnosticCode: Set<DiagnosticCode>] = [
        .consentHeadingID: [.consentSectionMissing]
    ]

    private static let page: DiagnosticsPage = {
        let url = ParserFuzzReplayTests.root.appendingPathComponent("docs/diagnostics.md")
        return DiagnosticsPage(markdown: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }()

    func testEveryCodeHasExactlyOneEntry() {
        let documented = Self.page.entries.map(\.code)
        XCTAssertEqual(
            Set(documented), Set(DiagnosticCode.allCases.map(\.rawValue)),
            "docs/diagnostics.md and DiagnosticCode disagree")
        XCTAssertEqual(documented.count, Set(documented).count, "a code has two entries")
    }

    func testEveryEntrySaysItsSeverityAndTheFix() {
        for entry in Self.page.entries {
            XCTAssertNotNil(entry.severity, "\(entry.code): no '**Error.**' or '**Warning.**'")
            XCTAssertTrue(entry.hasFix, "\(entry.code): no '**Fix:**'")
        }
    }

    func testOnlyCodesThatCannotBeShownGoWithoutAnExample() {
        let without = Self.page.entries.filter { $0.study == nil }.map(\.code)
        XCTAssertEqual(Set(without), Set(Self.withoutExample.map(\.rawValue)))
    }

    func testTheExampleStudyIsValid() throws {
        let base = try XCTUnwrap(Self.page.baseStudy, "no example study on the page")
        assertNoErrors(base)
    }

    func testEveryExampleGivesItsCode() throws {
        let base = try XCTUnwrap(Self.page.baseStudy)
        for entry in Self.page.entries {
            guard let example = entry.study, let severity = entry.severity else { continue }
            let study = entry.isWholeFile ? example : DiagnosticsPage.replacingSections(of: base, with: example)
            let consent = entry.consentDocument.map { ["consent.md": $0] } ?? [:]
            let code = try XCTUnwrap(DiagnosticCode(rawValue: entry.code))
            var options = ValidationOptions()
            options.strict = Self.strictOnly.contains(code)
            let found = StudyCheck.validate(study, consent: consent, options: options).diagnostics
            let expected = (Self.consequences[code] ?? []).union([code])
            XCTAssertTrue(
                found.contains { $0.code == code && $0.severity == severity },
                "the example of \(entry.code) gives instead:\n\(StudyCheck.dump(found))")
            XCTAssertTrue(
                found.allSatisfy { expected.contains($0.code) },
                "the example of \(entry.code) gives more:\n\(StudyCheck.dump(found))")
        }
    }
}

/// docs/diagnostics.md read as entries: a `### \`code\`` heading, then "**Error.**" or
/// "**Warning.**", a ```yaml example (```yaml file: the whole file), an optional
/// ```markdown consent document, and "**Fix:**".
private struct DiagnosticsPage {
    struct Entry {
        var code: String
        var severity: Diagnostic.Severity?
        var study: String?
        var isWholeFile = false
        var consentDocument: String?
        var hasFix = false
    }

    var baseStudy: String?
    var entries: [Entry] = []

    init(markdown: String) {
        var fence: (info: String, lines: [String])?
        for line in markdown.components(separatedBy: "\n") {
            if var open = fence {
                if line == "```" {
                    finish(block: open.lines.joined(separator: "\n") + "\n", info: open.info)
                    fence = nil
                } else {
                    open.lines.append(line)
                    fence = open
                }
            } else if line.hasPrefix("```") {
                fence = (String(line.dropFirst(3)), [])
            } else if line.hasPrefix("### `"), line.hasSuffix("`") {
                entries.append(Entry(code: String(line.dropFirst(5).dropLast())))
            } else if !entries.isEmpty {
                if line.hasPrefix("**Error.**") { entries[entries.count - 1].severity = .error }
                if line.hasPrefix("**Warning.**") { entries[entries.count - 1].severity = .warning }
                if line.hasPrefix("**Fix:**") { entries[entries.count - 1].hasFix = true }
            }
        }
    }

    private mutating func finish(block: String, info: String) {
        guard !entries.isEmpty else {
            if info == "yaml", baseStudy == nil { baseStudy = block }
            return
        }
        switch info {
        case "yaml": entries[entries.count - 1].study = block
        case "yaml file":
            entries[entries.count - 1].study = block
            entries[entries.count - 1].isWholeFile = true
        case "markdown": entries[entries.count - 1].consentDocument = block
        default: break
        }
    }

    /// `base` with each top-level section that `example` writes replaced by the example's,
    /// and the example's other sections added at the end, as the page describes.
    static func replacingSections(of base: String, with example: String) -> String {
        let replacements = sections(of: example)
        let baseSections = sections(of: base)
        var text = baseSections.map { section in
            replacements.first { $0.key == section.key }?.text ?? section.text
        }.joined()
        for section in replacements where !baseSections.contains(where: { $0.key == section.key }) {
            text += section.text
        }
        return text
    }

    /// Top-level sections: a line starting with a key at the left margin, and the lines under it.
    private static func sections(of text: String) -> [(key: String, text: String)] {
        var result: [(key: String, text: String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let startsSection = line.first.map { !" #-".contains($0) } ?? false
            if startsSection || result.isEmpty {
                let key = line.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
                result.append((key, ""))
            }
            result[result.count - 1].text += line + "\n"
        }
        return result
    }
}
