import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `ParticipantSecret.readOrCreate(folders:)`, the secrets of a `study sync` call's new
/// participants made with two shared flushes: the same files as one at a time, in order,
/// an existing secret read and never replaced, and nothing else left in a folder.
final class ParticipantSecretTogetherTests: XCTestCase {
    private func folders(_ count: Int, in work: TemporaryFolder) throws -> [String] {
        try (0..<count).map { number in
            let folder = work.url.appendingPathComponent("P\(number)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return folder
        }
    }

    private func secretFile(_ folder: String) -> String {
        folder + "/" + ParticipantSecret.fileName
    }

    func testNewSecretsAreWrittenInOrderAsOneAtATimeWritesThem() throws {
        let work = try TemporaryFolder()
        let made = try folders(5, in: work)
        let secrets = ParticipantSecret.readOrCreate(folders: made)
        XCTAssertEqual(secrets.count, 5)
        for (folder, secret) in zip(made, secrets) {
            let secret = try XCTUnwrap(secret)
            XCTAssertEqual(secret.count, 64)
            XCTAssertTrue(secret.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }, secret)
            XCTAssertEqual(try String(contentsOfFile: secretFile(folder), encoding: .utf8), secret + "\n")
            let attributes = try FileManager.default.attributesOfItem(atPath: secretFile(folder))
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
            // No temporary name left behind: the unnamed file became the secret itself.
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [ParticipantSecret.fileName])
            // Read back the way every other command reads it.
            XCTAssertEqual(try ParticipantSecret.readOrCreate(folder: folder), secret)
        }
        XCTAssertEqual(Set(secrets.compactMap { $0 }).count, 5, "each participant has a secret of their own")
    }

    func testAnExistingSecretIsReadAndKept() throws {
        let work = try TemporaryFolder()
        let made = try folders(3, in: work)
        let kept = String(repeating: "ab", count: 32)
        try Data((kept + "\n").utf8).write(to: URL(fileURLWithPath: secretFile(made[1])))
        // A secret written by hand, with white space around it, is read as one-at-a-time reads it.
        let handWritten = String(repeating: "7", count: 64)
        try Data(("  " + handWritten + "\r\n").utf8).write(to: URL(fileURLWithPath: secretFile(made[2])))
        let secrets = ParticipantSecret.readOrCreate(folders: made)
        XCTAssertEqual(secrets[1], kept)
        XCTAssertEqual(secrets[2], handWritten)
        XCTAssertEqual(try String(contentsOfFile: secretFile(made[1]), encoding: .utf8), kept + "\n")
        XCTAssertNotNil(secrets[0])
        XCTAssertNotEqual(secrets[0], kept)
    }

    func testAFolderThatCannotHoldASecretIsNilAndTheOthersAreMade() throws {
        let work = try TemporaryFolder()
        var made = try folders(2, in: work)
        made.insert(work.url.appendingPathComponent("no-such-folder").path, at: 1)
        let secrets = ParticipantSecret.readOrCreate(folders: made)
        XCTAssertNotNil(secrets[0])
        XCTAssertNil(secrets[1])
        XCTAssertNotNil(secrets[2])
        XCTAssertFalse(FileManager.default.fileExists(atPath: made[1]))
        XCTAssertEqual(try String(contentsOfFile: secretFile(made[2]), encoding: .utf8), secrets[2]! + "\n")
    }

    func testNoFoldersMakeNoSecrets() {
        XCTAssertEqual(ParticipantSecret.readOrCreate(folders: []), [])
    }
}
