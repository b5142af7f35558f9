import Foundation
import StudyModel

/// Writes a participant's upcoming tasks as an iCalendar file (`ReminderPlan` and
/// `ReminderCalendarFile`), replacing the file whole: what `study calendar` and the
/// profile's "Add reminders to my calendar" share. The caller has checked that reminders
/// may be made (`ReminderPlan.refusal`).
struct ReminderCalendarWriter {
    let study: Study
    let state: ParticipantState
    let participant: String
    let language: String

    /// The reminders from `now` for `weeks` weeks, written to `path`; returns how many.
    func write(to path: String, weeks: Int, now: Date, calendar: Calendar) throws(StorageError) -> Int {
        let until = calendar.date(byAdding: .day, value: weeks * 7, to: now) ?? now
        let reminders = ReminderPlan.reminders(study: study, state: state, now: now, until: until, calendar: calendar)
        let file = ReminderCalendarFile(study: study, participant: participant, language: language, made: now)
        // Absolute, so the temporary file is made beside the target even for a bare name.
        try AtomicFile.write(Data(file.text(reminders).utf8), to: URL(fileURLWithPath: path).path)
        return reminders.count
    }
}

/// The results folder (`Output/`) holds the study's own files only: a file the participant
/// keeps for themselves (a copy of their consent, a calendar) is never written inside it.
enum ResultsFolderPlace {
    /// Whether `path` is `resultsFolder` or inside it, symbolic links followed (as far as
    /// they exist), so a link that leads into the results folder is caught too.
    static func isInside(_ path: String, resultsFolder: String) -> Bool {
        let results = resolved(resultsFolder)
        let place = resolved(path)
        return place == results || place.hasPrefix(results.hasSuffix("/") ? results : results + "/")
    }

    /// The absolute, standardised path, the links of its folder resolved (the file itself
    /// need not exist yet).
    private static func resolved(_ path: String) -> String {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
        let whole = folder.appendingPathComponent(url.lastPathComponent)
        return FileManager.default.fileExists(atPath: whole.path) ? whole.resolvingSymlinksInPath().path : whole.path
    }
}
