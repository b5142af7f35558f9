/// A repeating group in the export, as REDCap's classic (non-repeating) projects take one:
/// the group's count, then each question once per possible instance, `med_name__1` to
/// `med_name__<max>`, the instance number after a double underscore (a multiple choice's
/// options then follow with three, `med_kind__2___tablet`). The long file keeps one row per
/// answer with its instance instead (docs/export.md, "Repeating groups").
extension ExportVariable {
    /// The study type of a group's count variable.
    public static let instanceCountType = "instance-count"

    /// The column of a group question's instance: `var__n`.
    public static func instanceColumn(_ name: String, _ instance: Int) -> String { name + "__" + String(instance) }

    static func groupVariables(step: Step, group: RepeatingGroup, task: String, language: String) -> [ExportVariable] {
        let id = step.id.value.rawValue
        let name = fieldName(id)
        let count = ExportVariable(
            name: name, id: id, task: task,
            label: group.title.resolved(in: language) + " (number of instances)", source: .instanceCount(group),
            unit: nil, showIf: step.showIf?.text, codes: [], columns: [name])
        var variables = [count]
        for instance in 1...max(1, group.maximum.value) {
            let instanceName = group.instanceName(instance, language: language)
            for inner in group.steps {
                guard let question = inner.question else { continue }
                var variable = Self.question(step: inner, question: question, task: task, language: language)
                let base = variable.name
                let renamed = instanceColumn(base, instance)
                // `var`, `var___code`, `var_other` become `var__n`, `var__n___code`, `var__n_other`.
                variable.columns = variable.columns.map { renamed + $0.dropFirst(base.count) }
                variable.name = renamed
                variable.label = instanceName + ": " + variable.label
                variable.group = id
                variable.instance = instance
                variables.append(variable)
            }
        }
        return variables
    }
}

extension WideTable {
    /// A group question's cells for one instance: the answer of the participant's n-th kept
    /// instance; not shown when they gave fewer instances (or the question was passed over
    /// in that instance), not reached when the run stopped before it.
    static func instanceCells(
        _ variable: borrowing ExportVariable, run: TaskRun, reach: Reach, into cells: inout some CSVCells
    ) {
        let count = variable.columns.count
        guard let groupID = variable.group, let number = variable.instance, reach.onPath.contains(StepID(groupID)),
            let state = run.groups[StepID(groupID)]
        else {
            cells.repeating(reach.missingCode(for: variable.group ?? variable.id).cell, count)
            return
        }
        let kept = state.kept
        guard number <= kept.count else {
            cells.repeating((state.finished || reach.finished ? MissingCode.notShown : .notReached).cell, count)
            return
        }
        let instance = kept[number - 1]
        let step = StepID(variable.id)
        guard let outcome = instance.answers[step], instance.trail.contains(step) else {
            let passed = state.finished || reach.finished || number < kept.count
            cells.repeating((passed ? MissingCode.notShown : .notReached).cell, count)
            return
        }
        AnswerCells.write(outcome, for: variable, into: &cells)
    }

    /// A group's number of instances; a missing code when the run never reached it.
    static func instanceCountCell(_ variable: borrowing ExportVariable, run: TaskRun, reach: Reach) -> String {
        guard reach.onPath.contains(StepID(variable.id)), let state = run.groups[StepID(variable.id)] else {
            return reach.missingCode(for: variable.id).cell
        }
        return String(state.kept.count)
    }
}
