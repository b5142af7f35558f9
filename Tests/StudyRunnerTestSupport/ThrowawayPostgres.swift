import Foundation
import XCTest

@testable import StudyRunner

/// A real PostgreSQL 15 server for tests, made by `initdb` in a temporary folder and listening
/// only on a Unix socket in that folder (no TCP port). `initdb` refuses to run as root, so
/// as root (CI) the server runs as the `postgres` system user, which owns the folder. It is
/// stopped and the folder removed when the value is released. Local connections are trusted:
/// a role is picked by its name in the URL, which is what the permission tests need.
final class ThrowawayPostgres {
    let folder: String
    private let binaries: String

    /// Starts a server, or skips the test with the reason when PostgreSQL is not installed.
    init() throws {
        binaries = try Self.findBinaries()
        var template = Array((NSTemporaryDirectory() + "/study-pg-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("no temporary folder for PostgreSQL") }
        folder = String(cString: made)
        if getuid() == 0 {
            try run(["/bin/chown", "postgres:postgres", folder])
        }
        try runAsServer(["initdb", "-D", folder + "/data", "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"])
        try runAsServer([
            "pg_ctl", "-D", folder + "/data", "-l", folder + "/server.log", "-w", "-o",
            "-k \(folder) -c listen_addresses='' -c fsync=off", "start",
        ])
    }

    deinit {
        try? runAsServer(["pg_ctl", "-D", folder + "/data", "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The address of `database` as `user` (the superuser by default).
    func address(database: String = "postgres", user: String = "postgres") -> String {
        "postgresql:///\(database)?host=\(folder)&user=\(user)"
    }

    /// Stops the server (fast, as a crash would) or starts it again, for the fault tests.
    func stop() throws { try runAsServer(["pg_ctl", "-D", folder + "/data", "-m", "immediate", "-w", "stop"]) }
    func start() throws {
        try runAsServer([
            "pg_ctl", "-D", folder + "/data", "-l", folder + "/server.log", "-w", "-o",
            "-k \(folder) -c listen_addresses='' -c fsync=off", "start",
        ])
    }

    /// A new, empty database; its address as the superuser.
    func createDatabase() throws -> String {
        let name = "test_" + UUID().uuidString.lowercased().filter { $0.isLetter || $0.isNumber }
        try superuser().execute("CREATE DATABASE \(name) ENCODING 'UTF8' TEMPLATE template0")
        return name
    }

    /// A connection as the superuser to `database`.
    func superuser(database: String = "postgres") throws -> PostgresConnection {
        try PostgresConnection(address: StoreAddress(address(database: database)))
    }

    private static func findBinaries() throws -> String {
        let candidates = ["/usr/lib/postgresql/15/bin"]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0 + "/initdb") })
        else {
            throw XCTSkip("PostgreSQL 15 is not installed (no initdb in \(candidates)); scripts/setup installs it")
        }
        return found
    }

    private func runAsServer(_ arguments: [String]) throws {
        let program = binaries + "/" + arguments[0]
        let rest = Array(arguments.dropFirst())
        try run(getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", program] + rest : [program] + rest)
    }

    /// Runs a tool and waits for it alone. Not through `TestProcess`: `pg_ctl start` leaves
    /// the server running, and Foundation would wait for it too (it inherits a descriptor).
    private func run(_ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let output = folder + "/commands.log"
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o666)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        var status: Int32 = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0, waitpid(pid, &status, 0) == pid,
            status == 0
        else {
            let log = [output, folder + "/server.log"].compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            throw ServerFailure(
                description: "\(arguments.joined(separator: " ")) failed:\n" + log.joined(separator: "\n"))
        }
    }

    /// PostgreSQL is installed but would not start or stop: a failure, never a skip.
    struct ServerFailure: Error, CustomStringConvertible {
        var description: String
    }
}
