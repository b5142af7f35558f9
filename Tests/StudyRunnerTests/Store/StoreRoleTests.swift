import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// The two roles have the least rights that work: a collecting machine appends and reads
/// back only the participant whose secret it holds; the study team reads, never writes.
final class StoreRoleTests: StoreTestCase {
    private let append = "SELECT * FROM study_store.store_events($1, $2, $3, $4::integer, $5::text[])"
    private let readBack = "SELECT line FROM study_store.participant_events($1, $2, $3, 0)"
    private let secretA = String(repeating: "a", count: 64)
    private let secretB = String(repeating: "b", count: 64)

    /// The parameters of `append`: the lines as the binary `text[]` `study sync` sends.
    private func appending(
        _ study: String, _ participant: String, _ secret: String, at first: Int, _ lines: [String]
    ) -> [PostgresParameter] {
        [.text(study), .text(participant), .text(secret), .text(String(first)), .textArray(lines)]
    }

    /// A store where participant A (secret A) has two events, and a collector's connection.
    private func storeWithParticipantA() throws -> (database: String, collector: PostgresConnection) {
        let database = try initialisedStore()
        let collector = try connect(database, as: try loginRole(in: "study_collector"))
        try collector.execute(append, parameters: appending("s", "A", secretA, at: 1, ["{\"n\":1}", "{\"n\":2}"]))
        return (database, collector)
    }

    func testTheCollectorAppendsAndReadsBackOnlyWithTheSecret() throws {
        let (_, collector) = try storeWithParticipantA()
        XCTAssertEqual(try collector.execute(readBack, ["s", "A", secretA]), [["{\"n\":1}"], ["{\"n\":2}"]])
        assertRefused(StoreError.participantTaken, "reading A without A's secret") {
            try collector.execute(readBack, ["s", "A", secretB])
        }
        assertRefused(StoreError.participantTaken, "appending to A without A's secret") {
            try collector.execute(append, parameters: appending("s", "A", secretB, at: 3, ["{}"]))
        }
        assertRefused(StoreError.participantTaken, "overwriting A's first event without A's secret") {
            try collector.execute(append, parameters: appending("s", "A", secretB, at: 1, ["{\"n\":0}"]))
        }
    }

    func testTheCollectorCannotTouchTheTables() throws {
        let (_, collector) = try storeWithParticipantA()
        let statements = [
            "SELECT * FROM study_store.events",
            "SELECT * FROM study_store.participants",
            "SELECT * FROM study_store.conflicts",
            "INSERT INTO study_store.events (study_id, participant_id, sequence, line) VALUES ('s', 'A', 3, '{}')",
            "UPDATE study_store.events SET line = '{}'",
            "DELETE FROM study_store.events",
            "DELETE FROM study_store.participants",
            "TRUNCATE study_store.events",
            "UPDATE study_store.participants SET secret_sha256 = sha256('x')",
            "SELECT study_store.check_secret('s', 'A', 'guess')",
            "CREATE TABLE study_store.mine (x int)",
        ]
        for statement in statements {
            assertRefused("42501", statement) { try collector.execute(statement) }
        }
    }

    func testTheCollectorCannotSkipAheadOfTheStore() throws {
        let (_, collector) = try storeWithParticipantA()
        assertRefused(StoreError.outOfOrder, "event 5 before 3 and 4") {
            try collector.execute(append, parameters: appending("s", "A", secretA, at: 5, ["{}"]))
        }
    }

    func testTheReaderReadsEverythingButSecretsAndWritesNothing() throws {
        let (database, _) = try storeWithParticipantA()
        let reader = try connect(database, as: try loginRole(in: "study_reader"))
        XCTAssertEqual(
            try reader.execute("SELECT participant_id, sequence FROM study_store.events ORDER BY sequence"),
            [["A", "1"], ["A", "2"]])
        XCTAssertEqual(try reader.execute("SELECT participant_id FROM study_store.participants"), [["A"]])
        let statements = [
            "SELECT secret_sha256 FROM study_store.participants",
            "INSERT INTO study_store.events (study_id, participant_id, sequence, line) VALUES ('s', 'A', 3, '{}')",
            "UPDATE study_store.events SET line = '{}'",
            "DELETE FROM study_store.events",
            "SELECT * FROM study_store.append_events('s', 'B', 'x', 1, ARRAY['{}'])",
            "SELECT * FROM study_store.store_events('s', 'B', 'x', 1, ARRAY['{}'])",
            "SELECT study_store.delete_participant('s', 'A', 'x', 'declined', '{}')",
            "SELECT * FROM study_store.participant_events('s', 'A', 'x', 0)",
        ]
        for statement in statements {
            assertRefused("42501", statement) { try reader.execute(statement) }
        }
    }

    func testARoleWithNeitherGroupGetsNothing() throws {
        let (database, _) = try storeWithParticipantA()
        let stranger = try connect(database, as: try loginRole(in: "pg_read_all_settings"))
        assertRefused("42501", "a stranger reading events") {
            try stranger.execute("SELECT * FROM study_store.events")
        }
        assertRefused("42501", "a stranger appending") {
            try stranger.execute(append, parameters: appending("s", "B", secretB, at: 1, ["{}"]))
        }
    }
}
