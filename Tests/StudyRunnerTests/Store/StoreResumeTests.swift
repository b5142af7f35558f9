import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Resuming anywhere: a participant who joined on one machine continues on another (two
/// output folders standing for the two machines) with the journal the store kept, once the
/// resume secret is given, and back again.
final class StoreResumeTests: StoreTestCase {
    func testAParticipantContinuesOnAnotherMachineFromTheStoresJournal() throws {
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machineA = try JourneyHarness()
        let onA = try join(on: machineA, store: store)
        let journalOnA = try onA.text("journal.jsonl")
        XCTAssertEqual(try storedLines(database, participant: onA.id), try journalLines(of: onA))

        let machineB = try JourneyHarness()
        let resumed = try resume(
            onA.id, on: machineB, store: store, secret: try secret(of: onA), input: try answersAfterJoining())
        XCTAssertEqual(resumed.status, 0, resumed.transcript)

        let onB = try machineB.onlyParticipant(of: Self.phq9ID)
        XCTAssertEqual(onB.id, onA.id)
        XCTAssertTrue(try onB.text("journal.jsonl").hasPrefix(journalOnA), "B continues A's journal as it was")
        let journal = try onB.journal()
        JourneyChecks.journal(journal)
        XCTAssertEqual(onB.events("task-finished", in: journal).count, 1, "the survey was finished on B")
        // The files derived from the journal are made again on B, the same as A's.
        XCTAssertEqual(try onB.text("consent.md"), try onA.text("consent.md"))
        XCTAssertEqual(try onB.text("onboarding.json"), try onA.text("onboarding.json"))
        XCTAssertEqual(onB.taskRuns.count, 1)
        let verify = try JourneyHarness.run(["verify", onB.folder.path], input: "")
        XCTAssertEqual(verify.status, 0, verify.transcript)
        // Everything B added reached the store after A's events, in one chain.
        XCTAssertEqual(try storedLines(database, participant: onA.id), try journalLines(of: onB))
    }

    func testBackOnTheFirstMachineTheJournalCatchesUpWithTheStore() throws {
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machineA = try JourneyHarness()
        let onA = try join(on: machineA, store: store)
        let machineB = try JourneyHarness()
        let secret = try secret(of: onA)
        let onB = try resume(onA.id, on: machineB, store: store, secret: secret, input: try answersAfterJoining())
        XCTAssertEqual(onB.status, 0, onB.transcript)
        let journalOnB = try machineB.onlyParticipant(of: Self.phq9ID).text("journal.jsonl")

        // Back on A (its folder is there: no secret needed), the survey B finished is known.
        let backOnA = try resume(onA.id, on: machineA, store: store, secret: nil)
        XCTAssertEqual(backOnA.status, 0, backOnA.transcript)
        XCTAssertTrue(try onA.text("journal.jsonl").hasPrefix(journalOnB), "A took B's events before its own")
        JourneyChecks.journal(try onA.journal())
        XCTAssertEqual(onA.taskRuns.count, 1, "the results of B's survey are derived on A too")
        XCTAssertEqual(try storedLines(database, participant: onA.id), try journalLines(of: onA))
        let conflicts = try server.superuser(database: database).execute("SELECT count(*) FROM study_store.conflicts")
        XCTAssertEqual(conflicts, [["0"]])
    }

    func testResumingWithoutTheSecretSaysWhereToFindIt() throws {
        let store = try server.address(database: try initialisedStore())
        let machineA = try JourneyHarness()
        let onA = try join(on: machineA, store: store)
        let machineB = try JourneyHarness()
        let run = try resume(onA.id, on: machineB, store: store, secret: nil)
        XCTAssertEqual(run.status, ExitStatus.usage, run.transcript)
        XCTAssertTrue(run.stderr.contains(StoreResume.secretVariable), run.stderr)
        XCTAssertTrue(run.stderr.contains(".store-secret"), run.stderr)
        XCTAssertEqual(machineB.participants(of: Self.phq9ID), [], "nothing is made without the secret")
    }

    func testAWrongSecretIsRefusedAndNothingIsMade() throws {
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machineA = try JourneyHarness()
        let onA = try join(on: machineA, store: store)
        let machineB = try JourneyHarness()
        let run = try resume(onA.id, on: machineB, store: store, secret: String(repeating: "0", count: 64))
        XCTAssertEqual(run.status, ExitStatus.storeConflict, run.transcript)
        XCTAssertTrue(run.stderr.contains("under another secret"), run.stderr)
        XCTAssertEqual(machineB.participants(of: Self.phq9ID), [])
        XCTAssertEqual(try storedLines(database, participant: onA.id), try journalLines(of: onA), "store unchanged")
    }

    func testAnUnreachableStoreSaysSoAndMakesNothing() throws {
        let machineB = try JourneyHarness()
        let run = try resume(
            "ABCD-EFGH", on: machineB, store: "postgresql:///none?host=/nonexistent-folder",
            secret: String(repeating: "0", count: 64))
        XCTAssertEqual(run.status, ExitStatus.storeUnavailable, run.transcript)
        XCTAssertTrue(run.stderr.contains("could not be reached"), run.stderr)
        XCTAssertEqual(machineB.participants(of: Self.phq9ID), [])
    }

    func testAnIdTheStoreDoesNotKnowIsAnUnknownParticipant() throws {
        let store = try server.address(database: try initialisedStore())
        let machineB = try JourneyHarness()
        let run = try resume("ABCD-EFGH", on: machineB, store: store, secret: String(repeating: "0", count: 64))
        XCTAssertEqual(run.status, ExitStatus.usage, run.transcript)
        XCTAssertTrue(run.stderr.contains("ABCD-EFGH"), run.stderr)
        XCTAssertEqual(machineB.participants(of: Self.phq9ID), [])
    }
}
