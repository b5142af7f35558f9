#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last line of defence for the participant's terminal: whatever happens to the
/// program, the terminal must not be left in raw mode on the alternate screen with the
/// cursor hidden (typed text invisible, the shell unusable until `reset`).
///
/// The terminal reports its state here as it changes (`arm`, `setExitSequence`, `disarm`)
/// and this restores it, using only async-signal-safe calls (`tcsetattr`, `write`), on:
/// - normal exit and `exit()` from anywhere: an `atexit` hook;
/// - crashes: SIGSEGV, SIGBUS, SIGILL, SIGTRAP (Swift's `fatalError` and failed
///   preconditions), SIGFPE, SIGABRT, SIGSYS and SIGQUIT. The handler restores, then hands
///   the signal to whoever had it before (Swift's backtracer, or the default action) so
///   the crash is still reported and the exit status is still "killed by signal".
///
/// Interrupt, terminate and hang-up are not handled here: `SignalWatcher` turns them into
/// events so the runner can save first and then restore in the ordinary way.
///
/// What cannot be covered: SIGKILL and SIGSTOP (they cannot be caught; after `kill -9` the
/// participant needs `reset` or `stty sane; tput rmcup`), `_exit()` called directly, a crash
/// on a stack too exhausted to run any handler, and a system that loses power. The shell
/// may repair the settings but not the alternate screen.
enum TerminalRestorer {
    /// Everything the handlers read lives in memory allocated once and never freed, so a
    /// handler never touches Swift's lazy globals, reference counts or the allocator.
    private struct State {
        var armed: Bool = false
        var descriptor: Int32 = -1
        var outputDescriptor: Int32 = -1
        var attributes = termios()
        var sequenceLength = 0
    }

    private static let sequenceCapacity = 128
    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return pointer
    }()
    nonisolated(unsafe) private static let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: sequenceCapacity)
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        pointer.initialize(repeating: sigaction(), count: 65)
        return pointer
    }()
    nonisolated(unsafe) private static var hooksInstalled = false

    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGSYS, SIGQUIT]

    /// From now on, restore `attributes` on `descriptor` (and write the exit sequence to
    /// `output`) on any way out.
    static func arm(descriptor: Int32, attributes: termios, output: Int32) {
        installHooks()
        state.pointee.armed = false // a handler running now sees either old or new, not half
        state.pointee.descriptor = descriptor
        state.pointee.outputDescriptor = output
        state.pointee.attributes = attributes
        state.pointee.armed = true
    }

    /// Bytes to write on the way out, before the settings (leave the alternate screen,
    /// show the cursor, …). Empty when nothing needs undoing. Longer text is cut.
    static func setExitSequence(_ text: String) {
        let bytes = Array(text.utf8.prefix(sequenceCapacity))
        let wasArmed = state.pointee.armed
        state.pointee.armed = false
        state.pointee.sequenceLength = 0
        bytes.withUnsafeBufferPointer { sequence.update(from: $0.baseAddress!, count: $0.count) }
        state.pointee.sequenceLength = bytes.count
        state.pointee.armed = wasArmed
    }

    /// The terminal has been restored in the ordinary way: nothing left to do.
    static func disarm() {
        state.pointee.armed = false
        state.pointee.sequenceLength = 0
    }

    static var isArmed: Bool { state.pointee.armed }

    /// Restores now, once. Async-signal-safe.
    static func restoreNow() {
        guard state.pointee.armed else { return }
        state.pointee.armed = false
        let descriptor = state.pointee.descriptor
        var written = 0
        while written < state.pointee.sequenceLength {
            let count = write(
                state.pointee.outputDescriptor, sequence + written, state.pointee.sequenceLength - written)
            if count > 0 { written += count } else if count < 0 && errno == EINTR { continue } else { break }
        }
        _ = tcsetattr(descriptor, TCSADRAIN, &state.pointee.attributes)
    }

    private static func installHooks() {
        guard !hooksInstalled else { return }
        hooksInstalled = true
        _ = state
        _ = sequence
        _ = previousActions
        atexit { TerminalRestorer.restoreNow() }
        for number in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, info, _ in
                TerminalRestorer.restoreNow()
                // Hand the signal back to its previous owner.
                sigaction(number, TerminalRestorer.previousActions + Int(number), nil)
                let sentByProcess = (info?.pointee.si_code ?? 0) <= 0
                if sentByProcess {
                    // kill, raise, abort: send it again; it is blocked until we return.
                    raise(number)
                }
                // A fault: returning runs the faulting instruction again, under the
                // previous action, which sees the real fault.
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            sigaction(number, &action, previousActions + Int(number))
        }
    }
}
