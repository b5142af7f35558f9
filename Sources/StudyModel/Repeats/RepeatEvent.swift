/// A journal event inside a repeating group: which group of which run, which instance, and
/// what happened. Instances are named by a key that is never reused within a run (1, 2, 3…,
/// in the order they were started), so that removing one never renames another in the journal.
public struct RepeatEvent: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// The participant began a new instance (chose "add", or the group needs one).
        case started
        case stepShown(StepID)
        case answered(StepID, AnswerOutcome)
        /// The participant went back inside the instance.
        case wentBack(to: StepID)
        case removed
        /// The review of the group's instances was shown (with "add another" / "done").
        case reviewShown
        /// The participant said they were done with the group.
        case finished
    }

    public var task: TaskID
    public var run: String
    public var group: StepID
    /// The instance's key; 0 for the group-wide actions (`reviewShown`, `finished`).
    public var instance: Int
    public var action: Action

    public init(task: TaskID, run: String, group: StepID, instance: Int = 0, action: Action) {
        self.task = task
        self.run = run
        self.group = group
        self.instance = instance
        self.action = action
    }

    /// The `event` name written in the journal.
    public var name: String {
        switch action {
        case .started: return "instance-started"
        case .stepShown: return "instance-step-shown"
        case .answered: return "instance-answered"
        case .wentBack: return "instance-went-back"
        case .removed: return "instance-removed"
        case .reviewShown: return "group-review-shown"
        case .finished: return "group-finished"
        }
    }

    static let names: Set<String> = [
        "instance-started", "instance-step-shown", "instance-answered", "instance-went-back", "instance-removed",
        "group-review-shown", "group-finished",
    ]
}

extension JournalEvent {
    func encodeRepeat(_ event: RepeatEvent, into c: inout KeyedEncodingContainer<Key>) throws {
        try c.encode(event.task, forKey: .task)
        try c.encode(event.run, forKey: .run)
        try c.encode(event.group, forKey: .group)
        if event.instance != 0 { try c.encode(event.instance, forKey: .instance) }
        switch event.action {
        case let .stepShown(step): try c.encode(step, forKey: .step)
        case let .answered(step, outcome):
            try c.encode(step, forKey: .step)
            try c.encode(outcome, forKey: .outcome)
        case let .wentBack(to): try c.encode(to, forKey: .to)
        case .started, .removed, .reviewShown, .finished: break
        }
    }

    static func decodeRepeat(_ name: String, from c: KeyedDecodingContainer<Key>) throws -> RepeatEvent {
        func id<ID: StudyIdentifier>(_ key: Key) throws -> ID { ID(try c.decode(String.self, forKey: key)) }
        let action: RepeatEvent.Action
        switch name {
        case "instance-started": action = .started
        case "instance-step-shown": action = .stepShown(try id(.step))
        case "instance-answered":
            action = .answered(try id(.step), try c.decode(AnswerOutcome.self, forKey: .outcome))
        case "instance-went-back": action = .wentBack(to: try id(.to))
        case "instance-removed": action = .removed
        case "group-review-shown": action = .reviewShown
        default: action = .finished
        }
        let instance = try c.decodeIfPresent(Int.self, forKey: .instance) ?? 0
        let groupWide = action == .reviewShown || action == .finished
        guard groupWide || instance > 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .instance, in: c, debugDescription: "'\(name)' needs an instance number of 1 or more")
        }
        return RepeatEvent(
            task: try id(.task), run: try c.decode(String.self, forKey: .run), group: try id(.group),
            instance: instance, action: action)
    }
}
