import Foundation

/// One task due now for one participant, as `study due` lists it.
public struct DueTask: Sendable, Equatable {
    public var study: String
    public var participant: String
    public var task: TaskID
    /// When the occurrence that is due began.
    public var dueSince: Date?
    /// Due since an earlier day than today.
    public var overdue: Bool
    /// A run of it was started and not finished.
    public var inProgress: Bool

    /// What is due for the participant whose journal folds to `state`, at `now`: nothing
    /// before onboarding is complete; every task to do (or left open) after it, but none
    /// that needs a permission the participant has not granted.
    public static func list(study: Study, state: ParticipantState, now: Date, calendar: Calendar) -> [DueTask] {
        guard state.onboardingCompleted, let participant = state.participant else { return [] }
        let dashboard = Dashboard.make(study: study, state: state, now: now, calendar: calendar)
        return dashboard.entries.filter { ($0.status == .toDo || $0.inProgress) && $0.isOffered }.map { entry in
            DueTask(
                study: study.id.value, participant: participant, task: entry.task.id.value,
                dueSince: entry.timeline.dueSince, overdue: entry.timeline.overdue, inProgress: entry.inProgress)
        }
    }
}
