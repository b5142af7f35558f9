/// One entry of an active task's raw event log, on one monotonic clock (nanoseconds of
/// `CLOCK_MONOTONIC`, which never jumps): a stimulus's time is taken right after its bytes
/// were written and flushed to the terminal, a key's the moment the read that delivered it
/// returned. Every summary figure is a pure function of this log, so it can be recomputed
/// (and checked) from the results file alone.
public struct TaskEvent: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// Something appeared on screen: a stimulus, a cue, feedback.
        case shown
        /// A key was read.
        case key
        /// A time limit passed with no key (a response window closed, a digit was missed).
        case timeout
        /// A boundary: a round began or ended, a trial was repeated.
        case mark
    }

    /// Nanoseconds on `CLOCK_MONOTONIC`.
    public var monotonicNs: UInt64
    public var kind: Kind
    /// The stimulus shown ("circle", "RED"), the key read ("space", "f"), or the mark.
    public var value: String
    /// The trial (or tap, digit, move) this belongs to, from 1, when there is one.
    public var trial: Int?
    /// True for a practice round's events; summaries leave them out.
    public var practice: Bool
    /// What else a summary needs to know: the ink of a Stroop word, the correct answer.
    public var detail: [String: String]?

    public init(
        _ kind: Kind, _ value: String, at monotonicNs: UInt64, trial: Int? = nil, practice: Bool = false,
        detail: [String: String]? = nil
    ) {
        self.monotonicNs = monotonicNs
        self.kind = kind
        self.value = value
        self.trial = trial
        self.practice = practice
        self.detail = detail
    }
}

extension Array where Element == TaskEvent {
    /// The measured events: practice left out.
    public var measured: [TaskEvent] { filter { !$0.practice } }
}
