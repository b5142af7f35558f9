/// How a sitting was shown: the `mode` of a `session-started` event. The raw values are
/// the strings the journal has always held (docs/results.md).
public enum SessionMode: String, Sendable, Equatable, Codable, CaseIterable {
    case fullScreen = "full-screen"
    case plain
}

/// Why a sitting ended: the `reason` of a `session-ended` event. The raw values are the
/// strings the journal has always held, so older journals read unchanged.
public enum SessionEndReason: String, Sendable, Equatable, Codable, CaseIterable {
    /// The participant chose to leave.
    case left
    /// Ctrl-C, confirmed by the participant.
    case interrupted
    /// Plain mode, and the piped input ran out.
    case endOfInput = "end of input"
    /// SIGINT from outside (`kill -INT`) while nothing could ask for a confirmation.
    case signalInterrupt = "signal interrupt"
    /// SIGTERM: the system or a supervisor stopped the program.
    case signalTerminate = "signal terminate"
    /// The terminal went away: SIGHUP, or reading from a terminal that was closed.
    case signalHangup = "signal hangup"
}
