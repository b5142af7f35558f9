import Crypto
import Foundation
import StudyModel
import XCTest

@testable import StudyRunnerTestSupport

/// The example studies seal identities to their study team keys (`Studies/keys/<study>.pub`,
/// docs/data-safety.md): the journeys open what a run sealed with the private halves kept for
/// trying the examples (`Tests/Fixtures/keys/<study>.key`), as `study export --identities`
/// does, so the signed consent and the signer are still checked, now through the seal.
extension JourneyParticipant {
    /// The private key for trying the example study `Studies/<study>.study`.
    static func exampleKey(_ study: String) throws -> Curve25519.KeyAgreement.PrivateKey {
        let url = StudyBinary.root.appendingPathComponent("Tests/Fixtures/keys/\(study).key")
        return try StudyTeamKey.privateKey(pem: String(contentsOf: url, encoding: .utf8))
    }

    /// One of this participant's sealed files, opened with the example study's private key.
    func opened(_ name: String, study: String) throws -> Data {
        let record = try SealedRecord.read(Data(contentsOf: folder.appendingPathComponent(name)))
        return try record.open(with: Self.exampleKey(study))
    }

    /// The signed consent kept in the folder, sealed (`consent.md.sealed`), opened; fails the
    /// test when a readable `consent.md` is kept beside it.
    func signedConsent(study: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        XCTAssertFalse(exists("consent.md"), "a readable consent.md is kept in the results", file: file, line: line)
        return String(decoding: try opened(SealedRecord.consentFile, study: study), as: UTF8.self)
    }

    /// What the signature sealed: the identity record the journal's `signed` line names,
    /// opened; fails the test when the line itself holds the name or the typed signature.
    func signedIdentity(
        study: String, in journal: [[String: Any]], file: StaticString = #filePath, line: UInt = #line
    ) throws -> IdentityRecord {
        let signature = try XCTUnwrap(
            events("signed", in: journal).first?["signature"] as? [String: Any], "no signed line", file: file,
            line: line)
        XCTAssertNil(signature["fullName"], "the journal holds the signer's name", file: file, line: line)
        XCTAssertNil(signature["signature"], "the journal holds the typed signature", file: file, line: line)
        let record = try XCTUnwrap(
            signature["identity"] as? String, "the signed line names no identity record", file: file, line: line)
        return try IdentityRecord.read(opened(record, study: study))
    }
}
