/// Repeating groups: a range of instances someone can give (min <= max), at least one
/// question per instance, no identifying question (sealed records are per question, not per
/// instance), and `show-if`s inside a group that use only answers asked before
/// them: the survey's before the group, and the same instance's before the step.
enum RepeatingGroupCheck {
    static func run(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for task in context.study.tasks {
            guard let survey = task.survey else { continue }
            for (position, step) in survey.steps.enumerated() {
                guard case let .repeatingGroup(group) = step.content else { continue }
                diagnostics += checkCounts(group, id: step.id.value)
                if !group.steps.isEmpty && group.questions.isEmpty {
                    diagnostics.append(
                        .error(
                            .repeatGroup,
                            "repeating group '\(step.id.value)' has no question, so its instances hold nothing",
                            at: group.location, hint: "add at least one question under 'steps:'"))
                }
                for question in group.questions where question.identifier {
                    diagnostics.append(
                        .error(
                            .repeatGroup,
                            "question '\(question.id.value)' identifies the participant ('identifier: true'), which a repeating group cannot hold",
                            at: question.location, hint: "ask it once, outside the group"))
                }
                diagnostics += checkConditions(
                    group, before: Array(survey.steps[..<position]), task: task.id.value.rawValue,
                    everywhere: context.ids)
            }
        }
        return diagnostics
    }

    private static func checkCounts(_ group: RepeatingGroup, id: StepID) -> [Diagnostic] {
        guard group.minimum.value > group.maximum.value else { return [] }
        return [
            .error(
                .repeatRange,
                "repeating group '\(id)' needs at least \(group.minimum.value) instances but allows at most \(group.maximum.value)",
                at: group.minimum.location, hint: "make 'min' at most 'max', or swap them")
        ]
    }

    /// A step of one instance sees the survey's questions before the group, then its own
    /// instance's questions before it.
    private static func checkConditions(
        _ group: RepeatingGroup, before outer: [Step], task: String, everywhere: StudyIDIndex
    ) -> [Diagnostic] {
        var entries: [String: (position: Int, type: ExpressionType, kind: String)] = [:]
        var scored: Set<String> = []
        for (index, step) in (outer + group.steps).enumerated() {
            guard let question = step.question, entries[question.id.value.rawValue] == nil else { continue }
            entries[question.id.value.rawValue] = (index, question.answer.expressionType, "question")
            if question.answer.choices?.isScored == true { scored.insert(question.id.value.rawValue) }
        }
        let scopeGroup = StudyScope.Group(name: "survey '\(task)'", entries: entries, scored: scored)
        var diagnostics: [Diagnostic] = []
        for (index, step) in group.steps.enumerated() {
            guard let showIf = step.showIf else { continue }
            let cutoff = outer.count + index
            let scope = StudyScope(
                group: scopeGroup, cutoff: cutoff, everywhere: everywhere,
                visibleNames: { entries.filter { $0.value.position < cutoff }.map(\.key).sorted() })
            diagnostics += ExpressionUseCheck.check(showIf, scope: scope, condition: "show-if")
        }
        return diagnostics
    }
}
