@testable import StudyModel

/// Plays an engine the way TaskPlayer does, on exact times given in milliseconds: every new
/// screen is shown at the moment it came about, and a deadline due at or before a key's
/// time passes before the key is pressed (as a scripted terminal's timeout comes first).
struct ClockedEngineRun<Engine: ActiveTaskEngine> {
    /// Milliseconds are counted from here, so no time is zero.
    static var base: UInt64 { 1_000_000_000_000 }
    static func ns(_ ms: Int) -> UInt64 { base.adding(milliseconds: ms) }

    private(set) var engine: Engine
    /// When each screen was shown, in ms from the base.
    private(set) var onsetsMs: [Int] = []
    private var drawn: Int?

    init(_ engine: Engine, shownAtMs ms: Int = 0) {
        self.engine = engine
        showIfNew(at: Self.ns(ms))
    }

    /// Lets time pass to `ms`, handling every deadline due until then.
    mutating func wait(untilMs ms: Int) {
        let time = Self.ns(ms)
        while !engine.isFinished, let deadline = engine.deadline, deadline <= time {
            engine.timeUp(at: deadline)
            showIfNew(at: deadline)
        }
    }

    mutating func press(_ key: TaskKey, atMs ms: Int) {
        wait(untilMs: ms)
        guard !engine.isFinished else { return }
        engine.press(key, at: Self.ns(ms))
        showIfNew(at: Self.ns(ms))
    }

    private mutating func showIfNew(at time: UInt64) {
        guard !engine.isFinished, drawn != engine.screenNumber else { return }
        drawn = engine.screenNumber
        engine.shown(at: time)
        onsetsMs.append(Int((time - Self.base) / 1_000_000))
    }
}

extension TaskEvent {
    /// Milliseconds from `ClockedEngineRun.base`, for readable expectations.
    var clockedMs: Double { milliseconds(from: ClockedEngineRun<CountdownEngine>.base, to: monotonicNs) }
}
