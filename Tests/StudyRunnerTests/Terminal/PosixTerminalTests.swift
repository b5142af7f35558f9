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
    /// The real terminal, run on a pseudo-terminal made by the test.
    @Suite struct PosixTerminalTests {
        let pty: PseudoTerminal
        let original: termios
        let terminal: PosixTerminal

        init() throws {
            pty = try PseudoTerminal()
            original = pty.attributes
            terminal = try PosixTerminal(input: pty.secondary, output: pty.secondary, environment: [:], signals: nil)
        }

        @Test func fullScreenIsRawAndLeavingRestoresExactly() throws {
            terminal.enterFullScreen()
            let raw = pty.attributes
            #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
            #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
            #expect(raw.c_oflag & tcflag_t(OPOST) != 0)
            #expect(withUnsafeBytes(of: raw.c_cc) { $0[Int(VMIN)] } == 1)
            #expect(TerminalRestorer.isArmed)
            #expect(pty.screen() == ScreenModeSequences.enter)

            terminal.leaveFullScreen()
            #expect(TerminalAttributes.same(pty.attributes, original))
            #expect(pty.screen() == ScreenModeSequences.leave)
            #expect(!TerminalRestorer.isArmed)
        }

        @Test func restoreUndoesEverythingAndCanBeRepeated() throws {
            terminal.enterFullScreen()
            terminal.enterFullScreen()
            pty.type("k")
            _ = try terminal.readKey()
            terminal.write("unflushed")
            terminal.restore()
            #expect(TerminalAttributes.same(pty.attributes, original))
            #expect(pty.screen().hasSuffix("unflushed" + ScreenModeSequences.leave))
            terminal.restore()
            #expect(TerminalAttributes.same(pty.attributes, original))
            #expect(pty.screen(wait: 10) == "")
        }

        @Test func aKeyReadOutsideFullScreenLeavesTheSettingsAsTheyWere() throws {
            pty.type("q")
            #expect(try terminal.readKey().key == .character("q"))
            #expect(TerminalAttributes.same(pty.attributes, original))
            #expect(!TerminalRestorer.isArmed)
        }

        @Test func keysAreStampedWhenTheirReadReturns() throws {
            terminal.enterFullScreen()
            defer { terminal.restore() }
            let calledAt = MonotonicClock.now()
            let typist = Typist(into: pty.main, [(30_000, "a")])
            let key = try terminal.readKey()
            let returnedAt = MonotonicClock.now()
            typist.finish()
            #expect(key.key == .character("a"))
            #expect(key.time >= typist.typedAt!)
            #expect(key.time > calledAt.advanced(by: .milliseconds(25)))
            #expect(key.time <= returnedAt)

            // Typed before the read: the stamp is when the read returned, not earlier.
            pty.type("b")
            usleep(20_000)
            let readFrom = MonotonicClock.now()
            let later = try terminal.readKey()
            #expect(later.key == .character("b"))
            #expect(later.time >= readFrom)
            #expect(later.time > key.time)
        }

        @Test func keysOfOneReadShareItsTime() throws {
            terminal.enterFullScreen()
            defer { terminal.restore() }
            pty.type("\u{1B}[Ax\u{3}")
            usleep(10_000)
            let keys = try (0..<3).map { _ in try terminal.readKey() }
            #expect(keys.map(\.key) == [.up, .character("x"), .ctrl("c")])
            #expect(Set(keys.map(\.time)).count == 1)
        }

        /// Ctrl-C typed while the screen was drawn, before the line is edited again, is read
        /// in raw mode as a byte: the line stops as for SIGINT, the text typed before it kept.
        @Test func aCtrlCReadBeforeTheLineIsEditedStopsItAsAnInterrupt() throws {
            terminal.enterFullScreen()
            defer { terminal.restore() }
            // (The Enter after it would end a line that was edited: then the test fails
            // instead of waiting.)
            pty.type("\u{1B}[Ax\u{3}\r")
            usleep(10_000)
            #expect(try terminal.readKey().key == .up)
            do {
                _ = try terminal.readLine(prompt: "", initial: "3")
                Issue.record("the line was edited instead of stopped")
            } catch let stopped as TerminalInterrupted {
                #expect(stopped.signal == .interrupt)
                #expect(stopped.partialLine == "3x")
            }
            #expect(pty.attributes.c_lflag & tcflag_t(ICANON | ECHO) == 0, "still raw: the line was never edited")
        }

        @Test func aLoneEscapeIsEscapeAfterAShortSilence() throws {
            terminal.enterFullScreen()
            defer { terminal.restore() }
            let typedAt = MonotonicClock.now()
            pty.type([0x1B])
            let key = try terminal.readKey()
            let returnedAt = MonotonicClock.now()
            #expect(key.key == .escape)
            #expect(returnedAt - typedAt >= .milliseconds(25))
            // Stamped when the ESC was read, not when the silence ended.
            #expect(returnedAt - key.time >= .milliseconds(20))
        }

        @Test func escapeSequencesSplitAcrossReadsAreStillOneKey() throws {
            terminal.enterFullScreen()
            defer { terminal.restore() }
            let typist = Typist(into: pty.main, [(0, "\u{1B}[1;"), (5_000, "5C")])
            #expect(try terminal.readKey().key == .modified(.right, .control))
            typist.finish()
        }

        @Test func waitingEndsWithATimeout() throws {
            terminal.enterFullScreen()
            defer { terminal.restore() }
            let start = MonotonicClock.now()
            let key = try terminal.readKey(timeout: .milliseconds(40))
            #expect(key.key == .timeout)
            #expect(key.time - start >= .milliseconds(40))
            #expect(key.time - start < .seconds(1))
        }

        @Test func theWindowSizeIsWhatTheTerminalSaysUnlessTheEnvironmentSaysOtherwise() throws {
            pty.setSize(columns: 100, rows: 30)
            #expect(terminal.size == TerminalSize(columns: 100, rows: 30))
            let overridden = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: ["COLUMNS": "120"], signals: nil
            )
            #expect(overridden.size == TerminalSize(columns: 120, rows: 30))
            pty.setSize(columns: 0, rows: 0)
            #expect(terminal.size == .fallback)
        }

        /// Was "the end of input" (exit 0): closing the window makes the read fail before
        /// SIGHUP arrives, and a program that does not lead the session gets no SIGHUP at all.
        @Test func aClosedTerminalIsAHangUp() throws {
            let other = try PseudoTerminal()
            let lonely = try PosixTerminal(
                input: other.secondary, output: other.secondary, environment: [:], signals: nil)
            other.hangUp()
            #expect(throws: TerminalInterrupted(signal: .hangup)) { try lonely.readKey() }
            lonely.restore()
        }

        @Test func notATerminalIsRefused() {
            let notATerminal = TestPipe()
            #expect(throws: TerminalError.self) {
                try PosixTerminal(
                    input: notATerminal.readEnd, output: notATerminal.writeEnd, environment: [:], signals: nil)
            }
        }
    }
}
