import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// A test class that needs the central store: one throwaway PostgreSQL for the whole class
/// (starting one takes seconds), a fresh database for each test.
class StoreTestCase: XCTestCase {
    nonisolated(unsafe) private static var running: ThrowawayPostgres?

    override class func tearDown() {
        running = nil
        super.tearDown()
    }

    var server: ThrowawayPostgres {
        get throws {
            if let running = Self.running { return running }
            let started = try ThrowawayPostgres()
            Self.running = started
            return started
        }
    }

    /// A new database with the store's schema (as the superuser); its name.
    func initialisedStore() throws -> String {
        let database = try server.createDatabase()
        _ = try StoreSchema.migrate(try server.superuser(database: database))
        return database
    }

    /// A login role that is a member of `group` (study_collector or study_reader); its name.
    func loginRole(in group: String) throws -> String {
        let name = "login_" + UUID().uuidString.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(12)
        try server.superuser().execute("CREATE ROLE \(name) LOGIN IN ROLE \(group)")
        return name
    }

    /// A connection to `database` as `user`.
    func connect(_ database: String, as user: String) throws -> PostgresConnection {
        try PostgresConnection(address: StoreAddress(try server.address(database: database, user: user)))
    }

    /// Asserts that `body` is refused by the server with `sqlState`.
    func assertRefused(
        _ sqlState: String, _ what: String, file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws -> Void
    ) {
        do {
            try body()
            XCTFail("\(what) was allowed", file: file, line: line)
        } catch let error as StoreError {
            XCTAssertEqual(error.sqlState, sqlState, "\(what): \(error.message)", file: file, line: line)
            XCTAssertFalse(error.isTransient, what, file: file, line: line)
        } catch {
            XCTFail("\(what): \(error)", file: file, line: line)
        }
    }
}
