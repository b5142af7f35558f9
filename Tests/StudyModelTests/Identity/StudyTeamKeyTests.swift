import Crypto
import Foundation
import XCTest

@testable import StudyModel

/// The study team's key pair in PEM: written as OpenSSL writes X25519 keys, read back, and
/// every other text refused with a message that says what it is.
final class StudyTeamKeyTests: XCTestCase {
    func testAKeyPairRoundTripsThroughPEM() throws {
        let key = Curve25519.KeyAgreement.PrivateKey()
        let privatePEM = StudyTeamKey.pem(key)
        let publicPEM = StudyTeamKey.pem(key.publicKey)
        XCTAssertTrue(privatePEM.hasPrefix("-----BEGIN PRIVATE KEY-----\n"), privatePEM)
        XCTAssertTrue(publicPEM.hasSuffix("-----END PUBLIC KEY-----\n"), publicPEM)
        XCTAssertEqual(try StudyTeamKey.privateKey(pem: privatePEM).rawRepresentation, key.rawRepresentation)
        XCTAssertEqual(
            try StudyTeamKey.publicKey(pem: publicPEM).rawRepresentation, key.publicKey.rawRepresentation)
    }

    /// RFC 8410's example X25519 public key (section 10.1), as OpenSSL prints it.
    func testTheRFC8410ExamplePublicKeyIsRead() throws {
        let pem = """
            -----BEGIN PUBLIC KEY-----
            MCowBQYDK2VuAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=
            -----END PUBLIC KEY-----
            """
        let key = try StudyTeamKey.publicKey(pem: pem)
        XCTAssertEqual(
            key.rawRepresentation.map { NumberText.hex($0, width: 2) }.joined(),
            "19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1")
    }

    func testAPublicKeyIsReadWithTheIndentationOfAYAMLBlock() throws {
        let key = Curve25519.KeyAgreement.PrivateKey().publicKey
        let indented = StudyTeamKey.pem(key).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        XCTAssertEqual(try StudyTeamKey.publicKey(pem: indented).rawRepresentation, key.rawRepresentation)
    }

    func testThePrivateHalfIsRefusedWhereThePublicIsExpected() {
        let privatePEM = StudyTeamKey.pem(Curve25519.KeyAgreement.PrivateKey())
        XCTAssertThrowsError(try StudyTeamKey.publicKey(pem: privatePEM)) { error in
            XCTAssertEqual("\(error)", "this is the private half of the key pair, not the public one")
        }
    }

    func testAnEd25519KeyIsRefusedAsNotX25519() {
        // RFC 8410 section 10.1's Ed25519 public key: the right shape, another algorithm.
        let pem = """
            -----BEGIN PUBLIC KEY-----
            MCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=
            -----END PUBLIC KEY-----
            """
        XCTAssertThrowsError(try StudyTeamKey.publicKey(pem: pem)) { error in
            XCTAssertEqual("\(error)", "the public key is not an X25519 key (make one with 'study keygen')")
        }
    }

    func testTextThatIsNoPEMOrNoBase64SaysSo() {
        XCTAssertThrowsError(try StudyTeamKey.publicKey(pem: "ssh-ed25519 AAAA")) { error in
            XCTAssertEqual(
                "\(error)", "not a PEM public key: no '-----BEGIN PUBLIC KEY-----' … '-----END PUBLIC KEY-----' block")
        }
        let broken = "-----BEGIN PRIVATE KEY-----\n!!!!\n-----END PRIVATE KEY-----\n"
        XCTAssertThrowsError(try StudyTeamKey.privateKey(pem: broken)) { error in
            XCTAssertEqual(
                "\(error)",
                "the lines between '-----BEGIN PRIVATE KEY-----' and '-----END PRIVATE KEY-----' are not base64")
        }
    }
}
