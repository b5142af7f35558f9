import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// `study keygen`: the study team's key pair in files OpenSSL reads, the private one for
/// its owner only, and never written over an existing pair.
final class KeygenCommandTests: XCTestCase {
    private func openssl(_ arguments: [String]) throws -> StudyRun {
        try TestProcess(arguments, executable: URL(fileURLWithPath: "/usr/bin/openssl")).finish()
    }

    func testTheKeyPairIsWrittenInFormsOpenSSLReads() throws {
        let folder = try TemporaryFolder()
        let keys = folder.url.appendingPathComponent("team-keys")
        let run = try StudyBinary.run(["keygen", "--to", keys.path])
        XCTAssertEqual(run.status, 0, run.transcript)
        let privateKey = keys.appendingPathComponent("study-team.key").path
        let publicKey = keys.appendingPathComponent("study-team.pub").path
        let privateText = try openssl(["pkey", "-in", privateKey, "-noout", "-text"])
        XCTAssertEqual(privateText.status, 0, privateText.transcript)
        XCTAssertTrue(privateText.stdout.contains("X25519 Private-Key"), privateText.stdout)
        let publicText = try openssl(["pkey", "-pubin", "-in", publicKey, "-noout", "-text"])
        XCTAssertEqual(publicText.status, 0, publicText.transcript)
        XCTAssertTrue(publicText.stdout.contains("X25519 Public-Key"), publicText.stdout)
        // OpenSSL derives the same public key from the private one.
        let derived = try openssl(["pkey", "-in", privateKey, "-pubout"])
        XCTAssertEqual(derived.stdout, try String(contentsOfFile: publicKey, encoding: .utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: privateKey)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
    }

    func testItSaysWhereEachHalfGoes() throws {
        let folder = try TemporaryFolder()
        let run = try StudyBinary.run(["keygen", "--to", "keys"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.transcript)
        let publicPEM = try String(
            contentsOf: folder.url.appendingPathComponent("keys/study-team.pub"), encoding: .utf8)
        XCTAssertTrue(run.stdout.contains("identity-key: |\n  -----BEGIN PUBLIC KEY-----\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("  " + publicPEM.split(separator: "\n")[1]), run.stdout)
        XCTAssertTrue(run.stdout.contains("Private key: keys/study-team.key (mode 0600)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("off the machines that collect data"), run.stdout)
        XCTAssertFalse(run.stdout.contains("BEGIN PRIVATE KEY"), run.stdout)
    }

    func testAnExistingPairIsNeverReplaced() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try StudyBinary.run(["keygen", "--to", "keys"], in: folder.url).status, 0)
        let key = folder.url.appendingPathComponent("keys/study-team.key")
        let before = try Data(contentsOf: key)
        let again = try StudyBinary.run(["keygen", "--to", "keys"], in: folder.url)
        XCTAssertEqual(again.status, 2, again.transcript)
        XCTAssertTrue(again.stderr.contains("already exists; keys are never replaced"), again.stderr)
        XCTAssertEqual(try Data(contentsOf: key), before)
    }
}
