import Testing

@testable import StudyRunner
@testable import StudyRunnerTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalTests.ProcessWide {
    /// Signals as events: the watcher's self-pipe, and what each terminal does with them.
    /// Every test installs the watcher first, so no signal sent here can end the test run.
    @Suite struct SignalWatcherTests {
        let watcher = SignalWatcher.shared

        init() throws {
            try watcher.install()
            _ = watcher.drain()
        }

        @Test func signalsArriveThroughThePipe() {
            defer { watcher.uninstall() }
            signalProcess(SIGWINCH)
            signalProcess(SIGCONT)
            signalProcess(SIGINT)
            var caught: [TerminalSignal] = []
            let deadline = MonotonicClock.now().advanced(by: .seconds(2))
            while caught.count < 3 && MonotonicClock.now() < deadline {
                caught += watcher.drain(awaiting: .interrupt, for: .milliseconds(10))
            }
            #expect(Set(caught) == [.resize, .resume, .interrupt])
            #expect(caught.count == 3)
            #expect(watcher.drain() == [])
        }

        @Test func uninstallingGivesTheSignalsBack() throws {
            watcher.uninstall()
            #expect(!watcher.isInstalled)
            #expect(watcher.drain() == [])
            var action = sigaction()
            sigaction(SIGWINCH, nil, &action)
            #expect(action.__sigaction_handler.sa_handler == nil) // SIG_DFL again
        }

        @Test func aSignalIgnoredAtStartStaysIgnored() throws {
            watcher.uninstall()
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            var before = sigaction()
            sigaction(SIGHUP, &ignore, &before)
            defer { sigaction(SIGHUP, &before, nil) }
            try watcher.install()
            defer { watcher.uninstall() }
            signalProcess(SIGHUP)
            #expect(watcher.drain(awaiting: .hangup, for: .milliseconds(50)) == [])
        }

        @Test func aResizeIsAKey() throws {
            defer { watcher.uninstall() }
            let pty = try PseudoTerminal()
            let terminal = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            terminal.enterFullScreen()
            defer { terminal.restore() }
            signalProcess(SIGWINCH)
            #expect(try terminal.readKey().key == .resize)
            pty.type("a")
            #expect(try terminal.readKey().key == .character("a"))
            // Several at once are one redraw; a stop signal still wins.
            #expect(try terminal.act(on: [.resize, .resize]) == .resize)
            #expect(throws: TerminalInterrupted(signal: .hangup)) {
                try terminal.act(on: [.resize, .hangup, .interrupt])
            }
            #expect(try terminal.readKey().key == .resize) // kept for after the stop
        }

        @Test(arguments: [(SIGINT, TerminalSignal.interrupt), (SIGTERM, .terminate), (SIGHUP, .hangup)])
        func aStopSignalIsThrownAndTheTerminalStillRestores(_ number: Int32, _ signal: TerminalSignal) throws {
            defer { watcher.uninstall() }
            let pty = try PseudoTerminal()
            let original = pty.attributes
            let terminal = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            terminal.enterFullScreen()
            sendSignal(number, afterMilliseconds: 30)
            #expect(throws: TerminalInterrupted(signal: signal)) { try terminal.readKey() }
            terminal.restore()
            #expect(TerminalAttributes.same(pty.attributes, original))
        }

        @Test func ctrlZRestoresStopsAndComesBack() throws {
            defer { watcher.uninstall() }
            let pty = try PseudoTerminal()
            let original = pty.attributes
            let terminal = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            terminal.enterFullScreen()
            defer { terminal.restore() }
            _ = pty.screen()
            var whileStopped: (attributes: termios, screen: String)?
            terminal.stopProcess = {
                whileStopped = (pty.attributes, pty.screen())
                signalProcess(SIGCONT) // what the shell's `fg` sends
            }
            signalProcess(SIGTSTP)
            let key = try terminal.readKey()
            #expect(key.key == .resume)
            #expect(TerminalAttributes.same(whileStopped!.attributes, original))
            #expect(whileStopped!.screen == ScreenModeSequences.leave)
            #expect(pty.attributes.c_lflag & tcflag_t(ICANON | ECHO) == 0)
            #expect(pty.screen() == ScreenModeSequences.enter)
            // The SIGCONT that woke us is not a second resume.
            pty.type("z")
            #expect(try terminal.readKey().key == .character("z"))
        }

        @Test func continuingAfterAnUncatchableStopPutsRawModeBack() throws {
            defer { watcher.uninstall() }
            let pty = try PseudoTerminal()
            let original = pty.attributes
            let terminal = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            terminal.enterFullScreen()
            defer { terminal.restore() }
            try TerminalAttributes.apply(original, to: pty.secondary) // as a shell would after `kill -STOP`
            signalProcess(SIGCONT)
            #expect(try terminal.readKey().key == .resume)
            #expect(pty.attributes.c_lflag & tcflag_t(ICANON | ECHO) == 0)
        }

        @Test func theRunnerCanSuspendForCtrlZ() throws {
            defer { watcher.uninstall() }
            let pty = try PseudoTerminal()
            let original = pty.attributes
            let terminal = try PosixTerminal(
                input: pty.secondary, output: pty.secondary, environment: [:], signals: watcher)
            terminal.enterFullScreen()
            defer { terminal.restore() }
            var stoppedIn: termios?
            terminal.stopProcess = {
                stoppedIn = pty.attributes
                signalProcess(SIGCONT)
            }
            terminal.suspend()
            #expect(TerminalAttributes.same(stoppedIn!, original))
            pty.type("k")
            #expect(try terminal.readKey().key == .character("k"))
        }

        @Test func aClosedOutputIsAHangUpNotADeath() throws {
            defer { watcher.uninstall() }
            let input = TestPipe()
            let output = TestPipe()
            output.closeReadEnd()
            input.send("answer\n")
            let plain = PlainTerminal(input: input.readEnd, output: output.writeEnd, environment: [:], signals: watcher)
            plain.write("Question?\n")
            #expect(throws: TerminalInterrupted(signal: .hangup)) { try plain.readLine(prompt: "> ") }
        }

        @Test func plainModeStopsOnASignalToo() throws {
            defer { watcher.uninstall() }
            let input = TestPipe()
            let output = TestPipe()
            let plain = PlainTerminal(input: input.readEnd, output: output.writeEnd, environment: [:], signals: watcher)
            sendSignal(SIGTERM, afterMilliseconds: 30)
            #expect(throws: TerminalInterrupted(signal: .terminate)) { try plain.readLine(prompt: "> ") }
        }
    }
}
