import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// libpq is opened when the store is first used, not linked: every other command starts
/// without loading it and the libraries it needs (OpenSSL, GnuTLS, Kerberos, LDAP).
final class LibPQLoadingTests: XCTestCase {
    /// The dynamic loader's own list of what the binary needs at start
    /// (`LD_TRACE_LOADED_OBJECTS`, what `ldd` uses), so no tool is needed.
    func testTheBinaryStartsWithoutLibPQ() throws {
        var environment = StudyBinary.baseEnvironment
        environment["LD_TRACE_LOADED_OBJECTS"] = "1"
        let run = try StudyBinary.run(["--version"], environment: environment)
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("libc.so"), "the loader listed nothing\n" + run.transcript)
        for library in ["libpq", "libssl", "libgssapi", "libldap"] {
            XCTAssertFalse(run.stdout.contains(library), "\(library) is loaded at start\n" + run.transcript)
        }
    }

    func testTheInstalledLibPQIsOpenedWithEveryFunction() throws {
        guard case let .success(pq) = LibPQ.load(LibPQ.libraryName) else {
            return XCTFail("libpq could not be opened: \(LibPQ.load(LibPQ.libraryName))")
        }
        var error: UnsafeMutablePointer<CChar>?
        let options = try XCTUnwrap(pq.conninfoParse("host=db.example.org dbname=study", &error))
        defer { pq.conninfoFree(options) }
        XCTAssertNil(error)
    }

    func testAMissingLibraryIsRefusedSayingWhatToInstall() {
        guard case let .failure(problem) = LibPQ.load("libpq-not-installed.so.5") else {
            return XCTFail("a library that does not exist was opened")
        }
        XCTAssertTrue(problem.message.contains("libpq-not-installed.so.5"), problem.message)
        XCTAssertTrue(problem.message.contains("apt-get install libpq5"), problem.message)
    }

    func testALibraryWithoutLibPQsFunctionsIsRefusedNamingThem() {
        guard case let .failure(problem) = LibPQ.load("libc.so.6") else {
            return XCTFail("the C library was taken for libpq")
        }
        XCTAssertTrue(problem.message.contains("PQconnectdbParams"), problem.message)
        XCTAssertTrue(problem.message.contains("PQfreemem"), problem.message)
    }
}
