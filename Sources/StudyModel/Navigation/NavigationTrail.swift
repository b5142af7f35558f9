/// The steps shown in one run, in order: what "back" is derived from (as ResearchKit derives
/// it from `result.results`), what progress counts, and which answers still count.
///
/// The runner records each step when it shows it, with `visit(_:)` / `visiting(_:)`:
/// - a step not on the trail is appended;
/// - a step already on the trail (going back, or a loop) cuts the trail after it, so
///   the steps after it are no longer "shown" until the participant reaches them again.
///
/// Going back is: `let previous = trail.previous(before: current)`, show it, and
/// `trail.visit(previous)`. If the participant then changes the answer and a branch now
/// goes elsewhere, the new steps are appended after `previous` and the abandoned ones
/// stay off the trail. A step id is on the trail at most once.
public struct NavigationTrail: Hashable, Sendable {
    /// The ids of the steps shown, oldest first; the last is the current step.
    public private(set) var stepIDs: [StepID] = []
    /// Every visit in this run, going back and repeats included, for the navigator's step
    /// budget.
    public private(set) var visitCount = 0

    public init() {}

    /// A trail that visited these ids in order (for resuming a run from saved step ids).
    public init<Steps: Sequence>(_ stepIDs: Steps) where Steps.Element == StepID {
        for id in stepIDs { visit(id) }
    }

    /// The step shown now (the last visited), or nil before the first.
    public var current: StepID? { stepIDs.last }

    public var isEmpty: Bool { stepIDs.isEmpty }

    public func contains(_ id: StepID) -> Bool { stepIDs.contains(id) }

    /// The step shown before `id`: where "back" goes; nil at the first step. For an id
    /// not on the trail (one about to be shown), the last step on the trail.
    public func previous(before id: StepID) -> StepID? {
        guard let index = stepIDs.firstIndex(of: id) else { return stepIDs.last }
        return index > 0 ? stepIDs[index - 1] : nil
    }

    /// Records that `id` is shown: appended, or the trail is cut after it if it is
    /// already on it.
    public mutating func visit(_ id: StepID) {
        visitCount = visitCount == Int.max ? visitCount : visitCount + 1
        if let index = stepIDs.firstIndex(of: id) {
            stepIDs.removeSubrange((index + 1)...)
        } else {
            stepIDs.append(id)
        }
    }

    /// The trail after `visit(id)`.
    public func visiting(_ id: StepID) -> NavigationTrail {
        var trail = self
        trail.visit(id)
        return trail
    }

    /// The answers that count: those to steps on the trail. Pass these to navigation,
    /// eligibility and scores, so a question passed over after a change of answer is
    /// missing again, as the format promises.
    public func keepingShown<Value>(_ answers: [StepID: Value]) -> [StepID: Value] {
        let shown = Set(stepIDs)
        return answers.filter { shown.contains($0.key) }
    }

    /// `keepingShown(_:)` for answers keyed by name, as expressions read them.
    public func keepingShown<Value>(_ answers: [String: Value]) -> [String: Value] {
        let shown = Set(stepIDs)
        return answers.filter { shown.contains(StepID($0.key)) }
    }

    /// The ids of answers to steps not on the trail, sorted: results should keep them
    /// marked "not shown" (or drop them), never as answers that counted.
    public func idsNotShown<Value>(in answers: [StepID: Value]) -> [StepID] {
        let shown = Set(stepIDs)
        return answers.keys.filter { !shown.contains($0) }.sorted()
    }

    /// `idsNotShown(in:)` for answers keyed by name, as expressions read them.
    public func idsNotShown<Value>(in answers: [String: Value]) -> [StepID] {
        idsNotShown(in: Dictionary(uniqueKeysWithValues: answers.map { (StepID($0.key), $0.value) }))
    }
}
