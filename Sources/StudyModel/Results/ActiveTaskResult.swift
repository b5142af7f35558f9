import Foundation

/// The figures an active-task kind computes from its event log (tap count, mean reaction
/// time…), with the per-trial table they come from. Each kind has its own type, documented
/// in docs/active-tasks.md.
public protocol TaskSummary: Encodable, Sendable {}

/// The results of one run of an active task: the parameters it ran with, the seed of its
/// random choices, the raw event log on the monotonic clock, and the summary figures
/// computed from that log. Written as sorted JSON to `tasks/<run>.json` (docs/results.md).
public struct ActiveTaskResult: Encodable, Sendable {
    public struct ClockInfo: Encodable, Sendable {
        /// Always "CLOCK_MONOTONIC": a clock that never jumps, shared by key reads and
        /// stimulus onsets.
        public var source: String
        public var unit: String
        /// The monotonic time when the run started, beside its wall-clock `startedAt`, so
        /// event times can be placed in the day.
        public var startedAtNs: UInt64

        public init(source: String, unit: String, startedAtNs: UInt64) {
            self.source = source
            self.unit = unit
            self.startedAtNs = startedAtNs
        }
    }

    public struct DisplayInfo: Encodable, Sendable {
        public var columns: Int
        public var rows: Int
        /// The terminal's TERM, as reported; the terminal's own drawing delay depends on it.
        public var term: String?
        public var colour: Bool

        public init(columns: Int, rows: Int, term: String?, colour: Bool) {
            self.columns = columns
            self.rows = rows
            self.term = term
            self.colour = colour
        }
    }

    public var study: TaskResult.StudyInfo
    public var participant: String
    public var task: TaskID
    public var taskKind: String
    public var run: String
    /// completed, stopped (left part-way; figures cover what was done) or not-done.
    public var status: TaskRunStatus
    /// Why a task was not done ("needs colour", "needs the full-screen terminal").
    public var notDoneReason: String?
    public var startedAt: Timestamp
    public var endedAt: Timestamp?
    public var language: String
    public var parameters: [String: ParameterJSON]
    /// Seeds the task's `SeededRandom`: with the parameters it reproduces every random
    /// choice (waits, sequences, colours, positions).
    public var seed: UInt64
    public var clock: ClockInfo
    public var display: DisplayInfo?
    /// Times the measured round was begun again after a pause (Escape, then "start again").
    public var restarts: Int
    /// Practice and measured events, in order.
    public var events: [TaskEvent]
    /// Figures from the measured events; null when nothing was measured.
    public var summary: (any TaskSummary)?

    public init(
        study: TaskResult.StudyInfo, participant: String, task: TaskID, taskKind: String, run: String,
        status: TaskRunStatus, notDoneReason: String?, startedAt: Timestamp, endedAt: Timestamp?, language: String,
        parameters: [String: ParameterJSON], seed: UInt64, clock: ClockInfo, display: DisplayInfo?, restarts: Int,
        events: [TaskEvent], summary: (any TaskSummary)?
    ) {
        self.study = study
        self.participant = participant
        self.task = task
        self.taskKind = taskKind
        self.run = run
        self.status = status
        self.notDoneReason = notDoneReason
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.language = language
        self.parameters = parameters
        self.seed = seed
        self.clock = clock
        self.display = display
        self.restarts = restarts
        self.events = events
        self.summary = summary
    }

    enum CodingKeys: String, CodingKey {
        case study, participant, task, taskKind, run, status, notDoneReason, startedAt, endedAt, language
        case parameters, seed, clock, display, restarts, events, summary
    }

    /// Writes `null` for absent values rather than leaving keys out, so every file of a
    /// kind has the same keys.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(study, forKey: .study)
        try c.encode(participant, forKey: .participant)
        try c.encode(task, forKey: .task)
        try c.encode(taskKind, forKey: .taskKind)
        try c.encode(run, forKey: .run)
        try c.encode(status, forKey: .status)
        try c.encode(notDoneReason, forKey: .notDoneReason)
        try c.encode(startedAt, forKey: .startedAt)
        try c.encode(endedAt, forKey: .endedAt)
        try c.encode(language, forKey: .language)
        try c.encode(parameters, forKey: .parameters)
        try c.encode(seed, forKey: .seed)
        try c.encode(clock, forKey: .clock)
        try c.encode(display, forKey: .display)
        try c.encode(restarts, forKey: .restarts)
        try c.encode(events, forKey: .events)
        if let summary { try c.encode(summary, forKey: .summary) } else { try c.encodeNil(forKey: .summary) }
    }

    /// Pretty, sorted JSON, like survey results.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// A task parameter as written to the results: a number, a flag, a word or a text.
public enum ParameterJSON: Encodable, Sendable, Equatable {
    case integer(Int)
    case boolean(Bool)
    case text(String)

    public init(_ value: ParameterValue, language: String) {
        switch value {
        case let .integer(number): self = .integer(number)
        case let .boolean(flag): self = .boolean(flag)
        case let .word(word): self = .text(word)
        case let .text(text): self = .text(text.resolved(in: language))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case let .integer(number): try c.encode(number)
        case let .boolean(flag): try c.encode(flag)
        case let .text(text): try c.encode(text)
        }
    }
}
