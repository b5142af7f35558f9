import Foundation
import StudyModel
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The lock across machines: one session of a participant at a time, whatever machine,
/// through a lease in the store that runs out by itself when its machine dies.
final class StoreLeaseTests: StoreTestCase {
    private let aDeadMachine = "00000000-0000-4000-8000-000000000001"

    /// `take_lease` as a collecting login role; whether it was granted.
    private func takeLease(
        _ connection: PostgresConnection, _ participant: String, secret: String, holder: String, seconds: Int
    ) throws -> Bool {
        let row = try connection.execute(
            "SELECT granted FROM study_store.take_lease($1, $2, $3, $4::uuid, $5::integer)",
            [Self.phq9ID, participant, secret, holder, String(seconds)])
        return row == [["t"]]
    }

    func testASecondMachineIsRefusedWhileTheFirstTakesPart() throws {
        let store = try server.address(database: try initialisedStore())
        let machineA = try JourneyHarness()
        let onA = try join(on: machineA, store: store)
        let arguments = [
            "run", "Studies/phq9.study", "--plain", "--output", machineA.outputPath, "--participant", onA.id,
            "--store", store,
        ]
        let sitting = try WaitingProcess(arguments)
        defer { sitting.stop() }
        try sitting.waitForOutput("Mood questionnaire (PHQ-9)")

        let machineB = try JourneyHarness()
        let secret = try secret(of: onA)
        let refused = try resume(onA.id, on: machineB, store: store, secret: secret)
        XCTAssertEqual(refused.status, ExitStatus.busy, refused.transcript)
        XCTAssertTrue(refused.stderr.contains("is taking part on another machine right now"), refused.stderr)
        XCTAssertFalse(refused.stdout.contains("Mood questionnaire"), "nothing was shown on B")

        try sitting.send("leave\n")
        XCTAssertEqual(try sitting.finish(), 0, sitting.output + sitting.errors)
        // The lease was given back at the end: B need not wait for it to run out.
        let afterwards = try resume(onA.id, on: machineB, store: store, secret: secret)
        XCTAssertEqual(afterwards.status, 0, afterwards.transcript)
        XCTAssertTrue(
            try machineB.onlyParticipant(of: Self.phq9ID).text("journal.jsonl").hasPrefix(onA.text("journal.jsonl")))
    }

    /// The participants holding a lease in `database`, waiting up to `timeout` for `expected`.
    private func leaseHolders(_ database: String, becoming expected: Int, timeout: TimeInterval = 20) throws
        -> [String]
    {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let holders = try server.superuser(database: database).execute(
                "SELECT participant_id FROM study_store.leases ORDER BY 1"
            ).map { $0[0] ?? "" }
            if holders.count == expected || Date() > deadline { return holders }
            usleep(50_000)
        }
    }

    func testANewParticipantHoldsTheLeaseFromTheirFirstSitting() throws {
        // The lease is taken by the background sender once the store has acknowledged the
        // participant's first events (it once raced that first sync from a thread of its own).
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machineA = try JourneyHarness()
        let sitting = try WaitingProcess([
            "run", "Studies/phq9.study", "--plain", "--output", machineA.outputPath, "--store", store,
        ])
        defer { sitting.stop() }
        try sitting.waitForOutput("Join the study")
        try sitting.send("Join the study\n")
        let holders = try leaseHolders(database, becoming: 1)
        let onA = try machineA.onlyParticipant(of: Self.phq9ID)
        XCTAssertEqual(holders, [onA.id], sitting.output + sitting.errors)

        let machineB = try JourneyHarness()
        let refused = try resume(onA.id, on: machineB, store: store, secret: try secret(of: onA))
        XCTAssertEqual(refused.status, ExitStatus.busy, refused.transcript)
        XCTAssertTrue(refused.stderr.contains("is taking part on another machine right now"), refused.stderr)

        XCTAssertEqual(try sitting.finish(), 0, sitting.output + sitting.errors)
        XCTAssertEqual(try leaseHolders(database, becoming: 0), [], "given back at the end")
    }

    func testTheLeaseOfAMachineThatDiedRunsOut() throws {
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machineA = try JourneyHarness()
        let onA = try join(on: machineA, store: store)
        let secret = try secret(of: onA)
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        XCTAssertTrue(try takeLease(collector, onA.id, secret: secret, holder: aDeadMachine, seconds: 2))

        let machineB = try JourneyHarness()
        let refused = try resume(onA.id, on: machineB, store: store, secret: secret)
        XCTAssertEqual(refused.status, ExitStatus.busy, refused.transcript)
        Thread.sleep(forTimeInterval: 2.5)
        let resumed = try resume(onA.id, on: machineB, store: store, secret: secret)
        XCTAssertEqual(resumed.status, 0, resumed.transcript)
    }

    func testOnlyTheSecretsHolderTakesALeaseAndOnlyItsHolderGivesItBack() throws {
        let database = try initialisedStore()
        let store = try server.address(database: database)
        let machineA = try JourneyHarness()
        let onA = try join(on: machineA, store: store)
        let secret = try secret(of: onA)
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        assertRefused(StoreError.participantTaken, "a lease without the participant's secret") {
            _ = try takeLease(
                collector, onA.id, secret: String(repeating: "0", count: 64), holder: aDeadMachine, seconds: 60)
        }
        assertRefused("42501", "reading the leases as a collector") {
            try collector.execute("SELECT * FROM study_store.leases")
        }
        assertRefused("22023", "a lease of a day") {
            _ = try takeLease(collector, onA.id, secret: secret, holder: aDeadMachine, seconds: 86_400)
        }
        XCTAssertTrue(try takeLease(collector, onA.id, secret: secret, holder: aDeadMachine, seconds: 60))
        XCTAssertTrue(try takeLease(collector, onA.id, secret: secret, holder: aDeadMachine, seconds: 60), "renewed")
        let other = "00000000-0000-4000-8000-000000000002"
        try collector.execute(
            "SELECT study_store.release_lease($1, $2, $3, $4::uuid)", [Self.phq9ID, onA.id, secret, other])
        XCTAssertFalse(
            try takeLease(collector, onA.id, secret: secret, holder: other, seconds: 60),
            "a session that does not hold the lease cannot give it back")
    }
}
