import StudyModel

/// Plays an engine as `TaskPlayer` does, on a clock that moves only when told: a changed
/// `screenNumber` is "drawn" and its onset is the current time, deadlines fire at exactly
/// their time, keys arrive at the current time. Engine tests can then state exact times.
struct EngineClock<Engine: ActiveTaskEngine> {
    var engine: Engine
    /// Nanoseconds.
    private(set) var now: UInt64
    private var drawnScreen: Int?

    init(_ engine: Engine, startingAt start: UInt64 = 0) {
        self.engine = engine
        self.now = start
        draw()
    }

    /// Milliseconds since the clock started at 0.
    var nowMs: Double { Double(now) / 1_000_000 }

    private mutating func draw() {
        while !engine.isFinished && drawnScreen != engine.screenNumber {
            drawnScreen = engine.screenNumber
            engine.shown(at: now)
        }
    }

    /// Lets `ms` milliseconds pass, firing every deadline on the way at its own time.
    mutating func wait(ms: Int) {
        let end = now.adding(milliseconds: ms)
        while !engine.isFinished, let deadline = engine.deadline, deadline <= end {
            now = max(now, deadline)
            engine.timeUp(at: now)
            draw()
        }
        now = end
    }

    mutating func press(_ key: TaskKey) {
        engine.press(key, at: now)
        draw()
    }

    mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }
}

