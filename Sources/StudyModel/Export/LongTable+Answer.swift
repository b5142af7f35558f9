extension LongTable {
    /// One answer event of the journal as the long file reads it: of the eligibility check,
    /// of a survey step, or of a step of a repeating group's instance.
    struct Answer {
        var event: JournalEvent
        var task: String
        var run: String
        var step: String
        var outcome: AnswerOutcome
        var group: StepID? = nil
        /// The instance's journal key (not the number the export writes).
        var instanceKey = 0

        init?(_ event: JournalEvent) {
            self.event = event
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
        }

        /// Whether the answer counts (on the path taken, in an instance kept), and the
        /// instance's number among those kept.
        func place(in state: ParticipantState) -> (onPath: Bool, instance: Int?) {
            if run.isEmpty { return (true, nil) }
            guard let taskRun = state.run(run) else { return (false, nil) }
            guard let group else { return (taskRun.trail.contains(StepID(step)), nil) }
            let groupRun = taskRun.groups[group]
            let number = groupRun?.number(of: instanceKey)
            let onPath =
                number != nil && taskRun.trail.contains(group)
                && groupRun?.instance(instanceKey)?.trail.contains(StepID(step)) == true
            return (onPath, number)
        }
    }
}
