import Testing

@testable import StudyRunner
@testable import StudyRunnerTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalTests.ProcessWide {
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

        /// Types `keys` once libedit is editing (typed earlier, the kernel's own line editing
        /// would see them first: DEL and Ctrl-D are special in cooked mode), then reads.
        func edit(_ keys: String, prompt: String = "> ", initial: String = "", on terminal: PosixTerminal? = nil) throws
            -> String?
        {
            let typist = Typist(into: pty.main, [(30_000, keys)])
            defer { typist.finish() }
            return try (terminal ?? self.terminal).readLine(prompt: prompt, initial: initial)
        }

        @Test func aLineWithWideCharactersComesBackWhole() throws {
            #expect(try edit("hello 你好 é â ß 👍🏽\r", prompt: "Name: ") == "hello 你好 é â ß 👍🏽")
            #expect(pty.screen().contains("Name: "))
            #expect(TerminalAttributes.same(pty.attributes, original))
        }

        @Test func theKeptAnswerIsThereToEdit() throws {
            #expect(try edit("\u{7F}\u{7F}99\r", initial: "1.75") == "1.99")
            #expect(try edit("\u{1}0\r", initial: "你好") == "0你好") // Ctrl-A: start of line
            #expect(try edit("\r", initial: "kept") == "kept")
        }

        @Test func controlCharactersInTheKeptAnswerCannotSubmitIt() throws {
            #expect(try edit("!\r", initial: "a\nb") == "a b!")
        }

        @Test func controlDOnAnEmptyLineIsTheEndOfInput() throws {
            #expect(try edit("\u{4}") == nil)
            #expect(try edit("x\u{4}\r") == "x")
        }

        @Test func earlierAnswersCanBeRecalled() throws {
            #expect(try edit("first answer\r") == "first answer")
            #expect(try edit("\u{1B}[A\r") == "first answer")
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
            #expect(try edit("ok\r") == "ok")
            let screen = pty.screen()
            #expect(screen.hasPrefix(ScreenModeSequences.beginLineEditing))
            #expect(screen.hasSuffix(ScreenModeSequences.endLineEditing))
            #expect(pty.attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
            terminal.leaveFullScreen()
            #expect(TerminalAttributes.same(pty.attributes, original))
        }

        @Test func aStopSignalEndsTheLineKeepingWhatWasTyped() throws {
            let watcher = SignalWatcher.shared
            try watcher.install()
            defer { watcher.uninstall() }
            let watched = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            sendSignal(SIGINT, afterMilliseconds: 60)
            #expect(throws: TerminalInterrupted(signal: .interrupt, partialLine: "half typed")) {
                try edit("half typed", on: watched)
            }
            #expect(TerminalAttributes.same(pty.attributes, original))
        }

        @Test func ctrlZWhileEditingRestoresThenGoesOnEditing() throws {
            let watcher = SignalWatcher.shared
            try watcher.install()
            defer { watcher.uninstall() }
            let watched = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            var whileStopped: termios?
            watched.stopProcess = { [pty] in
                whileStopped = pty.attributes
                signalProcess(SIGCONT)
            }
            let typist = Typist(into: pty.main, [(30_000, "ab"), (60_000, "c\r")])
            sendSignal(SIGTSTP, afterMilliseconds: 50)
            #expect(try watched.readLine(prompt: "> ", initial: "x") == "xabc")
            typist.finish()
            #expect(TerminalAttributes.same(whileStopped!, original))
            #expect(TerminalAttributes.same(pty.attributes, original))
        }

        /// In full screen the alternate screen comes back empty after a stop, so the line
        /// ends (its text kept) for the runner to redraw everything, as after a resize.
        @Test func ctrlZWhileEditingInFullScreenEndsTheLineForARedraw() throws {
            let watcher = SignalWatcher.shared
            try watcher.install()
            defer { watcher.uninstall() }
            let watched = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            watched.stopProcess = { signalProcess(SIGCONT) }
            watched.enterFullScreen()
            defer { watched.leaveFullScreen() }
            _ = pty.screen()
            // Enter comes late: without the stop, the line would simply come back "half".
            let typist = Typist(into: pty.main, [(30_000, "half"), (400_000, "\r")])
            defer { typist.finish() }
            sendSignal(SIGTSTP, afterMilliseconds: 60)
            #expect(throws: TerminalInterrupted(signal: .resume, partialLine: "half")) {
                try watched.readLine(prompt: "> ", initial: "")
            }
            #expect(pty.screen().contains(ScreenModeSequences.enter), "the full screen is entered again")
        }

        @Test func aResizeWhileEditingIsReportedAfterwards() throws {
            let watcher = SignalWatcher.shared
            try watcher.install()
            defer { watcher.uninstall() }
            let watched = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            sendSignal(SIGWINCH, afterMilliseconds: 10)
            #expect(try edit("abc\r", on: watched) == "abc")
            #expect(try watched.readKey(timeout: .zero).key == .resize)
        }

        @Test func theLocaleIsUTF8() {
            #expect(UTF8Locale.ensure())
        }
    }
}
