import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Leaving the study with deletion reaches the store: it deletes the participant's events
/// itself (for the holder of their secret only), keeps the record of the request, and takes
/// no event of theirs again from a copy left on another machine.
final class StoreDeletionTests: StoreTestCase {
    /// After joining: the survey from home, then leaving the study asking for deletion.
    private func surveyThenLeavingWithDeletion() throws -> String {
        let answers = try JourneyAnswers("phq9.txt")
        let home = answers.lines(through: "Mood questionnaire (PHQ-9)").count - 1
        let survey = answers.lines(through: "Somewhat difficult").dropFirst(home)
        let leaving = ["", "My profile", "Leave the study", "Leave the study and delete my answers", ""]
        return (survey + leaving).map { $0 + "\n" }.joined()
    }

    private func count(_ table: String, _ database: String, _ participant: String) throws -> String? {
        try server.superuser(database: database).execute(
            "SELECT count(*) FROM study_store.\(table) WHERE participant_id = $1", [participant]
        ).first?.first ?? nil
    }

    private func deletions(_ database: String) throws -> [[String?]] {
        try server.superuser(database: database).execute(
            "SELECT participant_id, decision FROM study_store.deletions ORDER BY 1")
    }

    func testLeavingWithDeletionDeletesTheAnswersInTheStoreToo() throws {
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machine = try JourneyHarness()
        let participant = try join(on: machine, store: store)
        XCTAssertNotEqual(try count("events", database, participant.id), "0")
        let left = try resume(
            participant.id, on: machine, store: store, secret: nil, input: try surveyThenLeavingWithDeletion())
        XCTAssertEqual(left.status, 0, left.transcript)
        XCTAssertTrue(left.stdout.contains("your answers have been deleted"), left.stdout)
        XCTAssertEqual(try count("events", database, participant.id), "0")
        XCTAssertEqual(try deletions(database), [[participant.id, "withdrew-answers-deleted"]])
        XCTAssertEqual(try count("participants", database, participant.id), "1", "the id stays registered")
        // The record the folder keeps is the store's too, byte for byte.
        let kept = try server.superuser(database: database).execute(
            "SELECT outcome FROM study_store.deletions WHERE participant_id = $1", [participant.id])
        XCTAssertEqual(kept, [[try participant.text("outcome.json")]])
    }

    func testADeletionMadeOfflineReachesTheStoreWithTheNextSync() throws {
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machine = try JourneyHarness()
        let participant = try join(on: machine, store: store)
        let left = try resume(
            participant.id, on: machine, store: "postgresql:///\(database)?host=/nonexistent-folder", secret: nil,
            input: try surveyThenLeavingWithDeletion())
        XCTAssertEqual(left.status, 0, left.transcript)
        XCTAssertNotEqual(try count("events", database, participant.id), "0", "the store was out of reach")
        let sync = try StudyBinary.run(["sync", machine.outputPath, "--store", store])
        XCTAssertEqual(sync.status, 0, sync.transcript)
        XCTAssertTrue(sync.stdout.contains("the store deleted their"), sync.stdout)
        XCTAssertEqual(try count("events", database, participant.id), "0")
        XCTAssertEqual(try deletions(database), [[participant.id, "withdrew-answers-deleted"]])
        let again = try StudyBinary.run(["sync", machine.outputPath, "--store", store])
        XCTAssertEqual(again.status, 0, again.transcript)
        XCTAssertEqual(try deletions(database), [[participant.id, "withdrew-answers-deleted"]], "recorded once")
    }

    func testACopyOfTheJournalOnAnotherMachineIsNotTakenAgain() throws {
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machineA = try JourneyHarness()
        let participant = try join(on: machineA, store: store)
        let machineB = try JourneyHarness()
        let copy = URL(fileURLWithPath: machineB.outputPath).appendingPathComponent(Self.phq9ID)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: participant.folder, to: copy.appendingPathComponent(participant.id))
        let left = try resume(
            participant.id, on: machineA, store: store, secret: nil, input: try surveyThenLeavingWithDeletion())
        XCTAssertEqual(left.status, 0, left.transcript)

        let sync = try StudyBinary.run(["sync", machineB.outputPath, "--store", store])
        XCTAssertEqual(sync.status, ExitStatus.storeConflict, sync.transcript)
        XCTAssertTrue(sync.stderr.contains("asked for their answers to be deleted"), sync.stderr)
        XCTAssertEqual(try count("events", database, participant.id), "0")
    }

    func testACollectorCannotDeleteAParticipantWhoseSecretItLacks() throws {
        let database = try initialisedStore()
        let machine = try JourneyHarness()
        let participant = try join(on: machine, store: try server.address(database: database))
        let before = try count("events", database, participant.id)
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        assertRefused(StoreError.participantTaken, "deleting without the participant's secret") {
            try collector.execute(
                "SELECT study_store.delete_participant($1, $2, $3, 'withdrew-answers-deleted')",
                [Self.phq9ID, participant.id, String(repeating: "0", count: 64)])
        }
        assertRefused("42501", "deleting events directly") {
            try collector.execute("DELETE FROM study_store.events")
        }
        XCTAssertEqual(try count("events", database, participant.id), before)
        XCTAssertEqual(try deletions(database), [])
    }
}
