/// Where a participant is in one repeating group of a survey run, and every instance they
/// gave, derived from the journal's `RepeatEvent`s. Removed instances are kept (with when
/// they were removed) so nothing entered is lost, but they are not counted or exported.
public struct RepeatingGroupRun: Sendable, Equatable {
    public struct Instance: Sendable, Equatable {
        /// The journal's key: never reused in the run, so not the number participants see.
        public var key: Int
        public var startedAt: Timestamp
        public var answers: [StepID: AnswerOutcome] = [:]
        public var answeredAt: [StepID: Timestamp] = [:]
        /// Every answer given in this instance, in order: a changed answer is a correction
        /// of the same instance, never of another.
        public var history: [TaskRun.Change] = []
        /// The instance's steps shown, in order; going back cuts it after the step returned to.
        public var trail: [StepID] = []
        public var removedAt: Timestamp?
        /// The last step shown was answered and the next not yet shown.
        public var currentStepAnswered = false
    }

    /// Where the participant stands in the group: a step of one instance, or the review.
    public enum Place: Sendable, Equatable {
        case step(instance: Int, step: StepID)
        case review
    }

    public var instances: [Instance] = []
    public var place: Place?
    public var finished = false

    public init() {}

    /// The instances not removed, in the order they were started: the participant's
    /// "Medicine 1, Medicine 2…" and the results' instance numbers.
    public var kept: [Instance] { instances.filter { $0.removedAt == nil } }

    /// The key the next instance takes.
    public var nextKey: Int { (instances.map(\.key).max() ?? 0) + 1 }

    /// The number participants and results give the instance with `key` (1 for the first
    /// kept), nil when it was removed or never started.
    public func number(of key: Int) -> Int? {
        kept.firstIndex { $0.key == key }.map { $0 + 1 }
    }

    public func instance(_ key: Int) -> Instance? { instances.first { $0.key == key } }

    mutating func apply(_ action: RepeatEvent.Action, instance key: Int, at time: Timestamp) {
        if case .started = action, instance(key) == nil {
            instances.append(Instance(key: key, startedAt: time))
            finished = false
            return
        }
        switch action {
        case .reviewShown:
            place = .review
            finished = false
        case .finished:
            finished = true
        case .started:
            break
        default:
            guard let index = instances.firstIndex(where: { $0.key == key }) else { return }
            var instance = instances[index]
            applyToInstance(action, &instance, at: time)
            instances[index] = instance
            if case .removed = action { place = .review }
        }
    }

    private mutating func applyToInstance(_ action: RepeatEvent.Action, _ instance: inout Instance, at time: Timestamp)
    {
        switch action {
        case let .stepShown(step), let .wentBack(step):
            if let index = instance.trail.lastIndex(of: step) {
                instance.trail.removeSubrange((index + 1)...)
            } else {
                instance.trail.append(step)
            }
            instance.currentStepAnswered = false
            place = .step(instance: instance.key, step: step)
        case let .answered(step, outcome):
            instance.answers[step] = outcome
            instance.answeredAt[step] = time
            instance.history.append(TaskRun.Change(step: step, outcome: outcome, time: time))
            instance.currentStepAnswered = step == instance.trail.last
        case .removed:
            if instance.removedAt == nil { instance.removedAt = time }
        case .started, .reviewShown, .finished:
            break
        }
    }
}

extension TaskRun {
    mutating func apply(_ event: RepeatEvent, at time: Timestamp) {
        groups[event.group, default: RepeatingGroupRun()].apply(event.action, instance: event.instance, at: time)
        // A finished group counts as the answered current step: a resumed run goes on after it.
        if event.action == .finished { currentStepAnswered = event.group == trail.last }
    }
}
