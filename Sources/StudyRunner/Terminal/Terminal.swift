/// Everything the runner does with the participant's terminal, behind one small protocol,
/// so the whole runner can be driven by a `ScriptedTerminal` in tests and by a
/// `PlainTerminal` for screen readers, scripts and CI.
///
/// Implementations: `PosixTerminal` (a real terminal: raw mode, alternate screen, libedit),
/// `PlainTerminal` (lines only, no escape sequences ever), `ScriptedTerminal` (tests; in the
/// StudyRunnerTestSupport target, so not in the shipped binary).
/// `TerminalFactory.make` picks one from the environment.
///
/// Stop signals: SIGINT, SIGTERM and SIGHUP (when a `SignalWatcher` is installed) end
/// `readKey` and `readLine` by throwing `TerminalInterrupted`; the runner saves what it has,
/// calls `restore()` and exits with `exitStatus`. An output that can no longer be written
/// (hung-up terminal, closed pipe) is reported the same way, as `.hangup`. Ctrl-C typed during full-screen reading
/// is not a signal but the key `.ctrl("c")`. Ctrl-Z (SIGTSTP) is handled here: the terminal
/// is restored, the program stops, and when it continues `readKey` returns `.resume`.
protocol Terminal: AnyObject {
    /// True when the terminal can do full-screen mode, raw keys and line editing.
    var isInteractive: Bool { get }

    /// The window size now. Read it again after `.resize` and `.resume`.
    var size: TerminalSize { get }

    /// Queues text for output. Nothing reaches the terminal before `flush()`, or before
    /// the next read, which flushes first so that a prompt is always visible.
    func write(_ text: String)

    /// Writes everything queued and returns the time right after the last byte was handed
    /// to the terminal: the onset of whatever was just drawn.
    @discardableResult
    func flush() -> MonotonicTime

    /// The terminal's clock (the real monotonic clock, or a scripted one in tests), so that
    /// onsets and key times are always on the same clock.
    func now() -> MonotonicTime

    /// Waits for one key, or for `timeout` (then the key is `.timeout`), or for a window
    /// event (`.resize`, `.resume`). A nil timeout waits forever.
    /// Throws `TerminalInterrupted` for a stop signal and `TerminalError.endOfInput` when
    /// input has ended for good.
    func readKey(timeout: Duration?) throws -> TimedKey

    /// Reads one edited line. The line starts out holding `initial`, editable, so a kept
    /// answer can be corrected when the participant goes back. Returns nil at the end of
    /// input (Ctrl-D on an empty line). Throws `TerminalInterrupted` for a stop signal.
    func readLine(prompt: String, initial: String) throws -> String?

    /// Switches to the alternate screen with the cursor hidden and keys read raw.
    /// Calls nest: only the outermost `leaveFullScreen()` leaves.
    func enterFullScreen()

    /// Returns to the normal screen and the terminal's own settings.
    func leaveFullScreen()

    /// Stops the program the way Ctrl-Z does in a shell (for the runner's binding of
    /// `.ctrl("z")`), restoring the terminal first; returns when the program continues,
    /// after which the screen needs a redraw.
    func suspend()

    /// Puts the terminal back exactly as it was found: normal screen, cursor shown,
    /// original settings. Safe to call more than once; call it on every way out.
    func restore()
}

extension Terminal {
    func readKey() throws -> TimedKey {
        try readKey(timeout: nil)
    }

    func readLine(prompt: String) throws -> String? {
        try readLine(prompt: prompt, initial: "")
    }
}

/// A window size in character cells.
struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    var columns: Int
    var rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// What is assumed when nothing says otherwise.
    static let fallback = TerminalSize(columns: 80, rows: 24)

    var description: String { "\(columns)×\(rows)" }
}

/// A stop signal arrived while the terminal was reading: the runner should save, call
/// `restore()`, and exit with `exitStatus` (128 + the signal number, as shells report it).
struct TerminalInterrupted: Error, Hashable, Sendable {
    var signal: TerminalSignal
    /// What was typed on the line being edited when the signal came, so it can be kept
    /// (Ctrl-C then "No, stay"; a resize, after which the line is edited again).
    var partialLine: String? = nil

    var exitStatus: Int32 { 128 + signal.signalNumber }
}

/// Failures of the terminal itself.
enum TerminalError: Error, Hashable, Sendable {
    /// The input has ended (a closed pipe, a hung-up terminal, the end of a script) and a
    /// key was asked for; `readLine` returns nil instead.
    case endOfInput
    /// A system call failed: which one, and `errno`.
    case system(call: String, errno: Int32)
}
