#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real terminal: keys read raw with `poll()` and stamped on the monotonic clock, the
/// alternate screen for full-screen mode, libedit for typed answers, and the settings put
/// back exactly as found (`tcgetattr` at start, the same struct to `tcsetattr` at the end).
///
/// Takes its descriptors explicitly (standard input and output by default) so tests can
/// run it on a pseudo-terminal. Reads and writes go through this object only.
///
/// Modes: raw input is on while in full-screen mode, and around a single `readKey` outside
/// it; `readLine` hands the terminal to libedit in its original (cooked) settings and
/// returns to raw afterwards. Every change is reported to `TerminalRestorer`, so a crash
/// or `exit()` also restores.
final class PosixTerminal: Terminal {
    let input: Int32
    let output: Int32
    let environment: [String: String]
    let signals: SignalWatcher?

    /// The settings found at start, restored exactly.
    let originalAttributes: termios
    let rawAttributes: termios

    /// How the process is stopped for SIGTSTP; replaced in tests, which cannot stop.
    var stopProcess: () -> Void = SignalWatcher.stopProcess

    /// How long an ESC may wait for the rest of its sequence before it is the Escape key.
    var escapeDelay: Duration = .milliseconds(25)

    let writer: OutputWriter
    let channel: InputChannel
    var decoder = KeyDecoder()
    /// For each read: the decoder's byte count after it, and when it returned.
    var arrivals: [(end: Int, time: MonotonicTime)] = []
    var bytesFed = 0
    /// Events noticed while a line was edited, reported by the next `readKey`.
    var pendingEvents: [Key] = []
    /// Signals drained but not yet acted on.
    var pendingSignals: [TerminalSignal] = []

    private(set) var isRaw = false
    private(set) var fullScreenDepth = 0
    lazy var lineEditor = LineEditor(input: input, output: output)

    /// Fails if `input` is not a terminal.
    init(input: Int32 = 0, output: Int32 = 1, environment: [String: String], signals: SignalWatcher?) throws {
        self.input = input
        self.output = output
        self.environment = environment
        self.signals = signals
        self.originalAttributes = try TerminalAttributes.current(of: input)
        self.rawAttributes = TerminalAttributes.raw(from: originalAttributes)
        self.writer = OutputWriter(descriptor: output)
        self.channel = InputChannel(descriptor: input, signals: signals)
    }

    var isInteractive: Bool { true }

    var isFullScreen: Bool { fullScreenDepth > 0 }

    var size: TerminalSize {
        WindowSize.size(of: output, environment: environment)
    }

    func write(_ text: String) {
        writer.append(text)
    }

    @discardableResult
    func flush() -> MonotonicTime {
        writer.flush()
    }

    func now() -> MonotonicTime {
        MonotonicClock.now()
    }

    // MARK: - Modes

    func enterFullScreen() {
        fullScreenDepth += 1
        guard fullScreenDepth == 1 else { return }
        setRaw(true)
        writer.append(ScreenModeSequences.enter)
        writer.flush()
        TerminalRestorer.setExitSequence(ScreenModeSequences.leave)
    }

    func leaveFullScreen() {
        guard fullScreenDepth > 0 else { return }
        fullScreenDepth -= 1
        guard fullScreenDepth == 0 else { return }
        writer.append(ScreenModeSequences.leave)
        writer.flush()
        TerminalRestorer.setExitSequence("")
        setRaw(false)
    }

    func restore() {
        if fullScreenDepth > 0 {
            fullScreenDepth = 0
            writer.append(ScreenModeSequences.leave)
        }
        writer.flush()
        try? TerminalAttributes.apply(originalAttributes, to: input)
        isRaw = false
        TerminalRestorer.disarm()
    }

    /// Raw on or off (off is the original settings), keeping the restorer in step.
    func setRaw(_ on: Bool) {
        guard on != isRaw else { return }
        do {
            try TerminalAttributes.apply(on ? rawAttributes : originalAttributes, to: input)
            isRaw = on
        } catch {
            return
        }
        if on || isFullScreen {
            TerminalRestorer.arm(descriptor: input, attributes: originalAttributes, output: output)
        } else {
            TerminalRestorer.disarm()
        }
    }

    // MARK: - Suspend and resume

    func suspend() {
        suspendNow()
    }

    /// Leaves full-screen and raw mode, stops, and comes back into them. Returns the
    /// signals that arrived meanwhile, except the SIGCONT that woke us (this resume is
    /// reported by the caller, once).
    @discardableResult
    func suspendNow(insideLineEditor editingAttributes: termios? = nil) -> [TerminalSignal] {
        let wasRaw = isRaw
        if isFullScreen { writer.append(ScreenModeSequences.leave) }
        writer.flush()
        try? TerminalAttributes.apply(originalAttributes, to: input)
        isRaw = false
        TerminalRestorer.disarm()

        stopProcess()

        if let editingAttributes {
            try? TerminalAttributes.apply(editingAttributes, to: input)
            TerminalRestorer.arm(descriptor: input, attributes: originalAttributes, output: output)
        } else if wasRaw {
            setRaw(true)
        }
        if isFullScreen {
            writer.append(ScreenModeSequences.enter)
            if editingAttributes != nil { writer.append(ScreenModeSequences.beginLineEditing) }
            writer.flush()
            TerminalRestorer.arm(descriptor: input, attributes: originalAttributes, output: output)
            TerminalRestorer.setExitSequence(ScreenModeSequences.leave)
        }
        return (signals?.drain(awaiting: .resume, for: .milliseconds(20)) ?? []).filter { $0 != .resume }
    }

    /// SIGCONT without our SIGTSTP (after `kill -STOP`): the shell may have reset the
    /// settings, so apply ours again.
    func reenterAfterContinue(editingAttributes: termios? = nil) {
        if let editingAttributes {
            try? TerminalAttributes.apply(editingAttributes, to: input)
        } else if isRaw {
            try? TerminalAttributes.apply(rawAttributes, to: input)
        }
        if isFullScreen {
            writer.append(ScreenModeSequences.enter)
            if editingAttributes != nil { writer.append(ScreenModeSequences.beginLineEditing) }
            writer.flush()
        }
    }
}
