import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// A shipped study run with a fresh study team key in place of the example's own
/// (`Studies/keys/`), so that a test holds the only private key: the study file (changed by
/// `change`) and its consent document are copied into a temporary folder beside `keys/`
/// (from `study keygen`); results go to the harness's folder.
final class SealedStudy {
    let place: TemporaryFolder
    let harness: JourneyHarness
    let studyPath: String

    init(_ name: String, consent: String? = nil, change: (String) -> String = { $0 }) throws {
        place = try TemporaryFolder()
        harness = try JourneyHarness()
        let keygen = try StudyBinary.run(["keygen", "--to", "keys"], in: place.url)
        XCTAssertEqual(keygen.status, 0, keygen.transcript)
        let publicPEM = try String(contentsOf: place.url.appendingPathComponent("keys/study-team.pub"), encoding: .utf8)
        let block = "identity-key: |\n" + publicPEM.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        let original = try String(
            contentsOf: StudyBinary.root.appendingPathComponent("Studies/\(name).study"), encoding: .utf8)
        let study = change(Self.replacingIdentityKey(of: original, with: block))
        XCTAssertTrue(study.contains(block), "Studies/\(name).study: its identity-key block was not found")
        studyPath = try place.write("Studies/\(name).study", study).path
        if let consent { try Self.copyConsent(consent, into: place) }
    }

    /// The study text with its `identity-key:` (a `|` block of a PEM key, or a word) replaced.
    static func replacingIdentityKey(of study: String, with replacement: String) -> String {
        study.replacingOccurrences(
            of: #"identity-key: (\|\n(  .*\n)*?  -----END PUBLIC KEY-----|none)"#, with: replacement,
            options: .regularExpression)
    }

    static func copyConsent(_ consent: String, into place: TemporaryFolder) throws {
        let text = try String(
            contentsOf: StudyBinary.root.appendingPathComponent("Consent/\(consent)"), encoding: .utf8)
        try place.write("Consent/\(consent)", text)
    }

    var privateKey: String { place.url.appendingPathComponent("keys/study-team.key").path }

    /// A journey's typed lines with `answers` in place of the empty line before the home
    /// screen's first line `home`: the offer of a readable copy of the sealed consent, which
    /// the answer files (Tests/Fixtures/answers) answer with an empty line (no copy).
    static func input(_ lines: [String], copy answers: [String] = [""], before home: String) -> String {
        var lines = lines
        if let index = lines.firstIndex(of: home), index > 0, lines[index - 1].isEmpty {
            lines.replaceSubrange((index - 1)..<index, with: answers)
        } else {
            XCTFail("no empty line (the copy offer) before '\(home)'")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    func run(input: String) throws -> StudyRun {
        try JourneyHarness.run(["run", studyPath, "--plain", "--output", harness.outputPath], input: input)
    }

    /// `study export` of the results with this study file.
    func export(_ extra: [String], to destination: String) throws -> StudyRun {
        try JourneyHarness.run(
            [
                "export", harness.outputPath, "--to", destination, "--studies",
                place.url.appendingPathComponent("Studies").path, "--quiet",
            ] + extra,
            input: "")
    }

    /// Every file under the folder, as text.
    static func everyFile(under folder: URL) -> [(path: String, text: String)] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = walker?.nextObject() as? URL {
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            files.append((url.path, String(decoding: data, as: UTF8.self)))
        }
        return files
    }

    /// Fails the test for each of `typed` found in a file under `folder`.
    static func assertNowhere(
        _ typed: [String], under folder: URL, file: StaticString = #filePath, line: UInt = #line
    ) {
        let files = everyFile(under: folder)
        XCTAssertFalse(files.isEmpty, "no files under \(folder.path)", file: file, line: line)
        for (path, text) in files {
            for word in typed where text.contains(word) {
                XCTFail("'\(word)' is in \(path)", file: file, line: line)
            }
        }
    }
}
