@testable import StudyRunner

/// A terminal for tests: input comes from a script, output is recorded, the size is
/// whatever the test says, and time is a counter that moves only when the script says so
/// (`.wait`). Fully deterministic, so the whole runner can be tested with `@testable
/// import StudyRunner` and a list of keys.
///
/// It behaves like `PosixTerminal` where the runner could tell the difference:
/// - output is recorded when flushed (`flush()`, or any read, which flushes first), so a
///   runner that forgets to flush fails here too; `unflushedOutput` shows what is waiting;
/// - keys and lines may be mixed freely: `readLine` consumes scripted keys as editing
///   (characters and pastes insert, backspace deletes, Ctrl-U clears, Enter submits,
///   Ctrl-D on an empty line is the end of input), starting from `initial`; `readKey`
///   takes a scripted `.line` as its characters followed by Enter;
/// - `.line(text)` is the line as finally submitted (the kept answer is replaced, as if
///   the participant had edited it into `text`); `.line(nil)` is the end of input;
/// - `.wait(d)` lets time pass: `readKey(timeout:)` returns `.timeout` when the waits in
///   front of the next key add up to the timeout (the rest of the wait stays scripted);
/// - a stop signal (`.signal(.interrupt)`, …) throws `TerminalInterrupted`; `.signal(.suspend)`
///   and `.signal(.resume)` make `readKey` return `.resume`; `.resize(size)` changes `size`
///   and returns `.resize`. During `readLine` these events are kept for the next `readKey`,
///   as in a real terminal;
/// - when the script is used up, `readKey` throws `TerminalError.endOfInput` and
///   `readLine` returns nil.
final class ScriptedTerminal: Terminal {
    enum Input: Hashable, Sendable {
        case key(Key)
        case line(String?)
        case wait(Duration)
        case resize(TerminalSize)
        case signal(TerminalSignal)
    }

    /// One thing that happened, in order.
    enum Entry: Hashable, Sendable {
        case output(String)
        case prompt(String, initial: String)
        case line(String?)
        case key(Key)
        case enterFullScreen
        case leaveFullScreen
        case resized(TerminalSize)
        case signal(TerminalSignal)
        case suspended
        case restored
    }

    private(set) var remainingInput: [Input]
    private(set) var entries: [Entry] = []
    private(set) var unflushedOutput = ""
    private(set) var size: TerminalSize
    let isInteractive: Bool
    private(set) var fullScreenDepth = 0
    private(set) var clock: MonotonicTime
    /// Time each key or line takes to arrive, on top of scripted waits.
    var keyInterval: Duration
    private var pendingEvents: [Key] = []

    init(
        _ script: [Input], size: TerminalSize = .fallback, isInteractive: Bool = true,
        start: MonotonicTime = MonotonicTime(nanoseconds: 0), keyInterval: Duration = .zero
    ) {
        self.remainingInput = script
        self.size = size
        self.isInteractive = isInteractive
        self.clock = start
        self.keyInterval = keyInterval
    }

    /// A script of keys typed as `text`, decoded as a terminal would send them:
    /// `"y\r3\r"`, `"\u{1B}[B"` (↓), `"\u{1B}"` (Escape), `"\u{7F}"` (backspace).
    convenience init(typing text: String, size: TerminalSize = .fallback, isInteractive: Bool = true) {
        self.init(Self.keys(typing: text), size: size, isInteractive: isInteractive)
    }

    static func keys(typing text: String) -> [Input] {
        var decoder = KeyDecoder()
        decoder.feed(Array(text.utf8))
        var keys: [Input] = []
        while let key = decoder.next(noMoreBytesComing: true) { keys.append(.key(key)) }
        return keys
    }

    var isFullScreen: Bool { fullScreenDepth > 0 }

    /// True once `restore()` was called and nothing changed the terminal since.
    private(set) var isRestored = false

    /// Everything flushed so far, as one string.
    var output: String {
        entries.reduce(into: "") { text, entry in
            if case .output(let written) = entry { text += written }
        }
    }

    func write(_ text: String) {
        unflushedOutput += text
    }

