#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Chooses the terminal for `study run` from the environment, and sets up what every run
/// needs (signal events, restore on every way out).
///
/// Plain line mode (`PlainTerminal`) is used when any of these holds, checked in this order:
/// 1. `--plain` was given (`plainRequested`);
/// 2. the environment variable `STUDY_PLAIN` is set to anything but empty or `0`
///    (`STUDY_PLAIN=1`): for screen-reader users, who can set it once in their profile;
/// 3. standard input is not a terminal (answers piped in or read from a file);
/// 4. standard output is not a terminal (output to a file, a pipe, a CI log);
/// 5. `TERM` is unset or empty (nothing says what the terminal understands);
/// 6. `TERM` is `dumb` (Emacs shell buffers, some screen-reader setups).
/// Otherwise the real terminal (`PosixTerminal`) is used, full-screen capable.
enum TerminalFactory {
    /// The environment variable that asks for plain mode.
    static let plainVariable = "STUDY_PLAIN"

    enum PlainReason: Hashable, Sendable {
        case requested, environmentVariable, inputNotTerminal, outputNotTerminal, noTerminalType, dumbTerminal
    }

    enum Choice: Hashable, Sendable {
        case fullScreen
        case plain(PlainReason)
    }

    /// The decision alone, without touching the terminal: testable.
    static func choose(
        plainRequested: Bool, environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool
    ) -> Choice {
        if plainRequested { return .plain(.requested) }
        if let value = environment[plainVariable], !value.isEmpty, value != "0" { return .plain(.environmentVariable) }
        if !inputIsTerminal { return .plain(.inputNotTerminal) }
        if !outputIsTerminal { return .plain(.outputNotTerminal) }
        guard let term = environment["TERM"], !term.isEmpty else { return .plain(.noTerminalType) }
        if term == "dumb" { return .plain(.dumbTerminal) }
        return .fullScreen
    }

    /// The terminal on standard input and output, with `SignalWatcher.shared` installed
    /// (stop signals become `TerminalInterrupted`, Ctrl-Z is handled). If the real terminal
    /// cannot be set up, plain mode is used rather than failing: the participant can still
    /// take part.
    static func make(
        plainRequested: Bool, environment: [String: String], input: Int32 = 0, output: Int32 = 1
    ) -> any Terminal {
        let signals: SignalWatcher? = (try? SignalWatcher.shared.install()).map { SignalWatcher.shared }
        let choice = choose(
            plainRequested: plainRequested, environment: environment,
            inputIsTerminal: isatty(input) != 0, outputIsTerminal: isatty(output) != 0
        )
        if choice == .fullScreen,
            let terminal = try? PosixTerminal(input: input, output: output, environment: environment, signals: signals)
        {
            return terminal
        }
        return PlainTerminal(input: input, output: output, environment: environment, signals: signals)
    }
}
