import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// The build tool that compiles `Catalogues/*.yaml` into Swift, run as the plugin runs it on
/// small files: what it writes, and how it stops the build on a file that differs from the
/// English one, pointing at the line to fix.
final class CatalogueGeneratorTests: XCTestCase {
    private static let english = """
        language: en
        name: English
        nativeName: English
        ui:
          greeting: Hello {name}
          quote: Say "hi" \\(not code)
        answers:
          choose:
            one: Choose {count} answer.
            other: Choose {count} answers.
          steps:
            - First {n}.
            - Then.
          wordInCapitals: true

        """

    /// The generator built next to the tests (the plugin's own copy, or the target's).
    private func generator() throws -> URL {
        let folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        let candidates = folders.flatMap { folder in
            ["CatalogueGenerator-tool", "CatalogueGenerator"].map { folder.appendingPathComponent($0) }
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("CatalogueGenerator was not built next to the tests")
        }
        return found
    }

    private func generate(_ files: [String: String]) throws -> (StudyRun, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let paths = try files.keys.sorted().map { try folder.write($0, files[$0] ?? "").path }
        let run = try TestProcess([folder.url.path] + paths, executable: try generator()).finish()
        return (run, folder)
    }

    func testAMatchingLanguageIsWrittenAsSwiftWithItsLines() throws {
        let spanish = Self.english.replacingOccurrences(of: "language: en", with: "language: es")
            .replacingOccurrences(of: "name: English", with: "name: Spanish")
            .replacingOccurrences(of: "nativeName: English", with: "nativeName: Español")
            .replacingOccurrences(of: "Hello {name}", with: "Hola {name}")
            .replacingOccurrences(of: "    one: Choose {count} answer.\n", with: "")
        let (run, folder) = try generate(["en.yaml": Self.english, "es.yaml": spanish])
        XCTAssertEqual(run.status, 0, run.transcript)
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Catalogue+es.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("public static let spanish: TextCatalogue"), swift)
        XCTAssertTrue(swift.contains("#sourceLocation(file: \"\(folder.url.path)/es.yaml\", line: 5)"), swift)
        XCTAssertTrue(swift.contains("catalogue.ui.greeting = \"Hola {name}\""), swift)
        XCTAssertTrue(swift.contains("catalogue.ui.quote = \"Say \\\"hi\\\" \\\\(not code)\""), "escaped: \(swift)")
        XCTAssertTrue(
            swift.contains(
                "catalogue.answers.choose = PluralText(one: \"Choose {count} answers.\", "
                    + "other: \"Choose {count} answers.\", zeroIsSingular: false)"),
            "`other` stands for `one`: \(swift)")
        XCTAssertTrue(swift.contains("catalogue.answers.steps = [\"First {n}.\", \"Then.\"]"), swift)
        XCTAssertTrue(swift.contains("catalogue.answers.wordInCapitals = true"), swift)
        let index = try String(
            contentsOf: folder.url.appendingPathComponent("TextCatalogue+Languages.swift"), encoding: .utf8)
        XCTAssertTrue(index.contains("[.english, .spanish]"), index)
    }

    func testAFileThatDiffersFromTheEnglishStopsTheBuildAtTheLineToFix() throws {
        let french = """
            language: fr
            name: French
            nativeName: Français
            ui:
              greeting: Bonjour {nom}
            answers:
              choose: Choisissez.
              steps:
                - Seul {n}.
              wordInCapitals: true
              extra: Pas une clé

            """
        let (run, _) = try generate(["en.yaml": Self.english, "fr.yaml": french])
        XCTAssertEqual(run.status, 1, run.transcript)
        let expected = [
            "fr.yaml:5: error: 'ui.greeting' lacks {name} and has {nom}, which the program does not fill",
            "fr.yaml:11: error: 'ui.quote' is missing; English has it at line 6",
            "fr.yaml:7: error: 'answers.choose' must be a plain text where English has one, and one:/other: where "
                + "English has them",
            "fr.yaml:9: error: 'answers.steps' must have 2 paragraphs, as in English (it has 1)",
            "fr.yaml:11: error: 'answers.extra' is not a key of the English catalogue",
        ]
        for line in expected { XCTAssertTrue(run.stderr.contains(line), "missing: \(line)\n\(run.stderr)") }
    }

    func testAFileNamedForAnotherLanguageIsRefused() throws {
        let misnamed = Self.english.replacingOccurrences(of: "language: en", with: "language: de")
            .replacingOccurrences(of: "name: English", with: "name: German")
        let (run, _) = try generate(["en.yaml": Self.english, "es.yaml": misnamed])
        XCTAssertEqual(run.status, 1, run.transcript)
        XCTAssertTrue(run.stderr.contains("es.yaml:1: error: 'language: de' in a file named es.yaml"), run.stderr)
    }
}
