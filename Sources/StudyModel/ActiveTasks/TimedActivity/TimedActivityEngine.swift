/// An activity away from the keyboard (walk, rest) for a target time: the screen shows the
/// activity and a running timer; once the target is reached it says so and keeps counting
/// until the participant presses Enter or space, which ends the activity at any time (early
/// ends are allowed and recorded as such). Nothing beeps: the participant may be out of
/// earshot, and a sound would not be measured anyway.
public struct TimedActivityEngine: ActiveTaskEngine {
    public struct View: Equatable, Sendable {
        /// Whole seconds since the activity screen appeared.
        public var elapsedSeconds: Int
        public var targetSeconds: Int
        public var timeIsUp: Bool { elapsedSeconds >= targetSeconds }
    }

    public let targetSeconds: Int
    public private(set) var view: View
    public private(set) var screenNumber = 1
    public private(set) var isFinished = false
    public private(set) var events: [TaskEvent] = []
    private var start: UInt64?
    private var timeUpShown = false

    public init(targetSeconds: Int) {
        self.targetSeconds = max(1, targetSeconds)
        self.view = View(elapsedSeconds: 0, targetSeconds: self.targetSeconds)
    }

    public init(_ task: ActiveTask) {
        self.init(targetSeconds: task.timedActivity.durationSeconds)
    }

    /// The next whole second since the start, so the clock on screen ticks without drift.
    public var deadline: UInt64? {
        guard let start, !isFinished else { return nil }
        return start.adding(milliseconds: (view.elapsedSeconds + 1) * 1000)
    }

    private mutating func log(
        _ kind: TaskEvent.Kind, _ value: String, at time: UInt64, _ detail: [String: String]? = nil
    ) {
        events.append(TaskEvent(kind, value, at: time, detail: detail))
    }

    public mutating func shown(at time: UInt64) {
        if start == nil {
            start = time
            log(.shown, "activity", at: time, ["targetSeconds": String(targetSeconds)])
        } else if view.timeIsUp && !timeUpShown {
            // The "time is up" screen is a signal to the participant: its onset is logged,
            // so the time they took to come back can be read from the log.
            timeUpShown = true
            log(.shown, "time-up", at: time)
        }
    }

    public mutating func press(_ key: TaskKey, at time: UInt64) {
        guard let start, !isFinished else { return }
        guard key == .enter || key == .space else {
            log(.key, key.description, at: time, ["result": "ignored"])
            return
        }
        let early = time < start.adding(milliseconds: targetSeconds * 1000)
        log(.key, key.description, at: time, ["result": "end"])
        log(.mark, "ended", at: time, ["early": early ? "true" : "false"])
        isFinished = true
    }

    public mutating func timeUp(at time: UInt64) {
        guard let start, !isFinished, time > start else { return }
        let elapsed = Int((time - start) / 1_000_000_000)
        guard elapsed > view.elapsedSeconds else { return }
        view.elapsedSeconds = elapsed
        screenNumber += 1
    }
}
