/// Something a participant's journal holds that the study file, as it is now, no longer
/// has room for: the study was changed under existing participants. Their data stays as
/// it was recorded; the runner says what no longer applies and carries on, and
/// `study validate --against` reports these before such a change is deployed.
public struct StudyChange: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The journal has runs of a task the study no longer has.
        case taskRemoved
        /// A survey's runs answered a question the survey no longer has.
        case questionRemoved(StepID)
        /// A recorded answer does not fit the question's answer type now (`was`: the type
        /// the answer was given in, as the study format names it).
        case answerTypeChanged(StepID, was: String)
        /// A recorded choice is not among the question's choices now.
        case choiceRemoved(StepID, value: String)
        /// A task that had answers (a survey) is not a survey now.
        case kindChanged
    }

    public var task: TaskID
    public var kind: Kind

    public init(task: TaskID, kind: Kind) {
        self.task = task
        self.kind = kind
    }

    /// Every change between `study` and the runs folded from one participant's journal,
    /// once each, in the order the journal first shows them.
    public static func find(study: Study, state: ParticipantState) -> [StudyChange] {
        var seen = Set<StudyChange>()
        return state.runs.flatMap { changes(in: $0, study: study) }.filter { seen.insert($0).inserted }
    }

    /// The changes that concern one run.
    public static func changes(in run: TaskRun, study: Study) -> [StudyChange] {
        guard let task = study.task(run.task) else { return [StudyChange(task: run.task, kind: .taskRemoved)] }
        let groupAnswers = run.groups.values.contains { group in group.instances.contains { !$0.history.isEmpty } }
        guard !run.answers.isEmpty || groupAnswers else { return [] }
        guard let survey = task.survey else { return [StudyChange(task: run.task, kind: .kindChanged)] }
        let plain = historyChanges(run.history, task: run.task) { survey.step($0)?.question }
        // A repeating group's answers are kept per instance; each is checked against the
        // group's questions as they are now (a group removed: its questions are gone).
        let groupIDs =
            run.trail.filter { run.groups[$0] != nil }.uniqued()
            + run.groups.keys.filter { !run.trail.contains($0) }.sorted { $0.rawValue < $1.rawValue }
        let grouped = groupIDs.flatMap { groupID in
            let group = survey.step(groupID)?.repeatingGroup
            return (run.groups[groupID]?.instances ?? []).flatMap { instance in
                historyChanges(instance.history, task: run.task) { group?.step($0)?.question }
            }
        }
        return (plain + grouped).uniqued()
    }

    /// The question a survey has now under `step`: at its top level or in a repeating group.
    public static func question(_ step: StepID, in survey: Survey?) -> Question? {
        guard let survey else { return nil }
        if let step = survey.step(step) { return step.question }
        return survey.steps.lazy.compactMap { $0.repeatingGroup?.step(step)?.question }.first
    }

    /// The changes in one list of answers given, each question looked up with `question`.
    private static func historyChanges(
        _ history: [TaskRun.Change], task: TaskID, question: (StepID) -> Question?
    ) -> [StudyChange] {
        history.map(\.step).uniqued().flatMap { step -> [StudyChange] in
            guard let found = question(step) else { return [StudyChange(task: task, kind: .questionRemoved(step))] }
            return history.filter { $0.step == step }.compactMap(\.outcome.value).flatMap { value in
                answerChanges(value, question: found).map { StudyChange(task: task, kind: $0) }
            }
        }
    }

    private static func answerChanges(_ value: AnswerValue, question: Question) -> [Kind] {
        let step = question.id.value
        guard value.fits(question.answer) else { return [.answerTypeChanged(step, was: value.formatName)] }
        let offered = Set(question.answer.choices?.values ?? [])
        switch value {
        case let .choice(chosen, _) where !offered.contains(chosen): return [.choiceRemoved(step, value: chosen)]
        case let .choices(chosen, _):
            return chosen.filter { !offered.contains($0) }.map { .choiceRemoved(step, value: $0) }
        default: return []
        }
    }
}

extension Sequence where Element: Hashable {
    /// The elements in their order, each kept once.
    public func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
