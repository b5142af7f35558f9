#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals a terminal program has to answer, as events: `SignalWatcher` turns each
/// into one of these and the terminal layer acts on it (see `Terminal` for who does what).
enum TerminalSignal: Hashable, Sendable, CaseIterable {
    /// SIGINT: Ctrl-C in a cooked terminal, or `kill -INT`. Stop, saving first.
    case interrupt
    /// SIGTERM: the system or a supervisor wants the program to end. Stop, saving first.
    case terminate
    /// SIGHUP: the terminal went away (window closed, ssh dropped). Stop, saving first;
    /// nothing more can be shown.
    case hangup
    /// SIGTSTP: Ctrl-Z in a cooked terminal, or `kill -TSTP`. The terminal layer restores
    /// the terminal and stops the program.
    case suspend
    /// SIGCONT: the program was continued after a stop. Full-screen mode is entered again
    /// and the runner redraws.
    case resume
    /// SIGWINCH: the window changed size. The runner redraws.
    case resize

    var signalNumber: Int32 {
        switch self {
        case .interrupt: return SIGINT
        case .terminate: return SIGTERM
        case .hangup: return SIGHUP
        case .suspend: return SIGTSTP
        case .resume: return SIGCONT
        case .resize: return SIGWINCH
        }
    }

    init?(signalNumber: Int32) {
        guard let match = Self.allCases.first(where: { $0.signalNumber == signalNumber }) else { return nil }
        self = match
    }

    /// Interrupt, terminate and hang-up end the run; the others are handled and reading
    /// goes on.
    var endsTheRun: Bool {
        switch self {
        case .interrupt, .terminate, .hangup: return true
        case .suspend, .resume, .resize: return false
        }
    }
}
