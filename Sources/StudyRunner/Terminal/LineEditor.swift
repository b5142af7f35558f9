@preconcurrency internal import CEdit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line editing for typed answers, by libedit: emacs keys, history (↑ recalls earlier
/// answers), UTF-8 and wide characters, and a line that starts out holding the kept
/// answer, editable.
///
/// The only file that sees libedit (`internal import CEdit`); no libedit type appears in
/// any signature.
///
/// Why libedit's readline-compatible entry points (`readline`, `add_history`,
/// `rl_getc_function`) and not `el_init`/`el_set`/`history` directly: `el_set` and
/// `history` are C variadic functions, which Swift cannot call, and wrapping them would
/// need C code in `Sources/CEdit`. The readline layer makes exactly those calls for us:
/// `el_init`, `el_set(EL_PROMPT_ESC …)`, `el_set(EL_EDITOR, "emacs")`, `el_set(EL_HIST,
/// history …)`, then `el_gets`, which decodes input with `mbrtowc` into wide characters and
/// encodes the line back with the current locale (made UTF-8 by `UTF8Locale`). It also
/// reads the participant's `~/.editrc`. Its state is process-wide (C globals such as
/// `rl_instream`, reached through `@preconcurrency` because Swift 6 rejects shared mutable
/// C state otherwise), hence the lock around every use and the re-initialisation when
/// another editor (another terminal) was used last; history starts afresh then.
///
/// Input does not come from libedit's own `read`: `rl_getc_function` hands it characters
/// that this type reads through the terminal's `InputChannel`, so that
/// - the kept answer is typed in first (libedit's readline layer clears any text inserted
///   before `el_gets` starts, so "typing" it is the reliable way to prefill), then bytes
///   the key reader had already taken from the terminal (type-ahead is not lost);
/// - signals reach the terminal layer while a line is edited (the self-pipe is polled next
///   to the input): a stop signal ends the line, Ctrl-Z suspends and redraws, a resize is
///   passed on to libedit.
/// libedit sets its own terminal mode (echo off, ICANON off, signals on) for the duration
/// of `el_gets` and restores the mode it found afterwards, so the caller must leave raw
/// mode first; the Ctrl-C and Ctrl-Z keys then raise SIGINT and SIGTSTP as in a shell.
final class LineEditor {
    enum Outcome: Equatable {
        case line(String)
        case endOfInput
        /// Ended by a signal, with the text typed so far.
        case stopped(TerminalSignal, partial: String)
    }

    /// What the terminal did about a signal that arrived while a line was edited.
    enum SignalResponse {
        /// Nothing for the editor to do.
        case keepEditing
        /// The screen was lost (after a stop): draw the prompt and line again.
        case redisplay
        /// The window changed size.
        case resized
        /// End the line: the caller stops the run because of this signal.
        case stop(TerminalSignal)
    }

    /// Called with the signal and the terminal settings libedit is editing in (to put them
    /// back after a stop, when the shell may have changed them).
    typealias SignalHandler = (TerminalSignal, termios) -> SignalResponse

    let input: Int32
    let output: Int32
    private var lastHistoryEntry: String?

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    deinit {
        // An editor allocated later at the same address must not find itself bound. The
        // streams stay open: libedit still points at them until the next `bind()`.
        Self.lock.withLock {
            if let bound = Self.bound, bound.editor == ObjectIdentifier(self) {
                Self.bound = (nil, bound.streams)
            }
        }
    }

    /// Edits one line in the terminal's current (cooked) mode. `typedAhead` are raw bytes
    /// already read from the terminal, edited as if typed now.
    func readLine(
        prompt: String, initial: String, typedAhead: [UInt8],
        channel: InputChannel, onSignal: @escaping SignalHandler
    ) throws -> Outcome {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        try bind()
        let session = Session(
            initial: Self.insertable(initial), typedAhead: typedAhead,
            channel: channel, input: input, onSignal: onSignal
        )
        Self.session = session
        defer { Self.session = nil }

        let result = readline(prompt)
        defer { free(result) }
        if let error = session.error { throw error }
        if let signal = session.stoppedBy { return .stopped(signal, partial: result.map { String(cString: $0) } ?? "") }
        guard let result, !session.reachedEnd else { return .endOfInput }
        let line = String(cString: result)
        if !line.isEmpty && line != lastHistoryEntry {
            add_history(line)
            lastHistoryEntry = line
        }
        return .line(line)
    }

    /// The kept answer as characters to type: controls would be taken as editing commands
    /// (a newline would submit the line), so they become spaces.
    static func insertable(_ text: String) -> [Int32] {
        text.unicodeScalars.map { KeyDecoder.isControl($0) ? 0x20 : Int32(bitPattern: $0.value) }
    }

    // MARK: - Process-wide libedit state

    private static let lock = NSLock()
    nonisolated(unsafe) private static let programName = UnsafePointer(strdup("study"))
    nonisolated(unsafe) private static var session: Session?
    nonisolated(unsafe) private static var bound: (editor: ObjectIdentifier?, streams: [UnsafeMutablePointer<FILE>])?

    /// Points libedit's readline layer at this editor's descriptors (through duplicates,
    /// so closing the streams never closes the terminal), with our input function and no
    /// signal handlers of its own. Re-initialises only when another editor was bound last
    /// (comparing descriptor numbers would not do: a closed terminal's number is reused).
    private func bind() throws {
        if let bound = Self.bound, bound.editor == ObjectIdentifier(self) { return }
        UTF8Locale.ensure()
        guard let inStream = fdopen(dup(input), "r") else { throw TerminalError.system(call: "fdopen", errno: errno) }
        guard let outStream = fdopen(dup(output), "w") else {
            fclose(inStream)
            throw TerminalError.system(call: "fdopen", errno: errno)
        }
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_readline_name = Self.programName // `study:` lines in ~/.editrc apply
        rl_getc_function = { _ in LineEditor.session?.nextCharacter() ?? -1 }
        rl_instream = inStream
        rl_outstream = outStream
        rl_initialize() // ends the previous editor's libedit state first
        for stream in Self.bound?.streams ?? [] { fclose(stream) }
        Self.bound = (ObjectIdentifier(self), [inStream, outStream])
    }

    // MARK: - One line's input

    /// Feeds libedit one character at a time: the kept answer, the type-ahead, then the
    /// terminal. Returning -1 ends the line (end of input, a stop signal, an error).
    private final class Session {
        private var initial: [Int32]
        private var bytes: [UInt8]
        private let channel: InputChannel
        private let input: Int32
        private let onSignal: SignalHandler
        private var editingAttributes: termios?
        private(set) var stoppedBy: TerminalSignal?
        private(set) var reachedEnd = false
        private(set) var error: Error?

        init(
            initial: [Int32], typedAhead: [UInt8], channel: InputChannel, input: Int32,
            onSignal: @escaping SignalHandler
        ) {
            self.initial = initial
            self.bytes = typedAhead
            self.channel = channel
            self.input = input
            self.onSignal = onSignal
        }

        /// One Unicode scalar as an `Int32` code point (what libedit expects from
        /// `rl_getc_function`), or -1 to end the line.
        func nextCharacter() -> Int32 {
            if editingAttributes == nil { editingAttributes = try? TerminalAttributes.current(of: input) }
            if !initial.isEmpty { return initial.removeFirst() }
            guard let lead = nextByte() else { return -1 }
            var sequence = [lead]
            while true {
                switch KeyDecoder.decodeScalar(sequence, at: 0, settle: false) {
                case .scalar(let scalar, _):
                    return Int32(bitPattern: scalar.value)
                case .invalid(let length):
                    bytes.insert(contentsOf: sequence[length...], at: 0)
                    return 0xFFFD
                case .incomplete:
                    guard let next = nextByte() else { return 0xFFFD }
                    sequence.append(next)
                }
            }
        }

        private func nextByte() -> UInt8? {
            if !bytes.isEmpty { return bytes.removeFirst() }
            guard stoppedBy == nil, !reachedEnd, error == nil else { return nil }
            // (After a stop, the line has already been ended with a newline.)
            while true {
                let arrival: InputChannel.Arrival
                do {
                    arrival = try channel.next(maximum: 1, until: nil)
                } catch {
                    self.error = error
                    return nil
                }
                switch arrival {
                case .bytes(let read, _):
                    return read.first
                case .endOfInput:
                    reachedEnd = true
                    return nil
                case .timedOut:
                    continue
                case .signals(let signals):
                    for signal in signals {
                        switch onSignal(signal, editingAttributes ?? termios()) {
                        case .keepEditing: break
                        case .redisplay: rl_forced_update_display()
                        case .resized: rl_resize_terminal()
                        case .stop(let reason):
                            // End the line as Enter would, so libedit hands back exactly
                            // what was typed (its own buffer is not readable mid-edit).
                            stoppedBy = reason
                            return 0x0A
                        }
                    }
                }
            }
        }
    }
}
