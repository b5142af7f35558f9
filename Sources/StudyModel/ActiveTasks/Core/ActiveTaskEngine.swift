/// The logic of one round of an active task (a practice round or the measured one), as a
/// pure state machine on the monotonic clock, so it can be tested with exact times:
///
/// 1. the runner draws `view`, flushes, and calls `shown(at:)` with the time right after
///    the flush: the onset of whatever is new (it does so whenever `screenNumber` changes);
/// 2. it waits for a key until `deadline` (forever when nil), and calls `press(_:at:)`
///    with the key's read time, or `timeUp(at:)` when the deadline passes first;
/// 3. until `isFinished`.
///
/// The engine logs what it showed and what was pressed in `events`, and decides what is a
/// stimulus, a response, a false start or a miss. It never reads a clock itself.
public protocol ActiveTaskEngine: Sendable {
    associatedtype View: Equatable & Sendable

    /// What the participant should see now.
    var view: View { get }
    /// Changes whenever a new screen must be drawn and its onset taken, even when it looks
    /// like the last one (two trials' identical fixation crosses).
    var screenNumber: Int { get }
    /// When `timeUp(at:)` is due if no key comes first; nil waits for a key.
    var deadline: UInt64? { get }
    var isFinished: Bool { get }
    /// The raw event log of this round.
    var events: [TaskEvent] { get }

    /// The screen numbered `screenNumber` was flushed to the terminal at `time`.
    mutating func shown(at time: UInt64)
    mutating func press(_ key: TaskKey, at time: UInt64)
    mutating func timeUp(at time: UInt64)
}

extension UInt64 {
    /// `milliseconds` later, in nanoseconds.
    public func adding(milliseconds: Int) -> UInt64 {
        self &+ UInt64(Swift.max(0, milliseconds)) &* 1_000_000
    }
}

/// Nanoseconds between two monotonic times as milliseconds (negative if `end` is earlier).
public func milliseconds(from start: UInt64, to end: UInt64) -> Double {
    end >= start ? Double(end - start) / 1_000_000 : -Double(start - end) / 1_000_000
}
