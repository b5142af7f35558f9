extension StudyParser {
    /// A large file's tasks, read one by one as the composer finishes each, while libyaml is
    /// still parsing the tasks after it on its own thread (`YAMLEventPipe`). The composer
    /// waited for libyaml's events about half the time; reading the tasks in that time takes
    /// them off the path the process waits for (thirteenth round in BENCHMARKS.md).
    ///
    /// Reading a task needs only its node and a reader to report to (as for the two halves
    /// of `readTaskList`), so the tasks and their diagnostics are the ones `readTasks` would
    /// make. Two things could still make them differ, and then they are not used and the
    /// tasks are read again as before: the list read here is not the one the study's
    /// `tasks` field holds (checked item by item by position in the file), or the "did you
    /// mean" budget, spent here before the fields above `tasks` spent theirs, does not settle
    /// as it would in order (see `TwoThreads`).
    final class EarlyTasks: YAMLListItemReader {
        let key = "tasks"
        private let reader: StudyReader
        private let budget = Suggestion.budget
        private let trial: SuggestionBudget?
        private var marks: [YAMLMark] = []
        private var tasks: [StudyTask?] = []

        init(source: SourceFile) {
            reader = StudyReader(source: source)
            trial = budget?.trial()
        }

        func read(_ item: YAMLNode) {
            marks.append(item.mark)
            tasks.append(Suggestion.$budget.withValue(trial) { StudyParser.readTask(item, reader) })
        }

        /// The tasks of `nodes` and their diagnostics in order, when `nodes` are the items
        /// read here and the budget settles; nil otherwise. Asked once.
        func tasks(of nodes: [YAMLNode]) -> (tasks: [StudyTask], diagnostics: [Diagnostic])? {
            guard nodes.count == marks.count, zip(nodes, marks).allSatisfy({ $0.mark == $1 }) else { return nil }
            if let budget, let trial, !budget.settle(trial) { return nil }
            return (tasks.compactMap { $0 }, reader.diagnostics)
        }
    }
}
