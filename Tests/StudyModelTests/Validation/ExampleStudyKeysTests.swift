import Crypto
import Foundation
import StudyModel
import XCTest

@testable import StudyModelTestSupport

/// The example studies collect names, so each declares a study team key (docs/data-safety.md,
/// "The example studies' keys are for trying only"): the `identity-key:` block in
/// `Studies/<study>.study` must be the key in `Studies/keys/<study>.pub`, the private half for
/// trying the examples must be `Tests/Fixtures/keys/<study>.key`, and no private key may lie
/// anywhere under `Studies/` (a folder researchers copy).
final class ExampleStudyKeysTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Validation
        .deletingLastPathComponent() // StudyModelTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    private static let studies = root.appendingPathComponent("Studies")

    /// The example studies, by name without `.study`.
    private func studyNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.studies.path)
            .filter { $0.hasSuffix(".study") }.map { String($0.dropLast(".study".count)) }.sorted()
    }

    private func text(_ relative: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The key the study file declares, read by the study parser as `study run` reads it.
    private func declaredKey(of name: String) throws -> Curve25519.KeyAgreement.PublicKey {
        let path = Self.studies.appendingPathComponent("\(name).study").path
        let source = SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        let result = StudyValidation.validate(source) { document in
            let candidates = ConsentDocumentPaths.candidates(for: document, studyPath: path)
            for candidate in candidates {
                if let text = try? String(contentsOfFile: candidate, encoding: .utf8) {
                    return .found(SourceFile(path: candidate, text: text))
                }
            }
            return .notFound(searched: candidates)
        }
        let study = try XCTUnwrap(result.study, "\(path) does not parse")
        return try XCTUnwrap(study.sealingKey, "\(path) declares no study team key (identity-key: none?)")
    }

    func testEveryExampleStudyDeclaresTheKeyCommittedBesideIt() throws {
        let names = try studyNames()
        XCTAssertGreaterThanOrEqual(names.count, 3)
        for name in names {
            let committed = try StudyTeamKey.publicKey(pem: try text("Studies/keys/\(name).pub"))
            XCTAssertEqual(
                try declaredKey(of: name).rawRepresentation, committed.rawRepresentation,
                "Studies/\(name).study's identity-key is not Studies/keys/\(name).pub")
        }
    }

    func testTheFixturePrivateKeyIsThePairOfEachExampleStudysKey() throws {
        for name in try studyNames() {
            let privateKey = try StudyTeamKey.privateKey(pem: try text("Tests/Fixtures/keys/\(name).key"))
            XCTAssertEqual(
                privateKey.publicKey.rawRepresentation, try declaredKey(of: name).rawRepresentation,
                "Tests/Fixtures/keys/\(name).key is not the pair of Studies/\(name).study's identity-key")
        }
    }

    func testTheExampleStudiesHaveKeysOfTheirOwn() throws {
        let keys = try studyNames().map { try declaredKey(of: $0).rawRepresentation }
        XCTAssertEqual(Set(keys).count, keys.count, "two example studies share a key")
    }

    func testNoPrivateKeyLiesUnderStudies() throws {
        let walker = FileManager.default.enumerator(at: Self.studies, includingPropertiesForKeys: nil)
        var checked = 0
        while let url = walker?.nextObject() as? URL {
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            checked += 1
            XCTAssertFalse(
                String(decoding: data, as: UTF8.self).contains("PRIVATE KEY"),
                "\(url.path) holds a private key: it belongs under Tests/Fixtures/keys/")
        }
        XCTAssertGreaterThan(checked, 0)
    }
}
