@testable import StudyModel

/// Plays an engine as `TaskPlayer` does, on a clock that moves only when told: a changed
/// `screenNumber` is "drawn" and its onset is the current time, deadlines fire at exactly
/// their time (before a key due at the same moment, as a scripted terminal's timeout comes
/// first), keys arrive at the current time. Engine tests can then state exact times, either
/// as steps (`wait(ms:)`, `press`) or as moments from the start (`wait(untilMs:)`,
/// `press(_:atMs:)`). The one engine driver of the tests.
struct EngineClock<Engine: ActiveTaskEngine> {
    /// A start for tests whose times must never be zero; `ns` counts from it.
    static var base: UInt64 { 1_000_000_000_000 }
    static func ns(_ ms: Int) -> UInt64 { base.adding(milliseconds: ms) }

    var engine: Engine
    /// Nanoseconds.
    private(set) var now: UInt64
    /// Where the clock started: moments in ms are counted from here.
    let start: UInt64
    /// When each screen was drawn, in ms from the start.
    private(set) var onsetsMs: [Int] = []
    private var drawnScreen: Int?

    init(_ engine: Engine, startingAt start: UInt64 = 0) {
        self.engine = engine
        self.now = start
        self.start = start
        draw()
    }

    /// Milliseconds since the clock started at 0.
    var nowMs: Double { Double(now) / 1_000_000 }

    private mutating func draw() {
        while !engine.isFinished && drawnScreen != engine.screenNumber {
            drawnScreen = engine.screenNumber
            engine.shown(at: now)
            onsetsMs.append(Int((now - start) / 1_000_000))
        }
    }

    /// Lets `ms` milliseconds pass, firing every deadline on the way at its own time.
    mutating func wait(ms: Int) {
        wait(until: now.adding(milliseconds: ms))
    }

    /// Lets time pass until `ms` milliseconds after the start (no time passes if that is past).
    mutating func wait(untilMs ms: Int) {
        wait(until: start.adding(milliseconds: ms))
    }

    private mutating func wait(until end: UInt64) {
        while !engine.isFinished, let deadline = engine.deadline, deadline <= end {
            now = max(now, deadline)
            engine.timeUp(at: now)
            draw()
        }
        now = max(now, end)
    }

    mutating func press(_ key: TaskKey) {
        engine.press(key, at: now)
        draw()
    }

    /// Presses `key` `ms` milliseconds after the start, unless the engine finished first.
    mutating func press(_ key: TaskKey, atMs ms: Int) {
        wait(untilMs: ms)
        guard !engine.isFinished else { return }
        press(key)
    }

    /// Presses the key of `character`, `ms` after the last.
    mutating func press(_ character: Character, after ms: Int = 0) {
        wait(ms: ms)
        press(.character(character))
    }

    /// Types `text` one key at a time, `ms` after the last.
    mutating func type(_ text: String, after ms: Int = 0) {
        wait(ms: ms)
        for character in text { press(.character(character)) }
    }
}

extension TaskEvent {
    /// Milliseconds from `EngineClock.base`, for readable expectations.
    var clockedMs: Double { milliseconds(from: EngineClock<CountdownEngine>.base, to: monotonicNs) }
}
