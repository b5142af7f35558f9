import ArgumentParser
import Foundation
import StudyModel

/// `study calendar`: a participant's upcoming tasks as an iCalendar file (RFC 5545) with
/// an alarm on each, to import into any calendar program: the reminders a terminal user
/// can actually receive. Written only for a participant who granted the study's reminders
/// permission (the journal's latest decision); declining it means no reminder of any kind.
/// Reads the journal only; the one file written is the calendar.
struct CalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Write a participant's upcoming tasks as a calendar file (.ics) with reminders.",
        discussion: """
            Reads the participant's journal (Output/<study-id>/<participant>/journal.jsonl) and writes one \
            event per upcoming task occurrence, each with an alarm when the task opens (the start of its \
            window, or 09:00 when it has none), in the participant's language; times are in UTC, so any \
            calendar program shows them in its own time zone. Importing a newer file updates the events. \
            Exit status: 0 when the file is written, 1 when reminders are refused (the participant did not \
            allow reminders or took the permission back, the study asks for no reminders permission, the \
            participant has not finished joining or left the study) or the study file has errors, 2 when \
            the command is used wrongly (no such participant, a bad flag, a study file that cannot be read, \
            a calendar file inside the results folder), 3 when the calendar file cannot be written.
            """
    )

    @Argument(help: "The study file, e.g. Studies/phq9.study.")
    var studyFile: String

    @Option(help: "The participant's id.")
    var participant: String

    @Option(help: ArgumentHelp("The results folder.", valueName: "dir"))
    var output = RunCommand.defaultOutput

    @Option(help: ArgumentHelp("The calendar file to write, e.g. reminders.ics.", valueName: "file"))
    var to: String

    @Option(help: "How many weeks ahead to plan (1–104).")
    var weeks = 12

    @Option(help: "The language of the texts (default: the participant's).")
    var lang: String?

    @Option(
        help: ArgumentHelp(
            "Plan from this moment instead of now (ISO 8601, e.g. 2026-11-25T09:00:00.000+01:00).",
            valueName: "time"))
    var at: String?

    func validate() throws {
        if let problem = ParticipantID.problem(with: ParticipantID.normalised(participant)) {
            throw ValidationError("The participant id '\(TerminalSafe.inert(participant))' \(problem).")
        }
        guard (1...104).contains(weeks) else { throw ValidationError("--weeks must be from 1 to 104, not \(weeks).") }
        if let at, Timestamp(iso8601: at) == nil {
            throw ValidationError(
                "--at '\(TerminalSafe.inert(at))' is not a time; write it as 2026-11-25T09:00:00.000+01:00")
        }
    }

    func run() throws {
        let (study, _) = try ValidStudyLoader.load(studyFile, command: "calendar", color: .never)
        let id = ParticipantID.normalised(participant)
        let state = try journalState(study: study, participant: id)
        if let refusal = ReminderPlan.refusal(study: study, state: state) {
            printError("study calendar: " + Self.explain(refusal, study: study, participant: id))
            throw ExitCode(ExitStatus.invalid)
        }
        let language =
            try lang.map { try LocaleMatch.choose($0, for: study, command: "calendar") }
            ?? state.language ?? study.defaultLanguage
        if ResultsFolderPlace.isInside(to, resultsFolder: output) {
            printError(
                "study calendar: \(TerminalSafe.inert(to)) is inside the results folder \(TerminalSafe.inert(output)), "
                    + "which holds the study's own files; write the calendar somewhere else, e.g. --to reminders.ics")
            throw ExitCode(ExitStatus.usage)
        }
        let now = at.flatMap(Timestamp.init(iso8601:))?.date ?? Date()
        let writer = ReminderCalendarWriter(study: study, state: state, participant: id, language: language)
        let count: Int
        do {
            count = try writer.write(to: to, weeks: weeks, now: now, calendar: .in(.current))
        } catch {
            printError("study calendar: \(TerminalSafe.inert(to)): \(error.description)")
            throw ExitCode(ExitStatus.storage)
        }
        print(
            "Wrote \(count) reminder\(count == 1 ? "" : "s") for the next \(weeks) weeks to "
                + TerminalSafe.inert(to) + "; import it into your calendar program.")
    }

    /// The participant's state from their journal; no journal is a usage error.
    private func journalState(study: Study, participant: String) throws -> ParticipantState {
        let file = "\(output)/\(study.id.value)/\(participant)/journal.jsonl"
        guard let data = FileManager.default.contents(atPath: file) else {
            printError(
                "study calendar: no participant '\(participant)' in \(TerminalSafe.inert(output))/\(study.id.value) "
                    + "(no \(TerminalSafe.inert(file))); check the id and --output")
            throw ExitCode(ExitStatus.usage)
        }
        let (events, problems) = JournalLines.read(data, file: file)
        for problem in problems { printError("study calendar: " + TerminalSafe.inert(problem.description)) }
        return ParticipantState.folding(events)
    }

    static func explain(_ refusal: ReminderPlan.Refusal, study: Study, participant: String) -> String {
        switch refusal {
        case .noRemindersPermission:
            return "the study asks for no reminders permission, so it may not send reminders; "
                + "add a permission with 'kind: reminders' (docs/study-format.md, section 10)"
        case let .notGranted(permission):
            return "participant \(participant) has not allowed reminders ('\(permission)'), so no reminder of "
                + "any kind is made; they can allow it in their profile (study run --participant \(participant))"
        case .notJoined:
            return "participant \(participant) has not finished joining the study; there is nothing to remind them of"
        case .withdrew:
            return "participant \(participant) left the study; nothing more is asked of them, so there are no reminders"
        }
    }
}
