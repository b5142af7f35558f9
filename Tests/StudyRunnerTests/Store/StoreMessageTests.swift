import Foundation
import XCTest

@testable import StudyRunner
@testable import StudyRunnerTestSupport

/// libpq writes its messages over several lines; the commands print them on one, where the
/// terminal-safe rendering showed the line break as "^J".
final class StoreMessageTests: XCTestCase {
    func testAMessageOverSeveralLinesIsJoinedIntoOne() {
        XCTAssertEqual(
            PostgresConnection.oneLine(
                "connection to server at \"127.0.0.1\", port 1 failed: Connection refused\n"
                    + "\tIs the server running on that host and accepting TCP/IP connections?\n"),
            "connection to server at \"127.0.0.1\", port 1 failed: Connection refused "
                + "Is the server running on that host and accepting TCP/IP connections?")
        XCTAssertEqual(
            PostgresConnection.oneLine("  ERROR:  relation \"x\" does not exist \n\n"),
            "ERROR:  relation \"x\" does not exist")
    }

    /// Nothing listens on port 1: refused at once, no server needed.
    func testARefusedConnectionIsReportedOnOneLine() throws {
        let run = try StudyBinary.run(["store", "init", "postgresql://nobody@127.0.0.1:1/study"])
        XCTAssertEqual(run.status, ExitStatus.storeUnavailable, run.transcript)
        XCTAssertTrue(run.stderr.contains("Connection refused Is the server running"), run.transcript)
        XCTAssertFalse(run.stderr.contains("^J"), run.transcript)
    }
}
