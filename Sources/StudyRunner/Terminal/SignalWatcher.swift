import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of the self-pipe, read by the signal handler. Set in `install()` before
/// any handler can run (so the handler never triggers lazy initialisation).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Turns the signals a terminal program must answer (see `TerminalSignal`) into events a
/// `poll()` loop can wait for, using the self-pipe trick: each handler only writes the
/// signal number as one byte into a non-blocking pipe (async-signal-safe, errno kept), and
/// the terminal's read loop polls the pipe's read end next to its input. Nothing else runs
/// inside a handler, so no lock, allocation or Swift runtime call can deadlock there.
///
/// Handlers are installed with SA_RESTART, so writes and other system calls are not cut
/// short; `poll()` always returns EINTR, which is fine, and the pipe wakes it anyway.
///
/// While installed, SIGPIPE is ignored: when the reader of the output goes away (`study
/// run --plain | head`), writes fail with EPIPE instead of killing the program before it
/// can save, and the terminal reports that as a hang-up (`OutputWriter.outputIsGone`).
///
/// Signal dispositions belong to the whole process, so there is one watcher, `shared`.
/// Install it once at start-up (from the main thread) and uninstall it to hand the signals
/// back (tests do this).
final class SignalWatcher: @unchecked Sendable {
    static let shared = SignalWatcher()

    private let lock = NSLock()
    private var readEnd: Int32 = -1
    private var previousActions: [Int32: sigaction] = [:]

    private init() {}

    /// The descriptor to poll for readability, while installed.
    var readDescriptor: Int32? {
        lock.withLock { readEnd >= 0 ? readEnd : nil }
    }

    var isInstalled: Bool { readDescriptor != nil }

    /// Creates the pipe and installs the handlers. Installing twice is harmless.
    func install() throws {
        try lock.withLock {
            guard readEnd < 0 else { return }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw TerminalError.system(call: "pipe", errno: errno) }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            readEnd = ends[0]
            signalPipeWriteEnd = ends[1]
            for signal in TerminalSignal.allCases {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { number in
                    let savedErrno = errno
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(signalPipeWriteEnd, &byte, 1)
                    errno = savedErrno
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                var previous = sigaction()
                sigaction(signal.signalNumber, &action, &previous)
                previousActions[signal.signalNumber] = previous
                if Self.isIgnored(previous) {
                    // Ignored when we started (nohup, a background job without job
                    // control): the parent meant it, so it stays ignored.
                    sigaction(signal.signalNumber, &previous, nil)
                }
            }
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            var previousPipeAction = sigaction()
            sigaction(SIGPIPE, &ignore, &previousPipeAction)
            previousActions[SIGPIPE] = previousPipeAction
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Puts the previous handlers back and closes the pipe. Signals already caught but not
    /// drained are dropped.
    func uninstall() {
        lock.withLock {
            guard readEnd >= 0 else { return }
            for (number, previous) in previousActions {
                var action = previous
                sigaction(number, &action, nil)
            }
            previousActions = [:]
            let writeEnd = signalPipeWriteEnd
            signalPipeWriteEnd = -1
            close(writeEnd)
            close(readEnd)
            readEnd = -1
        }
    }

    /// The signals caught since the last call, in the order they arrived.
    func drain() -> [TerminalSignal] {
        guard let descriptor = readDescriptor else { return [] }
        var signals: [TerminalSignal] = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                signals += bytes[..<count].compactMap { TerminalSignal(signalNumber: Int32($0)) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return signals
            }
        }
    }

    /// Drains, waiting up to `limit` for `signal` to be among what arrived. Used after a
    /// stop: the SIGCONT that continued us may be handled by another thread a moment
    /// after the stopped one goes on.
    func drain(awaiting signal: TerminalSignal, for limit: Duration) -> [TerminalSignal] {
        guard let descriptor = readDescriptor else { return [] }
        let deadline = MonotonicClock.now().advanced(by: limit)
        var signals = drain()
        while !signals.contains(signal) {
            let now = MonotonicClock.now()
            guard now < deadline else { break }
            var waitFor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&waitFor, 1, Int32(clamping: ((deadline - now).wholeNanoseconds + 999_999) / 1_000_000))
            signals += drain()
        }
        return signals
    }

    /// Stops the process as the default SIGTSTP action would (the shell then shows it as
    /// stopped) and returns once it is continued. The caller restores the terminal before
    /// and re-enters its modes after. Our handler is put back afterwards.
    static func stopProcess() {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var ours = sigaction()
        sigaction(SIGTSTP, &defaultAction, &ours)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        sigaction(SIGTSTP, &ours, nil)
    }
}
