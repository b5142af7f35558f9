extension LongTable {
    /// One answer event of the journal as the long file reads it: of the eligibility check,
    /// of a survey step, or of a step of a repeating group's instance.
    struct Answer {
        /// The answer's journal line and time (not the whole event: a copy of each was a
        /// tenth of the long file's work).
        var sequence: Int
        var time: Timestamp
        var task: String
        var run: String
        var step: String
        var outcome: AnswerOutcome
        var group: StepID? = nil
        /// The instance's journal key (not the number the export writes).
        var instanceKey = 0

        init?(_ event: JournalEvent) {
            (sequence, time) = (event.sequence, event.time)
            switch event.kind {
            case let .eligibilityAnswered(step, outcome):
                (task, run, self.step, self.outcome) = ("eligibility", "", step.rawValue, outcome)
            case let .answered(task, run, step, outcome):
                (self.task, self.run, self.step, self.outcome) = (task.rawValue, run, step.rawValue, outcome)
            case let .repeating(repeatEvent):
                guard case let .answered(step, outcome) = repeatEvent.action else { return nil }
                (task, run, self.step, self.outcome) = (
                    repeatEvent.task.rawValue, repeatEvent.run, step.rawValue, outcome
                )
                (group, instanceKey) = (repeatEvent.group, repeatEvent.instance)
            default:
                return nil
            }
        }

        /// What a later answer of the same step (of the same instance) supersedes.
        var key: Key { Key(run: run, group: group, instance: instanceKey, step: step) }

        /// The run, group, instance and step of an answer, compared field by field (no text
        /// joined for every answer of a large export).
        struct Key: Hashable {
            var run: String
            var group: StepID?
            var instance: Int
            var step: String

            /// The step and instance only (equal keys still agree): a participant's few runs
            /// and groups share step ids rarely, and hashing the run's text too cost more.
            func hash(into hasher: inout Hasher) {
                hasher.combine(IdentifierHashing.folded(step))
                hasher.combine(instance)
            }

            /// The same without a `Hasher` (`IdentifierHashing`).
            func _rawHashValue(seed: Int) -> Int {
                IdentifierHashing.mixed(
                    IdentifierHashing.folded(step) ^ UInt64(truncatingIfNeeded: instance), seed: seed)
            }
        }

        /// Whether the answer counts (on the path taken, in an instance kept), and the
        /// instance's number among those kept.
        /// `runs`: the participant's runs by id, so that a run is found without copying it.
        func place(in state: ParticipantState, runs: inout LongTable.RunIndex) -> (onPath: Bool, instance: Int?) {
            if run.isEmpty { return (true, nil) }
            guard let index = runs.index(of: run, in: state) else { return (false, nil) }
            guard let group else { return (runs.trailHolds(StepID(step), of: index), nil) }
            let groupRun = state.runs[index].groups[group]
            let number = groupRun?.number(of: instanceKey)
            let onPath =
                number != nil && state.runs[index].trail.contains(group)
                && groupRun?.instance(instanceKey)?.trail.contains(StepID(step)) == true
            return (onPath, number)
        }
    }

    /// Where each run is in a participant's runs (the last of that id, as `ParticipantState.run`
    /// finds it), remembered from one answer to the next: a journal's answers come a run at a time.
    struct RunIndex {
        private var lastRun = ""
        private var lastIndex: Int?
        /// The steps of each run's trail (`ExportParticipant.runPaths`): an answer's step was
        /// looked for in the trail from its start, a comparison with every step before it.
        private let paths: [Set<StepID>]

        init(paths: [Set<StepID>]) {
            self.paths = paths
        }

        mutating func index(of run: String, in state: ParticipantState) -> Int? {
            if run != lastRun || lastIndex == nil {
                lastRun = run
                lastIndex = state.runs.lastIndex { $0.run == run }
            }
            return lastIndex
        }

        /// Whether `step` is on the trail of the run at `index`.
        func trailHolds(_ step: StepID, of index: Int) -> Bool {
            paths[index].contains(step)
        }
    }
}
