import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// Connection settings come from where operators keep them (libpq's `PG*` variables fill
/// what the address leaves out), and a server that accepts the connection and then says
/// nothing cannot make a command wait forever: the connect timeout ends it, with the
/// events kept for the next sync.
final class StoreConnectionSettingsTests: StoreTestCase {
    func testThePGVariablesFillWhatTheAddressLeavesOut() throws {
        let database = try server.createDatabase()
        var environment = StudyBinary.baseEnvironment
        environment[StoreAddress.environmentVariable] = nil
        environment["PGHOST"] = try server.folder
        environment["PGUSER"] = "postgres"
        environment["PGDATABASE"] = database
        let run = try TestProcess(["store", "init", "postgresql://"], environment: environment).finish(timeout: 120)
        XCTAssertEqual(run.status, 0, run.transcript)
        let applied = try server.superuser(database: database).execute(
            "SELECT count(*) > 0 FROM study_store.schema_migrations")
        XCTAssertEqual(applied, [["t"]], "the schema is in the database PGDATABASE named")
    }

    /// A Unix socket where a server would be: it accepts and never answers.
    func testAServerThatNeverAnswersEndsInTheConnectTimeoutAndKeepsEverything() throws {
        let folder = try TemporaryFolder()
        let silent = try SilentSocket(path: folder.url.path + "/.s.PGSQL.5432")
        defer { silent.close() }
        try StoreSyncTests.writeJournal(StoreSyncTests.lines(3), study: "mood", participant: "K7QM-2X9D", in: folder)
        let address = "postgresql:///study?host=\(folder.url.path)&user=collector&connect_timeout=2"
        let started = Date()
        let run = try TestProcess(["sync", folder.url.path + "/Output", "--store", address]).finish(timeout: 60)
        XCTAssertEqual(run.status, ExitStatus.storeUnavailable, run.transcript)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "ended by the timeout, not by the test")
        XCTAssertTrue(run.stderr.contains("run study sync again"), run.transcript)
        XCTAssertGreaterThan(silent.accepted, 0, "libpq reached the silent server")
        let journal = try String(
            contentsOfFile: folder.url.path + "/Output/mood/K7QM-2X9D/journal.jsonl", encoding: .utf8)
        XCTAssertEqual(journal, StoreSyncTests.lines(3).map { $0 + "\n" }.joined(), "kept as it was")
    }
}

/// Listens on a Unix socket, accepts every connection and never writes a byte.
private final class SilentSocket: @unchecked Sendable {
    private let descriptor: Int32
    private var held: [Int32] = []
    private let lock = NSLock()
    var accepted: Int { lock.withLock { held.count } }

    init(path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard descriptor >= 0, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw XCTSkip("no Unix socket at \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else { throw XCTSkip("cannot listen on \(path): \(errno)") }
        let thread = Thread { [self] in
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                lock.withLock { held.append(connection) }
            }
        }
        thread.start()
    }

    func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        _ = Glibc.close(descriptor)
        lock.withLock { for connection in held { _ = Glibc.close(connection) } }
    }
}
