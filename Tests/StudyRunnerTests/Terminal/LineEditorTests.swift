#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import StudyRunner

extension ProcessWideTerminalTests {
    /// Typed answers through libedit, on a pseudo-terminal.
    @Suite struct LineEditorTests {
        let pty: PseudoTerminal
        let original: termios
        let terminal: PosixTerminal

        init() throws {
            pty = try PseudoTerminal()
            pty.setSize(columns: 80, rows: 24)
            original = pty.attributes
            terminal = try PosixTerminal(input: pty.secondary, output: pty.secondary, environment: [:], signals: nil)
        }

        @Test func aLineWithWideCharactersComesBackWhole() throws {
            pty.type("hello 你好 é â ß 👍🏽\r")
            #expect(try terminal.readLine(prompt: "Name: ") == "hello 你好 é â ß 👍🏽")
            #expect(pty.screen().contains("Name: "))
            #expect(TerminalAttributes.same(pty.attributes, original))
        }

        @Test func theKeptAnswerIsThereToEdit() throws {
            pty.type("\u{7F}\u{7F}99\r")
            #expect(try terminal.readLine(prompt: "Height: ", initial: "1.75") == "1.99")
            pty.type("\u{1}0\r")  // Ctrl-A: start of line
            #expect(try terminal.readLine(prompt: "Code: ", initial: "你好") == "0你好")
        }

        @Test func controlCharactersInTheKeptAnswerCannotSubmitIt() throws {
            pty.type("!\r")
            #expect(try terminal.readLine(prompt: "> ", initial: "a\nb") == "a b!")
        }

        @Test func controlDOnAnEmptyLineIsTheEndOfInput() throws {
            pty.type("\u{4}")
            #expect(try terminal.readLine(prompt: "> ") == nil)
        }

        @Test func earlierAnswersCanBeRecalled() throws {
            pty.type("first answer\r")
            #expect(try terminal.readLine(prompt: "> ") == "first answer")
            pty.type("\u{1B}[A\r")
            #expect(try terminal.readLine(prompt: "> ") == "first answer")
        }

        @Test func keysTypedAheadOfALineAreNotLost() throws {
            terminal.enterFullScreen()
            defer { terminal.restore() }
            pty.type("1yes\r")
            usleep(10_000)
            #expect(try terminal.readKey().key == .character("1"))
            #expect(try terminal.readLine(prompt: "> ") == "yes")
        }

        @Test func fullScreenIsRawAgainAfterALine() throws {
            terminal.enterFullScreen()
            _ = pty.screen()
            pty.type("ok\r")
            #expect(try terminal.readLine(prompt: "> ") == "ok")
            let screen = pty.screen()
            #expect(screen.hasPrefix(ScreenModeSequences.beginLineEditing))
            #expect(screen.hasSuffix(ScreenModeSequences.endLineEditing))
            #expect(pty.attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
            terminal.leaveFullScreen()
            #expect(TerminalAttributes.same(pty.attributes, original))
        }

        @Test func aStopSignalEndsTheLine() throws {
            let watcher = SignalWatcher.shared
            try watcher.install()
            defer { watcher.uninstall() }
            let watched = try PosixTerminal(input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            pty.type("half typed")
            sendSignal(SIGINT, afterMilliseconds: 50)
            #expect(throws: TerminalInterrupted(signal: .interrupt)) { try watched.readLine(prompt: "> ") }
            #expect(TerminalAttributes.same(pty.attributes, original))
        }

        @Test func aResizeWhileEditingIsReportedAfterwards() throws {
            let watcher = SignalWatcher.shared
            try watcher.install()
            defer { watcher.uninstall() }
            let watched = try PosixTerminal(input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            let typist = Typist(into: pty.main, [(30_000, "abc\r")])
            sendSignal(SIGWINCH, afterMilliseconds: 10)
            #expect(try watched.readLine(prompt: "> ") == "abc")
            typist.finish()
            #expect(try watched.readKey(timeout: .zero).key == .resize)
        }

        @Test func theLocaleIsUTF8() {
            #expect(UTF8Locale.ensure())
        }
    }
}
