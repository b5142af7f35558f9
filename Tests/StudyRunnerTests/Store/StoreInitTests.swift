import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// `study store init`: the schema made in an existing database, safe to run twice.
final class StoreInitTests: StoreTestCase {
    func testInitCreatesTheSchemaAndIsSafeToRunTwice() throws {
        let database = try server.createDatabase()
        let address = try server.address(database: database)
        let first = try StudyBinary.run(["store", "init", address])
        XCTAssertEqual(first.status, 0, first.transcript)
        XCTAssertEqual(
            first.stdout,
            "Applied migration 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12; the store's schema is up to date (12 migrations).\n"
        )
        let second = try StudyBinary.run(["store", "init", address])
        XCTAssertEqual(second.status, 0, second.transcript)
        XCTAssertEqual(second.stdout, "The store's schema is up to date (12 migrations).\n")
        let recorded = try server.superuser(database: database).execute(
            "SELECT version, name FROM study_store.schema_migrations ORDER BY version")
        XCTAssertEqual(
            recorded,
            [
                ["1", StoreMigration.eventsAndRoles.name], ["2", StoreMigration.leases.name],
                ["3", StoreMigration.deletions.name], ["4", StoreMigration.outcomeRecords.name],
                ["5", StoreMigration.fasterAppend.name], ["6", StoreMigration.participantFiles.name],
                ["7", StoreMigration.fileConflicts.name], ["8", StoreMigration.fileConflictDigests.name],
                ["9", StoreMigration.newParticipantsTogether.name], ["10", StoreMigration.lineDigestsOnRead.name],
                ["11", StoreMigration.genericPlans.name], ["12", StoreMigration.newParticipantsInOneInsert.name],
            ])
        let tables = try server.superuser(database: database).execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'study_store' ORDER BY 1")
        XCTAssertEqual(
            tables,
            [
                ["conflicts"], ["deletions"], ["events"], ["file_conflicts"], ["leases"], ["participant_files"],
                ["participants"], ["schema_migrations"],
            ])
    }

    func testTheAddressMayComeFromTheEnvironment() throws {
        let database = try server.createDatabase()
        var environment = StudyBinary.baseEnvironment
        environment[StoreAddress.environmentVariable] = try server.address(database: database)
        let run = try StudyBinary.run(["store", "init"], environment: environment)
        XCTAssertEqual(run.status, 0, run.transcript)
    }

    func testMigrationsNotYetRecordedAreAppliedInOrder() throws {
        let database = try server.createDatabase()
        let connection = try server.superuser(database: database)
        let later = StoreMigration(version: 2, name: "a later step", sql: "CREATE TABLE study_store.later (x int);")
        XCTAssertEqual(
            try StoreSchema.migrate(connection, migrations: [StoreMigration.eventsAndRoles]),
            StoreSchema.Outcome(applied: [1], alreadyThere: []))
        XCTAssertEqual(
            try StoreSchema.migrate(connection, migrations: [later, StoreMigration.eventsAndRoles]),
            StoreSchema.Outcome(applied: [2], alreadyThere: [1]))
    }

    func testAFailingMigrationLeavesNothingHalfDone() throws {
        let database = try server.createDatabase()
        let connection = try server.superuser(database: database)
        let broken = StoreMigration(version: 2, name: "broken", sql: "CREATE TABLE study_store.half (x int); SELEC 1;")
        XCTAssertThrowsError(try StoreSchema.migrate(connection, migrations: [StoreMigration.eventsAndRoles, broken]))
        let schemas = try connection.execute("SELECT count(*) FROM pg_namespace WHERE nspname = 'study_store'")
        XCTAssertEqual(schemas, [["0"]])
    }

    func testAPasswordInTheAddressIsRefused() throws {
        let run = try StudyBinary.run(["store", "init", "postgresql://owner:hunter2@db.example.org/study"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("holds a password"), run.transcript)
        XCTAssertTrue(run.stderr.contains("~/.pgpass"), run.transcript)
        XCTAssertFalse(run.stderr.contains("hunter2"), run.transcript)
    }

    func testAnUnreadableAddressIsAUsageError() throws {
        let run = try StudyBinary.run(["store", "init", "postgresql://db.example.org/study?nosuchsetting=1"])
        XCTAssertEqual(run.status, 2, run.transcript)
        XCTAssertTrue(run.stderr.contains("cannot be read"), run.transcript)
    }

    func testAStoreThatCannotBeReachedSaysSo() throws {
        let run = try StudyBinary.run(["store", "init", "postgresql:///study?host=/nonexistent-folder"])
        XCTAssertEqual(run.status, 6, run.transcript)
        XCTAssertTrue(run.stderr.contains("could not connect to the store"), run.transcript)
    }
}
