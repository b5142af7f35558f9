import Foundation

/// `study calendar`'s file: the participant's reminders as an iCalendar object (RFC 5545)
/// that any calendar program imports. One VEVENT per reminder, each with a VALARM that goes
/// off when the task opens; its UID names the study, the participant, the task and the
/// occurrence, so importing a newer file updates the events instead of doubling them.
/// The texts are the study's (the task's title) and the runner's catalogue, in the
/// participant's language.
public struct ReminderCalendarFile: Sendable {
    public var study: Study
    public var participant: String
    public var language: String
    /// When the file is made (every event's DTSTAMP).
    public var made: Date

    public init(study: Study, participant: String, language: String, made: Date) {
        self.study = study
        self.participant = participant
        self.language = language
        self.made = made
    }

    /// The whole file, CRLF-ended and folded.
    public func text(_ reminders: [Reminder]) -> String {
        let title = study.title.resolved(in: language)
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//study//study calendar \(study.id.value)//EN",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:" + ICalendarText.escaped(title),
        ]
        for reminder in reminders { lines += event(reminder, studyTitle: title) }
        lines.append("END:VCALENDAR")
        return ICalendarText.file(lines)
    }

    private func event(_ reminder: Reminder, studyTitle: String) -> [String] {
        let ui = UIText.forLanguage(language)
        let task = study.task(reminder.task)?.title.resolved(in: language) ?? reminder.task.rawValue
        let values = ["task": task, "study": studyTitle]
        return [
            "BEGIN:VEVENT",
            "UID:\(study.id.value)-\(participant)-\(reminder.task)-\(reminder.occurrence)@study",
            "DTSTAMP:" + ICalendarText.utc(made),
            "DTSTART:" + ICalendarText.utc(reminder.start),
            "DURATION:PT\(reminder.minutes)M",
            "SUMMARY:" + ICalendarText.escaped(task),
            "DESCRIPTION:" + ICalendarText.escaped(UIText.fill(ui.calendarDescription, values)),
            "TRANSP:TRANSPARENT",
            "BEGIN:VALARM", "ACTION:DISPLAY",
            "DESCRIPTION:" + ICalendarText.escaped(UIText.fill(ui.calendarAlarm, values)),
            "TRIGGER:PT0S", "END:VALARM",
            "END:VEVENT",
        ]
    }
}
