import Foundation

/// One reminder: an occurrence of a task, at the moment it opens.
public struct Reminder: Sendable, Equatable {
    public var task: TaskID
    /// The occurrence's number in its schedule, from 0; with the task, it names the event.
    public var occurrence: Int
    /// When the reminder goes off: the occurrence's first day at the window's opening, or
    /// at `ReminderPlan.defaultMinuteOfDay` when the task has no window.
    public var start: Date
    /// How long the task takes (its `estimated-minutes`, else 15).
    public var minutes: Int
}

/// The participant's reminders from now until a horizon, worked out like the dashboard:
/// from the study, the journal's state and the moment. Pure: the command passes `now`, the
/// horizon and the calendar in. Nothing is planned for a participant who has not finished
/// joining, who left, or who has not granted the study's reminders permission; nor for a
/// task they no longer allow, one done once and for all, or an occurrence already done.
public enum ReminderPlan {
    /// 09:00 local time, for tasks whose schedule has no window.
    public static let defaultMinuteOfDay = 9 * 60
    /// At most this many reminders per task, so a daily task with no end stays a small file.
    public static let perTaskLimit = 400

    /// Why no reminder may be planned for this participant, or nil when they may be.
    public enum Refusal: Sendable, Equatable {
        case noRemindersPermission
        case notGranted(PermissionID)
        case notJoined
        case withdrew
    }

    public static func refusal(study: Study, state: ParticipantState) -> Refusal? {
        guard state.onboardingCompleted else { return .notJoined }
        if state.withdrawal != nil { return .withdrew }
        guard let permission = study.remindersPermission else { return .noRemindersPermission }
        // The latest decision counts: declining, or taking it back later, means no reminder of any kind.
        guard state.grantedPermissions.contains(permission.id.value) else { return .notGranted(permission.id.value) }
        return nil
    }

    public static func reminders(
        study: Study, state: ParticipantState, now: Date, until: Date, calendar: Calendar
    ) -> [Reminder] {
        guard refusal(study: study, state: state) == nil else { return [] }
        let dashboard = Dashboard.make(study: study, state: state, now: now, calendar: calendar)
        let enrolment = state.joinedAt?.date ?? now
        return dashboard.entries.filter(\.isOffered).flatMap { entry in
            reminders(
                of: entry.task, done: state.completions(of: entry.task.id.value).map(\.date), enrolment: enrolment,
                from: now, until: until, calendar: calendar)
        }.sorted { ($0.start, $0.task) < ($1.start, $1.task) }
    }

    /// One task's reminders: each occurrence not done whose reminder is at or after `now`
    /// and before `until`.
    static func reminders(
        of task: StudyTask, done: [Date], enrolment: Date, from now: Date, until: Date, calendar: Calendar
    ) -> [Reminder] {
        let layout = ScheduleCalendar(
            task.schedule, anchor: ScheduleCalendar.anchor(of: task.schedule, enrolment: enrolment, calendar: calendar),
            calendar: calendar)
        let doneIndexes = Set(
            done.compactMap {
                layout.occurrence(containing: ScheduleCalendar.localDay(of: $0, calendar: calendar))?.index
            })
        let today = ScheduleCalendar.localDay(of: now, calendar: calendar)
        let minute = task.schedule.window?.from ?? defaultMinuteOfDay
        var index = layout.occurrence(containing: today)?.index ?? 0
        var found: [Reminder] = []
        while found.count < perTaskLimit, layout.occurrenceCount.map({ index < $0 }) ?? true {
            let occurrence = layout.occurrence(index)
            let start = layout.moment(occurrence.firstDay, minuteOfDay: minute)
            if start >= until { break }
            if start >= now, !doneIndexes.contains(index) {
                found.append(
                    Reminder(task: task.id.value, occurrence: index, start: start, minutes: task.estimatedMinutes ?? 15)
                )
            }
            if task.schedule.isOnce { break }
            index += 1
        }
        return found
    }
}
