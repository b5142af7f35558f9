import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// What every start checks before anything else: `onboarding.json` and each survey's
/// results file against the journal. The quick checks (an onboarding record byte for byte
/// as this start would write it, a results file's status read by `LineTokens`) decide as the
/// full comparison did: a file that agrees is left as it is, whatever its layout, and one
/// that disagrees is written again. Nothing is remembered between starts, so what a kill
/// leaves (`KillWindowTests`) is decided from the files alone.
final class SummaryCatchUpTests: XCTestCase {
    private var harness: JourneyHarness!

    /// A participant who joined and did one PHQ-9 (phq9.txt, to its end).
    private func participant() throws -> JourneyParticipant {
        harness = try JourneyHarness()
        let run = try harness.run(try JourneyAnswers("phq9.txt"), study: "phq9")
        XCTAssertEqual(run.status, 0, run.transcript)
        return try harness.onlyParticipant(of: "phq9-mood-check")
    }

    private func resume(_ participant: JourneyParticipant) throws {
        let run = try harness.run(study: "phq9", input: "leave\n", extra: ["--participant", participant.id])
        XCTAssertEqual(run.status, 0, run.transcript)
    }

    private func verify(_ participant: JourneyParticipant) throws -> StudyRun {
        try JourneyHarness.run(["verify", participant.folder.path], input: "")
    }

    /// The file's inode: a file written again (to a temporary file, then renamed) has another.
    private func inode(_ participant: JourneyParticipant, _ name: String) throws -> Int {
        let path = participant.folder.appendingPathComponent(name).path
        return try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    /// `object` written compactly (one line, no spaces): the same content in another layout.
    private func writeCompact(_ object: [String: Any], to name: String, of participant: JourneyParticipant) throws {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        try data.write(to: participant.folder.appendingPathComponent(name))
    }

    func testFilesAsTheProgramWroteThemAreLeftAsTheyAre() throws {
        let participant = try participant()
        let names = ["onboarding.json", "tasks/phq9-1.json"]
        let before = try names.map { (try participant.text($0), try inode(participant, $0)) }
        try resume(participant)
        for (name, (text, inode)) in zip(names, before) {
            XCTAssertEqual(try participant.text(name), text, name)
            XCTAssertEqual(try self.inode(participant, name), inode, "\(name) was written again")
        }
        XCTAssertEqual(try verify(participant).status, 0)
    }

    func testFilesInAnotherLayoutThatAgreeWithTheJournalAreKept() throws {
        let participant = try participant()
        try writeCompact(try participant.json("onboarding.json"), to: "onboarding.json", of: participant)
        try writeCompact(try participant.json("tasks/phq9-1.json"), to: "tasks/phq9-1.json", of: participant)
        let compact = try ["onboarding.json", "tasks/phq9-1.json"].map { try participant.text($0) }
        try resume(participant)
        XCTAssertEqual(try participant.text("onboarding.json"), compact[0], "an agreeing record was written again")
        XCTAssertEqual(try participant.text("tasks/phq9-1.json"), compact[1], "agreeing results were written again")
        XCTAssertEqual(try verify(participant).status, 0)
    }

    func testFilesInAnotherLayoutThatDisagreeWithTheJournalAreWrittenAgain() throws {
        let participant = try participant()
        var onboarding = try participant.json("onboarding.json")
        XCTAssertEqual(onboarding["permissions"] as? [String: Bool], ["reminders": true])
        onboarding["permissions"] = ["reminders": false]
        try writeCompact(onboarding, to: "onboarding.json", of: participant)
        var result = try participant.json("tasks/phq9-1.json")
        result["status"] = "in-progress"
        try writeCompact(result, to: "tasks/phq9-1.json", of: participant)
        XCTAssertNotEqual(try verify(participant).status, 0, "the files differ from the journal")
        try resume(participant)
        XCTAssertEqual(try participant.json("onboarding.json")["permissions"] as? [String: Bool], ["reminders": true])
        XCTAssertEqual(try participant.json("tasks/phq9-1.json")["status"] as? String, "completed")
        XCTAssertTrue(try participant.text("onboarding.json").hasPrefix("{\n"), "written in the program's layout")
        XCTAssertEqual(try verify(participant).status, 0)
    }
}
