#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line mode: prompts and answers one line at a time, no cursor movement and no escape
/// sequence ever (everything written passes through `PlainText.stripped`). Used when the
/// input or output is not a terminal (scripts, CI, a file of answers piped in), when
/// `TERM` is `dumb` or unset, with `--plain`, or with `STUDY_PLAIN=1`; it is also the mode
/// for screen readers.
///
/// Input is read one byte per `read(2)`, so nothing is taken from the input before it is
/// used: if the program stops after some answers, the rest of a piped file is still
/// unread (and a shell script sharing the descriptor gets it). Lines end at LF; a CR before
/// it is dropped; bytes are UTF-8 (invalid bytes become U+FFFD); the end of input without a
/// final LF still ends the last line.
///
/// `readLine(prompt:initial:)` writes the prompt, then `[initial] ` when there is a kept
/// answer, and reads a line; an empty line keeps `initial` (as pressing Enter at once keeps
/// the prefilled text in a real terminal). It returns nil at the end of input.
///
/// `readKey(timeout:)` also reads a whole line and returns it as keys: each character as
/// `.character` (a tab as `.tab`; other control characters are dropped), then `.enter`
/// (an empty line is just `.enter`); the following calls return
/// the rest of that line's keys without reading. All keys of a line carry the time the
/// line's last byte was read. The timeout applies to the first byte of a line only; when
/// it passes, the key is `.timeout`. At the end of input it throws
/// `TerminalError.endOfInput`. No escape sequences are decoded: plain input is text.
///
/// When the input is not a terminal (nothing echoes it), each line read is written back
/// after its prompt (`echoesInput`), so a transcript reads as question-and-answer.
///
/// Signals: a stop signal throws `TerminalInterrupted`; SIGTSTP stops the program at once
/// (there is nothing to restore); resize and resume are ignored. When the output has gone
/// away (a closed pipe), the next read throws `TerminalInterrupted(signal: .hangup)`.
final class PlainTerminal: Terminal {
    let input: Int32
    let output: Int32
    let environment: [String: String]
    var echoesInput: Bool
    private let writer: OutputWriter
    private let channel: InputChannel
    private var queuedKeys: [TimedKey] = []

    init(
        input: Int32 = 0, output: Int32 = 1, environment: [String: String], signals: SignalWatcher?,
        echoesInput: Bool? = nil
    ) {
        self.input = input
        self.output = output
        self.environment = environment
        self.echoesInput = echoesInput ?? (isatty(input) == 0)
        self.writer = OutputWriter(descriptor: output)
        self.channel = InputChannel(descriptor: input, signals: signals, capacity: 1)
    }

    var isInteractive: Bool { false }

    var size: TerminalSize {
        WindowSize.size(of: isatty(output) != 0 ? output : nil, environment: environment)
    }

    func write(_ text: String) {
        writer.append(PlainText.stripped(text))
    }

    @discardableResult
    func flush() -> MonotonicTime {
        writer.flush()
    }

    func now() -> MonotonicTime {
        MonotonicClock.now()
    }

    func readKey(timeout: Duration?) throws -> TimedKey {
        writer.flush()
        try writer.checkOutput()
        if !queuedKeys.isEmpty { return queuedKeys.removeFirst() }
        let deadline = timeout.map { MonotonicClock.now().advanced(by: $0) }
        switch try readRawLine(firstByteDeadline: deadline) {
        case .timedOut:
            return TimedKey(.timeout, at: MonotonicClock.now())
        case .end:
            throw TerminalError.endOfInput
        case .line(let line, let time):
            echo(line)
            queuedKeys = Self.keys(for: line).map { TimedKey($0, at: time) } + [TimedKey(.enter, at: time)]
            return queuedKeys.removeFirst()
        }
    }

    func readLine(prompt: String, initial: String) throws -> String? {
        queuedKeys = []
        write(prompt)
        if !initial.isEmpty { write("[\(initial)] ") }
        writer.flush()
        try writer.checkOutput()
        guard case .line(let line, _) = try readRawLine(firstByteDeadline: nil) else { return nil }
        echo(line)
        return line.isEmpty ? initial : line
    }

    func enterFullScreen() {}

    func leaveFullScreen() {}

    func suspend() {
        writer.flush()
        SignalWatcher.stopProcess()
    }

    func restore() {
        writer.flush()
    }

    private func echo(_ line: String) {
        guard echoesInput else { return }
        write(line + "\n")
        writer.flush()
    }

    private enum RawLine {
        case line(String, MonotonicTime)
        case timedOut
        case end
    }

    private func readRawLine(firstByteDeadline: MonotonicTime?) throws -> RawLine {
        var bytes: [UInt8] = []
        var lastTime = MonotonicClock.now()
        while true {
            switch try channel.next(maximum: 1, until: bytes.isEmpty ? firstByteDeadline : nil) {
            case .bytes(let read, let time):
                lastTime = time
                if read.first == 0x0A { return .line(Self.decode(bytes), lastTime) }
                bytes += read
            case .timedOut:
                return .timedOut
            case .endOfInput:
                return bytes.isEmpty ? .end : .line(Self.decode(bytes), lastTime)
            case .signals(let signals):
                if let stop = signals.first(where: \.endsTheRun) { throw TerminalInterrupted(signal: stop) }
                if signals.contains(.suspend) { suspend() }
            }
        }
    }

    /// A line's characters as keys: tab is `.tab`, other control characters are dropped.
    static func keys(for line: String) -> [Key] {
        line.compactMap { character in
            if character == "\t" { return .tab }
            if character.unicodeScalars.contains(where: KeyDecoder.isControl) { return nil }
            return .character(character)
        }
    }

    private static func decode(_ bytes: [UInt8]) -> String {
        let content = bytes.last == 0x0D ? bytes.dropLast() : bytes[...]
        return String(decoding: content, as: UTF8.self)
    }
}
