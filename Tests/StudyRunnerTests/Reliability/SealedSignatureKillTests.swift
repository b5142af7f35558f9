import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// With a study team key, a signature is two journal lines: the sealed identity record's
/// `document-saved` (its SHA-256 in the chain), then `signed`, which names the record. A
/// kill between the two (SIGKILL at the moment the first is on disk: `STUDY_TEST_STOP_AT`)
/// leaves a sealed record that no signature refers to yet: the participant has not signed,
/// the next start asks for the signature again, and what they typed the first time stays
/// sealed in the folder (nothing entered is thrown away). `study verify` accepts the folder
/// before and after the new signature.
final class SealedSignatureKillTests: XCTestCase {
    private let studyID = "phq9-mood-check"

    func testKilledBetweenTheSealedRecordAndTheSignatureTheNextStartAsksToSignAgain() throws {
        let harness = try JourneyHarness()
        let answers = try JourneyAnswers("phq9.txt")
        var environment = StudyBinary.baseEnvironment
        environment["STUDY_TEST_STOP_AT"] = "journalled:document-saved"
        let process = try WaitingProcess(
            ["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath], environment: environment)
        defer { process.stop() }
        try process.send(answers.text)
        try process.waitUntilStopped()
        process.send(signal: SIGKILL)
        XCTAssertEqual(try process.finish(closingInput: false), SIGKILL, "killed by the test")

        let participant = try harness.onlyParticipant(of: studyID)
        let journal = try participant.journal()
        let orphan = try XCTUnwrap(journal.last?["file"] as? String, "the last line is the sealed record's")
        XCTAssertEqual(journal.last?["event"] as? String, "document-saved")
        XCTAssertTrue(orphan.hasPrefix("identity-") && orphan.hasSuffix(".sealed"), orphan)
        XCTAssertFalse(journal.contains { $0["event"] as? String == "signed" }, "not signed yet")
        let before = try StudyBinary.run(["verify", participant.folder.path])
        XCTAssertEqual(before.status, 0, before.transcript)

        // The next start is on the signature: the name, the signature and the rest again.
        let signing = answers.lines.drop { $0 != "Grace Hopper" }
        XCTAssertFalse(signing.isEmpty, "phq9.txt types the name Grace Hopper")
        let next = try JourneyHarness.run(
            ["run", "Studies/phq9.study", "--plain", "--output", harness.outputPath, "--participant", participant.id],
            input: signing.map { $0 + "\n" }.joined())
        XCTAssertEqual(next.status, 0, next.transcript)
        XCTAssertTrue(next.stdout.contains("Your full name"), "asked to sign again: \(next.stdout)")

        let after = try participant.journal()
        let signatures = after.filter { $0["event"] as? String == "signed" }
        XCTAssertEqual(signatures.count, 1, "one signature")
        let signature = try XCTUnwrap(signatures.first?["signature"] as? [String: Any])
        let named = try XCTUnwrap(signature["identity"] as? String)
        XCTAssertNotEqual(named, orphan, "the signature names its own, new record")
        XCTAssertTrue(participant.exists(named))
        XCTAssertTrue(participant.exists(orphan), "what was typed before the kill is kept, sealed")
        let saved = after.filter { $0["event"] as? String == "document-saved" }.compactMap { $0["file"] as? String }
        XCTAssertEqual(saved.filter { $0 == orphan }.count, 1, "the first record's line stays, once")
        XCTAssertEqual(saved.filter { $0 == named }.count, 1)
        XCTAssertTrue(after.contains { $0["event"] as? String == "task-finished" }, "the survey was done")
        let verified = try StudyBinary.run(["verify", participant.folder.path])
        XCTAssertEqual(verified.status, 0, verified.transcript)
    }
}
