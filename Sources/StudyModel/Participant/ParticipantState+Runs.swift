extension ParticipantState {
    /// The run with this id (`phq9-2`), or nil.
    public func run(_ id: String) -> TaskRun? {
        runs.last { $0.run == id }
    }

    /// The id the next run of `task` gets: the task's id and its run number, `phq9-3`.
    public func nextRunID(of task: TaskID) -> String {
        "\(task)-\(runs.filter { $0.task == task }.count + 1)"
    }
}