    @discardableResult
    func flush() -> MonotonicTime {
        if !unflushedOutput.isEmpty {
            entries.append(.output(unflushedOutput))
            unflushedOutput = ""
        }
        return clock
    }

    func now() -> MonotonicTime { clock }

    func enterFullScreen() {
        flush()
        fullScreenDepth += 1
        isRestored = false
        if fullScreenDepth == 1 { entries.append(.enterFullScreen) }
    }

    func leaveFullScreen() {
        guard fullScreenDepth > 0 else { return }
        flush()
        fullScreenDepth -= 1
        if fullScreenDepth == 0 { entries.append(.leaveFullScreen) }
    }

    func suspend() {
        flush()
        entries.append(.suspended)
    }

    func restore() {
        flush()
        if fullScreenDepth > 0 {
            fullScreenDepth = 0
            entries.append(.leaveFullScreen)
        }
        entries.append(.restored)
        isRestored = true
    }
}

// MARK: - Playing the script (rules in the type's documentation)

extension ScriptedTerminal {
    func readKey(timeout: Duration?) throws -> TimedKey {
        flush()
        if !pendingEvents.isEmpty { return TimedKey(pendingEvents.removeFirst(), at: clock) }
        var waited: Duration = .zero
        while let next = remainingInput.first {
            switch next {
            case .wait(let duration):
                if let timeout, waited + duration >= timeout {
                    let used = timeout - waited
                    remainingInput[0] = .wait(duration - used)
                    if duration == used { remainingInput.removeFirst() }
                    clock = clock.advanced(by: used)
                    entries.append(.key(.timeout))
                    return TimedKey(.timeout, at: clock)
                }
                remainingInput.removeFirst()
                clock = clock.advanced(by: duration)
                waited += duration
            case .key(let key):
                remainingInput.removeFirst()
                clock = clock.advanced(by: keyInterval)
                entries.append(.key(key))
                return TimedKey(key, at: clock)
            case .line(let line):
                remainingInput.removeFirst()
                guard let line else { throw TerminalError.endOfInput }
                let keys = PlainTerminal.keys(for: line).map(Input.key) + [.key(.enter)]
                remainingInput.insert(contentsOf: keys, at: 0)
            case .resize(let newSize):
                remainingInput.removeFirst()
                size = newSize
                entries.append(.resized(newSize))
                return TimedKey(.resize, at: clock)
            case .signal(let signal):
                remainingInput.removeFirst()
                entries.append(.signal(signal))
                if signal.endsTheRun { throw TerminalInterrupted(signal: signal) }
                return TimedKey(signal == .resize ? .resize : .resume, at: clock)
            }
        }
        throw TerminalError.endOfInput
    }

    func readLine(prompt: String, initial: String) throws -> String? {
        flush()
        entries.append(.prompt(prompt, initial: initial))
        var text = initial
        while let next = remainingInput.first {
            remainingInput.removeFirst()
            switch next {
            case .line(let line):
                clock = clock.advanced(by: keyInterval)
                entries.append(.line(line))
                return line
            case .key(let key):
                clock = clock.advanced(by: keyInterval)
                switch key {
                case .enter:
                    entries.append(.line(text))
                    return text
                case .character(let character): text.append(character)
                case .paste(let pasted): text += pasted
                case .tab: text.append(" ")
                case .backspace: if !text.isEmpty { text.removeLast() }
                case .ctrl("u"): text = ""
                case .ctrl("d") where text.isEmpty:
                    entries.append(.line(nil))
                    return nil
                default: break
                }
            case .wait(let duration):
                clock = clock.advanced(by: duration)
            case .resize(let newSize):
                size = newSize
                entries.append(.resized(newSize))
                noteDuringLine(.resize)
            case .signal(let signal):
                entries.append(.signal(signal))
                if signal.endsTheRun { throw TerminalInterrupted(signal: signal) }
                noteDuringLine(signal == .resize ? .resize : .resume)
            }
        }
        entries.append(.line(nil))
        return nil
    }

    private func noteDuringLine(_ event: Key) {
        if !pendingEvents.contains(event) { pendingEvents.append(event) }
    }
}
