import Foundation

/// What the participant's home shows, worked out from the study, their journal's state and
/// the moment: each task's timeline (in the study's order, which never changes), what is
/// due, what comes next, what is done, and where they are in the study. Pure: the runner
/// passes `now` and the calendar in.
public struct Dashboard: Sendable {
    public struct Entry: Sendable {
        public var task: StudyTask
        public var timeline: TaskTimeline
        /// A run of it was started and not finished.
        public var inProgress: Bool
        /// The permissions the task needs that the participant has not granted (declined,
        /// withdrawn later, or never asked): while any is, the task is not offered.
        public var withheld: [Permission] = []

        public var status: TaskStatus { timeline.status }
        /// Offered on the dashboard: every permission it needs is granted.
        public var isOffered: Bool { withheld.isEmpty }
        /// Whether the participant may start (or resume) it now: a `once` task that is done,
        /// a task outside its window or before its start, and an ended schedule may not.
        public var canStart: Bool {
            guard isOffered else { return false }
            if inProgress { return true }
            switch status {
            case .toDo, .doneUntil: return true
            case .done, .notYet, .over: return false
            }
        }

        /// What this task adds to "X of N done so far": only occurrences the participant could
        /// do. A task withheld by a permission adds nothing; the current occurrence of one
        /// whose time window has not opened yet is not counted until it opens.
        var countedOccurrences: (done: Int, begun: Int) {
            guard isOffered else { return (0, 0) }
            let begun = timeline.occurrencesBegun - (timeline.currentOpensLater ? 1 : 0)
            return (min(timeline.occurrencesDone, begun), begun)
        }
    }

    /// Every task, in the study's order: menu numbers stay the same whatever is done.
    public var entries: [Entry]
    /// The participant's week in the study, from 1 (the week they joined).
    public var week: Int?
    /// How many weeks the study's schedules last; nil when none ends.
    public var weeks: Int?
    /// Occurrences done, and occurrences begun so far, of the tasks the participant can do
    /// (`Entry.countedOccurrences`).
    public var occurrencesDone: Int
    public var occurrencesBegun: Int

    /// Due now and not started.
    public var due: [Entry] { entries.filter { $0.status == .toDo && !$0.inProgress && $0.isOffered } }
    /// What opens next, soonest first (one line each); tasks not offered never open.
    public var upcoming: [(entry: Entry, opensAt: Date)] {
        entries.filter(\.isOffered).compactMap { entry in entry.status.opensAt.map { (entry, $0) } }
            .sorted { $0.opensAt < $1.opensAt }
    }

    /// The dashboard at `now`; the permissions are the journal's latest decisions.
    public static func make(study: Study, state: ParticipantState, now: Date, calendar: Calendar) -> Dashboard {
        make(
            study: study, completions: { state.completions(of: $0).map(\.date) },
            inProgress: Set(state.runs.filter { $0.status == .inProgress }.map(\.task)),
            enrolment: state.joinedAt?.date, granted: state.grantedPermissions, now: now, calendar: calendar)
    }

    /// From each task's completions (by task id), the tasks with a run open, the enrolment
    /// and the permissions granted now (nil: every one, for callers that do not track them).
    public static func make(
        study: Study, completions: (TaskID) -> [Date], inProgress: Set<TaskID>, enrolment: Date?,
        granted: Set<PermissionID>? = nil, now: Date, calendar: Calendar
    ) -> Dashboard {
        let entries = study.tasks.map { task in
            Entry(
                task: task,
                timeline: TaskSchedule.timeline(
                    of: task.schedule, completions: completions(task.id.value), now: now, enrolment: enrolment,
                    calendar: calendar),
                inProgress: inProgress.contains(task.id.value),
                withheld: granted.map { study.withheldPermissions(of: task, granted: $0) } ?? [])
        }
        let counted = entries.map(\.countedOccurrences)
        var dashboard = Dashboard(
            entries: entries, week: nil, weeks: nil, occurrencesDone: counted.reduce(0) { $0 + $1.done },
            occurrencesBegun: counted.reduce(0) { $0 + $1.begun })
        if let enrolment {
            let joined = ScheduleCalendar.localDay(of: enrolment, calendar: calendar)
            let today = ScheduleCalendar.localDay(of: now, calendar: calendar)
            dashboard.weeks = studyWeeks(study.tasks, joined: joined, calendar: calendar)
            let week = max(0, today.daysSince1970 - joined.daysSince1970) / 7 + 1
            dashboard.week = dashboard.weeks.map { min(week, $0) } ?? week
        }
        return dashboard
    }

    /// The weeks from joining to the end of the last schedule, when every repeating
    /// schedule ends; nil when one goes on for as long as the participant takes part.
    static func studyWeeks(_ tasks: [StudyTask], joined: CalendarDay, calendar: Calendar) -> Int? {
        var lastDay = joined.adding(days: 1)
        for task in tasks {
            let layout = ScheduleCalendar(
                task.schedule, anchor: ScheduleCalendar.anchor(of: task.schedule, joinedOn: joined), calendar: calendar)
            guard let end = layout.endDay else {
                if task.schedule.isOnce { continue }
                return nil
            }
            lastDay = max(lastDay, end)
        }
        return (lastDay.daysSince1970 - joined.daysSince1970 + 6) / 7
    }
}
