import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// A shipped study with `identity-key: none` in place of its study team key, for the tests
/// whose subject is a study that keeps identities in plain text on purpose (the signer's name
/// in the journal and in `consent.md`, and what `study verify` says when those are edited):
/// the study file and its consent document are copied into a temporary folder.
final class PlainStudy {
    let place: TemporaryFolder
    let studyPath: String

    init(_ name: String, consent: String? = nil) throws {
        place = try TemporaryFolder()
        let original = try String(
            contentsOf: StudyBinary.root.appendingPathComponent("Studies/\(name).study"), encoding: .utf8)
        let study = SealedStudy.replacingIdentityKey(of: original, with: "identity-key: none")
        XCTAssertFalse(study.contains("BEGIN PUBLIC KEY"), "Studies/\(name).study: its key block was not replaced")
        studyPath = try place.write("Studies/\(name).study", study).path
        if let consent { try SealedStudy.copyConsent(consent, into: place) }
    }

    /// A journey's typed lines without the empty line before the home screen's first line
    /// `home`: the answer files answer the offer of a copy of the sealed consent there, which a
    /// study without a key never makes.
    static func input(_ lines: [String], before home: String) -> String {
        var lines = lines
        if let index = lines.firstIndex(of: home), index > 0, lines[index - 1].isEmpty {
            lines.remove(at: index - 1)
        } else {
            XCTFail("no empty line (the copy offer) before '\(home)'")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `study run <this study> --plain --output <the harness's results>` with `input`.
    func run(input: String, in harness: JourneyHarness, extra: [String] = []) throws -> StudyRun {
        try JourneyHarness.run(["run", studyPath, "--plain", "--output", harness.outputPath] + extra, input: input)
    }
}
