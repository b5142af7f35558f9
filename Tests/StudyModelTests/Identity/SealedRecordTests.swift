import Crypto
import Foundation
import XCTest

@testable import StudyModel

/// Identity records sealed with HPKE to the study team's key: opened only with the private
/// half, and not at all once moved, renamed or edited.
final class SealedRecordTests: XCTestCase {
    private let team = Curve25519.KeyAgreement.PrivateKey()
    private let record = IdentityRecord(
        participant: "P-7K3M9Q", source: .signature, time: Timestamp(iso8601: "2026-03-01T09:30:00+01:00")!,
        fields: ["full-name": "Ada Lovelace", "signature": "Ada Lovelace", "email": "ada@example.org"])

    private func sealed() throws -> SealedRecord {
        try SealedRecord.seal(
            record.json(), to: team.publicKey, participant: "P-7K3M9Q", file: "identity/signature-12.sealed")
    }

    func testARecordOpensWithTheTeamsPrivateKeyToTheSameFields() throws {
        let bytes = try sealed().bytes()
        let opened = try SealedRecord.read(bytes).open(with: team)
        XCTAssertEqual(try IdentityRecord.read(opened), record)
    }

    func testTheFileHoldsNoIdentifyingTextAndNamesItsSuite() throws {
        let text = String(decoding: try sealed().bytes(), as: UTF8.self)
        XCTAssertFalse(text.contains("Ada"), text)
        XCTAssertFalse(text.contains("example.org"), text)
        XCTAssertTrue(text.contains(#""format":"study-sealed-record\/1""#), text)
        XCTAssertTrue(text.contains("ChaCha20-Poly1305"), text)
        XCTAssertTrue(text.hasSuffix("}\n"))
    }

    func testTwoSealsOfTheSameRecordDiffer() throws {
        // A fresh ephemeral key each time: equal identities cannot be matched across files.
        XCTAssertNotEqual(try sealed().ciphertext, try sealed().ciphertext)
    }

    func testAnotherPrivateKeyCannotOpenIt() throws {
        let other = Curve25519.KeyAgreement.PrivateKey()
        XCTAssertThrowsError(try sealed().open(with: other)) { error in
            XCTAssertTrue("\(error)".contains("does not open with this private key"), "\(error)")
        }
    }

    func testARecordMovedToAnotherParticipantOrEditedDoesNotOpen() throws {
        var moved = try sealed()
        moved.participant = "P-AAAAAA"
        XCTAssertThrowsError(try moved.open(with: team))
        var edited = try sealed()
        edited.ciphertext[edited.ciphertext.startIndex] ^= 1
        XCTAssertThrowsError(try edited.open(with: team))
    }

    func testBytesThatAreNoRecordAreRefused() {
        XCTAssertThrowsError(try SealedRecord.read(Data("# Signed consent\n".utf8))) { error in
            XCTAssertTrue("\(error)".contains("is not a sealed record"), "\(error)")
        }
    }
}
