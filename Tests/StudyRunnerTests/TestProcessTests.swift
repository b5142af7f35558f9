import Foundation
import XCTest

@testable import StudyRunnerTestSupport

/// The one launcher of the tests: what each kind of standard input gives the program.
final class TestProcessTests: XCTestCase {
    func testTextInputIsReadToItsEnd() throws {
        let run = try TestProcess(
            ["-c", "cat; echo done >&2"], executable: URL(fileURLWithPath: "/bin/sh"),
            input: .text("typed\n")
        ).finish()
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertEqual(run.stdout, "typed\n")
        XCTAssertEqual(run.stderr, "done\n")
    }

    func testAProgramOnATerminalSeesATerminal() throws {
        let terminal = try PseudoTerminal()
        let secondary = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
        let script = "test -t 0 && test -t 1 && test -t 2 && echo on-a-terminal"
        let run = try TestProcess(
            ["-c", script], executable: URL(fileURLWithPath: "/bin/sh"),
            input: .terminal(secondary)
        ).finish()
        XCTAssertEqual(run.status, 0, run.transcript)
        XCTAssertTrue(terminal.screen().contains("on-a-terminal"))
    }

    func testAProgramStillRunningAtTheTimeoutIsStoppedAndSaysSo() throws {
        let started = Date()
        let run = try TestProcess(["-c", "exec sleep 30"], executable: URL(fileURLWithPath: "/bin/sh")).finish(
            timeout: 0.3)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "stopped, not waited for")
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("the test stopped the binary"), run.transcript)
    }
}
