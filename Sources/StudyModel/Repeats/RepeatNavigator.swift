/// What comes next inside a repeating group, as a pure function of the group, the run's
/// state of it and the answers, like `SurveyNavigator` for a whole survey:
/// - on entering, a group with no instance that needs one starts the first; otherwise the
///   review, which lists the instances and offers "add another" (while fewer than `max`),
///   "remove one" and "I'm done" (once there are at least `min`);
/// - inside an instance, its steps in order, passing over those whose `show-if` does not
///   hold; after the last, the review; back from the first, the review too;
/// - a run resumed after a kill goes back to where the journal left it: the step shown
///   (or the one after, when it was answered), or the review.
///
/// Expressions inside an instance see the survey's answers and that instance's own (which
/// win, having the group's ids); never another instance's.
public struct RepeatNavigator: Sendable {
    public enum Move: Sendable, Equatable {
        case show(instance: Int, step: StepID)
        /// A new instance should begin: journal it (`RepeatEvent.Action.started`) under this
        /// key, then ask `firstStep(of:state:outer:today:)`.
        case startInstance(key: Int)
        case review
    }

    /// What the review offers.
    public struct Choices: Sendable, Equatable {
        public var canAdd: Bool
        public var canRemove: Bool
        public var canFinish: Bool
        /// How many more instances are needed before "I'm done" (0 when it is offered).
        public var stillNeeded: Int
    }

    public let group: RepeatingGroup
    let steps: SurveyNavigator

    public init(group: RepeatingGroup) {
        self.group = group
        self.steps = SurveyNavigator(steps: group.steps)
    }

    /// Where to go on coming to the group: the first time, back from a later step, or resuming.
    public func entering(
        _ state: RepeatingGroupRun, outer: [String: ExpressionValue], today: ExpressionDate
    ) -> Move {
        if !state.finished, case let .step(key, step)? = state.place, let instance = state.instance(key),
            instance.removedAt == nil
        {
            return instance.currentStepAnswered
                ? next(after: step, instance: key, state: state, outer: outer, today: today)
                : .show(instance: key, step: step)
        }
        if state.kept.isEmpty && group.minimum.value > 0 && !state.finished {
            return .startInstance(key: state.nextKey)
        }
        return .review
    }

    public func firstStep(
        of key: Int, state: RepeatingGroupRun, outer: [String: ExpressionValue], today: ExpressionDate
    ) -> Move {
        move(key, steps.firstStep(answers: answers(of: key, in: state, outer: outer), today: today))
    }

    public func next(
        after step: StepID, instance key: Int, state: RepeatingGroupRun, outer: [String: ExpressionValue],
        today: ExpressionDate
    ) -> Move {
        move(key, steps.next(after: step, answers: answers(of: key, in: state, outer: outer), today: today))
    }

    /// Back from `step`: the step shown before it in the same instance, else the review.
    public func back(from step: StepID, instance key: Int, state: RepeatingGroupRun) -> Move {
        guard let trail = state.instance(key)?.trail, let index = trail.lastIndex(of: step), index > 0 else {
            return .review
        }
        return .show(instance: key, step: trail[index - 1])
    }

    /// "Add another" while under `max`; "remove" with any instance; "done" from `min` on.
    public func choices(_ state: RepeatingGroupRun) -> Choices {
        let count = state.kept.count
        return Choices(
            canAdd: count < group.maximum.value, canRemove: count > 0, canFinish: count >= group.minimum.value,
            stillNeeded: max(0, group.minimum.value - count))
    }

    /// The values a step of the instance sees: the survey's, then the instance's answers
    /// on its path over them.
    public func answers(of key: Int, in state: RepeatingGroupRun, outer: [String: ExpressionValue])
        -> [String: ExpressionValue]
    {
        guard let instance = state.instance(key) else { return outer }
        let onPath = Set(instance.trail)
        let own = AnswerSheet.expressionValues(instance.answers.filter { onPath.contains($0.key) }, steps: group.steps)
        return outer.merging(own) { _, mine in mine }
    }

    private func move(_ key: Int, _ target: NavigationTarget) -> Move {
        if case let .step(id) = target { return .show(instance: key, step: id) }
        return .review
    }
}

extension RepeatingGroupRun {
    /// Each group's id as a number in expressions: how many instances were kept, so that a
    /// later `show-if` or score can say `medicines > 0`. A group never entered is missing.
    public static func countValues(_ groups: [StepID: RepeatingGroupRun], steps: [Step]) -> [String: ExpressionValue] {
        var values: [String: ExpressionValue] = [:]
        for step in steps where step.repeatingGroup != nil {
            guard let run = groups[step.id.value] else { continue }
            values[step.id.value.rawValue] = .number(Double(run.kept.count))
        }
        return values
    }
}
