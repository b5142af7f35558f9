import Foundation
import Testing

@testable import StudyModel
@testable import StudyModelTestSupport

/// Which reminders `study calendar` writes: only with the reminders permission granted (the
/// latest decision), only for tasks the participant allows, each occurrence not done from
/// now to the horizon, at the window's opening or 09:00.
@Suite struct ReminderPlanTests {
    private static let studyText = StudyTemplate(
        permissions: StudyTemplate.glucoseAndReminderPermissions,
        tasks: """
            tasks:
              - id: checkin
                kind: survey
                title: Weekly check-in, short; easy
                estimated-minutes: 3
                schedule: {repeat: weekly, for: 3 weeks, window: 18:30-21:00}
                steps:
                  - id: feeling
                    question: How was your week?
                    answer: yes-no
              - id: baseline
                kind: survey
                title: About you
                estimated-minutes: 10
                schedule: {repeat: once, start: enrolment + 1 days}
                steps:
                  - id: age
                    question: Are you over 40?
                    answer: yes-no
              - id: readings
                kind: survey
                title: Glucose diary
                schedule: daily
                needs: [glucose]
                steps:
                  - id: level
                    question: Was your reading high?
                    answer: yes-no
            """
    ).text

    private let study: Study = StudyCheck.validate(ReminderPlanTests.studyText).study!
    private let utc = Calendar.in(TimeZone(identifier: "UTC")!)
    /// Joined on Wednesday 25 November 2026 at 10:00 UTC.
    private let joined = "2026-11-25T10:00:00.000+00:00"

    private func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    private func state(_ decisions: [(PermissionID, Bool)], done: [(TaskID, String)] = []) -> ParticipantState {
        var events: [(String, JournalEvent.Kind)] = [
            (joined, .joined(studyID: "test-study", studyVersion: "1.0", participant: "ABCD-EFGH", language: "en"))
        ]
        events += decisions.map { (joined, .permissionDecided(permission: $0.0, granted: $0.1)) }
        events.append((joined, .onboardingCompleted))
        for (index, (task, time)) in done.enumerated() {
            events.append((time, .taskStarted(task: task, run: "r\(index)")))
            events.append((time, .taskFinished(task: task, run: "r\(index)", status: .completed)))
        }
        return ParticipantState.folding(
            events.enumerated().map {
                JournalEvent(sequence: $0.offset + 1, time: Timestamp(iso8601: $0.element.0)!, kind: $0.element.1)
            })
    }

    private func plan(_ state: ParticipantState, now: String = "2026-11-25T12:00:00Z", weeks: Int = 4) -> [Reminder] {
        let start = date(now)
        return ReminderPlan.reminders(
            study: study, state: state, now: start, until: start.addingTimeInterval(Double(weeks) * 7 * 86400),
            calendar: utc)
    }

    @Test func withRemindersAllowedEveryOccurrenceToComeIsPlanned() {
        let reminders = plan(state([("reminders", true), ("glucose", false)]))
        let checkins = reminders.filter { $0.task == "checkin" }
        #expect(
            checkins.map(\.start) == ["2026-11-25T18:30:00Z", "2026-12-02T18:30:00Z", "2026-12-09T18:30:00Z"].map(date))
        #expect(checkins.map(\.occurrence) == [0, 1, 2], "three weeks, then the schedule is over")
        #expect(checkins.allSatisfy { $0.minutes == 3 })
        let baseline = reminders.filter { $0.task == "baseline" }
        #expect(baseline.map(\.start) == [date("2026-11-26T09:00:00Z")], "no window: 09:00 on its day")
        #expect(baseline.first?.minutes == 10)
        #expect(reminders.map(\.start) == reminders.map(\.start).sorted(), "soonest first")
    }

    @Test func aTaskWhosePermissionIsNotGrantedGetsNoReminder() {
        #expect(!plan(state([("reminders", true), ("glucose", false)])).contains { $0.task == "readings" })
        let daily = plan(state([("reminders", true), ("glucose", true)]), weeks: 1).filter { $0.task == "readings" }
        #expect(daily.count == 7, "from tomorrow 09:00 for a week: today's 09:00 has passed")
        #expect(daily.first?.start == date("2026-11-26T09:00:00Z"))
        #expect(daily.allSatisfy { $0.minutes == 15 }, "no estimate: a quarter of an hour")
    }

    @Test func declininRemindersMeansNoReminderOfAnyKind() {
        let declined = state([("reminders", false), ("glucose", true)])
        #expect(ReminderPlan.refusal(study: study, state: declined) == .notGranted("reminders"))
        #expect(plan(declined).isEmpty)
        let takenBack = state([("reminders", true), ("glucose", true), ("reminders", false)])
        #expect(ReminderPlan.refusal(study: study, state: takenBack) == .notGranted("reminders"))
        #expect(plan(takenBack).isEmpty)
    }

    @Test func nobodyIsRemindedBeforeJoiningOrAfterLeaving() {
        var joining = state([("reminders", true)])
        joining.onboardingCompleted = false
        #expect(ReminderPlan.refusal(study: study, state: joining) == .notJoined)
        var left = state([("reminders", true)])
        left.apply(
            JournalEvent(
                sequence: left.lastSequence + 1, time: Timestamp(iso8601: joined)!, kind: .withdrew(answers: .kept)))
        #expect(ReminderPlan.refusal(study: study, state: left) == .withdrew)
        #expect(plan(left).isEmpty)
    }

    @Test func anOccurrenceAlreadyDoneAndAOnceTaskDoneAreNotRemindedOf() {
        let done = state(
            [("reminders", true), ("glucose", false)],
            done: [("checkin", "2026-11-25T19:00:00.000+00:00"), ("baseline", "2026-11-26T09:30:00.000+00:00")])
        let reminders = plan(done, now: "2026-11-26T12:00:00Z")
        #expect(reminders.filter { $0.task == "checkin" }.map(\.occurrence) == [1, 2])
        #expect(!reminders.contains { $0.task == "baseline" })
    }

    @Test func theHorizonEndsThePlan() {
        let reminders = plan(state([("reminders", true), ("glucose", false)]), now: "2026-11-30T12:00:00Z", weeks: 1)
        #expect(reminders.map(\.task) == ["checkin"])
        #expect(reminders.first?.start == date("2026-12-02T18:30:00Z"))
    }

    @Test func theFileHasTheEventsAlarmsAndEscapedTexts() {
        let file = ReminderCalendarFile(
            study: study, participant: "ABCD-EFGH", language: "en", made: date("2026-11-25T12:00:00Z"))
        let text = file.text(plan(state([("reminders", true), ("glucose", false)])))
        let lines = text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF only")
        #expect(lines.first == "BEGIN:VCALENDAR")
        #expect(lines.contains("VERSION:2.0"))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 4)
        #expect(lines.filter { $0 == "BEGIN:VALARM" }.count == 4)
        #expect(lines.contains("UID:test-study-ABCD-EFGH-checkin-1@study"))
        #expect(lines.contains("DTSTART:20261202T183000Z"))
        #expect(lines.contains("DTSTAMP:20261125T120000Z"))
        #expect(lines.contains("DURATION:PT3M"))
        #expect(lines.contains(#"SUMMARY:Weekly check-in\, short\; easy"#))
        #expect(lines.contains("TRIGGER:PT0S"))
        #expect(lines.contains(#"DESCRIPTION:"Weekly check-in\, short\; easy" is due (Test study)"#))
    }
}
