import Foundation
import StudyModel

/// "Add reminders to my calendar", from the profile (offered only while the participant
/// allows reminders): their tasks for the next weeks written as an iCalendar file with an
/// alarm on each, where they choose, as `study calendar` writes it. A place of their own is
/// suggested; the name must end in `.ics` (so no other kind of file is ever replaced), a
/// place inside the results folder is refused, and an empty line goes back to the profile.
/// Nothing is journalled: the file is the participant's, and is made from the journal alone.
struct CalendarFlow {
    let context: FlowContext
    let recorder: Recorder

    /// How far ahead the file plans, as `study calendar` does by default.
    static let weeks = 12

    func run() throws -> FlowOutcome {
        let words = context.screens.profileText
        let suggested = "~/reminders-\(context.study.id.value).ics"
        var notice: Notice?
        var typed = ""
        while true {
            let screen = context.screens.calendarPlace(
                suggested: suggested, weeks: Self.weeks, typed: typed, notice: notice)
            let response = try context.presenter.present(screen)
            if response.action == .back { return .carryOn }
            if response.action == .leave || response.action == .interrupt {
                if let ending = try context.leaving.confirm(response.action) { return .ended(ending) }
                continue
            }
            typed = (response.typed ?? "").trimmingWhitespace
            if typed.isEmpty { return .carryOn }
            switch write(to: (typed as NSString).expandingTildeInPath, words: words, suggested: suggested) {
            case let .failure(problem):
                notice = .error(problem.text)
            case let .success(count):
                let saved = UIText.fill(
                    words.calendarSaved, ["path": typed, "reminders": words.calendarReminders(count)])
                _ = try context.presenter.present(context.screens.message(saved))
                return .carryOn
            }
        }
    }

    /// Why the file cannot be written at `path`.
    struct Problem: Error {
        var text: String
    }

    /// The number of reminders written to `path`, or why it cannot be.
    private func write(to path: String, words: ProfileText, suggested: String) -> Result<Int, Problem> {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let name = (absolute as NSString).lastPathComponent.lowercased()
        guard name.hasSuffix(".ics"), name != ".ics" else {
            return .failure(Problem(text: UIText.fill(words.calendarNotICS, ["path": suggested])))
        }
        if recorder.isInResultsFolder(absolute) {
            return .failure(Problem(text: UIText.fill(words.calendarInResults, ["path": suggested])))
        }
        let state = recorder.state
        let writer = ReminderCalendarWriter(
            study: context.study, state: state, participant: state.participant ?? "", language: context.language)
        do {
            return .success(
                try writer.write(
                    to: absolute, weeks: Self.weeks, now: context.clock.now().date,
                    calendar: .in(context.clock.timeZone)))
        } catch {
            return .failure(Problem(text: UIText.fill(words.calendarFailed, ["path": path])))
        }
    }
}
