/// A repeating group in a results file: each instance on its own, numbered, with its own
/// answers and their corrections; removed instances apart. Never one step whose earlier
/// instances are "corrections" of the last.
extension TaskResult {
    public struct InstanceResult: Encodable, Sendable {
        /// From 1, in the order given, counting only instances kept; nil for a removed one.
        public var number: Int?
        public var startedAt: Timestamp
        public var removedAt: Timestamp?
        public var steps: [StepResult]
    }
}

extension TaskResult.StepResult {
    mutating func addInstances(of group: RepeatingGroup, _ run: RepeatingGroupRun, language: String) {
        let results = run.instances.map { instance in
            TaskResult.InstanceResult(
                number: run.number(of: instance.key), startedAt: instance.startedAt, removedAt: instance.removedAt,
                steps: Self.steps(of: instance, group: group, language: language))
        }
        instances = results.filter { $0.removedAt == nil }
        // An instance left before anything was entered in it held nothing to keep.
        let removed = zip(run.instances, results).filter { $0.0.removedAt != nil && !$0.0.answers.isEmpty }.map(\.1)
        removedInstances = removed.isEmpty ? nil : removed
    }

    private static func steps(of instance: RepeatingGroupRun.Instance, group: RepeatingGroup, language: String)
        -> [TaskResult.StepResult]
    {
        let onPath = Set(instance.trail)
        var results: [TaskResult.StepResult] = []
        for step in group.steps where onPath.contains(step.id.value) || instance.answers[step.id.value] != nil {
            let id = step.id.value
            let corrections = instance.history.filter { $0.step == id }.dropLast().map {
                TaskResult.Correction(outcome: $0.outcome, answeredAt: $0.time)
            }
            var result = TaskResult.StepResult(
                id: id, kind: step.resultKind, shownAt: nil, answeredAt: instance.answeredAt[id],
                outcome: instance.answers[id],
                unit: step.question.flatMap { TaskResult.unit(of: $0.answer, language: language) },
                onPath: onPath.contains(id), corrections: corrections.isEmpty ? nil : corrections)
            if let question = step.question { result.addCodes(of: question, answer: instance.answers[id]) }
            results.append(result)
        }
        return results
    }
}

extension Step {
    /// The step's `kind` in results files.
    var resultKind: String {
        switch content {
        case .question: return "question"
        case .instruction: return "instruction"
        case .repeatingGroup: return "repeating-group"
        }
    }
}
