import Foundation
import Testing

@testable import StudyRunner
@testable import StudyRunnerTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalTests.ProcessWide {
    /// The last line of defence: restoring on `exit()` and on a crash, checked in a child
    /// process (this test binary, running only `restorerChild` with instructions in its
    /// environment) on a pseudo-terminal the parent watches.
    @Suite struct TerminalRestorerTests {
        static let childVariable = "STUDY_TERMINAL_RESTORER_CHILD"
        static let pathVariable = "STUDY_TERMINAL_RESTORER_PTY"

        @Test func restoringNowPutsEverythingBackOnce() throws {
            let pty = try PseudoTerminal()
            let original = pty.attributes
            try TerminalAttributes.apply(TerminalAttributes.raw(from: original), to: pty.secondary)
            TerminalRestorer.arm(descriptor: pty.secondary, attributes: original, output: pty.secondary)
            TerminalRestorer.setExitSequence(ScreenModeSequences.leave)
            TerminalRestorer.restoreNow()
            #expect(TerminalAttributes.same(pty.attributes, original))
            #expect(pty.screen() == ScreenModeSequences.leave)
            #expect(!TerminalRestorer.isArmed)
            TerminalRestorer.restoreNow()
            #expect(pty.screen(wait: 10) == "")
        }

        @Test func aDisarmedRestorerDoesNothing() throws {
            let pty = try PseudoTerminal()
            let original = pty.attributes
            let raw = TerminalAttributes.raw(from: original)
            try TerminalAttributes.apply(raw, to: pty.secondary)
            TerminalRestorer.arm(descriptor: pty.secondary, attributes: original, output: pty.secondary)
            TerminalRestorer.disarm()
            TerminalRestorer.restoreNow()
            #expect(TerminalAttributes.same(pty.attributes, raw))
        }

        @Test(arguments: ["exit", "fatalError", "abort", "segfault"])
        func theTerminalIsRestoredWhenTheProcessEnds(_ way: String) throws {
            let pty = try PseudoTerminal()
            let original = pty.attributes
            let testBinary = URL(
                fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            var environment = ProcessInfo.processInfo.environment
            environment[Self.childVariable] = way
            environment[Self.pathVariable] = pty.path
            environment["SWIFT_BACKTRACE"] = "enable=no"
            let running = try TestProcess(
                ["--testing-library", "swift-testing", "--filter", "restorerChild"],
                executable: testBinary, environment: environment)
            _ = running.finish()
            let child = running.process

            let screen = pty.screen()
            #expect(screen.hasPrefix(ScreenModeSequences.enter + "drawn"))
            #expect(screen.hasSuffix(ScreenModeSequences.leave))
            #expect(TerminalAttributes.same(pty.attributes, original))
            if way == "exit" {
                #expect(child.terminationReason == .exit && child.terminationStatus == 3)
            } else {
                #expect(child.terminationReason == .uncaughtSignal, "status \(child.terminationStatus)")
            }
        }

        /// Runs only in the child: takes over the terminal, then leaves the way it is told.
        @Test func restorerChild() throws {
            let environment = ProcessInfo.processInfo.environment
            guard let way = environment[Self.childVariable], let path = environment[Self.pathVariable] else { return }
            let descriptor = open(path, O_RDWR | O_NOCTTY)
            let terminal = try PosixTerminal(input: descriptor, output: descriptor, environment: [:], signals: nil)
            terminal.enterFullScreen()
            terminal.write("drawn")
            terminal.flush()
            switch way {
            case "exit": exit(3)
            case "abort": abort()
            case "segfault": UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
            default: fatalError("deliberate crash for the restorer test")
            }
        }
    }
}
